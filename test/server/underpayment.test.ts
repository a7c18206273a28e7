/**
 * Issue 20: an order must never be placed (or a bill settled) for less, or more, than its total. An attack once
 * placed a ₹10,761.45 order for ₹385.95 on PostgreSQL: declining a card payment at the moment the customer asked
 * to pay again put the order back in DRAFT while the new payment was still payable, thirty quantity changes
 * raised the bill, and approving the old amount placed it. These tests race that sequence on the real server
 * (many rounds; on PostgreSQL, where requests really run side by side), refuse draft changes while a payment is
 * under way, and check that a success whose amount no longer matches the order is refunded, not placed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Order, PaymentRequest, PaymentResult, WalletBalance } from '../../src/api/contract';
import { orders, paymentTransactions, users, walletTransactions } from '../../server/db/schema';
import { backendName } from '../support/database';
import { startTestServer, type TestServer } from '../support/server';
import { draft, newCustomer, type Customer } from '../support/ordering';
import { get, post } from './http';

const UNDER_WAY = 'A payment for this order is under way. Finish or cancel it first.';
/** At least 20 rounds where the race is real (PostgreSQL); PGlite runs one transaction at a time, so fewer. */
const ROUNDS = backendName() === 'PostgreSQL' ? 20 : 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function payRequest(customer: Customer, order: Order, extra: Record<string, unknown> = {}) {
  return post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD', ...extra }, customer.auth);
}
async function txnOf(customer: Customer, order: Order, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await payRequest(customer, order, extra);
  if (res.status !== 200) throw new Error(`payment request failed: ${res.status} ${res.body.message}`);
  return res.body.responsePacket.paymentTransactionRefId;
}
const decide = (txnId: string, decision: 'approve' | 'decline') => fetch(`${server.url}/pay/${txnId}/${decision}`, { method: 'POST', redirect: 'manual' });
const update = (customer: Customer, txnId: string) => post<PaymentResult>(server, `/updatePaymentRequest/${txnId}`, {}, customer.auth);
const changeQuantity = (customer: Customer, order: Order, change: 'INCREASE' | 'DECREASE') =>
  post<Order>(server, `/updateOrderItemQuantity/${order.orderRefId}/${order.itemList[0]?.itemId}/${change}`, {}, customer.auth);
const detail = async (customer: Customer, order: Order) => (await get<Order>(server, `/orderDetail/${order.orderRefId}`, customer.auth)).body.responsePacket;
const wallet = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;

async function userIdOf(customer: Customer): Promise<number> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no such customer');
  return user.id;
}

/**
 * Every order of these customers that was paid through the provider, with the money the provider (and the
 * wallet's part) took for it and kept: successes that were refunded to the wallet do not count.
 */
async function moneyKeptPerOrder(userIds: number[]) {
  const rows = await server.db.select().from(orders).where(inArray(orders.userId, userIds));
  const txns = await server.db.select().from(paymentTransactions).where(inArray(paymentTransactions.userId, userIds));
  const refunds = await server.db.select().from(walletTransactions).where(and(inArray(walletTransactions.userId, userIds), eq(walletTransactions.kind, 'REFUND')));
  const refunded = new Set(refunds.map((r) => r.reference));
  return rows.map((order) => {
    const kept = txns
      .filter((t) => t.orderId === order.id && t.status === 'SUCCESS' && !refunded.has(t.id))
      .reduce((sum, t) => sum + t.amountPaise + t.walletPartPaise, 0);
    return { refId: order.refId, status: order.status, paymentStatus: order.paymentStatus, totalPaise: order.grandTotalPaise, keptPaise: kept };
  });
}

describe(`decline-and-ask-again raced with quantity changes and approval on ${backendName()}`, () => {
  it(`places every order for exactly its total, ${ROUNDS} rounds (a race only PostgreSQL can show)`, { tags: ['postgres'] }, async () => {
    const customers: Customer[] = [];
    const totalAtStart = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await newCustomer(server);
      customers.push(customer);
      const order = await draft(server, customer, [['Paneer Tikka', 1]]);
      totalAtStart.set(order.orderRefId, Math.round(order.orderTotal * 100));
      const first = await txnOf(customer, order);
      // At the same moment: the first payment is declined on the provider page, and the customer asks again.
      const [declined, again] = await Promise.all([decide(first, 'decline'), payRequest(customer, order)]);
      expect(declined.status).toBe(303);
      expect(again.status).toBe(200);
      const second = again.body.responsePacket.paymentTransactionRefId;

      // While the second payment is payable, the bill cannot grow: every change is refused, with the reason.
      const changes = await Promise.all(Array.from({ length: 10 }, () => changeQuantity(customer, order, 'INCREASE')));
      expect(changes.map((c) => [c.status, c.body.message])).toEqual(changes.map(() => [422, UNDER_WAY]));

      expect((await decide(second, 'approve')).status).toBe(303);
      const result = (await update(customer, second)).body.responsePacket;
      expect(result.status).toBe('SUCCESS');
      expect(result.order).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', orderTotal: order.orderTotal });
    }

    const userIds = await Promise.all(customers.map(userIdOf));
    const perOrder = await moneyKeptPerOrder(userIds);
    expect(perOrder).toHaveLength(ROUNDS);
    // No order placed for money other than its total; each round's card money paid for its order.
    expect(perOrder.filter((o) => o.status === 'PLACED' && o.keptPaise !== o.totalPaise)).toEqual([]);
    expect(perOrder.map((o) => [o.status, o.keptPaise])).toEqual(perOrder.map((o) => ['PLACED', totalAtStart.get(o.refId)]));
    const refunds = await server.db.select().from(walletTransactions).where(and(inArray(walletTransactions.userId, userIds), eq(walletTransactions.kind, 'REFUND')));
    expect(refunds).toEqual([]);
  });
});

describe('a draft with a payment under way cannot change', () => {
  it('refuses quantity, coupon, tip and instruction changes with the reason, and the bill the provider shows stays', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 2]]);
    const withCoupon = await post<Order>(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'WELCOME50' }, customer.auth);
    expect(withCoupon.status).toBe(200);
    const txn = await txnOf(customer, order);

    const itemId = order.itemList[0]?.itemId;
    const refusals = [
      await changeQuantity(customer, order, 'INCREASE'),
      await changeQuantity(customer, order, 'DECREASE'),
      await post(server, `/removeCoupon/${order.orderRefId}`, {}, customer.auth),
      await post(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'WELCOME50' }, customer.auth),
      await post(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: 20 }, customer.auth),
      await post(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: 0 }, customer.auth),
      await post(server, '/updateInstructionOnOrderItem', { orderRefId: order.orderRefId, itemId, instruction: 'Extra spicy' }, customer.auth),
    ];
    expect(refusals.map((r) => [r.status, r.body.message])).toEqual(refusals.map(() => [422, UNDER_WAY]));

    const paying = await detail(customer, order);
    expect(paying).toMatchObject({ status: 'PAYMENT_PENDING', couponCode: 'WELCOME50', bill: withCoupon.body.responsePacket.bill });
    expect(paying.itemList.map((line) => [line.quantity, line.instruction])).toEqual([[2, '']]);
    expect(await (await fetch(`${server.url}/pay/${txn}`)).text()).toContain(`₹${paying.orderTotal.toFixed(2)}`);

    // Once the payment is declined the draft is the customer's to change again.
    await decide(txn, 'decline');
    const reopened = await changeQuantity(customer, order, 'INCREASE');
    expect(reopened.status).toBe(200);
    expect(reopened.body.responsePacket.itemList[0]?.quantity).toBe(3);
  });
});

describe('a payment that no longer matches the bill', () => {
  /** What the unlocked decline path once did: the order back in DRAFT while its payment was still payable. */
  const reopenBehindThePayment = (order: Order) => server.db.update(orders).set({ status: 'DRAFT' }).where(eq(orders.refId, order.orderRefId));

  it('is refunded to the wallet and leaves a grown order unplaced, earning nothing', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1]]);
    const txn = await txnOf(customer, order);
    await reopenBehindThePayment(order);
    for (let i = 0; i < 3; i++) expect((await changeQuantity(customer, order, 'INCREASE')).status).toBe(200);

    await decide(txn, 'approve');
    const result = (await update(customer, txn)).body.responsePacket;
    expect(result.status).toBe('SUCCESS');
    expect(result.order).toMatchObject({ status: 'DRAFT', paymentStatus: 'UNPAID', placedAt: null });
    expect(await wallet(customer)).toEqual({ walletBalance: 500 + order.orderTotal, rewardPoints: 0 });
    const refunds = await server.db.select().from(walletTransactions).where(and(eq(walletTransactions.kind, 'REFUND'), eq(walletTransactions.reference, txn)));
    expect(refunds.map((r) => r.amountPaise)).toEqual([Math.round(order.orderTotal * 100)]);
  });

  it('takes no wallet part of a split and refunds the card part when the bill shrank', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 3]]);
    const txn = await txnOf(customer, order, { payableUsingWallet: 200 });
    await reopenBehindThePayment(order);
    expect((await changeQuantity(customer, order, 'DECREASE')).status).toBe(200);

    await decide(txn, 'approve');
    const result = (await update(customer, txn)).body.responsePacket;
    expect(result.order?.status).toBe('DRAFT');
    const cardPaise = Math.round(order.orderTotal * 100) - 200_00;
    const rows = await server.db.select().from(walletTransactions).where(eq(walletTransactions.userId, await userIdOf(customer)));
    expect(rows.map((r) => [r.kind, r.amountPaise])).toEqual([
      ['WELCOME_CREDIT', 500_00],
      ['REFUND', cardPaise],
    ]);
  });

  it('leaves a dine-in bill unsettled and refunds it when the bill changed after the request', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T1' });
    expect((await post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'CASH' }, customer.auth)).status).toBe(200);
    const txn = await txnOf(customer, order);
    // No route changes a placed bill today; a later one (a dish added at the table) must not be settled short.
    await server.db.update(orders).set({ grandTotalPaise: Math.round(order.orderTotal * 100) + 100_00 }).where(eq(orders.refId, order.orderRefId));

    await decide(txn, 'approve');
    const result = (await update(customer, txn)).body.responsePacket;
    expect(result.status).toBe('SUCCESS');
    expect(result.order).toMatchObject({ status: 'PLACED', paymentStatus: 'POSTPAID', paymentMode: 'CASH' });
    expect(await wallet(customer)).toEqual({ walletBalance: 500 + order.orderTotal, rewardPoints: 0 });
  });
});
