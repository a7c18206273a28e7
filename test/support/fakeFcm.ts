/**
 * A local stand-in for Google's OAuth2 token endpoint and the FCM HTTP v1 send endpoint, answering as they do:
 * POST /token (grant_type jwt-bearer, assertion = the service account's RS256 JWT) and
 * POST /v1/projects/<project>/messages:send (Bearer access token). It holds a throwaway service account whose
 * key it generates, checks every assertion's signature with that account's public key, records what it was
 * sent, and answers UNREGISTERED (404) for tokens a test marks as unregistered.
 */
import { createPublicKey, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceAccount } from '../../server/push/fcm';

export interface TokenRequest {
  grantType: string | null;
  /** The JWT's header and claims, decoded after its signature checked out. */
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
}

export interface SentMessage {
  projectId: string;
  authorization: string;
  message: { token: string; data: Record<string, string>; [key: string]: unknown };
}

export interface FakeFcm {
  /** FCM_BASE_URL for the sender. */
  baseUrl: string;
  /** A throwaway service account whose token_uri is this stand-in. */
  serviceAccount: ServiceAccount;
  /** Token exchanges whose assertion was valid. */
  tokenRequests: TokenRequest[];
  /** Assertions refused (bad signature, wrong audience...), with the reason. */
  refusedAssertions: string[];
  /** Messages accepted (answered 200). */
  sent: SentMessage[];
  /** Every send attempt, accepted or not, by device token. */
  attempts: string[];
  /** Device tokens answered 404 UNREGISTERED. */
  unregistered: Set<string>;
  /** Device tokens answered 400 INVALID_ARGUMENT (not a valid registration token). */
  invalid: Set<string>;
  /** Sends refused for a missing, unknown or revoked access token (401). */
  unauthenticated: number;
  /** Revokes every access token issued so far: sends with them answer 401 UNAUTHENTICATED. */
  revokeAccessTokens(): void;
  /** Device token -> how many more sends to it answer 503 UNAVAILABLE (counted down). */
  failing: Map<string, number>;
  /** Device token -> how many more sends to it answer 500 INTERNAL (counted down). */
  internal: Map<string, number>;
  /** The next `count` sends, whatever their token, answer 429 QUOTA_EXCEEDED with this Retry-After (seconds). */
  quota: { count: number; retryAfterSeconds: number };
  close(): Promise<void>;
}

const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

const googleError = (code: number, status: string, message: string, errorCode?: string) => ({
  error: {
    code,
    message,
    status,
    ...(errorCode ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } : {}),
  },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const decodePart = (part: string): Record<string, unknown> => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Checks an assertion as Google does: RS256 signature by the account's key, issuer, audience, scope, lifetime. */
function checkAssertion(assertion: string, publicKey: KeyObject, account: ServiceAccount): { header: Record<string, unknown>; claims: Record<string, unknown> } | string {
  const parts = assertion.split('.');
  if (parts.length !== 3) return 'not a JWT';
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  if (header.alg !== 'RS256') return `alg ${String(header.alg)}`;
  const valid = createVerify('RSA-SHA256').update(`${headerPart}.${claimsPart}`).verify(publicKey, Buffer.from(signaturePart, 'base64url'));
  if (!valid) return 'bad signature';
  const claims = decodePart(claimsPart);
  if (claims.iss !== account.client_email) return `iss ${String(claims.iss)}`;
  if (claims.aud !== account.token_uri) return `aud ${String(claims.aud)}`;
  if (typeof claims.scope !== 'string' || !claims.scope.split(' ').includes(SCOPE)) return `scope ${String(claims.scope)}`;
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return 'no iat/exp';
  if (claims.iat > now + 60 || claims.exp < now || claims.exp - claims.iat > 3600) return 'expired or too long';
  return { header, claims };
}

export async function startFakeFcm(projectId = 'gold-leaf-test'): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const verifyKey = createPublicKey(publicKey.export({ type: 'spki', format: 'pem' }));
  const issued = new Set<string>();
  const fake: FakeFcm = {
    baseUrl: '',
    serviceAccount: {
      project_id: projectId,
      private_key_id: randomBytes(20).toString('hex'),
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: `firebase-adminsdk@${projectId}.iam.gserviceaccount.com`,
      token_uri: '',
    },
    tokenRequests: [],
    refusedAssertions: [],
    sent: [],
    attempts: [],
    unregistered: new Set(),
    invalid: new Set(),
    failing: new Map(),
    internal: new Map(),
    quota: { count: 0, retryAfterSeconds: 0 },
    unauthenticated: 0,
    revokeAccessTokens: () => issued.clear(),
    close: async () => undefined,
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = await readBody(req);
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(text);
        if (form.get('grant_type') !== JWT_GRANT) return send(res, 400, { error: 'unsupported_grant_type' });
        const checked = checkAssertion(form.get('assertion') ?? '', verifyKey, fake.serviceAccount);
        if (typeof checked === 'string') {
          fake.refusedAssertions.push(checked);
          return send(res, 400, { error: 'invalid_grant', error_description: checked });
        }
        fake.tokenRequests.push({ grantType: form.get('grant_type'), ...checked });
        const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
        issued.add(accessToken);
        return send(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
      }
      const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url.pathname);
      if (req.method === 'POST' && match) {
        const authorization = req.headers.authorization ?? '';
        if (!issued.has(authorization.replace(/^Bearer /, ''))) {
          fake.unauthenticated += 1;
          return send(res, 401, googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
        }
        if (match[1] !== projectId) return send(res, 403, googleError(403, 'PERMISSION_DENIED', 'SenderId mismatch', 'SENDER_ID_MISMATCH'));
        let body: { message?: SentMessage['message'] };
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          return send(res, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
        }
        const message = body.message;
        if (!message || typeof message.token !== 'string' || message.token === '') {
          return send(res, 400, googleError(400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', 'INVALID_ARGUMENT'));
        }
        if (!message.data || Object.values(message.data).some((value) => typeof value !== 'string')) {
          return send(res, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid value at message.data: every value must be a string', 'INVALID_ARGUMENT'));
        }
        fake.attempts.push(message.token);
        if (fake.quota.count > 0) {
          fake.quota.count -= 1;
          res.setHeader('Retry-After', String(fake.quota.retryAfterSeconds));
          return send(res, 429, googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric', 'QUOTA_EXCEEDED'));
        }
        const internal = fake.internal.get(message.token) ?? 0;
        if (internal > 0) {
          fake.internal.set(message.token, internal - 1);
          return send(res, 500, googleError(500, 'INTERNAL', 'Internal error encountered.', 'INTERNAL'));
        }
        const failures = fake.failing.get(message.token) ?? 0;
        if (failures > 0) {
          fake.failing.set(message.token, failures - 1);
          return send(res, 503, googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE'));
        }
        if (fake.invalid.has(message.token)) {
          return send(res, 400, googleError(400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', 'INVALID_ARGUMENT'));
        }
        if (fake.unregistered.has(message.token)) return send(res, 404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED'));
        fake.sent.push({ projectId: match[1], authorization, message });
        return send(res, 200, { name: `projects/${projectId}/messages/${randomBytes(8).toString('hex')}` });
      }
      send(res, 404, googleError(404, 'NOT_FOUND', 'Not found'));
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.serviceAccount.token_uri = `${fake.baseUrl}/token`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return fake;
}
