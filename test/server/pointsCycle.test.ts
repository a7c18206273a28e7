/**
 * Issue 34, third attack: loyalty points that cannot be farmed. The probe earned points on order A, spent them on
 * order B and cancelled both: the wallet came back whole and the points grew every cycle. Now an order's points
 * reach the balance only once its food is handed over (server/orders/earnedPoints.ts), a cancel before that drops
 * them, and points credited early (a dine-in bill paid before the food came) come back in full on a cancel, out of
 * the money when the balance no longer holds them. With the refund rules a one-line break used to leave green: a
 * split payment's parts, and the cap on a report's refund. On PGlite; the race (tagged postgres) on PostgreSQL too.
 *
 * Mohali has no kitchen here: the demo's clock hands its orders over 60 s after placing. Faridabad has one.
 * One Paneer Tikka as a TakeAway at Mohali: ₹355.95, which earns 35 points.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Order, PaymentRequest, PointsOnTheWay, WalletBalance } from '../../src/api/contract';
import type { OutletOrder } from '../../src/outlet/contract';
import { orders, pointTransactions, restaurants } from '../../server/db/schema';
import { findLedgerMismatches } from '../../server/ledgerCheck';
import { createOutletKey } from '../../server/outlet/keys';
import { backendName } from '../support/database';
import { FARIDABAD, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';

let server: TestServer;
let key: string;
// 12:30 in Kolkata: the outlets are open, and the clock stands still until a test hands its orders over.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
const HANDED_OVER = 2 * 60_000;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, demoOrderSeconds: 60 });
  const [faridabad] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, FARIDABAD));
  if (!faridabad) throw new Error('no Faridabad');
  key = (await createOutletKey(server.db, faridabad.id, 'Kitchen board', clock.now())).key;
});
afterAll(() => server.close());

const balance = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;
const onTheWay = async (customer: Customer) => (await get<PointsOnTheWay[]>(server, '/getPointsOnTheWay', customer.auth)).body.responsePacket;
const place = (customer: Customer, order: Order, paymentMode: string) => post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode }, customer.auth);
const cancel = (customer: Customer, order: Order, refundTo: 'SOURCE' | 'WALLET' = 'WALLET') =>
  post<Order>(server, '/cancelOrder', { orderRefId: order.orderRefId, refundTo }, customer.auth);
const withPoints = async (customer: Customer, order: Order) =>
  (await post<Order>(server, '/useLoyaltyPoints', { orderRefId: order.orderRefId, usePoints: true }, customer.auth)).body.responsePacket;

async function placed(customer: Customer, items: Array<[string, number]>, paymentMode: string, usePoints = false): Promise<Order> {
  const order = await draft(server, customer, items);
  const res = await place(customer, usePoints ? await withPoints(customer, order) : order, paymentMode);
  expect([res.status, res.body.message]).toEqual([200, 'Order Placed']);
  return res.body.responsePacket;
}

async function outletMove(order: Order, move: string, body: unknown = {}): Promise<{ status: number; body: Envelope<OutletOrder> }> {
  const res = await fetch(`${server.url}/v1/outlet-api/orders/${order.orderRefId}/${move}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<OutletOrder> };
}

/** The ORDER_EARNED entries of an order in the points ledger. */
async function earnedEntries(order: Order): Promise<number[]> {
  const [row] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.refId, order.orderRefId));
  if (!row) throw new Error(`no order ${order.orderRefId}`);
  const entries = await server.db.select().from(pointTransactions).where(and(eq(pointTransactions.orderId, row.id), eq(pointTransactions.kind, 'ORDER_EARNED')));
  return entries.map((entry) => entry.points);
}

describe(`loyalty points that cannot be farmed on ${backendName()}`, () => {
  it('the probe’s cycle, earn on A, spend on B, cancel both, five times over: the points and the wallet never grow', async () => {
    const customer = await newCustomer(server);
    expect((await post(server, '/redeemVoucher', { voucherCode: 'POINTS150' }, customer.auth)).status).toBe(200);
    const start = await balance(customer);
    expect(start).toEqual({ walletBalance: 500, rewardPoints: 150 });
    for (let cycle = 1; cycle <= 5; cycle++) {
      const a = await placed(customer, [['Paneer Tikka', 1]], 'WALLET');
      const b = await placed(customer, [['Paneer Tikka', 1]], 'PAY_AT_STORE', true);
      // B took the 150 points the customer held, not A's 35, which are still on their way.
      expect(b.bill.loyaltyPoints, `cycle ${cycle}`).toBe(150);
      expect(await onTheWay(customer)).toEqual(expect.arrayContaining([{ orderRefId: a.orderRefId, points: 35 }]));
      expect((await cancel(customer, a)).status).toBe(200);
      expect((await cancel(customer, b)).status).toBe(200);
      expect(await balance(customer), `cycle ${cycle}`).toEqual(start);
      expect(await onTheWay(customer), `cycle ${cycle}`).toEqual([]);
    }
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });

  it('points earned at placing cannot be spent before the order is handed over, and can be after, once', async () => {
    const customer = await newCustomer(server);
    const a = await placed(customer, [['Paneer Tikka', 1]], 'WALLET');
    expect(await balance(customer)).toEqual({ walletBalance: 144.05, rewardPoints: 0 });
    expect(await onTheWay(customer)).toEqual([{ orderRefId: a.orderRefId, points: 35 }]);
    const early = await draft(server, customer, [['Butter Naan', 1]]);
    expect(early.pointsOffer).toBe(0);
    expect([(await place(customer, early, 'LOYALTY_POINTS')).body.message]).toEqual(['Not enough loyalty points']);

    clock.advance(HANDED_OVER);
    expect((await get<Order>(server, `/orderDetail/${a.orderRefId}`, customer.auth)).body.responsePacket).toMatchObject({ status: 'DELIVERED', canCancel: false });
    expect(await balance(customer)).toEqual({ walletBalance: 144.05, rewardPoints: 35 });
    expect(await onTheWay(customer)).toEqual([]);
    expect(await earnedEntries(a)).toEqual([35]);
    // Handed over, it can no longer be cancelled: the points stay earned.
    expect((await cancel(customer, a)).status).toBe(422);
    const later = await placed(customer, [['Butter Naan', 1]], 'WALLET', true);
    expect(later.bill.loyaltyPoints).toBe(35);
    expect((await balance(customer)).rewardPoints).toBe(0);
    expect(await earnedEntries(a)).toEqual([35]);
  });

  it('a cancel before the handover drops them: the time the order would have reached the diner credits nothing', async () => {
    const customer = await newCustomer(server);
    const a = await placed(customer, [['Paneer Tikka', 1]], 'WALLET');
    expect((await cancel(customer, a)).body.responsePacket.refund).toEqual({ source: 0, wallet: 355.95, points: 0, state: 'DONE' });
    clock.advance(HANDED_OVER);
    expect(await balance(customer)).toEqual({ walletBalance: 500, rewardPoints: 0 });
    expect(await onTheWay(customer)).toEqual([]);
    expect(await earnedEntries(a)).toEqual([]);
  });

  it('handed over, they are credited once and spent on one order only, however many requests race for them (a race only PostgreSQL can show)', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const a = await placed(customer, [['Paneer Tikka', 1]], 'WALLET');
    clock.advance(HANDED_OVER);
    // Ten requests at once each find the order handed over and go to credit it: one of them does, once.
    await Promise.all(Array.from({ length: 10 }, () => balance(customer)));
    expect(await earnedEntries(a)).toEqual([35]);
    expect((await balance(customer)).rewardPoints).toBe(35);

    // Ten orders placed at once, each with the 35 points on its bill: one is placed, and the balance never dips below 0.
    const drafts: Order[] = [];
    for (let i = 0; i < 10; i++) drafts.push(await withPoints(customer, await draft(server, customer, [['Paneer Tikka', 1]])));
    expect(drafts.map((order) => order.bill.loyaltyPoints)).toEqual(Array<number>(10).fill(35));
    const answers = await Promise.all(drafts.map((order) => place(customer, order, 'PAY_AT_STORE')));
    expect(answers.map((answer) => `${answer.status} ${answer.body.message}`).sort()).toEqual(['200 Order Placed', ...Array<string>(9).fill('422 Not enough loyalty points')]);
    expect((await balance(customer)).rewardPoints).toBe(0);
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });

  it('a kitchen’s handover credits them in the same transaction as the move', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1]], { restaurantUuid: FARIDABAD });
    const res = await place(customer, order, 'WALLET');
    expect(res.body.message).toBe('Order Placed');
    const points = Math.floor(res.body.responsePacket.orderTotal / 10);
    for (const [move, body] of [['accept', { minutes: 15 }], ['ready', {}]] as const) expect((await outletMove(order, move, body)).status).toBe(200);
    expect(await earnedEntries(order)).toEqual([]);
    expect((await outletMove(order, 'delivered')).status).toBe(200);
    // Read from the ledger before the customer asks anything: the move itself credited them.
    expect(await earnedEntries(order)).toEqual([points]);
    expect((await balance(customer)).rewardPoints).toBe(points);
  });
});

describe(`refund rules on ${backendName()}`, () => {
  it('a dine-in bill paid before its food came earns at once; cancelled, its points come back in full: as points while held, out of the refund once spent', async () => {
    const customer = await newCustomer(server);
    const dineIn = async () => {
      const order = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T2' });
      expect((await place(customer, order, 'CASH')).body.responsePacket.paymentStatus).toBe('POSTPAID');
      const paid = await post<Order>(server, `/completePostPaidOrder/${order.orderRefId}`, { paidByWallet: true }, customer.auth);
      expect(paid.body.responsePacket).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', orderTotal: 345.45, canCancel: true });
      return paid.body.responsePacket;
    };
    // Still held: taken back as points.
    const held = await dineIn();
    expect(await balance(customer)).toEqual({ walletBalance: 154.55, rewardPoints: 34 });
    expect((await cancel(customer, held)).body.responsePacket.refund).toEqual({ source: 0, wallet: 345.45, points: 0, state: 'DONE' });
    expect(await balance(customer)).toEqual({ walletBalance: 500, rewardPoints: 0 });

    // Spent on another order first: what they bought (1 point = ₹1) is kept out of the refund.
    const spentFrom = await dineIn();
    const naan = await placed(customer, [['Butter Naan', 1]], 'WALLET', true);
    expect(naan.bill.loyaltyPoints).toBe(34);
    expect((await balance(customer)).rewardPoints).toBe(0);
    expect((await cancel(customer, spentFrom)).body.responsePacket.refund).toEqual({ source: 0, wallet: 311.45, points: 0, state: 'DONE' });
    expect((await cancel(customer, naan)).status).toBe(200);
    // The cycle ends where it began in worth: ₹34 of the wallet became the 34 points the naan gave back.
    expect(await balance(customer)).toEqual({ walletBalance: 466, rewardPoints: 34 });
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });

  it('a split payment goes back in its parts: the wallet’s to the wallet, the provider’s where it came from, or all to the wallet when asked', async () => {
    const customer = await newCustomer(server);
    const splitPaid = async () => {
      const order = await draft(server, customer, [['Paneer Tikka', 1]]);
      const request = { orderRefId: order.orderRefId, paymentMode: 'CARD', payableUsingWallet: 100 };
      const asked = (await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', request, customer.auth)).body.responsePacket;
      await fetch(`${server.url}/pay/${asked.paymentTransactionRefId}/approve`, { method: 'POST', redirect: 'manual' });
      await post(server, `/updatePaymentRequest/${asked.paymentTransactionRefId}`, {}, customer.auth);
      expect((await get<Order>(server, `/orderDetail/${order.orderRefId}`, customer.auth)).body.responsePacket).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID' });
      return order;
    };
    const toSource = await splitPaid();
    expect(await balance(customer)).toEqual({ walletBalance: 400, rewardPoints: 0 });
    expect((await cancel(customer, toSource, 'SOURCE')).body.responsePacket.refund).toEqual({ source: 255.95, wallet: 100, points: 0, state: 'DONE' });
    expect(await balance(customer)).toEqual({ walletBalance: 500, rewardPoints: 0 });

    const toWallet = await splitPaid();
    expect((await cancel(customer, toWallet, 'WALLET')).body.responsePacket.refund).toEqual({ source: 0, wallet: 355.95, points: 0, state: 'DONE' });
    expect(await balance(customer)).toEqual({ walletBalance: 755.95, rewardPoints: 0 });
  });

  it('a report’s refund is at most what was paid, money and points, however much more the dishes cost before the coupon', async () => {
    const customer = await newCustomer(server);
    expect((await post(server, '/redeemVoucher', { voucherCode: 'POINTS150' }, customer.auth)).status).toBe(200);
    const order = await draft(server, customer, [['Paneer Tikka', 2]], { restaurantUuid: FARIDABAD });
    expect((await post<Order>(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'GOLD20' }, customer.auth)).status).toBe(200);
    const billed = await withPoints(customer, order);
    expect(billed.bill).toMatchObject({ restaurantBill: 658, couponDiscount: 131.6, loyaltyPoints: 150, grandTotal: 423.72 });
    expect((await place(customer, billed, 'WALLET')).body.message).toBe('Order Placed');
    for (const [move, body] of [['accept', { minutes: 15 }], ['ready', {}], ['delivered', {}]] as const) expect((await outletMove(order, move, body)).status).toBe(200);
    const walletBefore = (await balance(customer)).walletBalance;

    const paneer = billed.itemList[0]?.itemId;
    const reported = await post<Order>(server, '/reportOrderProblem', { orderRefId: order.orderRefId, kind: 'MISSING', itemIds: [paneer] }, customer.auth);
    expect(reported.status).toBe(200);
    // The board offers what was paid (₹423.72 and 150 points), not the dishes' ₹658.
    const board = await fetch(`${server.url}/v1/outlet-api/orders`, { headers: { Authorization: `Bearer ${key}` } });
    const listed = ((await board.json()) as Envelope<OutletOrder[]>).responsePacket.find((row) => row.orderRefId === order.orderRefId);
    expect(listed?.report?.refundable).toBe(573.72);
    expect((await outletMove(order, 'report/answer', { reply: 'Sorry, both were missed', refund: true })).status).toBe(200);
    expect((await get<Order>(server, `/orderDetail/${order.orderRefId}`, customer.auth)).body.responsePacket.report).toMatchObject({ refund: 573.72 });
    expect((await balance(customer)).walletBalance).toBeCloseTo(walletBefore + 573.72, 2);
  });
});
