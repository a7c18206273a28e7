/**
 * The one HTTP client. Every call goes through `request`: base URL + /v1/api, JSON, the Basic credential,
 * the XSRF pair, a 30 s time-out, bounded retries, and the envelope decoded once into data or a typed error.
 */
import wretch from 'wretch';
import AbortAddon from 'wretch/addons/abort';
import { retry } from 'wretch/middlewares/retry';
import type { WretchOptions } from 'wretch';
import { API_BASE_PATH, IDEMPOTENCY_HEADER, XSRF_COOKIE, XSRF_HEADER } from './protocol';
import type { Envelope } from './protocol';
import { ApiError, NoResponseError, SessionExpiredError } from './errors';
import type { Guard } from './guards';
import { CONFLICT_CODE, REQUEST_TIMEOUT_MS, RETRY_COUNT, SUCCESS_CODE } from '../config/constants';
import { BOOT_MSG, BOOT_SPEC } from '../config/bootMessages';
import { t } from '../i18n';
import { API_ORIGIN } from '../config/env';
import { CACHED_AT_HEADER } from '../config/cache';
import { readCookie } from '../lib/cookies';
import { takeInlined } from './inlined';

/** Set by the auth feature: returns the Basic credential of the signed-in user, or null. */
let credentialProvider: () => string | null = () => null;
/** Set by the auth feature: signs the user out everywhere. */
let sessionExpiredHandler: () => void = () => {};

export function configureSession(options: { credential: () => string | null; onSessionExpired: () => void }): void {
  credentialProvider = options.credential;
  sessionExpiredHandler = options.onSessionExpired;
}

/** The Authorization header a credential is sent with. */
export const authorizationOf = (credential: string): string => `Basic ${credential}`;

/** The signed-in customer's Authorization header, for a request the client does not make itself (a live stream). */
export function authorization(): string | null {
  const credential = credentialProvider();
  return credential ? authorizationOf(credential) : null;
}

/** Set by the analytics feature: hears each request that got no response or an HTTP error (SPEC 8). */
let transportFailureListener: (path: string, status: number | undefined) => void = () => {};

export function onTransportFailure(listener: (path: string, status: number | undefined) => void): void {
  transportFailureListener = listener;
}

type Method = 'GET' | 'POST' | 'DELETE';

export interface RequestOptions<T = unknown> {
  /** Send the signed-in user's credential. */
  auth?: boolean;
  /**
   * Sign with this Basic credential instead of the signed-in user's (logout revokes the credential it has just
   * dropped). Its answer never signs anyone out: the session it belonged to is already gone.
   */
  credential?: string;
  /** Checks responsePacket before anyone stores it: a wrong shape is an ApiError ('Something went wrong'). */
  guard?: Guard<T>;
  /**
   * A POST that may safely be sent again: the client adds an Idempotency-Key (kept across its retries) and the
   * server answers a repeat with the first answer. Pass a key to reuse one across user retries.
   */
  idempotencyKey?: string | true;
  /** A POST that only reads (a query such as restaurantList): retried like a GET, with no key to store. */
  readOnly?: boolean;
  /**
   * The server's answer now or none, never the service worker's copy: sent with Cache-Control: no-cache, which the
   * worker leaves to the network (sw/userCopies.ts). For a payment deciding on an order or a balance.
   */
  fresh?: boolean;
}

export interface ApiResult<T> {
  data: T;
  /** The server's message, shown by flows that confirm an action ('Otp Sent: …'). */
  message: string;
  /** Set when the service worker answered from its cache because the network did not: when it was fetched. */
  cachedAt: number | null;
}

/** Marks a read-only POST among wretch's fetch options (fetch ignores it; the retry policy reads it). */
const READ_ONLY_OPTION = 'readOnlyQuery';

/** Idempotent requests (GET, DELETE, a read-only POST, or a POST with an Idempotency-Key) retry on no response and on 5xx. */
function isRetryable(_url: string, opts: WretchOptions): boolean {
  if (opts.method !== 'POST' || opts[READ_ONLY_OPTION] === true) return true;
  const headers = new Headers(opts.headers as HeadersInit | undefined);
  return headers.has(IDEMPOTENCY_HEADER);
}

export const retryPolicy = retry({
  maxAttempts: RETRY_COUNT,
  delayTimer: 300,
  delayRamp: (delay, attempt) => delay * 2 ** (attempt - 1),
  retryOnNetworkError: true,
  // When retries run out, the last answer (and its message) is what the caller sees.
  resolveWithLatestResponse: true,
  skip: (url, opts) => !isRetryable(url, opts),
  // Stop on a time-out (the 30 s budget is spent) and on any answer below 500.
  until: (response, error) => error?.name === 'AbortError' || (!!response && response.status < 500),
});

const base = wretch(`${API_ORIGIN}${API_BASE_PATH}`)
  .addon(AbortAddon())
  .middlewares([retryPolicy])
  .headers({ Accept: 'application/json' })
  .options({ credentials: 'same-origin' });

/**
 * What the server's JSON says decides, never the status alone: a 409 page from a proxy or gateway (HTML, or
 * JSON without the envelope's errorCode) is an ordinary failure, not a sign-out.
 */
function isSessionInvalid(errorCode: number | null, message: string): boolean {
  return errorCode === CONFLICT_CODE || message === BOOT_MSG.unauthorisedAccess;
}

/** `signsOut: false` for a request not signed with the current session (see RequestOptions.credential). */
function toError(status: number, body: unknown, signsOut = true): ApiError {
  const envelope = typeof body === 'object' && body !== null ? (body as Partial<Envelope<unknown>>) : null;
  const errorCode = typeof envelope?.errorCode === 'number' ? envelope.errorCode : null;
  const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : t(BOOT_SPEC.somethingWrong);
  if (isSessionInvalid(errorCode, message)) {
    if (signsOut) sessionExpiredHandler();
    return new SessionExpiredError(message, errorCode ?? status, status);
  }
  return new ApiError(message, errorCode ?? status, status);
}

/**
 * `xsrfAgain`: the one repeat of a request the server refused for its XSRF pair while the page's first answers each
 * set a cookie of their own (the header read one, the browser sent a newer): refused before anything was done.
 */
export async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions<T> = {}, xsrfAgain = false): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  if (options.fresh) headers['Cache-Control'] = 'no-cache';
  if (options.idempotencyKey) {
    headers[IDEMPOTENCY_HEADER] = options.idempotencyKey === true ? crypto.randomUUID() : options.idempotencyKey;
  }
  let chain = base.url(path).headers(headers);
  if (options.readOnly) chain = chain.options({ [READ_ONLY_OPTION]: true });
  const signsOut = options.credential === undefined;
  if (options.credential !== undefined) {
    chain = chain.auth(authorizationOf(options.credential));
  } else if (options.auth) {
    const credential = credentialProvider();
    if (!credential) throw toError(401, { errorCode: CONFLICT_CODE, message: t(BOOT_SPEC.unauthorisedAccess) });
    chain = chain.auth(authorizationOf(credential));
  }
  if (body !== undefined) chain = chain.json(body as object);

  let response: Response;
  // A deep link's first answer may be in its HTML already (inlined.ts): then it is read as if it had come.
  const inlined = method === 'GET' && takeInlined(path);
  try {
    response = inlined
      ? new Response(JSON.stringify(inlined))
      : await chain
          .fetch(method)
          .setTimeout(REQUEST_TIMEOUT_MS)
          .res();
  } catch (error) {
    const failed = error as { status?: number; json?: unknown; text?: string };
    if (failed.status === 403 && !xsrfAgain && readCookie(XSRF_COOKIE) !== xsrf) return request(method, path, body, options, true);
    transportFailureListener(path, failed.status);
    if (typeof failed.status === 'number') {
      throw toError(failed.status, failed.json ?? parseJson(failed.text), signsOut);
    }
    throw new NoResponseError();
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || typeof envelope.errorCode !== 'number') throw new ApiError(t(BOOT_SPEC.somethingWrong), -1, response.status);
  if (envelope.errorCode !== SUCCESS_CODE) throw toError(response.status, envelope, signsOut);
  if (options.guard && !options.guard(envelope.responsePacket)) {
    console.error(`Unexpected answer from ${path}`, envelope.responsePacket);
    throw new ApiError(t(BOOT_SPEC.somethingWrong), -1, response.status);
  }
  const cachedAt = Number(response.headers.get(CACHED_AT_HEADER)) || null;
  return { data: envelope.responsePacket, message: envelope.message, cachedAt };
}

function parseJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** What a read screen shows, and when the worker's copy it came from was fetched (null: fresh from the network). */
export interface Read<T> {
  value: T;
  cachedAt: number | null;
}

/** A GET for a screen the worker may answer from its copy: the answer, and the copy's time when it is one. */
export async function apiRead<T>(path: string, options?: RequestOptions<T>): Promise<Read<T>> {
  const { data, cachedAt } = await request<T>('GET', path, undefined, options);
  return { value: data, cachedAt };
}

export const apiGet = async <T>(path: string, options?: RequestOptions<T>): Promise<T> => (await apiRead(path, options)).value;

export const apiPost = async <T>(path: string, body: unknown, options?: RequestOptions<T>): Promise<T> =>
  (await request<T>('POST', path, body, options)).data;
