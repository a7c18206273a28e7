import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials, UserProfile } from '../../src/api/contract';
import { lastOtp, manualClock, startTestServer, type TestServer } from '../support/server';
import { OTP_GONE } from '../../server/routes/auth';
import { basicAuth, get, post, signIn, uniqueMobile } from './http';

const clock = manualClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server.close());

const otpLines = (mobile: string) => server.logs.filter((line) => line.startsWith(`[demo] OTP for ${mobile}: `));
const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

describe('POST /generateOtpForUser', () => {
  it('prints exactly one demo line with a 4-digit code and says where it went', async () => {
    const mobile = uniqueMobile();
    const res = await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errorCode: 0, message: `OTP sent to +91 ${mobile}`, responsePacket: null });
    expect(otpLines(mobile)).toHaveLength(1);
    expect(otpLines(mobile)[0]).toMatch(new RegExp(`^\\[demo\\] OTP for ${mobile}: \\d{4}$`));
  });

  it.each([
    ['a mobile number of 9 digits', { mobileNumber: '987654321' }, '*Please enter a valid mobile number'],
    ['a mobile number starting with 3', { mobileNumber: '3876543210' }, '*Please enter a valid mobile number'],
    ['a number instead of a string', { mobileNumber: 9876543210 }, 'mobileNumber must be a string'],
    ['null', { mobileNumber: null }, 'mobileNumber must be a string'],
    ['no mobile number', {}, 'mobileNumber is required'],
    ['an unknown field', { mobileNumber: '9876543210', extra: 1 }, 'Unknown field: extra'],
    ['an array body', [], 'Request body must be a JSON object'],
  ])('refuses %s with 400 naming the problem', async (_name, body, message) => {
    const res = await post(server, '/generateOtpForUser', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: 400, message, responsePacket: null });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await post(server, '/generateOtpForUser', '{"mobileNumber": "98765');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body is not valid JSON');
  });
});

describe('OTP sending limits', () => {
  it('sends a number at most one code per 30 s, saying how long to wait', async () => {
    const mobile = uniqueMobile();
    expect((await post(server, '/generateOtpForUser', { mobileNumber: mobile })).status).toBe(200);
    clock.advance(10_000);
    const early = await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ errorCode: 429, message: `Please wait 20 seconds before asking for another OTP for +91 ${mobile}`, responsePacket: null });
    expect(early.headers.get('Retry-After')).toBe('20');
    expect(otpLines(mobile)).toHaveLength(1);
    clock.advance(20_000);
    expect((await post(server, '/generateOtpForUser', { mobileNumber: mobile })).status).toBe(200);
  });

  it('sends a number at most 5 codes an hour, then again once the hour is over', async () => {
    const mobile = uniqueMobile();
    for (let i = 1; i <= 5; i++) {
      expect((await post(server, '/generateOtpForUser', { mobileNumber: mobile })).status).toBe(200);
      clock.advance(30_000);
    }
    const sixth = await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(`Please wait 58 minutes before asking for another OTP for +91 ${mobile}`);
    expect(otpLines(mobile)).toHaveLength(5);
    clock.advance(58 * 60_000);
    expect((await post(server, '/generateOtpForUser', { mobileNumber: mobile })).status).toBe(200);
  });

  it('limits how many codes one client address can ask for, whatever the numbers', async () => {
    const limited = await startTestServer({ now: clock.now, otpLimits: { perClient: { max: 3, windowMs: 3_600_000 } } });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await post(limited, '/generateOtpForUser', { mobileNumber: uniqueMobile() })).status);
      expect(answers).toEqual([200, 200, 200, 429, 429]);
      expect(limited.logs.filter((line) => line.startsWith('[demo] OTP for'))).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /logout', () => {
  it('revokes the credential it is signed with, and only that device', async () => {
    const mobile = uniqueMobile();
    const phone = await signIn(server, mobile);
    clock.advance(30_000);
    const laptop = await signIn(server, mobile);
    const res = await post(server, '/logout', {}, basicAuth(phone));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errorCode: 0, message: 'Logged out', responsePacket: null });
    expect((await get(server, '/profileDetail', basicAuth(phone))).body.errorCode).toBe(409);
    expect((await get(server, '/profileDetail', basicAuth(laptop))).status).toBe(200);
  });

  it('answers an unsigned or already revoked logout with 409 Unauthorised Access', async () => {
    const credentials = await signIn(server, uniqueMobile());
    await post(server, '/logout', {}, basicAuth(credentials));
    const again = await post(server, '/logout', {}, basicAuth(credentials));
    expect(again.status).toBe(401);
    expect(again.body.errorCode).toBe(409);
    expect((await post(server, '/logout', {})).body.errorCode).toBe(409);
  });
});

describe('POST /loginUserByOtp', () => {
  it('creates a new customer and returns credentials that sign them in', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const res = await post<Credentials>(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: lastOtp(server.logs, mobile) });
    expect(res.status).toBe(200);
    expect(res.body.errorCode).toBe(0);
    expect(res.body.responsePacket.mobile).toBe(mobile);
    expect(res.body.responsePacket.secretKey).toMatch(/^[0-9a-f]{64}$/);

    const profile = await get<UserProfile>(server, '/profileDetail', basicAuth(res.body.responsePacket));
    expect(profile.status).toBe(200);
    expect(profile.body.responsePacket).toMatchObject({
      mobile,
      fullName: '',
      mobileVerified: true,
      emailVerified: false,
      userImage: '/media/default-user.svg',
    });
    expect(profile.body.responsePacket.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('consumes the code: the same OTP does not work twice', async () => {
    const mobile = uniqueMobile();
    await signIn(server, mobile);
    const again = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: lastOtp(server.logs, mobile) });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errorCode: 422, message: OTP_GONE, responsePacket: null });
  });

  it('signs an existing customer in again with a new secretKey; both devices stay signed in', async () => {
    const mobile = uniqueMobile();
    const first = await signIn(server, mobile);
    clock.advance(30_000);
    const second = await signIn(server, mobile);
    expect(second.secretKey).not.toBe(first.secretKey);
    const a = await get<UserProfile>(server, '/profileDetail', basicAuth(first));
    const b = await get<UserProfile>(server, '/profileDetail', basicAuth(second));
    expect(a.status).toBe(200);
    expect(b.body.responsePacket.uuid).toBe(a.body.responsePacket.uuid);
  });

  it('answers a wrong code with 422 and the spec’s *Invalid OTP provided', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const res = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(lastOtp(server.logs, mobile)) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('*Invalid OTP provided');
  });

  it('answers a code older than 5 minutes with 422 expired, and a new code works', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const code = lastOtp(server.logs, mobile);
    clock.advance(5 * 60_000 + 1);
    const res = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: code });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(OTP_GONE);

    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const ok = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: lastOtp(server.logs, mobile) });
    expect(ok.status).toBe(200);
  });

  it('accepts a code just before it expires', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    clock.advance(5 * 60_000 - 1000);
    const res = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: lastOtp(server.logs, mobile) });
    expect(res.status).toBe(200);
  });

  it('allows 5 guesses per code: the fifth wrong one kills the code, even for the right guess after it', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const code = lastOtp(server.logs, mobile);
    for (let i = 1; i <= 4; i++) {
      const res = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(code) });
      expect(res.body.message).toBe('*Invalid OTP provided');
    }
    const fifth = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(code) });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ errorCode: 429, message: 'Too many wrong OTP attempts (5). Please request a new OTP', responsePacket: null });
    const right = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: code });
    expect(right.status).toBe(429);
  });

  it('gives a new code fresh tries once the resend wait is over, so a stranger cannot keep a number locked out', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    for (let i = 1; i <= 5; i++) {
      await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(lastOtp(server.logs, mobile)) });
    }
    clock.advance(30_000);
    const after = await signIn(server, mobile);
    expect(after.mobile).toBe(mobile);
  });

  it('answers a sign-in without any requested code as a code to request again', async () => {
    const res = await post(server, '/loginUserByOtp', { mobileNumber: uniqueMobile(), oneTimePassword: '1234' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(OTP_GONE);
  });

  it.each([
    ['a 3-digit code', { mobileNumber: '9876543210', oneTimePassword: '123' }, '*Please enter OTP properly'],
    ['letters in the code', { mobileNumber: '9876543210', oneTimePassword: '12a4' }, '*Please enter OTP properly'],
    ['a numeric code', { mobileNumber: '9876543210', oneTimePassword: 1234 }, 'oneTimePassword must be a string'],
    ['no code', { mobileNumber: '9876543210' }, 'oneTimePassword is required'],
    ['a bad mobile', { mobileNumber: '12345', oneTimePassword: '1234' }, '*Please enter a valid mobile number'],
  ])('refuses %s with 400', async (_name, body, message) => {
    const res = await post(server, '/loginUserByOtp', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('never logs the secretKey, the Authorization header or request bodies', async () => {
    const mobile = uniqueMobile();
    const credentials = await signIn(server, mobile);
    await get(server, '/profileDetail', basicAuth(credentials));
    const allLogs = server.logs.join('\n');
    expect(allLogs).not.toContain(credentials.secretKey);
    expect(allLogs).not.toContain(basicAuth(credentials).Authorization);
    expect(allLogs).not.toContain('oneTimePassword');
  });
});

describe('POST /checkMobileRegistered', () => {
  it('answers errorCode 0 for the seeded demo customer', async () => {
    const res = await post(server, '/checkMobileRegistered', { mobileNumber: '9876543210' });
    expect(res.status).toBe(200);
    expect(res.body.errorCode).toBe(0);
  });

  it('answers 404 for an unknown number and for a customer without a name yet', async () => {
    const unknown = await post(server, '/checkMobileRegistered', { mobileNumber: uniqueMobile() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errorCode: 404, message: 'Mobile number is not registered', responsePacket: null });

    const mobile = uniqueMobile();
    await signIn(server, mobile);
    const nameless = await post(server, '/checkMobileRegistered', { mobileNumber: mobile });
    expect(nameless.body.errorCode).toBe(404);
  });

  it('refuses a bad number with 400', async () => {
    const res = await post(server, '/checkMobileRegistered', { mobileNumber: 'abcdefghij' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('*Please enter a valid mobile number');
  });
});

describe('signed-in routes', () => {
  const unauthorised = { errorCode: 409, message: 'Unauthorised Access', responsePacket: null };

  it.each([
    ['no Authorization header', {}],
    ['a wrong secretKey', basicAuth({ mobile: '9876543210', secretKey: 'a'.repeat(64) })],
    ['a Bearer token', { Authorization: 'Bearer abc' }],
    ['garbage base64', { Authorization: 'Basic %%%' }],
    ['no colon in the credential', { Authorization: `Basic ${Buffer.from('9876543210').toString('base64')}` }],
  ])('answer 401 with errorCode 409 for %s', async (_name, headers) => {
    for (const path of ['/profileDetail', '/deleteAccount']) {
      const res = await get(server, path, headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorised);
    }
  });

  it('refuses a valid secretKey presented with another mobile number', async () => {
    const mine = await signIn(server, uniqueMobile());
    const res = await get(server, '/profileDetail', basicAuth({ mobile: '9876543210', secretKey: mine.secretKey }));
    expect(res.status).toBe(401);
  });

  it('expires credentials after 30 days', async () => {
    const credentials = await signIn(server, uniqueMobile());
    clock.advance(30 * 86_400_000 + 1);
    const res = await get(server, '/profileDetail', basicAuth(credentials));
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe(409);
  });

  it('GET /profileDetail returns the demo customer profile', async () => {
    const credentials = await signIn(server, '9876543210');
    const res = await get<UserProfile>(server, '/profileDetail', basicAuth(credentials));
    expect(res.body.responsePacket).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      recordId: expect.any(Number),
      fullName: 'Demo Customer',
      mobile: '9876543210',
      mobileVerified: true,
      email: 'demo.customer@goldleaf.example',
      emailVerified: false,
      gender: null,
      dateOfBirth: null,
      anniversaryDate: null,
      userImage: '/media/default-user.svg',
      socialLoginFrom: null,
      gstin: null,
    });
  });

  it('GET /deleteAccount removes the account: credentials stop working and the number is no longer registered', async () => {
    const mobile = uniqueMobile();
    const credentials = await signIn(server, mobile);
    clock.advance(30_000);
    const other = await signIn(server, mobile);
    const res = await get(server, '/deleteAccount', basicAuth(credentials));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errorCode: 0, message: 'Your account has been deleted', responsePacket: null });

    expect((await get(server, '/profileDetail', basicAuth(credentials))).status).toBe(401);
    expect((await get(server, '/profileDetail', basicAuth(other))).status).toBe(401);
    expect((await get(server, '/deleteAccount', basicAuth(credentials))).status).toBe(401);

    // Signing in again makes a brand-new account.
    clock.advance(30_000);
    const again = await signIn(server, mobile);
    const profile = await get<UserProfile>(server, '/profileDetail', basicAuth(again));
    expect(profile.status).toBe(200);
  });
});
