/**
 * A local stand-in for Facebook's Graph API, answering the two calls the server makes as Graph does:
 * GET /<version>/debug_token?input_token&access_token=<app id>|<app secret> and
 * GET /<version>/me?fields=id,name,email&access_token&appsecret_proof. Nothing here reaches Facebook; tests
 * issue tokens (valid, expired, for another app) and point FACEBOOK_GRAPH_URL / the facebook option at `graphUrl`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFacebookUser {
  id: string;
  name: string;
  email?: string;
}

export interface FakeFacebook {
  /** Base URL with a version segment, as the real one: http://127.0.0.1:<port>/v25.0 */
  graphUrl: string;
  appId: string;
  appSecret: string;
  /** A token this app's user got from the SDK. */
  validToken(user: FakeFacebookUser): string;
  /** A token whose session expired an hour ago. */
  expiredToken(user: FakeFacebookUser): string;
  /** A valid token, but issued to another app. */
  otherAppToken(user: FakeFacebookUser): string;
  /** Paths asked so far (debug_token, me), for tests that check what the server asked. */
  requests: string[];
  /** While true, every call answers 503 as Graph does in an outage. */
  down: boolean;
  close(): Promise<void>;
}

interface IssuedToken {
  user: FakeFacebookUser;
  appId: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const OTHER_APP_ID = '999000111222333';

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

/** Graph's answer for a token it cannot use (HTTP 400, OAuthException 190). */
const oauthError = (message: string, subcode?: number) => ({
  error: { message, type: 'OAuthException', code: 190, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: randomBytes(8).toString('hex') },
});

export async function startFakeFacebook(options: { appId?: string; appSecret?: string } = {}): Promise<FakeFacebook> {
  const appId = options.appId ?? '1234567890123';
  const appSecret = options.appSecret ?? randomBytes(16).toString('hex');
  const tokens = new Map<string, IssuedToken>();
  const requests: string[] = [];
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  function issue(user: FakeFacebookUser, app: string, expiresAt: number): string {
    const token = `EAA${randomBytes(24).toString('hex')}`;
    tokens.set(token, { user, appId: app, expiresAt });
    return token;
  }

  function debugToken(url: URL, res: ServerResponse): void {
    if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`) {
      send(res, 400, oauthError('Invalid OAuth access token signature.'));
      return;
    }
    const issued = tokens.get(url.searchParams.get('input_token') ?? '');
    if (!issued) {
      send(res, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] } });
      return;
    }
    const data = {
      app_id: issued.appId,
      type: 'USER',
      application: issued.appId === appId ? 'Gold Leaf' : 'Some Other App',
      data_access_expires_at: issued.expiresAt + 90 * 86_400,
      expires_at: issued.expiresAt,
      scopes: ['email', 'public_profile'],
      user_id: issued.user.id,
    };
    if (issued.expiresAt <= nowSeconds()) {
      const when = new Date(issued.expiresAt * 1000).toUTCString();
      send(res, 200, {
        data: { ...data, is_valid: false, error: { code: 190, message: `Error validating access token: Session has expired on ${when}.`, subcode: 463 } },
      });
      return;
    }
    send(res, 200, { data: { ...data, is_valid: true } });
  }

  function me(url: URL, res: ServerResponse): void {
    const token = url.searchParams.get('access_token') ?? '';
    const issued = tokens.get(token);
    if (!issued) return send(res, 400, oauthError('Invalid OAuth access token - Cannot parse access token'));
    if (issued.appId !== appId) return send(res, 400, oauthError('Invalid appsecret_proof provided in the API argument'));
    const proof = createHmac('sha256', appSecret).update(token).digest('hex');
    if (url.searchParams.get('appsecret_proof') !== proof) return send(res, 400, oauthError('Invalid appsecret_proof provided in the API argument'));
    if (issued.expiresAt <= nowSeconds()) return send(res, 400, oauthError('Error validating access token: Session has expired.', 463));
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
    const user: Record<string, string> = { id: issued.user.id };
    if (fields.includes('name')) user.name = issued.user.name;
    if (fields.includes('email') && issued.user.email) user.email = issued.user.email;
    send(res, 200, user);
  }

  const fake: FakeFacebook = {
    graphUrl: '',
    appId,
    appSecret,
    requests,
    down: false,
    validToken: (user) => issue(user, appId, nowSeconds() + 60 * 60 * 2),
    expiredToken: (user) => issue(user, appId, nowSeconds() - 60 * 60),
    otherAppToken: (user) => issue(user, OTHER_APP_ID, nowSeconds() + 60 * 60 * 2),
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.facebook');
    const path = url.pathname.replace(/^\/v\d+\.\d+/, '');
    requests.push(path);
    if (fake.down) return send(res, 503, { error: { message: 'Service temporarily unavailable', code: 2 } });
    if (req.method !== 'GET') return send(res, 400, { error: { message: 'Unsupported method', code: 100 } });
    if (path === '/debug_token') return debugToken(url, res);
    if (path === '/me') return me(url, res);
    send(res, 400, { error: { message: `Unknown path components: ${path}`, type: 'OAuthException', code: 2500 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v25.0`;
  return fake;
}
