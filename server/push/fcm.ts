/**
 * PushSender over Firebase Cloud Messaging HTTP v1. The OAuth2 access token is minted from a service
 * account key (an RS256 JWT assertion exchanged at the key's token_uri) and cached until shortly before it
 * expires. Messages are data-only (the worker shows the notification itself, so nothing is shown twice).
 * https://firebase.google.com/docs/cloud-messaging/send/v1-api
 */
import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PushData } from '../../src/api/contract';
import type { PushSender, SendOutcome } from './sender';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const DEFAULT_FCM_BASE_URL = 'https://fcm.googleapis.com';
const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Mint a new access token this long before the cached one expires. */
const REFRESH_MARGIN_MS = 5 * 60_000;
const ASSERTION_LIFETIME_S = 3600;
const REQUEST_TIMEOUT_MS = 10_000;

export interface ServiceAccount {
  project_id: string;
  private_key: string;
  private_key_id?: string;
  client_email: string;
  token_uri: string;
}

export interface FcmConfig {
  serviceAccount: ServiceAccount;
  /** Default https://fcm.googleapis.com; tests point it at a local stand-in. */
  baseUrl?: string;
  /** Real time: access-token expiry is Google's clock, not the business clock tests move. */
  now?: () => number;
  fetch?: typeof fetch;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** FCM_SERVICE_ACCOUNT: a path to the key file, or the key's JSON itself. */
export function loadServiceAccount(value: string): ServiceAccount {
  let text = value;
  if (!value.trim().startsWith('{')) {
    try {
      text = readFileSync(value, 'utf8');
    } catch (error) {
      throw new Error(`FCM_SERVICE_ACCOUNT: cannot read ${value} (${describe(error)})`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('FCM_SERVICE_ACCOUNT is not valid JSON (give the key file path or its JSON)');
  }
  const account = parsed as Partial<Record<keyof ServiceAccount, unknown>>;
  for (const field of ['project_id', 'private_key', 'client_email', 'token_uri'] as const) {
    if (typeof account[field] !== 'string' || account[field] === '') throw new Error(`FCM_SERVICE_ACCOUNT has no ${field}`);
  }
  return parsed as ServiceAccount;
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** The signed JWT a service account exchanges for an access token (RFC 7523). */
export function signAssertion(account: ServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) };
  const claims = { iss: account.client_email, scope: FCM_SCOPE, aud: account.token_uri, iat, exp: iat + ASSERTION_LIFETIME_S };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key);
  return `${unsigned}.${base64url(signature)}`;
}

interface GoogleError {
  error?: { code?: number; status?: string; message?: string; details?: Array<{ '@type'?: string; errorCode?: string; fieldViolations?: Array<{ field?: string }> }> };
}


/** Maps an FCM error answer to what the outbox should do with it. */
export function outcomeOfError(httpStatus: number, body: GoogleError): SendOutcome {
  const status = body.error?.status ?? '';
  const details = body.error?.details ?? [];
  const errorCode = details.find((d) => d.errorCode)?.errorCode ?? status;
  const reason = `FCM ${httpStatus} ${errorCode}${body.error?.message ? `: ${body.error.message}` : ''}`;
  if (errorCode === 'UNREGISTERED' || (httpStatus === 404 && status === 'NOT_FOUND')) return { outcome: 'invalid-token', reason };
  if (errorCode === 'INVALID_ARGUMENT') {
    // INVALID_ARGUMENT is also answered for a malformed message; only a refused token makes the device useless.
    const aboutToken =
      details.some((d) => d.fieldViolations?.some((v) => v.field === 'message.token')) || /registration token/i.test(body.error?.message ?? '');
    return aboutToken ? { outcome: 'invalid-token', reason } : { outcome: 'failed', reason };
  }
  if (httpStatus === 401 || httpStatus === 429 || httpStatus >= 500) return { outcome: 'retry', reason };
  return { outcome: 'failed', reason };
}

/** Without a Retry-After, a 429 waits this long (FCM's quota is counted per minute). */
export const DEFAULT_RETRY_AFTER_MS = 60_000;
const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** A Retry-After header (seconds, or an HTTP date) as a wait in ms, at most an hour; a 429 without one waits a minute. */
export function retryAfterOf(header: string | null, nowMs: number): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header.trim());
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - nowMs;
  if (!Number.isFinite(ms)) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

export class FcmSender implements PushSender {
  private readonly account: ServiceAccount;
  private readonly baseUrl: string;
  private readonly now: () => number;
  private readonly fetch: typeof fetch;
  private cached: { token: string; expiresAt: number } | null = null;
  private minting: Promise<string> | null = null;

  constructor(config: FcmConfig) {
    this.account = config.serviceAccount;
    this.baseUrl = (config.baseUrl ?? DEFAULT_FCM_BASE_URL).replace(/\/+$/, '');
    this.now = config.now ?? Date.now;
    this.fetch = config.fetch ?? fetch;
  }

  get projectId(): string {
    return this.account.project_id;
  }

  /** A cached access token, or a new one; concurrent sends share one exchange. */
  private async accessToken(): Promise<string> {
    if (this.cached && this.cached.expiresAt - REFRESH_MARGIN_MS > this.now()) return this.cached.token;
    this.minting ??= this.mint().finally(() => {
      this.minting = null;
    });
    return this.minting;
  }

  private async mint(): Promise<string> {
    const startedAt = this.now();
    const res = await this.fetch(this.account.token_uri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_GRANT, assertion: signAssertion(this.account, startedAt) }).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown; error?: unknown };
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new Error(`token exchange failed: HTTP ${res.status} ${typeof body.error === 'string' ? body.error : ''}`.trim());
    }
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.cached = { token: body.access_token, expiresAt: startedAt + lifetimeS * 1000 };
    return body.access_token;
  }

  async send(token: string, data: PushData): Promise<SendOutcome> {
    let accessToken: string;
    try {
      accessToken = await this.accessToken();
    } catch (error) {
      return { outcome: 'retry', reason: `OAuth: ${describe(error)}` };
    }
    const message = {
      token,
      data: Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)),
      android: { priority: 'high' },
      webpush: { headers: { Urgency: 'high' } },
    };
    let res: Response;
    try {
      res = await this.fetch(`${this.baseUrl}/v1/projects/${encodeURIComponent(this.account.project_id)}/messages:send`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json; charset=UTF-8' },
        body: JSON.stringify({ message }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      return { outcome: 'retry', reason: `FCM unreachable: ${describe(error)}` };
    }
    if (res.ok) {
      await res.body?.cancel();
      return { outcome: 'sent' };
    }
    // A refused access token (revoked, clock skew): mint a fresh one on the retry.
    if (res.status === 401) this.cached = null;
    const body = (await res.json().catch(() => ({}))) as GoogleError;
    const outcome = outcomeOfError(res.status, body);
    const retryAfterMs = res.status === 429 ? retryAfterOf(res.headers.get('retry-after'), Date.now()) : undefined;
    return outcome.outcome === 'retry' && retryAfterMs !== undefined ? { ...outcome, retryAfterMs } : outcome;
  }
}
