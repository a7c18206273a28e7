/** Issue 12: the Contact Us, franchise and careers forms, and outlet feedback (saveFeedback), over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FormReceipt, RestaurantDetail } from '../../src/api/contract';
import { MSG } from '../../src/config/messages';
import { CV_NOT_PDF, CV_TOO_LARGE } from '../../server/cv';
import { enquiries, feedback, jobApplications } from '../../server/db/schema';
import { FEEDBACK_SAVED } from '../../server/routes/feedback';
import { FORM_MESSAGES } from '../../server/routes/forms';
import { startTestServer, type TestServer } from '../support/server';
import { MOHALI, newCustomer, type Customer } from '../support/ordering';
import { get, post } from './http';

let server: TestServer;
let meera: Customer;
let mohaliId: number;
beforeAll(async () => {
  server = await startTestServer();
  meera = await newCustomer(server);
  mohaliId = (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket.recordId;
});
afterAll(() => server.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40_000, 0x20), Buffer.from('\n%%EOF\n')]);

const contact = (o: Record<string, unknown> = {}) => ({
  name: 'Gurpreet Kaur',
  mobile: '9815012345',
  email: 'gurpreet.kaur@example.com',
  message: 'Can we book the first floor of Sector 17 for 40 guests on a weekday evening?',
  ...o,
});
const franchise = (o: Record<string, unknown> = {}) => ({
  name: 'Harjit Sandhu',
  mobile: '9876012345',
  email: 'harjit@example.com',
  city: 'Ludhiana',
  investmentRange: '₹1 crore – ₹2 crore',
  message: 'I own a 4,000 sq ft ground floor on Ferozepur Road and would like to open a Gold Leaf there.',
  acceptedTerms: true,
  ...o,
});
const application = (o: Record<string, unknown> = {}) => ({
  name: 'Aman Deep',
  mobile: '9988012345',
  email: 'aman.deep@example.com',
  city: 'Mohali',
  position: 'Tandoor Cook',
  message: 'Six years on the tandoor at a dhaba on the Kharar highway.',
  cvFileName: 'Aman Deep CV.pdf',
  cvBase64: PDF.toString('base64'),
  acceptedTerms: true,
  ...o,
});
const feedbackBody = (o: Record<string, unknown> = {}) => ({
  customerName: 'Meera Bansal',
  customerMobile: '9814012345',
  selectedRestaurant: mohaliId,
  qualityOfFood: 5,
  serviceQuality: 4,
  cleaning: 5,
  staffBehavior: 4,
  music: 3,
  bestPartOfRestaurant: 'The amritsari kulcha',
  suggestion: 'Keep the music a little lower on weekday lunches',
  ...o,
});

const rows = async (table: typeof enquiries | typeof jobApplications | typeof feedback) =>
  Number((await server.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('POST /saveContactEnquiry', () => {
  it('stores an enquiry from a visitor and answers with a reference', async () => {
    const res = await post<FormReceipt>(server, '/saveContactEnquiry', contact());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FORM_MESSAGES.contact);
    expect(res.body.responsePacket.referenceId).toMatch(/^GL-ENQ-\d{5}$/);
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.email, 'gurpreet.kaur@example.com'));
    expect(row).toMatchObject({ kind: 'CONTACT', userId: null, name: 'Gurpreet Kaur', mobile: '9815012345' });
  });

  it('records the signed-in sender', async () => {
    const res = await post(server, '/saveContactEnquiry', contact({ email: 'signed.in@example.com' }), meera.auth);
    expect(res.status).toBe(200);
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.email, 'signed.in@example.com'));
    expect(row?.userId).toEqual(expect.any(Number));
  });

  it.each([
    ['no name', { name: '  ' }, 'Please enter your name'],
    ['a bad mobile', { mobile: '12345' }, 'Please enter a valid mobile number'],
    ['a bad email', { email: 'gurpreet@' }, 'Please enter a valid email'],
    ['no message', { message: '' }, 'Please write your message'],
    ['a message too long', { message: 'x'.repeat(1001) }, 'Your message must be at most 1000 characters'],
    ['an unknown field', { city: 'Mohali' }, 'Unknown field: city'],
  ])('refuses %s with a clear message, storing nothing', async (_name, change, message) => {
    const before = await rows(enquiries);
    const res = await post(server, '/saveContactEnquiry', contact(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: 400, message, responsePacket: null });
    expect(await rows(enquiries)).toBe(before);
  });

  it('stores a replay (same Idempotency-Key) once, even in a burst', { tags: ['postgres'] }, async () => {
    const before = await rows(enquiries);
    const key = { 'Idempotency-Key': 'contact-burst-1' };
    const burst = await Promise.all(Array.from({ length: 8 }, () => post<FormReceipt>(server, '/saveContactEnquiry', contact(), key)));
    expect(burst.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(new Set(burst.map((res) => res.body.responsePacket.referenceId)).size).toBe(1);
    expect(await rows(enquiries)).toBe(before + 1);
  });
});

describe('POST /saveFranchiseEnquiry', () => {
  it('stores the enquiry with its city and investment range', async () => {
    const res = await post<FormReceipt>(server, '/saveFranchiseEnquiry', franchise());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FORM_MESSAGES.franchise);
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.email, 'harjit@example.com'));
    expect(row).toMatchObject({ kind: 'FRANCHISE', city: 'Ludhiana', investmentRange: '₹1 crore – ₹2 crore' });
  });

  it.each([
    ['without consent', { acceptedTerms: false }, MSG.selectTerms],
    ['with consent missing', { acceptedTerms: undefined }, MSG.selectTerms],
    ['without a city', { city: '' }, 'Please enter your city'],
    ['with an unknown investment range', { investmentRange: '₹10' }, 'Please select an investment range'],
  ])('refuses an enquiry %s', async (_name, change, message) => {
    const before = await rows(enquiries);
    const res = await post(server, '/saveFranchiseEnquiry', franchise(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rows(enquiries)).toBe(before);
  });

  it('stores a replay once', async () => {
    const before = await rows(enquiries);
    const key = { 'Idempotency-Key': 'franchise-replay-1' };
    const first = await post(server, '/saveFranchiseEnquiry', franchise(), key);
    const again = await post(server, '/saveFranchiseEnquiry', franchise(), key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await rows(enquiries)).toBe(before + 1);
  });
});

describe('POST /saveJobApplication', () => {
  it('stores the application with its PDF, byte for byte', async () => {
    const res = await post<FormReceipt>(server, '/saveJobApplication', application());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FORM_MESSAGES.application);
    expect(res.body.responsePacket.referenceId).toMatch(/^GL-JOB-\d{5}$/);
    const [row] = await server.db.select().from(jobApplications).where(eq(jobApplications.email, 'aman.deep@example.com'));
    expect(row).toMatchObject({ position: 'Tandoor Cook', cvFileName: 'Aman Deep CV.pdf' });
    expect(Buffer.compare(row!.cv, PDF)).toBe(0);
  });

  it('accepts a CV of exactly 2 MB', async () => {
    const cv = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024 - 9, 0x20)]);
    const res = await post(server, '/saveJobApplication', application({ cvBase64: cv.toString('base64'), email: 'two.mb@example.com' }));
    expect(res.status).toBe(200);
  });

  it.each([
    ['a CV over 2 MB', () => ({ cvBase64: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]).toString('base64') }), 413, CV_TOO_LARGE],
    ['a CV that is not a PDF', () => ({ cvBase64: Buffer.from('PK\u0003\u0004 a Word file').toString('base64') }), 415, CV_NOT_PDF],
    ['a CV that is not base64', () => ({ cvBase64: 'not base64!' }), 400, 'cvBase64 must be base64-encoded PDF data'],
    ['no CV', () => ({ cvBase64: '' }), 400, 'Please attach your CV'],
    ['an unknown position', () => ({ position: 'Astronaut' }), 400, 'Please select a position'],
    ['no consent', () => ({ acceptedTerms: false }), 400, MSG.selectTerms],
  ])('refuses %s', async (_name, change, status, message) => {
    const before = await rows(jobApplications);
    const res = await post(server, '/saveJobApplication', application(change()));
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errorCode: status, message, responsePacket: null });
    expect(await rows(jobApplications)).toBe(before);
  });

  it('stores a replay once, even in a burst', { tags: ['postgres'] }, async () => {
    const before = await rows(jobApplications);
    const key = { 'Idempotency-Key': 'application-burst-1' };
    const burst = await Promise.all(Array.from({ length: 5 }, () => post(server, '/saveJobApplication', application({ email: 'burst@example.com' }), key)));
    expect(burst.map((res) => res.status)).toEqual(Array(5).fill(200));
    expect(await rows(jobApplications)).toBe(before + 1);
  });
});

describe('POST /saveFeedback', () => {
  it('stores the feedback of a signed-in customer', async () => {
    const res = await post<FormReceipt>(server, '/saveFeedback', feedbackBody(), meera.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FEEDBACK_SAVED);
    expect(res.body.responsePacket.referenceId).toMatch(/^GL-FB-\d{5}$/);
    const [row] = await server.db.select().from(feedback).where(eq(feedback.customerName, 'Meera Bansal'));
    expect(row).toMatchObject({ restaurantId: mohaliId, qualityOfFood: 5, music: 3, bestPartOfRestaurant: 'The amritsari kulcha' });
  });

  it('needs a signed-in customer', async () => {
    const res = await post(server, '/saveFeedback', feedbackBody());
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.unauthorisedAccess);
  });

  it.each([
    ['no restaurant', { selectedRestaurant: undefined }, 400, MSG.selectRestaurant],
    ['an unknown restaurant', { selectedRestaurant: 999_999 }, 422, MSG.selectRestaurant],
    ['a missing rating', { music: undefined }, 400, MSG.enterDetails],
    ['a rating of 0', { cleaning: 0 }, 400, MSG.enterDetails],
    ['a rating of 6', { cleaning: 6 }, 400, MSG.enterDetails],
    ['half a star', { serviceQuality: 3.5 }, 400, 'Please enter details properly'],
    ['a bad mobile', { customerMobile: '0123' }, 400, 'Please enter a valid mobile number'],
    ['a suggestion too long', { suggestion: 'x'.repeat(501) }, 400, 'suggestion must be at most 500 characters'],
  ])('refuses %s', async (_name, change, status, message) => {
    const before = await rows(feedback);
    const res = await post(server, '/saveFeedback', feedbackBody(change), meera.auth);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errorCode: status, message, responsePacket: null });
    expect(await rows(feedback)).toBe(before);
  });

  it('stores a replay once, even in a burst', { tags: ['postgres'] }, async () => {
    const before = await rows(feedback);
    const key = { 'Idempotency-Key': 'feedback-burst-1' };
    const burst = await Promise.all(Array.from({ length: 8 }, () => post(server, '/saveFeedback', feedbackBody(), { ...meera.auth, ...key })));
    expect(burst.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(await rows(feedback)).toBe(before + 1);
  });
});
