/** The response envelope of SPEC 3/7 and the one error type routes throw to answer with it. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../src/api/contract';
import { CONFLICT_CODE, SUCCESS_CODE } from '../../src/config/constants';
import { MSG } from '../../src/config/messages';
import { english, sayTo, type Words } from './say';

/**
 * A failure with a user-facing message, said in the reader's language when it is answered (./say.ts): words from
 * the catalogue, or a sentence (the spec's, or one not in the catalogue yet). Its message is the English. errorCode
 * mirrors the HTTP status, except for an invalid credential: clients sign out on errorCode 409 (SPEC 4/8), so 409
 * is used for nothing else.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errorCode: number;
  readonly headers: Record<string, string>;
  readonly words: Words | string;

  constructor(status: ContentfulStatusCode, words: Words | string, options: { errorCode?: number; headers?: Record<string, string> } = {}) {
    super(typeof words === 'string' ? words : english(words));
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = options.errorCode ?? status;
    this.headers = options.headers ?? {};
    this.words = words;
  }
}

export const unauthorised = (): ApiError => new ApiError(401, MSG.unauthorisedAccess, { errorCode: CONFLICT_CODE });

/**
 * A success, with what to tell the reader in their language. Without words it says 'Success' in every language:
 * no screen shows it, and a public answer (a menu) stays the same for every reader, for shared caches and ETags.
 */
export const ok = <T>(c: Context, responsePacket: T, message?: Words | string): Response =>
  c.json<Envelope<T>>({ errorCode: SUCCESS_CODE, message: message === undefined ? MSG.success : sayTo(c.req.raw, message), responsePacket }, 200);

export function errorResponse(status: ContentfulStatusCode, errorCode: number, message: string, headers: Record<string, string> = {}): Response {
  const body: Envelope<null> = { errorCode, message, responsePacket: null };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The error in its reader's language; without the request (a stream closing), in English. */
export const apiErrorResponse = (error: ApiError, request?: Request): Response =>
  errorResponse(error.status, error.errorCode, request ? sayTo(request, error.words) : error.message, error.headers);
