/**
 * Issue 20: saveJobApplication needs no sign-in and carries a CV of up to 2 MB, so it is limited per client
 * address and per mobile number, and the CV bytes kept a day are capped, each refusal a 429 in plain words.
 * The bursts show each limit holds under concurrency (the point of running this file on PostgreSQL too).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { jobApplications } from '../../server/db/schema';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { post, type ApiResponse } from './http';

const clock = manualClock();
let server: TestServer;
const MB = 1024 * 1024;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    // Per number: the real 3 a day. Per address: 5 an hour. CVs: 3 MB a day, so two 1.4 MB CVs fill it.
    applicationLimits: { perClient: { max: 5, windowMs: 3_600_000 }, cvBytes: { max: 3 * MB, windowMs: 86_400_000 } },
  });
});
afterAll(() => server.close());
// Each test starts on a new day: every window from the one before has ended.
beforeEach(() => clock.advance(86_400_000));

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);
const SMALL_CV = pdf(40_000);
let numbers = 0;
const newNumber = () => `98880${String(++numbers).padStart(5, '0')}`;
const apply = (mobile: string, cv = SMALL_CV) =>
  post(server, '/saveJobApplication', {
    name: 'Aman Deep',
    mobile,
    email: 'aman.deep@example.com',
    city: 'Mohali',
    position: 'Tandoor Cook',
    message: 'Six years on the tandoor at a dhaba on the Kharar highway.',
    cvFileName: 'Aman Deep CV.pdf',
    cvBase64: cv.toString('base64'),
    acceptedTerms: true,
  });
const stored = async () => (await server.db.select({ n: count() }).from(jobApplications))[0]?.n ?? 0;
const summary = (responses: ApiResponse[]) => {
  const counts: Record<string, number> = {};
  for (const res of responses) counts[`${res.status} ${res.body.message}`] = (counts[`${res.status} ${res.body.message}`] ?? 0) + 1;
  return counts;
};
const APPLIED = '200 Thank you for applying. Our HR team will contact you if your profile matches an opening';

describe('saveJobApplication limits', () => {
  it('one mobile number: three applications a day; five sent at once store three', { tags: ['postgres'] }, async () => {
    const mobile = newNumber();
    const before = await stored();
    // Five: all within the address's limit, so every refusal is the number's.
    const burst = await Promise.all(Array.from({ length: 5 }, () => apply(mobile)));
    expect(summary(burst)).toEqual({
      [APPLIED]: 3,
      [`429 We already have 3 applications from +91 ${mobile} today. Please try again in 24 hours`]: 2,
    });
    expect(await stored()).toBe(before + 3);
    expect(burst.find((res) => res.status === 429)?.headers.get('retry-after')).toBe('86400');
    // Another number from the same address is not held back.
    expect((await apply(newNumber())).status).toBe(200);
  });

  it('one address: five applications an hour, whatever the numbers', async () => {
    for (let i = 0; i < 5; i++) expect((await apply(newNumber())).status).toBe(200);
    const refused = await apply(newNumber());
    expect(refused.body).toEqual({ errorCode: 429, message: 'Too many job applications from this network. Please try again in 60 minutes', responsePacket: null });
    expect(refused.status).toBe(429);
  });

  it('CV bytes kept a day: four 1.4 MB CVs sent at once store two; a small CV still fits beside them', { tags: ['postgres'] }, async () => {
    const before = await stored();
    const burst = await Promise.all(Array.from({ length: 4 }, () => apply(newNumber(), pdf(1.4 * MB))));
    expect(summary(burst)).toEqual({
      [APPLIED]: 2,
      '429 We have received as many CVs as we can keep today. Please try again in 24 hours': 2,
    });
    expect(await stored()).toBe(before + 2);
    expect((await apply(newNumber())).status).toBe(200);
  });

  it('a form sent back for a fix costs nothing: three wrong files, then three applications, from one number', async () => {
    const mobile = newNumber();
    for (let i = 0; i < 3; i++) expect((await apply(mobile, Buffer.from('PK\u0003\u0004 a Word file'))).status).toBe(415);
    for (let i = 0; i < 3; i++) expect((await apply(mobile)).status).toBe(200);
  });
});
