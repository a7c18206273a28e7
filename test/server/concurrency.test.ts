// @module-tag postgres (every test of this file runs on PostgreSQL too: vitest.config.ts)
/**
 * Bursts of concurrent requests against every rule that reads, decides and writes: OTP tries, OTP sending,
 * the wallet, the address cap, coupon limits, reservation seats and Idempotency-Keys. On PGlite (one query
 * at a time) most of these cannot race; `npm run test:server:pg` runs the same file on PostgreSQL, where
 * they can, and where the OTP lockout was once bypassed.
 */
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sum } from 'drizzle-orm';
import type { Order, RestaurantDetail, SavedAddress } from '../../src/api/contract';
import { addresses, orders, otpCodes, reservationSlots, users, walletTransactions } from '../../server/db/schema';
import { backendName } from '../support/database';
import { lastOtp, startTestServer, type TestServer } from '../support/server';
import { MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { get, post, uniqueMobile } from './http';

let server: TestServer;
beforeAll(async () => {
  // Every coupon guess holds a unit of the wrong-guess limit while it is checked (guessLimits.ts): 20 at once would
  // meet the limit of 10 before the right ones give theirs back. Here the coupon's own rules are under test.
  server = await startTestServer({ guessLimits: { perCustomer: { max: 100, windowMs: 3_600_000 } } });
});
afterAll(() => server.close());

/**
 * A thousand requests at once from one client go through 100 keep-alive sockets, as a busy client or proxy
 * would: the server sees them all concurrently, and the kernel's accept queue never answers for it.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 100 });
afterAll(() => agent.destroy());
function postVia(path: string, body: unknown): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/v1/api${path}`, { method: 'POST', agent, headers: { 'Content-Type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, message: (JSON.parse(text) as { message: string }).message }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const burst = <T>(n: number, request: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => request(i)));
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

async function userIdOf(customer: Customer): Promise<number> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no such customer');
  return user.id;
}

describe(`concurrent bursts on ${backendName()}`, () => {
  it('1,000 simultaneous wrong guesses at one code: at most 5 are compared, none signs in, the code is dead (a race only PostgreSQL can show)', async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const code = lastOtp(server.logs, mobile);
    const guesses = Array.from({ length: 1000 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    const answers = await Promise.all(guesses.map((guess) => postVia('/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: guess })));
    const messages = answers.map((a) => a.message);
    const statuses = answers.map((a) => a.status);

    expect(count(statuses, 200)).toBe(0);
    expect(messages.filter((m) => m === '*Invalid OTP provided').length).toBeLessThanOrEqual(5);
    expect(count(statuses, 422) + count(statuses, 429)).toBe(1000);
    const [stored] = await server.db.select({ tries: otpCodes.tries }).from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(stored?.tries).toBe(5);
    // Even the right code no longer works: the attacker's burst used it up.
    expect((await post(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: code })).status).toBe(429);
  }, 60_000);

  it('50 simultaneous OTP requests for one number send one code (a race only PostgreSQL can show)', async () => {
    const mobile = uniqueMobile();
    const statuses = (await burst(50, () => post(server, '/generateOtpForUser', { mobileNumber: mobile }))).map((a) => a.status);
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 429)).toBe(49);
    expect(server.logs.filter((line) => line.startsWith(`[demo] OTP for ${mobile}: `))).toHaveLength(1);
  });

  it('40 simultaneous OTP requests from one client for different numbers send only its hourly 20 (a race only PostgreSQL can show)', async () => {
    const limited = await startTestServer({ otpLimits: { perClient: { max: 20, windowMs: 3_600_000 } } });
    try {
      const statuses = (await burst(40, () => post(limited, '/generateOtpForUser', { mobileNumber: uniqueMobile() }))).map((a) => a.status);
      expect(count(statuses, 200)).toBe(20);
      expect(count(statuses, 429)).toBe(20);
    } finally {
      await limited.close();
    }
  });

  it('30 simultaneous wallet payments spend no more than the balance, and the ledger matches it (a race only PostgreSQL can show)', async () => {
    const customer = await newCustomer(server);
    const drafts = await burst(30, () => draft(server, customer, [['Paneer Tikka', 1]]));
    const price = drafts[0]?.orderTotal ?? 0;
    const statuses = (await Promise.all(drafts.map((o) => post<Order>(server, `/placeOrder/${o.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth)))).map(
      (a) => a.status,
    );
    const affordable = Math.floor(500 / price);
    expect(count(statuses, 200)).toBe(affordable);
    expect(count(statuses, 422)).toBe(30 - affordable);

    const userId = await userIdOf(customer);
    const [user] = await server.db.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, userId));
    const [ledger] = await server.db.select({ paise: sum(walletTransactions.amountPaise).mapWith(Number) }).from(walletTransactions).where(eq(walletTransactions.userId, userId));
    expect(user?.balance).toBe(ledger?.paise);
    expect(user?.balance).toBeGreaterThanOrEqual(0);
    expect(user?.balance).toBe(50_000 - affordable * Math.round(price * 100));
  });

  it('60 simultaneous new addresses keep the cap of 20 (a race only PostgreSQL can show)', async () => {
    const customer = await newCustomer(server);
    const address = (i: number) => ({ addressLine1: `House ${i}`, addressLine2: '', addressLine3: '', addressType: 'Home', latitude: 30.7, longitude: 76.7 });
    const statuses = (await burst(60, (i) => post<SavedAddress>(server, '/saveAddress', address(i), customer.auth))).map((a) => a.status);
    expect(count(statuses, 200)).toBe(20);
    expect(count(statuses, 422)).toBe(40);
    expect(await server.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, await userIdOf(customer)))).toHaveLength(20);
  });

  it('20 simultaneous orders with a once-per-customer coupon place one with it (a race only PostgreSQL can show)', async () => {
    const customer = await newCustomer(server);
    const drafts = await burst(20, async () => {
      const order = await draft(server, customer, [['Paneer Tikka', 2]]);
      const applied = await post<Order>(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'WELCOME50' }, customer.auth);
      if (applied.status !== 200) throw new Error(`applyCoupon: ${applied.body.message}`);
      return order;
    });
    const answers = await Promise.all(drafts.map((o) => post<Order>(server, `/placeOrder/${o.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth)));
    expect(count(answers.map((a) => a.status), 200)).toBe(1);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.message)).toEqual(Array(19).fill('You have already used coupon WELCOME50'));
    const placed = await server.db
      .select({ coupon: orders.couponCode })
      .from(orders)
      .where(and(eq(orders.userId, await userIdOf(customer)), eq(orders.status, 'PLACED')));
    expect(placed).toEqual([{ coupon: 'WELCOME50' }]);
  });

  it('100 simultaneous bookings of 20 people for one slot book only the 40 seats it has (a race only PostgreSQL can show)', async () => {
    const customers = await Promise.all(Array.from({ length: 100 }, () => newCustomer(server)));
    const outlet = (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket;
    // 8 pm in Kolkata, ten days from now.
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const at = Date.parse(`${day}T20:00:00+05:30`);
    const booking = {
      reservedByName: 'Asha Verma',
      reservedByMobile: '9812345678',
      reservedByEmail: 'asha@example.com',
      reservationDateTime: at,
      occasion: 'Birthday',
      numberOfPeople: 20,
      cookingInstructions: '',
      restaurantId: outlet.recordId,
      eventId: '',
    };
    const answers = await burst(100, (i) => post(server, '/saveReservation', booking, (customers[i] as Customer).auth));
    expect(count(answers.map((a) => a.status), 200)).toBe(2);
    expect(answers.find((a) => a.status === 422)?.body.message).toMatch(/^Sorry, .+ is fully booked at .+\. Please choose another time$/);
    const [slot] = await server.db.select({ people: reservationSlots.people }).from(reservationSlots).where(eq(reservationSlots.restaurantId, outlet.recordId));
    expect(slot?.people).toBe(40);
  });

  it('50 simultaneous requests with one Idempotency-Key place one order, and all get the same answer (a race only PostgreSQL can show)', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1]]);
    const headers = { ...customer.auth, 'Idempotency-Key': `burst-${order.orderRefId}` };
    const answers = await burst(50, () => post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, headers));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const debits = await server.db
      .select({ amount: walletTransactions.amountPaise })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, await userIdOf(customer)), eq(walletTransactions.kind, 'ORDER_PAYMENT')));
    expect(debits).toHaveLength(1);
  });
});
