import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials, UserProfile } from '../../src/api/contract';
import { lastOtp, manualClock, startTestServer, type TestServer } from '../support/server';
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
    ['a mobile number of 9 digits', { mobileNumber: '987654321' }, 'mobileNumber must be 10 digits starting with 4 to 9'],
    ['a mobile number starting with 3', { mobileNumber: '3876543210' }, 'mobileNumber must be 10 digits starting with 4 to 9'],
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
    expect(again.body).toEqual({ errorCode: 422, message: 'Invalid OTP provided', responsePacket: null });
  });

  it('signs an existing customer in again with a new secretKey; both devices stay signed in', async () => {
    const mobile = uniqueMobile();
    const first = await signIn(server, mobile);
    const second = await signIn(server, mobile);
    expect(second.secretKey).not.toBe(first.secretKey);
    const a = await get<UserProfile>(server, '/profileDetail', basicAuth(first));
    const b = await get<UserProfile>(server, '/profileDetail', basicAuth(second));
    expect(a.status).toBe(200);
    expect(b.body.responsePacket.uuid).toBe(a.body.responsePacket.uuid);
  });

  it('answers a wrong code with 422 Invalid OTP provided', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const res = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(lastOtp(server.logs, mobile)) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid OTP provided');
  });

  it('answers a code older than 5 minutes with 422 expired, and a new code works', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const code = lastOtp(server.logs, mobile);
    clock.advance(5 * 60_000 + 1);
    const res = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: code });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('OTP has expired, please request a new one');

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

  it('locks the number for 15 minutes after 5 wrong tries; a fresh OTP does not lift it', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const code = lastOtp(server.logs, mobile);
    for (let i = 1; i <= 4; i++) {
      const res = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(code) });
      expect(res.status).toBe(422);
    }
    const fifth = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(code) });
    expect(fifth.status).toBe(423);
    expect(fifth.body).toEqual({ errorCode: 423, message: 'Too many wrong OTP attempts. Please try again in 15 minutes', responsePacket: null });

    // Even the right code is refused while locked.
    const right = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: code });
    expect(right.status).toBe(423);

    clock.advance(10 * 60_000);
    const fresh = await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    expect(fresh.status).toBe(423);
    expect(fresh.body.message).toBe('Too many wrong OTP attempts. Please try again in 5 minutes');
    expect(otpLines(mobile)).toHaveLength(1);
    const stillLocked = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: code });
    expect(stillLocked.status).toBe(423);

    clock.advance(5 * 60_000);
    const after = await signIn(server, mobile);
    expect(after.mobile).toBe(mobile);
  });

  it('keeps counting wrong tries across newly requested codes', async () => {
    const mobile = uniqueMobile();
    for (let i = 1; i <= 4; i++) {
      await post(server, '/generateOtpForUser', { mobileNumber: mobile });
      const res = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(lastOtp(server.logs, mobile)) });
      expect(res.status).toBe(422);
    }
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const fifth = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(lastOtp(server.logs, mobile)) });
    expect(fifth.status).toBe(423);
    clock.advance(15 * 60_000);
  });

  it('resets the wrong-try count after a successful sign-in', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    for (let i = 1; i <= 4; i++) {
      await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(lastOtp(server.logs, mobile)) });
    }
    const ok = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: lastOtp(server.logs, mobile) });
    expect(ok.status).toBe(200);
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const wrong = await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: wrongCode(lastOtp(server.logs, mobile)) });
    expect(wrong.status).toBe(422);
  });

  it('answers a sign-in without any requested code as an invalid OTP', async () => {
    const res = await post(server, '/loginUserByOtp', { mobileNumber: uniqueMobile(), oneTimePassword: '1234' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid OTP provided');
  });

  it.each([
    ['a 3-digit code', { mobileNumber: '9876543210', oneTimePassword: '123' }, 'oneTimePassword must be 4 digits'],
    ['letters in the code', { mobileNumber: '9876543210', oneTimePassword: '12a4' }, 'oneTimePassword must be 4 digits'],
    ['a numeric code', { mobileNumber: '9876543210', oneTimePassword: 1234 }, 'oneTimePassword must be a string'],
    ['no code', { mobileNumber: '9876543210' }, 'oneTimePassword is required'],
    ['a bad mobile', { mobileNumber: '12345', oneTimePassword: '1234' }, 'mobileNumber must be 10 digits starting with 4 to 9'],
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
    expect(res.body.message).toBe('mobileNumber must be 10 digits starting with 4 to 9');
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
    });
  });

  it('GET /deleteAccount removes the account: credentials stop working and the number is no longer registered', async () => {
    const mobile = uniqueMobile();
    const credentials = await signIn(server, mobile);
    const other = await signIn(server, mobile);
    const res = await get(server, '/deleteAccount', basicAuth(credentials));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errorCode: 0, message: 'Your account has been deleted', responsePacket: null });

    expect((await get(server, '/profileDetail', basicAuth(credentials))).status).toBe(401);
    expect((await get(server, '/profileDetail', basicAuth(other))).status).toBe(401);
    expect((await get(server, '/deleteAccount', basicAuth(credentials))).status).toBe(401);

    // Signing in again makes a brand-new account.
    const again = await signIn(server, mobile);
    const profile = await get<UserProfile>(server, '/profileDetail', basicAuth(again));
    expect(profile.status).toBe(200);
  });
});
