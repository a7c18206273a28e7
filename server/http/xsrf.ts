/**
 * Double-submit XSRF protection (SPEC 7: cookie XSRF-TOKEN, header X-XSRF-TOKEN). The cookie is readable by
 * the page, which echoes it in the header; another site can send the cookie but cannot read it.
 * A request without the cookie (curl, the very first call) has nothing to forge and passes.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/contract';
import { ApiError, apiErrorResponse } from './envelope';
import type { AppEnv } from './types';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function xsrf(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    if (cookie !== undefined && UNSAFE_METHODS.has(c.req.method)) {
      const header = c.req.header(XSRF_HEADER);
      if (header === undefined || !sameToken(header, cookie)) return apiErrorResponse(new ApiError(403, 'Invalid XSRF token'));
    }
    await next();
    // Set after the answer exists (Hono turns a thrown error into c.res inside next), so error and replayed
    // answers carry it too.
    if (cookie === undefined) {
      setCookie(c, XSRF_COOKIE, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'Strict' });
    }
    return undefined;
  };
}
