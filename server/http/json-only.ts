/** The API speaks JSON only, and refuses bodies over 1 MB before anyone parses them. */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './envelope';
import type { AppEnv } from './types';

export const MAX_BODY_BYTES = 1024 * 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function jsonOnly(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      // Connection: close: the rest of the body may still be arriving; the socket must not carry another request.
      throw new ApiError(413, 'Request body is larger than 1 MB', { headers: { Connection: 'close' } });
    },
  });
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method)) return next();
    const type = c.req.header('Content-Type');
    // A missing type is tolerated (the body must still parse as JSON); a different one is a client bug.
    if (type !== undefined && !JSON_TYPE.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
    return limit(c, next);
  };
}
