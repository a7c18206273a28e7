/**
 * What each of the server's JSON APIs (the diner's, the outlet API, the rider API, the console's) does with its
 * answers: an unexpected failure is logged with its stack and request id and answered in the envelope without them,
 * and no answer is kept by a shared or browser HTTP cache unless its route set its own policy.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { MSG } from '../../src/config/messages';
import type { Log } from '../observability/logger';
import { describeError } from './describe-error';
import { ApiError, apiErrorResponse, errorResponse } from './envelope';
import { sayTo } from './say';

/**
 * Whether the request stopped arriving before it was whole: the client closed the connection, or the server cut it
 * off as too slow (http/listen.ts), while its body was being read. No one hears the answer, and it is no failure of ours.
 */
function requestCutOff(c: Context): boolean {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.errored !== null);
}

export function answerFailures(log: Log): (error: Error, c: Context) => Response {
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError) return apiErrorResponse(error, c.req.raw);
    // A slow client cut off mid-body is the access log's 408, not an error with a stack (and a 500 in the metrics).
    if (requestCutOff(c)) return errorResponse(408, 408, 'The request did not arrive in time');
    log(`error: ${c.req.method} ${c.req.path} failed: ${describeError(error)}`, { requestId: c.get('requestId') });
    return errorResponse(500, 500, sayTo(c.req.raw, MSG.somethingWrong));
  };
}

/** Personal data: never kept by shared or browser HTTP caches (the service worker keeps its own copies). */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Public reads that set their own policy keep it (menus, outlets: REVALIDATE_PUBLIC in http/conditional).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  };
}
