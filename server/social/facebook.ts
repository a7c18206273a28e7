/**
 * Facebook sign-in, checked with the provider (SPEC 1, 3 login form, 7 loginUserByFacebook): the access token
 * the browser's SDK returned is shown to the Graph API's debug_token with this server's app token (app id and
 * secret), which says whether it is valid, for which app and which user; then /me gives the user's name and
 * e-mail. The Graph base URL is configurable, so tests talk to a local stand-in (test/support/fakeFacebook.ts).
 */
import { createHmac } from 'node:crypto';

export interface FacebookUser {
  id: string;
  name: string;
  email: string | null;
}

/** 'refused-app': Graph refused this server's own app token (a wrong app id or secret), whatever the customer did. */
export type FacebookFailure = 'expired' | 'invalid' | 'other-app' | 'unreachable' | 'refused-app';

/** Why a token was not accepted; the route turns each reason into an envelope error. */
export class FacebookTokenError extends Error {
  override readonly name = 'FacebookTokenError';
  constructor(
    readonly reason: FacebookFailure,
    /** What the provider said, for the server log only (never shown to the customer). */
    readonly detail: string,
  ) {
    super(`Facebook token ${reason}: ${detail}`);
  }
}

/** The one thing the server needs from Facebook. */
export interface FacebookVerifier {
  /** The user the token was issued to by this app; throws FacebookTokenError otherwise. */
  verify(accessToken: string): Promise<FacebookUser>;
}

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  /** Default DEFAULT_GRAPH_URL; a test points it at its stand-in. */
  graphUrl?: string;
  /** Per Graph request. Default 10 s. */
  timeoutMs?: number;
  /** Epoch ms; injectable like the server's clock. */
  now?: () => number;
}

export const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v25.0';
const DEFAULT_TIMEOUT_MS = 10_000;
/** Graph's "Error validating access token: Session has expired" subcode. */
const SESSION_EXPIRED_SUBCODE = 463;

interface GraphError {
  code?: number;
  error_subcode?: number;
  subcode?: number;
  message?: string;
}

interface DebugTokenData {
  app_id?: string;
  user_id?: string;
  is_valid?: boolean;
  /** Epoch seconds; 0 for a token that does not expire. */
  expires_at?: number;
  error?: GraphError;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** GETs a Graph path and returns its JSON; unreachable, timed out, 5xx or not JSON all mean "unreachable". */
async function graphGet(base: string, path: string, params: Record<string, string>, timeoutMs: number): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(`${base.replace(/\/$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new FacebookTokenError('unreachable', `${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (res.status >= 500) throw new FacebookTokenError('unreachable', `${path}: HTTP ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new FacebookTokenError('unreachable', `${path}: HTTP ${res.status} without JSON`);
  }
  if (!isObject(body)) throw new FacebookTokenError('unreachable', `${path}: HTTP ${res.status} not a JSON object`);
  return { status: res.status, body };
}

function failureOf(error: GraphError | undefined, fallback: FacebookFailure): FacebookFailure {
  const subcode = error?.error_subcode ?? error?.subcode;
  return subcode === SESSION_EXPIRED_SUBCODE || /expired/i.test(error?.message ?? '') ? 'expired' : fallback;
}

export function graphFacebook(config: FacebookConfig): FacebookVerifier {
  const base = config.graphUrl ?? DEFAULT_GRAPH_URL;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = config.now ?? Date.now;
  const appToken = `${config.appId}|${config.appSecret}`;

  return {
    async verify(accessToken) {
      const debug = await graphGet(base, '/debug_token', { input_token: accessToken, access_token: appToken }, timeoutMs);
      if (isObject(debug.body.error)) {
        // Graph answers a token it cannot use inside data; an error here is about the question: this server's app token.
        const error = debug.body.error as GraphError;
        throw new FacebookTokenError('refused-app', `debug_token: ${error.message ?? `HTTP ${debug.status}`}`);
      }
      const data = (isObject(debug.body.data) ? debug.body.data : {}) as DebugTokenData;
      // Another app's token is refused first: whatever else it says, it was not given to this app.
      if (data.app_id !== undefined && data.app_id !== config.appId) {
        throw new FacebookTokenError('other-app', `debug_token: issued to app ${data.app_id}`);
      }
      const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : 0;
      if (data.is_valid !== true) {
        const expired = expiresAt > 0 && expiresAt * 1000 <= now();
        throw new FacebookTokenError(expired ? 'expired' : failureOf(data.error, 'invalid'), `debug_token: ${data.error?.message ?? 'is_valid false'}`);
      }
      if (data.app_id === undefined || typeof data.user_id !== 'string' || data.user_id === '') {
        throw new FacebookTokenError('invalid', 'debug_token: no app_id or user_id');
      }
      if (expiresAt > 0 && expiresAt * 1000 <= now()) throw new FacebookTokenError('expired', 'debug_token: expires_at passed');

      // appsecret_proof: Graph accepts the user token from this server only together with the app's secret.
      const proof = createHmac('sha256', config.appSecret).update(accessToken).digest('hex');
      const me = await graphGet(base, '/me', { fields: 'id,name,email', access_token: accessToken, appsecret_proof: proof }, timeoutMs);
      if (isObject(me.body.error)) {
        const error = me.body.error as GraphError;
        throw new FacebookTokenError(failureOf(error, 'invalid'), `me: ${error.message ?? `HTTP ${me.status}`}`);
      }
      const { id, name, email } = me.body;
      if (id !== data.user_id) throw new FacebookTokenError('invalid', 'me: another user than debug_token named');
      return { id, name: typeof name === 'string' ? name : '', email: typeof email === 'string' && email !== '' ? email : null };
    },
  };
}
