/**
 * Offers and rewards (issue 10): the points history, and scratch cards earned by paid orders and revealed
 * once, however often or concurrently they are scratched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Coupon, Order, PaymentRequest, PointsEntryPage, ScratchCard, WalletBalance } from '../../src/api/contract';
import { pointTransactions, scratchCards, users, walletTransactions } from '../../server/db/schema';
import { findLedgerMismatches } from '../../server/ledgerCheck';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { draft, newCustomer, type Customer } from '../support/ordering';
import { basicAuth, get, post, signIn } from './http';

let server: TestServer;
// 12:30 in Kolkata, the outlets open; a test moves it on to hand its orders over (their points arrive then).
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server.close());

const DEMO_MOBILE = '9876543210';

const wallet = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;
const cards = async (customer: Customer) => (await get<ScratchCard[]>(server, '/getAllScratchCard', customer.auth)).body.responsePacket;
const scratch = (customer: Customer, id: number | string) => post<ScratchCard>(server, `/scratchTheCard/${id}`, {}, customer.auth);
const history = (customer: Customer, query = '') => get<PointsEntryPage>(server, `/getRewardTransactionListData${query}`, customer.auth);
const place = (customer: Customer, order: Order, paymentMode: string) =>
  post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode }, customer.auth);

async function userId(customer: Customer): Promise<number> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no user');
  return user.id;
}

// Signed in once: the number may ask one OTP every 30 s.
let demoSignIn: Promise<Customer> | undefined;
function demoCustomer(): Promise<Customer> {
  demoSignIn ??= signIn(server, DEMO_MOBILE).then((credentials) => ({ credentials, auth: basicAuth(credentials) }));
  return demoSignIn;
}

describe('loyalty points history', () => {
  it('lists the ledger newest first with reasons and order links, in pages', async () => {
    const customer = await newCustomer(server);
    // Three wallet orders earn points (1 per ₹10); one paid with points spends them.
    const earned: Order[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await draft(server, customer, [['Garlic Naan', 1]]);
      expect((await place(customer, order, 'WALLET')).status).toBe(200);
      earned.push(order);
    }
    // Their points arrive once the demo's clock has handed them over.
    clock.advance(10 * 60_000);
    const paidWithPoints = await draft(server, customer, [['Garlic Naan', 1]]);
    expect((await place(customer, paidWithPoints, 'LOYALTY_POINTS')).status).toBe(422); // 30 points cannot pay ₹103.95

    const first = await history(customer, '?page=1&size=2');
    expect(first.status).toBe(200);
    expect(first.body.responsePacket.hasMore).toBe(true);
    expect(first.body.responsePacket.items).toHaveLength(2);
    const second = (await history(customer, '?page=2&size=2')).body.responsePacket;
    expect(second.hasMore).toBe(false);
    const all = [...first.body.responsePacket.items, ...second.items];
    expect(all.map((entry) => entry.orderRefId)).toEqual(earned.map((order) => order.orderRefId).reverse());
    expect(all.map((entry) => entry.points)).toEqual([10, 10, 10]);
    expect(all[0]).toMatchObject({ kind: 'ORDER_EARNED', reason: `Earned on order ${earned[2]?.orderRefId}` });
    expect((await wallet(customer)).rewardPoints).toBe(30);
    // The default page holds everything here.
    expect((await history(customer)).body.responsePacket.items).toHaveLength(3);
  });

  it('refuses a bad page and shows nobody else’s entries', async () => {
    const customer = await newCustomer(server);
    expect((await history(customer, '?page=0')).body.message).toMatch(/page/);
    expect((await history(customer, '?size=abc')).body.message).toBe('size must be a number');
    expect((await history(customer, '?size=51')).status).toBe(400);
    expect((await history(customer)).body.responsePacket).toEqual({ items: [], hasMore: false });
    expect((await get(server, '/getRewardTransactionListData')).status).toBe(401);
  });
});

describe('earning scratch cards', () => {
  it('gives one card for an order of ₹299 or more paid with the wallet, none for a small one', async () => {
    const customer = await newCustomer(server);
    const big = await draft(server, customer, [['Paneer Tikka', 1]]);
    expect(big.orderTotal).toBeGreaterThanOrEqual(299);
    const small = await draft(server, customer, [['Garlic Naan', 1]]);
    expect(small.orderTotal).toBeLessThan(299);
    // Placed twice at once: the order is paid once and earns one card.
    await Promise.all([place(customer, big, 'WALLET'), place(customer, big, 'WALLET')]);
    expect((await place(customer, small, 'WALLET')).status).toBe(200);
    const list = await cards(customer);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'UNSCRATCHED', orderRefId: big.orderRefId, title: 'For your order', reward: null });
  });

  it('gives none for an unpaid order, and one when a provider payment is approved however often it is reported', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const unpaid = await draft(server, customer, [['Paneer Tikka', 1]]);
    expect((await place(customer, unpaid, 'PAY_AT_STORE')).body.responsePacket.paymentStatus).toBe('PAY_AT_RESTAURANT');
    expect(await cards(customer)).toEqual([]);

    const paid = await draft(server, customer, [['Paneer Tikka', 1]]);
    const request = await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: paid.orderRefId, paymentMode: 'CARD' }, customer.auth);
    const txn = request.body.responsePacket.paymentTransactionRefId;
    await Promise.all([1, 2].map(() => fetch(`${server.url}/pay/${txn}/approve`, { method: 'POST', redirect: 'manual' })));
    await Promise.all([1, 2, 3].map(() => post(server, `/updatePaymentRequest/${txn}`, {}, customer.auth)));
    expect((await cards(customer)).map((card) => card.orderRefId)).toEqual([paid.orderRefId]);
  });

  it('gives one card when a dine-in bill is settled, not when it is opened at the table', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T1' });
    expect((await place(customer, order, 'CASH')).body.responsePacket.paymentStatus).toBe('POSTPAID');
    expect(await cards(customer)).toEqual([]);
    const settle = () => post(server, `/completePostPaidOrder/${order.orderRefId}`, { paidByWallet: true }, customer.auth);
    await Promise.all([settle(), settle()]);
    expect((await cards(customer)).map((card) => card.orderRefId)).toEqual([order.orderRefId]);
  });

  it('seeds three cards for the demo customer, rewards hidden', async () => {
    const demo = await demoCustomer();
    const list = await cards(demo);
    expect(list.map((card) => card.title)).toEqual(['Weekend brunch treat', 'Thank you for dining at Mohali Phase 8', 'Welcome to Gold Leaf Rewards']);
    expect(list.every((card) => card.status === 'UNSCRATCHED' && card.reward === null)).toBe(true);
  });
});

describe('scratching a card', () => {
  async function customerWithCard(): Promise<{ customer: Customer; card: ScratchCard }> {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1]]);
    expect((await place(customer, order, 'WALLET')).status).toBe(200);
    const [card] = await cards(customer);
    if (!card) throw new Error('no card');
    return { customer, card };
  }

  async function ledgerFor(cardId: number) {
    const reference = `scratch-${cardId}`;
    const money = await server.db.select().from(walletTransactions).where(eq(walletTransactions.reference, reference));
    const points = await server.db.select().from(pointTransactions).where(eq(pointTransactions.reference, reference));
    return [...money, ...points];
  }

  it('reveals and credits the reward once; scratching again answers the same reward', async () => {
    const { customer, card } = await customerWithCard();
    const before = await wallet(customer);
    const first = await scratch(customer, card.scratchCardId);
    expect(first.status).toBe(200);
    const reward = first.body.responsePacket.reward;
    expect(first.body.responsePacket.status).toBe('REVEALED');
    expect(reward).not.toBeNull();
    expect(first.body.message).toBe(`You won ${reward?.text}`);
    const again = await scratch(customer, card.scratchCardId);
    expect(again.body.responsePacket).toEqual(first.body.responsePacket);
    const after = await wallet(customer);
    expect(after.rewardPoints - before.rewardPoints).toBe(reward?.points);
    expect(after.walletBalance - before.walletBalance).toBe(reward?.amount);
    expect(await ledgerFor(card.scratchCardId)).toHaveLength(reward?.kind === 'COUPON' ? 0 : 1);
    expect((await cards(customer))[0]?.reward).toEqual(reward);
  });

  it('credits one reward when one card is scratched 20 times at once (two devices, double taps)', { tags: ['postgres'] }, async () => {
    const { customer, card } = await customerWithCard();
    const answers = await Promise.all(Array.from({ length: 20 }, () => scratch(customer, card.scratchCardId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rewards = new Set(answers.map((answer) => JSON.stringify(answer.body.responsePacket.reward)));
    expect(rewards.size).toBe(1);
    const [revealed] = await server.db.select().from(scratchCards).where(eq(scratchCards.id, card.scratchCardId));
    expect(revealed?.status).toBe('REVEALED');
    expect(await ledgerFor(card.scratchCardId)).toHaveLength(revealed?.rewardKind === 'COUPON' ? 0 : 1);
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });

  it('pays each kind of reward: 20 concurrent scratches of the demo cards credit 50 points and ₹100 once', { tags: ['postgres'] }, async () => {
    const demo = await demoCustomer();
    const before = await wallet(demo);
    const list = await cards(demo);
    await Promise.all(list.flatMap((card) => Array.from({ length: 20 }, () => scratch(demo, card.scratchCardId))));
    const after = await wallet(demo);
    expect(after.rewardPoints - before.rewardPoints).toBe(50);
    expect(after.walletBalance - before.walletBalance).toBe(100);
    const revealed = await cards(demo);
    expect(revealed.map((card) => card.reward?.text)).toEqual(['15% off your next order', '₹100 in your wallet', '50 loyalty points']);
    expect(revealed[0]?.reward?.couponCode).toBe('GL15-BRUNCH');
  });

  it('keeps a won coupon to its winner: listed for them only, not valid for anyone else', async () => {
    const demo = await demoCustomer();
    await Promise.all((await cards(demo)).map((card) => scratch(demo, card.scratchCardId)));
    const codes = async (customer: Customer) => (await get<Coupon[]>(server, '/couponList/ALL/ALL', customer.auth)).body.responsePacket.map((c) => c.couponCode);
    expect(await codes(demo)).toContain('GL15-BRUNCH');
    const other = await newCustomer(server);
    expect(await codes(other)).not.toContain('GL15-BRUNCH');
    const order = await draft(server, other, [['Paneer Tikka', 1]]);
    const applied = await post(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'gl15-brunch' }, other.auth);
    expect(applied.status).toBe(422);
    expect(applied.body.message).toBe('Coupon GL15-BRUNCH is not valid');
    const mine = await draft(server, demo, [['Paneer Tikka', 1]]);
    const ok = await post<Order>(server, '/applyCoupon', { orderRefId: mine.orderRefId, couponCode: 'GL15-BRUNCH' }, demo.auth);
    expect(ok.status).toBe(200);
    expect(ok.body.responsePacket.couponDiscountAmount).toBeGreaterThan(0);
  });

  it('answers 404 for someone else’s card and credits them nothing', async () => {
    const { customer, card } = await customerWithCard();
    const stranger = await newCustomer(server);
    const answer = await scratch(stranger, card.scratchCardId);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Scratch card not found');
    expect(await ledgerFor(card.scratchCardId)).toEqual([]);
    expect((await cards(customer))[0]?.status).toBe('UNSCRATCHED');
  });

  it('refuses an expired card, a malformed id, and a visitor', async () => {
    const { customer, card } = await customerWithCard();
    await server.db
      .update(scratchCards)
      .set({ expiresAt: new Date(clock.now() - 1000) })
      .where(and(eq(scratchCards.id, card.scratchCardId), eq(scratchCards.userId, await userId(customer))));
    const expired = await scratch(customer, card.scratchCardId);
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('This scratch card has expired');
    expect(await ledgerFor(card.scratchCardId)).toEqual([]);
    expect((await scratch(customer, 'abc')).body.message).toBe('scratchCardId must be a positive whole number');
    expect((await scratch(customer, 0)).status).toBe(400);
    expect((await post(server, `/scratchTheCard/${card.scratchCardId}`, {})).status).toBe(401);
  });
});
