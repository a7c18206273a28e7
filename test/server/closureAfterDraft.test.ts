/**
 * A closure head office adds after a diner saved a draft (issue 44): every way the draft becomes an order asks again,
 * and is refused in the closure's words ('Closed for Diwali, back on 3 November') with nothing taken: Place Order
 * with the wallet, points and each cash mode, a scheduled order, Pay at Restaurant, a provider payment asked for
 * after it, a table's round; and a provider payment asked for before it and approved after, whose money goes to the
 * wallet, the diner told why.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminClosure, Order, PaymentRequest, PaymentResult, TableEntry, TableSession, WalletBalance } from '../../src/api/contract';
import { formatRupees } from '../../src/lib/format';
import { orders, paymentTransactions, restaurants, walletTransactions } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { dish, draft, MOHALI, NEXT_TO_MOHALI, newCustomer, type Customer } from '../support/ordering';
import { kolkataTime, manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Member } from '../support/staff';
import { tableKeyOf } from '../support/tables';
import { get, post } from './http';

const clock = manualClock(kolkataTime('2026-10-30T12:30:00'));
const DIWALI = 'Closed for Diwali, back on 3 November';

let server: TestServer;
let mohaliId: number;
let owner: Member;
const { admin, join } = staffClient(() => server, clock.now);

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  mohaliId = (await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI)))[0]!.id;
  owner = await join('owner');
});
afterAll(() => server.close());

let closureId: number | null = null;
async function closeForDiwali(): Promise<void> {
  const closed = await admin<AdminClosure>(owner, 'POST', '/closures', { outletId: mohaliId, startsOn: '2026-10-30', endsOn: '2026-11-02', reason: 'Diwali' });
  expect(closed.status).toBe(200);
  closureId = closed.body.responsePacket.id;
}
afterEach(async () => {
  if (closureId !== null) expect((await admin(owner, 'DELETE', `/closures/${closureId}`)).status).toBe(200);
  closureId = null;
});

const wallet = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;
const statusOf = async (order: Order) => (await server.db.select({ status: orders.status }).from(orders).where(eq(orders.refId, order.orderRefId)))[0]!.status;
const payOrder = (customer: Customer, order: Order, extra: Record<string, unknown> = {}) =>
  post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD', ...extra }, customer.auth);
const approve = (txnId: string) => fetch(`${server.url}/pay/${txnId}/approve`, { method: 'POST', redirect: 'manual' });
const backFromProvider = (customer: Customer, txnId: string, headers: Record<string, string> = {}) =>
  post<PaymentResult>(server, `/updatePaymentRequest/${txnId}`, {}, { ...customer.auth, ...headers });

describe('a closure added after the draft was saved', () => {
  it('refuses placing it in the closure’s words, by every way of paying at once and by a payment asked for after it; nothing is taken', async () => {
    const placeWith = (paymentMode: string) => async (customer: Customer, order: Order) => post(server, `/placeOrder/${order.orderRefId}`, { paymentMode }, customer.auth);
    const ways: Array<[string, Array<[string, number]>, Parameters<typeof draft>[3], (customer: Customer, order: Order) => Promise<{ status: number; body: { message: string } }>]> = [
      ['Wallet', [['Dal Makhani', 1]], {}, placeWith('WALLET')],
      ['Loyalty Points', [['Butter Naan', 1]], {}, placeWith('LOYALTY_POINTS')],
      ['Cash on Delivery', [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEXT_TO_MOHALI }, placeWith('CASH_ON_DELIVERY')],
      ['Pay at Store', [['Dal Makhani', 1]], {}, placeWith('PAY_AT_STORE')],
      ['Cash at a table', [['Dal Makhani', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T2' }, placeWith('CASH')],
      ['Wallet, for a slot tomorrow', [['Dal Makhani', 1]], { scheduledFor: kolkataTime('2026-10-31T13:00:00') }, placeWith('WALLET')],
      ['Pay at Restaurant', [['Dal Makhani', 1]], {}, (customer, order) => post(server, `/payAtRestaurant/${order.orderRefId}`, {}, customer.auth)],
      ['a card payment asked for', [['Dal Makhani', 1]], {}, payOrder],
    ];
    const drafts = [];
    for (const [way, items, overrides, place] of ways) {
      const customer = await newCustomer(server);
      expect((await post(server, '/redeemVoucher', { voucherCode: 'POINTS150' }, customer.auth)).status).toBe(200);
      drafts.push({ way, customer, order: await draft(server, customer, items, overrides), place });
    }

    await closeForDiwali();
    const outcomes = [];
    for (const { way, customer, order, place } of drafts) {
      const answer = await place(customer, order);
      outcomes.push([way, answer.status, answer.body.message, await statusOf(order), await wallet(customer)]);
    }
    expect(outcomes).toEqual(ways.map(([way]) => [way, 422, DIWALI, 'DRAFT', { walletBalance: 500, rewardPoints: 150 }]));
    const card = drafts.at(-1)!.order;
    const [row] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.refId, card.orderRefId));
    expect(await server.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, row!.id))).toEqual([]);
  });

  it('refuses a table’s round sent after it, in its words; the table’s cart stays as it was', async () => {
    const customer = await newCustomer(server);
    const tableCode = 'GL-MOH8-T3';
    const joined = await post<TableEntry>(server, '/joinTable', { tableCode, key: await tableKeyOf(server.db, tableCode) }, customer.auth);
    expect(joined.status).toBe(200);
    const { sessionId } = joined.body.responsePacket;
    const itemId = (await dish(server, 'Dal Makhani')).itemId;
    expect((await post(server, `/tableSession/${sessionId}/line`, { itemId, change: 'ADD' }, customer.auth)).status).toBe(200);

    await closeForDiwali();
    const sent = await post(server, `/tableSession/${sessionId}/sendRound`, {}, customer.auth);
    expect([sent.status, sent.body.message]).toEqual([422, DIWALI]);
    const session = (await get<TableSession>(server, `/tableSession/${sessionId}`, customer.auth)).body.responsePacket;
    expect([session.cart.map((line) => [line.title, line.quantity]), session.rounds]).toEqual([[['Dal Makhani', 1]], []]);
  });

  it('leaves a payment asked for before it and approved after it unplaced: the card’s money is in the wallet (a split’s wallet part never taken), and the diner is told why', async () => {
    for (const walletPart of [0, 200]) {
      const customer = await newCustomer(server);
      const order = await draft(server, customer, [['Dal Makhani', 1]]);
      const request = await payOrder(customer, order, walletPart ? { payableUsingWallet: walletPart } : {});
      expect(request.status).toBe(200);
      const txn = request.body.responsePacket.paymentTransactionRefId;

      await closeForDiwali();
      await approve(txn);
      const back = await backFromProvider(customer, txn);
      const cardPart = Math.round((order.orderTotal - walletPart) * 100) / 100;
      expect([back.status, back.body.message]).toEqual([200, `${DIWALI}. ${formatRupees(cardPart)} is back in your wallet.`]);
      expect(back.body.responsePacket).toMatchObject({ status: 'SUCCESS', purpose: 'PLACE_ORDER', order: { status: 'DRAFT', placedAt: null } });
      const inHindi = await backFromProvider(customer, txn, { 'Accept-Language': 'hi' });
      expect(inHindi.body.message).toBe(`Diwali के लिए बंद, 3 नवंबर को फिर खुलेगा। ${formatRupees(cardPart)} आपके वॉलेट में वापस आ गए हैं।`);
      expect(await wallet(customer)).toEqual({ walletBalance: 500 + cardPart, rewardPoints: 0 });
      const refunds = await server.db.select({ amountPaise: walletTransactions.amountPaise }).from(walletTransactions).where(eq(walletTransactions.reference, txn));
      expect(refunds).toEqual([{ amountPaise: Math.round(cardPart * 100) }]);
      expect(await statusOf(order)).toBe('DRAFT');
      expect((await admin(owner, 'DELETE', `/closures/${closureId}`)).status).toBe(200);
      closureId = null;
    }
  });
});
