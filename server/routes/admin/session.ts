/** Signing in and out of the console, the second factor's setup, and one's own sessions (issue 36). */
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { acceptInviteRequest, confirmTotpRequest, passkeySignInRequest, staffSignInRequest, type StaffSessionInfo, type TotpSetup } from '../../../src/api/contract';
import { ADMIN_API_BASE_PATH, STAFF_COOKIE, STAFF_LIMITS } from '../../../src/api/staffEndpoints';
import { clientAddress } from '../../http/clientAddress';
import { ApiError, ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { anySession, staffIn, type AdminEnv } from '../../staff/access';
import { acceptInvitation, confirmTotp, meOf, signIn, startTotpSetup } from '../../staff/accounts';
import { openSession, openSessions, revokeSession } from '../../staff/sessions';
import { relyingPartyOf, signInOptions, signInWithPasskey } from '../../staff/passkeys';
import { takeRateLimit } from '../../rateLimit';
import { totpUri } from '../../staff/totp';

const NO_SUCH_SESSION = 'No such session of yours';
const PASSKEY_OPTIONS_LIMIT = { max: 60, windowMs: 15 * 60_000 };

/** 'Chrome on Windows', from the browser's own description: enough to tell one's sessions apart, nothing more. */
function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'A browser';
  const system = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : 'a device';
  return `${browser} on ${system}`;
}

const sessionCookie = (options: { servedOverHttps: boolean }) => (c: Context, token: string) =>
  setCookie(c, STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: ADMIN_API_BASE_PATH,
    secure: options.servedOverHttps || new URL(c.req.url).protocol === 'https:',
    maxAge: STAFF_LIMITS.sessionHours * 3600,
  });

/** What a stranger may ask of the console: to sign in (a password and code, or a passkey), to join by invitation, to sign out. */
export function adminSignInRoutes(deps: Deps, options: { servedOverHttps: boolean }): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();
  const setSession = sessionCookie(options);

  routes.post('/session', async (c) => {
    const attempt = await readJsonBody(c, staffSignInRequest);
    const { token, member } = await signIn(deps.db, attempt, { address: clientAddress(c), device: deviceOf(c.req.header('User-Agent')), now: deps.now() });
    setSession(c, token);
    return ok(c, meOf(member), `Signed in as ${member.name}`);
  });

  // A passkey instead of the password and code (issue 36): options (a challenge kept in the database), then its answer.
  routes.post('/passkeys/sign-in/options', async (c) => {
    // Each asks for a row in the database: an address gets a fair number, not a flood.
    const wait = await takeRateLimit(deps.db, `staff-passkey-options:${clientAddress(c)}`, PASSKEY_OPTIONS_LIMIT, deps.now());
    if (wait !== null) throw new ApiError(429, `Too many sign-in attempts from this network. Try again in ${Math.ceil(wait / 60_000)} minutes.`);
    return ok(c, await signInOptions(deps.db, relyingPartyOf(c.req.url, options.servedOverHttps), deps.now()));
  });

  routes.post('/passkeys/sign-in', async (c) => {
    const { response } = await readJsonBody(c, passkeySignInRequest);
    const context = { address: clientAddress(c), device: deviceOf(c.req.header('User-Agent')), now: deps.now() };
    const { token, member } = await signInWithPasskey(deps.db, response, relyingPartyOf(c.req.url, options.servedOverHttps), context);
    setSession(c, token);
    return ok(c, meOf(member), `Signed in as ${member.name}`);
  });

  routes.delete('/session', async (c) => {
    const session = c.get('staffSession');
    if (session) await revokeSession(deps.db, session.member.id, session.sessionId, deps.now());
    deleteCookie(c, STAFF_COOKIE, { path: ADMIN_API_BASE_PATH });
    return ok(c, null, 'Signed out');
  });

  routes.post('/invitations/accept', async (c) => {
    const accept = await readJsonBody(c, acceptInviteRequest);
    const member = await acceptInvitation(deps.db, accept, deps.now());
    setSession(c, await openSession(deps.db, member.id, deviceOf(c.req.header('User-Agent')), deps.now()));
    return ok(c, meOf(member), `Welcome, ${member.name}`);
  });

  return routes;
}

/** One's own session: who one is, the second factor's setup, and one's sessions elsewhere. */
export function adminSessionRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/me', (c) => ok(c, meOf(anySession(c).member)));

  routes.post('/totp/setup', async (c) => {
    const { member } = anySession(c);
    const secret = await startTotpSetup(deps.db, member);
    return ok<TotpSetup>(c, { uri: totpUri(member.email, secret), secret });
  });

  routes.post('/totp/confirm', async (c) => {
    const { member: signedIn } = anySession(c);
    const { code } = await readJsonBody(c, confirmTotpRequest);
    const member = await confirmTotp(deps.db, signedIn, code, deps.now());
    return ok(c, meOf(member), 'Your authenticator app is set up');
  });

  routes.get('/sessions', async (c) => {
    const member = staffIn(c);
    const current = anySession(c).sessionId;
    const rows = await openSessions(deps.db, member.id, deps.now());
    return ok<StaffSessionInfo[]>(
      c,
      rows.map((row) => ({ id: row.id, device: row.device, createdAt: row.createdAt.getTime(), lastSeenAt: row.lastSeenAt.getTime(), current: row.id === current })),
    );
  });

  routes.delete('/sessions/:id', async (c) => {
    const member = staffIn(c);
    const id = rowIdParam(c.req.param('id'), NO_SUCH_SESSION);
    if (!(await revokeSession(deps.db, member.id, id, deps.now()))) throw new ApiError(404, NO_SUCH_SESSION);
    return ok(c, null, 'Signed out there');
  });

  return routes;
}
