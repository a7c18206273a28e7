/**
 * Issue 21: sign-in codes by real SMS (SMS_PROVIDER=msg91), against a local stand-in of MSG91's v5 OTP API. The
 * code travels only through the provider; a refusal or a time-out is a clear message, never 'OTP sent'; a
 * server-wide hourly budget stops SMS pumping, warning at 80 %; no code is ever logged.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials } from '../../src/api/contract';
import { msg91Sender } from '../../server/auth/sms';
import { backendName } from '../support/database';
import { startFakeMsg91, type FakeMsg91 } from '../support/fakeMsg91';
import { startTestServer, type TestServer } from '../support/server';
import { post, uniqueMobile } from './http';

const UNABLE = 'Unable to send OTP right now, please try again';

// Outside the demo /metrics is read with its token only.
const METRICS_TOKEN = 'sms-test-scrape';
let msg91: FakeMsg91;
let server: TestServer;
beforeAll(async () => {
  msg91 = await startFakeMsg91();
  // One code an hour per number and no 30 s wait: a try that sent nothing must leave that one code to ask for.
  server = await startTestServer({ demo: false, metricsToken: METRICS_TOKEN, sms: msg91Sender(msg91.config), smsHourlyBudget: 10, otpLimits: { perNumber: { max: 1, windowMs: 3_600_000, minGapMs: 0 } } });
});
afterAll(async () => {
  await server.close();
  await msg91.close();
});
afterEach(() => {
  msg91.mode = 'ok';
});

const ask = (mobileNumber: string) => post(server, '/generateOtpForUser', { mobileNumber });

describe(`sign-in codes by SMS through MSG91 (${backendName()})`, () => {
  it('sends the code to 91<mobile> with the DLT template and the auth key, and signs in with the code from the SMS', async () => {
    const mobile = uniqueMobile();
    const asked = await ask(mobile);
    expect([asked.status, asked.body.message]).toEqual([200, `OTP sent to +91 ${mobile}`]);
    expect(msg91.sent.at(-1)).toMatchObject({ mobile: `91${mobile}`, templateId: msg91.config.templateId });
    const code = msg91.codeFor(mobile);
    expect(code).toMatch(/^\d{4}$/);
    const login = await post<Credentials>(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: code });
    expect(login.status).toBe(200);
    expect(login.body.responsePacket.mobile).toBe(mobile);
    // Nowhere else: not in the answer, not in a log line.
    expect(JSON.stringify(asked.body)).not.toContain(code);
    expect(server.logs.join('\n')).not.toContain(`OTP for ${mobile}`);
  });

  it.each([
    ['refuses the message (its error JSON)', 'error' as const, 'MSG91 refused (200): Please Enter valid mobile no'],
    ['is down (500)', 'down' as const, 'MSG91 refused (500): Internal Server Error'],
    ['does not answer in time', 'hang' as const, 'MSG91 timed out'],
  ])('when MSG91 %s, the customer reads the clear message and may ask again at once', async (_, mode, logged) => {
    const mobile = uniqueMobile();
    msg91.mode = mode;
    const before = server.logs.length;
    const asked = await ask(mobile);
    expect([asked.status, asked.body.message]).toEqual([503, UNABLE]);
    expect(server.logs.slice(before).filter((l) => l.startsWith('error: msg91:'))).toEqual([`error: msg91: a sign-in code was not sent: ${logged}`]);
    msg91.mode = 'ok';
    // The failed try kept nothing of the number's hourly limit: the one code it allows is still there.
    expect((await ask(mobile)).status).toBe(200);
    expect((await ask(mobile)).status).toBe(429);
  });

  it('refuses a wrong auth key as MSG91 does, with the same clear message', async () => {
    const wrong = await startTestServer({ demo: false, sms: msg91Sender({ ...msg91.config, authKey: 'not-the-key' }) });
    try {
      const asked = await post(wrong, '/generateOtpForUser', { mobileNumber: uniqueMobile() });
      expect([asked.status, asked.body.message]).toEqual([503, UNABLE]);
      expect(wrong.logs.some((l) => l === 'error: msg91: a sign-in code was not sent: MSG91 refused (401): AuthenticationFailure')).toBe(true);
    } finally {
      await wrong.close();
    }
  });

  it('stops at the hourly budget, server-wide, warning once at 80 %; failed sends do not count', { tags: ['postgres'] }, async () => {
    const budgeted = await startTestServer({ demo: false, sms: msg91Sender(msg91.config), smsHourlyBudget: 5 });
    try {
      msg91.mode = 'down';
      expect((await post(budgeted, '/generateOtpForUser', { mobileNumber: uniqueMobile() })).status).toBe(503);
      msg91.mode = 'ok';
      const statuses = await Promise.all(Array.from({ length: 8 }, () => post(budgeted, '/generateOtpForUser', { mobileNumber: uniqueMobile() }).then((a) => a.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      const refused = await post(budgeted, '/generateOtpForUser', { mobileNumber: uniqueMobile() });
      expect([refused.status, refused.body.message]).toEqual([503, 'Too many sign-in codes are being sent right now. Please try again in a few minutes']);
      expect(budgeted.logs.filter((l) => l.startsWith('warn: 4 of this hour') && l.includes('SMS sends used'))).toEqual([
        "warn: 4 of this hour's 5 SMS sends used (SMS_HOURLY_BUDGET): is someone pumping sign-in codes?",
      ]);
    } finally {
      await budgeted.close();
    }
  });

  it('counts the codes by outcome in /metrics', async () => {
    const text = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const value = (outcome: string) => Number(/ (\d+)$/.exec(text.split('\n').find((l) => l.startsWith(`otp_sends_total{outcome="${outcome}"}`)) ?? '')?.[1]);
    // Earlier in this file, on this server: four codes sent, three refused by MSG91, three over a number's limit.
    expect([value('sent'), value('provider_failed'), value('limited')]).toEqual([4, 3, 3]);
  });

  it('outside the demo without an SMS provider, sign-in says it is off', async () => {
    const off = await startTestServer({ demo: false });
    try {
      const asked = await post(off, '/generateOtpForUser', { mobileNumber: uniqueMobile() });
      expect([asked.status, asked.body.message]).toEqual([503, 'SMS delivery is not configured on this server']);
    } finally {
      await off.close();
    }
  });
});
