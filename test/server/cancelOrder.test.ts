/**
 * Issue 23: the customer cancels an order its outlet has not accepted yet, and the money goes back the way it came
 * or to the wallet, as they chose: once, however often the cancel is sent, and never for an order the kitchen
 * took at the same moment. On PGlite; the races (tagged postgres) on PostgreSQL too.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, NotificationPage, Order, PaymentRequest, PointsOnTheWay, WalletBalance } from '../../src/api/contract';
import type { OutletOrder } from '../../src/outlet/contract';
import { orders, pointTransactions, restaurants, walletTransactions } from '../../server/db/schema';
import { ACCEPTED_ALREADY, CANCELLED_BY_YOU, NOT_PLACED, REFUSED_ALREADY } from '../../server/orders/cancel';
import { createOutletKey } from '../../server/outlet/keys';
import { backendName } from '../support/database';
import { MOHALI, PHAGWARA_HIGHWAY, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';
import { sourceRefundOf } from '../support/orderLedger';

let server: TestServer;
let key: string;
// 12:30 in Kolkata: the outlets are open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, demoOrderSeconds: 60 });
  const [mohali] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI));
  if (!mohali) throw new Error('no Mohali');
  // Mohali has a kitchen: its orders wait for it, so they stay cancellable until it accepts.
  key = (await createOutletKey(server.db, mohali.id, 'Kitchen board', clock.now())).key;
});
afterAll(() => server.close());

const cancel = (customer: Customer, orderRefId: string, refundTo?: 'SOURCE' | 'WALLET') =>
  post<Order>(server, '/cancelOrder', { orderRefId, ...(refundTo ? { refundTo } : {}) }, customer.auth);
const balance = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;
const detail = async (customer: Customer, ref: string) => (await get<Order>(server, `/orderDetail/${ref}`, customer.auth)).body.responsePacket;
async function outletMove(ref: string, name: string, body: unknown = {}): Promise<{ status: number; body: Envelope<OutletOrder> }> {
  const res = await fetch(`${server.url}/v1/outlet-api/orders/${ref}/${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<OutletOrder> };
}
async function placed(customer: Customer, paymentMode: string, items: Array<[string, number]> = [['Paneer Tikka', 1]], uuid = MOHALI): Promise<Order> {
  const order = await draft(server, customer, items, { restaurantUuid: uuid });
  const res = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode }, customer.auth);
  expect(res.body.message).toBe('Order Placed');
  return res.body.responsePacket;
}
async function refundsOf(ref: string) {
  const [row] = await server.db.select().from(orders).where(eq(orders.refId, ref));
  if (!row) throw new Error(`no order ${ref}`);
  const money = await server.db.select().from(walletTransactions).where(and(eq(walletTransactions.orderId, row.id), eq(walletTransactions.kind, 'REFUND')));
  const points = await server.db.select().from(pointTransactions).where(eq(pointTransactions.orderId, row.id));
  return { row, money: money.map((t) => t.amountPaise), points: points.map((t) => [t.kind, t.points]) };
}

describe(`cancelling an order on ${backendName()}`, () => {
  it('a wallet-paid order goes back to the wallet once, however many cancels arrive at once; the points it earned, still on their way, are dropped (a race only PostgreSQL can show)', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const before = await balance(customer);
    const order = await placed(customer, 'WALLET');
    expect(order.canCancel).toBe(true);
    const onTheWay = async () => (await get<PointsOnTheWay[]>(server, '/getPointsOnTheWay', customer.auth)).body.responsePacket;
    expect(await onTheWay()).toEqual([{ orderRefId: order.orderRefId, points: Math.floor(order.orderTotal / 10) }]);
    expect((await balance(customer)).rewardPoints).toBe(before.rewardPoints);

    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(customer, order.orderRefId)));
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array(8).fill([200, 'Your order is cancelled']));
    const cancelled = answers[0]?.body.responsePacket;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      cancelledBy: 'CUSTOMER',
      cancelReason: CANCELLED_BY_YOU,
      refund: { source: 0, wallet: order.orderTotal, points: 0, state: 'DONE' },
    });
    expect(await balance(customer)).toEqual(before);
    expect(await onTheWay()).toEqual([]);
    const { money } = await refundsOf(order.orderRefId);
    expect(money).toEqual([Math.round(order.orderTotal * 100)]);

    const note = (await get<NotificationPage>(server, '/getNotificationList', customer.auth)).body.responsePacket.items[0];
    expect(note).toMatchObject({ title: 'Order cancelled', orderRefId: order.orderRefId });
    expect(note?.body).toBe(`Your order ${order.orderRefId} from ${order.restaurantName} is cancelled. ₹${order.orderTotal.toFixed(2)} is back in your wallet.`);
  });

  it('a points-paid order gives the points back; cash on delivery has nothing to give back', async () => {
    const customer = await newCustomer(server);
    expect((await post(server, '/redeemVoucher', { voucherCode: 'POINTS150' }, customer.auth)).status).toBe(200);
    const points = (await balance(customer)).rewardPoints;
    const byPoints = await placed(customer, 'LOYALTY_POINTS', [['Butter Naan', 1]]);
    expect((await balance(customer)).rewardPoints).toBe(points - Math.ceil(byPoints.orderTotal));
    const back = (await cancel(customer, byPoints.orderRefId)).body.responsePacket;
    expect(back.refund).toEqual({ source: 0, wallet: 0, points: Math.ceil(byPoints.orderTotal), state: 'DONE' });
    expect((await balance(customer)).rewardPoints).toBe(points);

    const cash = await placed(customer, 'PAY_AT_STORE');
    const wallet = (await balance(customer)).walletBalance;
    const answer = await cancel(customer, cash.orderRefId, 'SOURCE');
    expect(answer.body.responsePacket).toMatchObject({ status: 'CANCELLED', refund: null });
    expect((await balance(customer)).walletBalance).toBe(wallet);
  });

  it('a provider payment goes back where it came from when asked, or to the wallet at once', async () => {
    const customer = await newCustomer(server);
    const payByCard = async () => {
      const order = await draft(server, customer, [['Paneer Tikka', 1]]);
      const asked = (await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, customer.auth)).body.responsePacket;
      await fetch(`${server.url}/pay/${asked.paymentTransactionRefId}/approve`, { method: 'POST', redirect: 'manual' });
      await post(server, `/updatePaymentRequest/${asked.paymentTransactionRefId}`, {}, customer.auth);
      const paid = await detail(customer, order.orderRefId);
      expect([paid.status, paid.paymentStatus, paid.canCancel]).toEqual(['PLACED', 'PAID', true]);
      return paid;
    };
    const wallet = (await balance(customer)).walletBalance;
    const toCard = await payByCard();
    expect((await cancel(customer, toCard.orderRefId, 'SOURCE')).body.responsePacket.refund).toEqual({ source: toCard.orderTotal, wallet: 0, points: 0, state: 'DONE' });
    expect((await balance(customer)).walletBalance).toBe(wallet);
    const row = await sourceRefundOf(server.db, toCard.orderRefId);
    expect(row?.refundRef).toBe(`test_refund-${toCard.orderRefId}`);

    const toWallet = await payByCard();
    expect((await cancel(customer, toWallet.orderRefId, 'WALLET')).body.responsePacket.refund).toEqual({ source: 0, wallet: toWallet.orderTotal, points: 0, state: 'DONE' });
    expect((await balance(customer)).walletBalance).toBeCloseTo(wallet + toWallet.orderTotal, 2);
  });

  it('is refused once the outlet has accepted or refused the order, or before it is placed, in words that say so', async () => {
    const customer = await newCustomer(server);
    const accepted = await placed(customer, 'WALLET');
    expect((await outletMove(accepted.orderRefId, 'accept', { minutes: 15 })).status).toBe(200);
    expect(await detail(customer, accepted.orderRefId)).toMatchObject({ status: 'ACCEPTED', canCancel: false });
    const late = await cancel(customer, accepted.orderRefId);
    expect([late.status, late.body.message]).toEqual([422, ACCEPTED_ALREADY]);

    const refused = await placed(customer, 'WALLET', [['Butter Naan', 1]]);
    expect((await outletMove(refused.orderRefId, 'reject', { reason: 'Our tandoor is down' })).status).toBe(200);
    expect(await detail(customer, refused.orderRefId)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'OUTLET', refund: { wallet: refused.orderTotal, state: 'DONE' } });
    const after = await cancel(customer, refused.orderRefId);
    expect([after.status, after.body.message]).toEqual([422, REFUSED_ALREADY]);

    const unplaced = await draft(server, customer, [['Paneer Tikka', 1]]);
    const early = await cancel(customer, unplaced.orderRefId);
    expect([early.status, early.body.message]).toEqual([422, NOT_PLACED]);
    const stranger = await newCustomer(server);
    expect((await cancel(stranger, accepted.orderRefId)).status).toBe(404);
  });

  it('at an outlet without a kitchen, the demo’s clock accepts the order and closes the window', async () => {
    const customer = await newCustomer(server);
    const order = await placed(customer, 'WALLET', [['Paneer Tikka', 1]], PHAGWARA_HIGHWAY);
    expect(order.canCancel).toBe(true);
    // 10% of the demo's 60 s: accepted.
    clock.advance(6_000);
    expect(await detail(customer, order.orderRefId)).toMatchObject({ status: 'ACCEPTED', canCancel: false });
    expect((await cancel(customer, order.orderRefId)).body.message).toBe(ACCEPTED_ALREADY);
  });

  it('racing the kitchen’s accept, one of them wins: the answers agree with the order, and the money moves once or not at all (a race only PostgreSQL can show)', { tags: ['postgres'] }, async () => {
    for (let round = 0; round < 6; round += 1) {
      const customer = await newCustomer(server);
      const before = await balance(customer);
      const order = await placed(customer, 'WALLET');
      const [cancels, accepts] = await Promise.all([
        Promise.all(Array.from({ length: 4 }, () => cancel(customer, order.orderRefId))),
        Promise.all(Array.from({ length: 4 }, () => outletMove(order.orderRefId, 'accept', { minutes: 15 }))),
      ]);
      const seen = await detail(customer, order.orderRefId);
      const { money } = await refundsOf(order.orderRefId);
      const won = seen.status === 'CANCELLED' ? 'customer' : 'kitchen';
      // Whoever won, every answer says so, and the wallet holds exactly what that outcome leaves.
      const expected =
        won === 'customer'
          ? { status: 'CANCELLED', cancels: [200], accepts: [409], money: [Math.round(order.orderTotal * 100)], wallet: before.walletBalance }
          : { status: 'ACCEPTED', cancels: [422], accepts: [200], money: [], wallet: before.walletBalance - order.orderTotal };
      expect({
        status: seen.status,
        cancels: [...new Set(cancels.map((c) => c.status))],
        accepts: [...new Set(accepts.map((a) => a.status))],
        money,
        wallet: (await balance(customer)).walletBalance,
      }).toEqual({ ...expected, wallet: expect.closeTo(expected.wallet, 2) });
    }
  });
});
