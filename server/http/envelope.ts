/** The response envelope of SPEC 3/7 and the one error type routes throw to answer with it. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../src/api/contract';
import { CONFLICT_CODE, SUCCESS_CODE } from '../../src/config/constants';
import { MSG } from '../../src/config/messages';

/**
 * A failure with a user-facing message. errorCode mirrors the HTTP status, except for an invalid credential:
 * clients sign out on errorCode 409 (SPEC 4/8), so 409 is used for nothing else.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errorCode: number;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, options: { errorCode?: number; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = options.errorCode ?? status;
    this.headers = options.headers ?? {};
  }
}

export const unauthorised = (): ApiError => new ApiError(401, MSG.unauthorisedAccess, { errorCode: CONFLICT_CODE });

export const ok = <T>(c: Context, responsePacket: T, message = 'Success'): Response =>
  c.json<Envelope<T>>({ errorCode: SUCCESS_CODE, message, responsePacket }, 200);

export function errorResponse(status: ContentfulStatusCode, errorCode: number, message: string, headers: Record<string, string> = {}): Response {
  const body: Envelope<null> = { errorCode, message, responsePacket: null };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export const apiErrorResponse = (error: ApiError): Response =>
  errorResponse(error.status, error.errorCode, error.message, error.headers);
