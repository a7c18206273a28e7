/**
 * The wallet screen's server side (issue 10): the history (paged, newest first, a reason per row) and promo /
 * voucher codes (every refusal, the credit, once per customer, within the cap even under bursts), on the
 * backend this run tests (PGlite, or PostgreSQL through scripts/with-postgres.sh).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { Order, PaymentRequest, RedeemedVoucher, WalletBalance, WalletEntryPage } from '../../src/api/contract';
import { users, voucherRedemptions, vouchers, walletTransactions } from '../../server/db/schema';
import { findLedgerMismatches } from '../../server/ledgerCheck';
import { backendName } from '../support/database';
import { draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';

const clock = manualClock(Date.parse('2026-03-10T06:30:00Z'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    // Every guess holds a unit of the wrong-guess limit while it is checked (guessLimits.ts), so 20 taps at once
    // would meet the limit of 10 before the redeemed one gives its unit back: here the ledger is under test.
    guessLimits: { perCustomer: { max: 100, windowMs: 3_600_000 } },
  });
});
afterAll(() => server.close());

const MINUTE = 60_000;
const wallet = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;
const history = (customer: Customer, query = '') => get<WalletEntryPage>(server, `/getWalletTransactionListData${query}`, customer.auth);
const redeem = (customer: Customer, voucherCode: unknown) => post<RedeemedVoucher>(server, '/redeemVoucher', { voucherCode }, customer.auth);

async function topUpApproved(customer: Customer, amount: number, paymentMode: string, extra: Record<string, unknown> = {}): Promise<void> {
  const txn = (await post<PaymentRequest>(server, '/generatePaymentRequest', { amount, paymentMode, ...extra }, customer.auth)).body.responsePacket
    .paymentTransactionRefId;
  await fetch(`${server.url}/pay/${txn}/approve`, { method: 'POST', redirect: 'manual' });
  await post(server, `/updatePaymentRequest/${txn}`, {}, customer.auth);
}

async function userIdOf(customer: Customer): Promise<number> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no user');
  return user.id;
}

/** A voucher of the test's own, so each test starts from an unused code. */
async function addVoucher(code: string, values: Partial<typeof vouchers.$inferInsert> = {}): Promise<void> {
  await server.db.insert(vouchers).values({
    code,
    title: `Test voucher ${code}`,
    walletAmountPaise: 50_00,
    validFrom: new Date(clock.now() - 24 * 60 * MINUTE),
    validUntil: new Date(clock.now() + 30 * 24 * 60 * MINUTE),
    ...values,
  });
}

describe(`wallet history (${backendName()})`, () => {
  it('lists every credit and debit newest first with its reason, order and time, page by page', async () => {
    const customer = await newCustomer(server);
    clock.advance(MINUTE);
    await topUpApproved(customer, 2000, 'CARD');
    clock.advance(MINUTE);
    await topUpApproved(customer, 150, 'UPI', { upiId: 'asha.sharma@okhdfc' });
    clock.advance(MINUTE);
    expect((await redeem(customer, 'GOLD100')).status).toBe(200);
    clock.advance(MINUTE);
    const order = await draft(server, customer, [['Garlic Naan', 1]]);
    expect((await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth)).status).toBe(200);

    const first = await history(customer, '?page=1&size=3');
    expect(first.status).toBe(200);
    expect(first.body.responsePacket.hasMore).toBe(true);
    expect(first.body.responsePacket.items.map(({ amount, kind, reason, orderRefId }) => ({ amount, kind, reason, orderRefId }))).toEqual([
      { amount: -order.orderTotal, kind: 'ORDER_PAYMENT', reason: `Paid for order ${order.orderRefId}`, orderRefId: order.orderRefId },
      { amount: 100, kind: 'VOUCHER', reason: 'Voucher GOLD100', orderRefId: null },
      { amount: 150, kind: 'TOP_UP', reason: 'Added through UPI', orderRefId: null },
    ]);
    const second = await history(customer, '?page=2&size=3');
    expect(second.body.responsePacket.hasMore).toBe(false);
    expect(second.body.responsePacket.items.map(({ amount, reason }) => ({ amount, reason }))).toEqual([
      { amount: 2000, reason: 'Added through Card' },
      { amount: 500, reason: 'Welcome credit' },
    ]);
    const all = [...first.body.responsePacket.items, ...second.body.responsePacket.items];
    const times = all.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.at(-1)).toBeLessThan(times[0] ?? 0);
    // The rows add up to the balance the wallet shows.
    const total = all.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0);
    expect(Math.round((await wallet(customer)).walletBalance * 100)).toBe(total);
    // Defaults: page 1 of 20.
    expect((await history(customer)).body.responsePacket.items).toHaveLength(5);
  });

  it('shows each customer only their own rows, and refuses bad paging and anonymous callers', async () => {
    const [alice, bob] = await Promise.all([newCustomer(server), newCustomer(server)]);
    await topUpApproved(alice, 700, 'ONLINE');
    expect((await history(bob)).body.responsePacket.items.map((entry) => entry.reason)).toEqual(['Welcome credit']);
    expect((await history(alice)).body.responsePacket.items[0]?.reason).toBe('Added through Online Payments');
    for (const [query, message] of [
      ['?size=0', 'size must be at least 1'],
      ['?size=51', 'size must be at most 50'],
      ['?page=abc', 'page must be a number'],
      ['?page=1&sort=asc', 'Unknown field: sort'],
    ]) {
      const answer = await history(alice, query);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const anonymous = await get(server, '/getWalletTransactionListData');
    expect(anonymous.status).toBe(401);
  });
});

describe(`promo / voucher codes (${backendName()})`, () => {
  it('says why a code cannot be redeemed: empty, unknown, not active yet, expired', async () => {
    const customer = await newCustomer(server);
    await addVoucher('MONSOON60', { validFrom: new Date(clock.now() + 24 * 60 * MINUTE) });
    for (const [code, status, message] of [
      ['', 400, 'Please enter promo code'],
      ['   ', 400, 'Please enter promo code'],
      [undefined, 400, 'Please enter promo code'],
      [42, 400, 'Please enter promo code'],
      ['NOSUCHCODE', 404, 'Invalid promo code'],
      ['MONSOON60', 422, 'This promo code is not active yet'],
      ['NEWYEAR25', 422, 'This promo code has expired'],
    ] as const) {
      const answer = await redeem(customer, code);
      expect({ code, status: answer.status, message: answer.body.message }).toEqual({ code, status, message });
    }
    expect(await wallet(customer)).toEqual({ walletBalance: 500, rewardPoints: 0 });
    expect((await get<RedeemedVoucher[]>(server, '/getRedeemedVoucherList', customer.auth)).body.responsePacket).toEqual([]);
  });

  it('credits GOLD100 and POINTS150 once per customer, in any case, and lists them newest first', async () => {
    const [customer, other] = await Promise.all([newCustomer(server), newCustomer(server)]);
    const gold = await redeem(customer, ' gold100 ');
    expect(gold.status).toBe(200);
    // The success constant: the app's success dialog shows its green tick for it (SPEC 4).
    expect(gold.body.message).toBe('Success');
    expect(gold.body.responsePacket).toEqual({
      code: 'GOLD100',
      title: 'Gold Leaf ₹100 wallet credit',
      rewardText: '₹100 added to your wallet',
      amount: 100,
      points: 0,
      redeemedAt: clock.now(),
    });
    clock.advance(MINUTE);
    const points = await redeem(customer, 'POINTS150');
    expect(points.body.responsePacket).toMatchObject({ code: 'POINTS150', rewardText: '150 loyalty points added', amount: 0, points: 150 });
    expect(await wallet(customer)).toEqual({ walletBalance: 600, rewardPoints: 150 });

    const again = await redeem(customer, 'GOLD100');
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('You have already used this promo code');
    expect(await wallet(customer)).toEqual({ walletBalance: 600, rewardPoints: 150 });
    // Once per customer, not once ever: another customer redeems it too.
    expect((await redeem(other, 'GOLD100')).status).toBe(200);

    const list = (await get<RedeemedVoucher[]>(server, '/getRedeemedVoucherList', customer.auth)).body.responsePacket;
    expect(list.map((voucher) => voucher.code)).toEqual(['POINTS150', 'GOLD100']);
  });

  it('gives a single-use code to the first customer only, and tells the others it is used up', async () => {
    const [first, second] = await Promise.all([newCustomer(server), newCustomer(server)]);
    const taken = await redeem(first, 'FIRSTSIP');
    expect(taken.body.responsePacket.rewardText).toBe('₹250 added to your wallet');
    const late = await redeem(second, 'firstsip');
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('This promo code has been fully redeemed');
    // The one who has it hears that they used it, not that it is used up.
    expect((await redeem(first, 'FIRSTSIP')).body.message).toBe('You have already used this promo code');
    expect((await wallet(first)).walletBalance).toBe(750);
    expect((await wallet(second)).walletBalance).toBe(500);
  });

  it('credits a single-use code exactly once when 20 customers redeem it at the same moment', { tags: ['postgres'] }, async () => {
    await addVoucher('LOUNGE20', { maxRedemptions: 1, walletAmountPaise: 20_00 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer(server)));
    const answers = await Promise.all(customers.map((customer) => redeem(customer, 'LOUNGE20')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.message))).toEqual(
      new Set(['This promo code has been fully redeemed']),
    );
    const [voucher] = await server.db.select().from(vouchers).where(eq(vouchers.code, 'LOUNGE20'));
    expect(voucher?.redemptionCount).toBe(1);
    expect(await server.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucher?.id ?? 0))).toHaveLength(1);
    const credits = await server.db.select().from(walletTransactions).where(like(walletTransactions.reference, 'voucher-LOUNGE20-%'));
    expect(credits.map((row) => row.amountPaise)).toEqual([20_00]);
    const balances = await Promise.all(customers.map(wallet));
    expect(balances.filter((balance) => balance.walletBalance === 520)).toHaveLength(1);
    expect(balances.filter((balance) => balance.walletBalance === 500)).toHaveLength(19);
  });

  it('credits GOLD100 once when one customer redeems it 20 times at once (double taps, two devices)', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(customer, 'GOLD100')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.message))).toEqual(
      new Set(['You have already used this promo code']),
    );
    expect((await wallet(customer)).walletBalance).toBe(600);
    const rows = await server.db.select().from(walletTransactions).where(eq(walletTransactions.userId, await userIdOf(customer)));
    expect(rows.filter((row) => row.kind === 'VOUCHER').map((row) => row.amountPaise)).toEqual([100_00]);
  });

  it('leaves every balance equal to its ledger after top-ups, a voucher, a wallet order and a burst of redeems', { tags: ['postgres'] }, async () => {
    // This test's own money movements, so the check has rows to add up whether it runs alone or after the others.
    const customer = await newCustomer(server);
    await topUpApproved(customer, 300, 'CARD');
    await addVoucher('LEDGER40', { walletAmountPaise: 40_00 });
    await Promise.all(Array.from({ length: 5 }, () => redeem(customer, 'LEDGER40')));
    const order = await draft(server, customer, [['Garlic Naan', 1]]);
    expect((await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth)).status).toBe(200);
    const rows = await server.db.select().from(walletTransactions).where(eq(walletTransactions.userId, await userIdOf(customer)));
    expect(rows.map((row) => row.kind).sort()).toEqual(['ORDER_PAYMENT', 'TOP_UP', 'VOUCHER', 'WELCOME_CREDIT']);
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });
});
