/** loginUserByFacebook over HTTP, the token checked against a local Graph stand-in (test/support/fakeFacebook.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Credentials, UserProfile } from '../../src/api/contract';
import { users } from '../../server/db/schema';
import { FACEBOOK_MESSAGES } from '../../server/routes/social';
import { startFakeFacebook, type FakeFacebook, type FakeFacebookUser } from '../support/fakeFacebook';
import { lastOtp, manualClock, startTestServer, type TestServer } from '../support/server';
import { basicAuth, get, post, signIn, uniqueMobile } from './http';

let facebook: FakeFacebook;
let server: TestServer;
/** A number gets one OTP per 30 s: tests that ask twice move this clock on. */
const clock = manualClock();

beforeAll(async () => {
  facebook = await startFakeFacebook();
  server = await startTestServer({ now: clock.now, facebook: { appId: facebook.appId, appSecret: facebook.appSecret, graphUrl: facebook.graphUrl } });
});
afterAll(async () => {
  await server.close();
  await facebook.close();
});

let fbCounter = 0;
function facebookUser(name = 'Simran Kaur'): FakeFacebookUser {
  fbCounter += 1;
  return { id: `10${process.pid}${String(fbCounter).padStart(6, '0')}`, name, email: `simran${fbCounter}@example.com` };
}

const loginByFacebook = (body: Record<string, unknown>) => post<Credentials>(server, '/loginUserByFacebook', body);

async function sendOtp(mobile: string): Promise<string> {
  const sent = await post(server, '/generateOtpForUser', { mobileNumber: mobile });
  expect(sent.status).toBe(200);
  return lastOtp(server.logs, mobile);
}

/** The first sign-in: told to verify a mobile, then linked with mobile + OTP. */
async function linkFirstTime(user: FakeFacebookUser, mobile: string): Promise<Credentials> {
  const token = facebook.validToken(user);
  const first = await loginByFacebook({ facebookUserAccessToken: token, facebookUserId: user.id });
  expect(first.status).toBe(428);
  const oneTimePassword = await sendOtp(mobile);
  const linked = await loginByFacebook({ facebookUserAccessToken: token, facebookUserId: user.id, mobileNumber: mobile, oneTimePassword });
  expect(linked.status, linked.body.message).toBe(200);
  return linked.body.responsePacket;
}

describe('POST /loginUserByFacebook', () => {
  it('the first time asks for the mobile, links it once the OTP is right, and the profile shows Facebook', async () => {
    const user = facebookUser();
    const mobile = uniqueMobile();
    const token = facebook.validToken(user);

    const first = await loginByFacebook({ facebookUserAccessToken: token, facebookUserId: user.id });
    expect(first.status).toBe(428);
    expect(first.body).toEqual({ errorCode: 428, message: FACEBOOK_MESSAGES.linkRequired, responsePacket: null });

    const oneTimePassword = await sendOtp(mobile);
    const linked = await loginByFacebook({ facebookUserAccessToken: token, facebookUserId: user.id, mobileNumber: mobile, oneTimePassword });
    expect(linked.status).toBe(200);
    expect(linked.body.errorCode).toBe(0);
    expect(linked.body.responsePacket.mobile).toBe(mobile);
    expect(linked.body.responsePacket.secretKey).toMatch(/^[0-9a-f]{64}$/);

    const profile = await get<UserProfile>(server, '/profileDetail', basicAuth(linked.body.responsePacket));
    expect(profile.status).toBe(200);
    expect(profile.body.responsePacket).toMatchObject({ mobile, fullName: 'Simran Kaur', email: user.email, socialLoginFrom: 'FACEBOOK' });
    const [row] = await server.db.select({ facebookUserId: users.facebookUserId }).from(users).where(eq(users.mobile, mobile));
    expect(row?.facebookUserId).toBe(user.id);
    // The server asked Facebook about the token, and for the user, with this app's token.
    expect(facebook.requests).toContain('/debug_token');
    expect(facebook.requests).toContain('/me');
  });

  it('next time the Facebook token alone signs in to the linked customer, with a fresh credential', async () => {
    const user = facebookUser();
    const mobile = uniqueMobile();
    const firstCredential = await linkFirstTime(user, mobile);

    const again = await loginByFacebook({ facebookUserAccessToken: facebook.validToken(user) });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Login successful');
    expect(again.body.responsePacket.mobile).toBe(mobile);
    expect(again.body.responsePacket.secretKey).not.toBe(firstCredential.secretKey);
    expect((await get(server, '/profileDetail', basicAuth(again.body.responsePacket))).status).toBe(200);
  });

  it('links an existing customer without changing the name they saved', async () => {
    const mobile = uniqueMobile();
    const existing = await signIn(server, mobile);
    await server.db.update(users).set({ fullName: 'Aman Gill', email: 'aman@example.com' }).where(eq(users.mobile, mobile));
    clock.advance(31_000);
    const credential = await linkFirstTime(facebookUser('Someone Else'), mobile);
    expect(credential.mobile).toBe(existing.mobile);
    const profile = await get<UserProfile>(server, '/profileDetail', basicAuth(credential));
    expect(profile.body.responsePacket).toMatchObject({ fullName: 'Aman Gill', email: 'aman@example.com', socialLoginFrom: 'FACEBOOK' });
  });

  it('refuses a wrong OTP at the first link and stores no link', async () => {
    const user = facebookUser();
    const mobile = uniqueMobile();
    const code = await sendOtp(mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    const res = await loginByFacebook({ facebookUserAccessToken: facebook.validToken(user), mobileNumber: mobile, oneTimePassword: wrong });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errorCode: 422, message: '*Invalid OTP provided', responsePacket: null });
    expect(await server.db.select().from(users).where(eq(users.facebookUserId, user.id))).toHaveLength(0);
  });

  it('refuses a mobile whose OTP was never requested (unverified mobile)', async () => {
    const res = await loginByFacebook({ facebookUserAccessToken: facebook.validToken(facebookUser()), mobileNumber: uniqueMobile(), oneTimePassword: '1234' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('OTP has expired or was already used, please request a new one');
  });

  it('refuses an expired token with an envelope error and stores nothing', async () => {
    const user = facebookUser();
    const mobile = uniqueMobile();
    const oneTimePassword = await sendOtp(mobile);
    const res = await loginByFacebook({ facebookUserAccessToken: facebook.expiredToken(user), mobileNumber: mobile, oneTimePassword });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errorCode: 401, message: FACEBOOK_MESSAGES.expired, responsePacket: null });
    expect(await server.db.select().from(users).where(eq(users.facebookUserId, user.id))).toHaveLength(0);
    // The OTP was not spent on a refused token: the customer can try again with a fresh Facebook sign-in.
    const retry = await loginByFacebook({ facebookUserAccessToken: facebook.validToken(user), mobileNumber: mobile, oneTimePassword });
    expect(retry.status).toBe(200);
  });

  it('refuses a token issued to another app', async () => {
    const res = await loginByFacebook({ facebookUserAccessToken: facebook.otherAppToken(facebookUser()) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errorCode: 401, message: FACEBOOK_MESSAGES.otherApp, responsePacket: null });
  });

  it('refuses a token Facebook does not know', async () => {
    const res = await loginByFacebook({ facebookUserAccessToken: 'EAAnot-a-real-token' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(FACEBOOK_MESSAGES.invalid);
  });

  it('refuses a token of another Facebook user than the one the client named', async () => {
    const res = await loginByFacebook({ facebookUserAccessToken: facebook.validToken(facebookUser()), facebookUserId: '123456' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(FACEBOOK_MESSAGES.otherUser);
  });

  it('answers 503 with a clear message while Facebook is down', async () => {
    const token = facebook.validToken(facebookUser());
    facebook.down = true;
    try {
      const res = await loginByFacebook({ facebookUserAccessToken: token });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ errorCode: 503, message: FACEBOOK_MESSAGES.unreachable, responsePacket: null });
    } finally {
      facebook.down = false;
    }
  });

  it('refuses linking a Facebook account already linked to another mobile, and a mobile linked to another Facebook account', async () => {
    const user = facebookUser();
    const mobile = uniqueMobile();
    await linkFirstTime(user, mobile);

    const otherMobile = uniqueMobile();
    const code = await sendOtp(otherMobile);
    const taken = await loginByFacebook({ facebookUserAccessToken: facebook.validToken(user), mobileNumber: otherMobile, oneTimePassword: code });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toBe(FACEBOOK_MESSAGES.facebookTaken);

    const secondUser = facebookUser();
    clock.advance(31_000);
    const again = await sendOtp(mobile);
    const mobileTaken = await loginByFacebook({ facebookUserAccessToken: facebook.validToken(secondUser), mobileNumber: mobile, oneTimePassword: again });
    expect(mobileTaken.status).toBe(422);
    expect(mobileTaken.body.message).toBe(FACEBOOK_MESSAGES.mobileTaken);
    const [row] = await server.db.select({ facebookUserId: users.facebookUserId }).from(users).where(eq(users.mobile, mobile));
    expect(row?.facebookUserId).toBe(user.id);
  });

  it('concurrent first links of one Facebook user to different mobiles make exactly one link', { tags: ['postgres'] }, async () => {
    const user = facebookUser();
    const mobiles = Array.from({ length: 6 }, () => uniqueMobile());
    const codes: string[] = [];
    for (const mobile of mobiles) codes.push(await sendOtp(mobile));
    const results = await Promise.all(
      mobiles.map((mobile, i) =>
        loginByFacebook({ facebookUserAccessToken: facebook.validToken(user), facebookUserId: user.id, mobileNumber: mobile, oneTimePassword: codes[i] }),
      ),
    );
    const succeeded = results.filter((res) => res.status === 200);
    expect(succeeded).toHaveLength(1);
    for (const res of results.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(FACEBOOK_MESSAGES.facebookTaken);
    }
    const rows = await server.db.select({ mobile: users.mobile }).from(users).where(eq(users.facebookUserId, user.id));
    expect(rows).toEqual([{ mobile: succeeded[0]?.body.responsePacket.mobile }]);
  });

  it.each([
    ['no token', {}, 'facebookUserAccessToken is required'],
    ['an empty token', { facebookUserAccessToken: '' }, 'facebookUserAccessToken must be at least 1 characters'],
    ['a mobile without its OTP', { facebookUserAccessToken: 'EAAx', mobileNumber: '9876543210' }, 'mobileNumber and oneTimePassword go together'],
    ['a non-numeric Facebook id', { facebookUserAccessToken: 'EAAx', facebookUserId: 'abc' }, 'facebookUserId must be digits'],
    ['an unknown field', { facebookUserAccessToken: 'EAAx', whatsapp: true }, 'Unknown field: whatsapp'],
  ])('refuses %s with 400', async (_name, body, message) => {
    const res = await loginByFacebook(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: 400, message, responsePacket: null });
  });
});

describe('POST /loginUserByFacebook without a Facebook app configured', () => {
  it('answers 503 saying Facebook sign-in is not available', async () => {
    const plain = await startTestServer();
    try {
      const res = await post(plain, '/loginUserByFacebook', { facebookUserAccessToken: 'EAAx' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(FACEBOOK_MESSAGES.notConfigured);
    } finally {
      await plain.close();
    }
  });

  it('answers 503 (not the customer\'s fault) when Facebook refuses this server\'s app secret, and logs why', async () => {
    const misconfigured = await startTestServer({ facebook: { appId: facebook.appId, appSecret: 'not-the-secret', graphUrl: facebook.graphUrl } });
    try {
      const res = await post(misconfigured, '/loginUserByFacebook', { facebookUserAccessToken: facebook.validToken(facebookUser()) });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(FACEBOOK_MESSAGES.notConfigured);
      expect(misconfigured.logs).toContain('facebook: token refused (refused-app): debug_token: Invalid OAuth access token signature.');
    } finally {
      await misconfigured.close();
    }
  });

  it('answers 503 when Facebook cannot be reached at all', async () => {
    const closed = await startFakeFacebook();
    const graphUrl = closed.graphUrl;
    await closed.close();
    const offline = await startTestServer({ facebook: { appId: closed.appId, appSecret: closed.appSecret, graphUrl, timeoutMs: 2_000 } });
    try {
      const res = await post(offline, '/loginUserByFacebook', { facebookUserAccessToken: 'EAAx' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(FACEBOOK_MESSAGES.unreachable);
    } finally {
      await offline.close();
    }
  });
});
