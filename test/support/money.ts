/**
 * The money tests' kit: a server whose Mohali Phase 8 has a kitchen board (so orders wait for the outlet: a diner may
 * cancel, the outlet may refuse), support and finance staff, and the ways a diner pays, cancels, reports and is
 * given money back, each as the app or the board calls it. test/server/moneyBack.test.ts and moneyWalk.test.ts use it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Order, PaymentRequest, TableEntry, TableSession, TableShareAnswer, WalletBalance } from '../../src/api/contract';
import type { OutletOrder } from '../../src/outlet/contract';
import { orderLedger, orders, users } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { creditWallet } from '../../server/wallet';
import { get, post } from '../server/http';
import { MOHALI, dish, draft, newCustomer, type Customer } from './ordering';
import { outletKey } from './riders';
import { manualClock, startTestServer, type TestServer } from './server';
import { staffClient, type Member } from './staff';
import { tableKeyOf } from './tables';

export interface MoneyKit {
  server: TestServer;
  clock: ReturnType<typeof manualClock>;
  support: Member;
  finance: Member;
  admin: ReturnType<typeof staffClient>['admin'];
  /** A new member of staff (sessions end: a test that moves the clock a day signs someone in again). */
  join: ReturnType<typeof staffClient>['join'];
  /** The outlet API with Mohali's kitchen key; a body makes it a POST. */
  outlet<T>(path: string, body?: unknown): Promise<{ status: number; body: { message: string; responsePacket: T } }>;
  close(): Promise<void>;
}

export async function moneyKit(): Promise<MoneyKit> {
  // 12:30 in Kolkata: the outlets are open.
  const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
  const server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const { key } = await outletKey(server, clock.now(), MOHALI);
  const staff = staffClient(() => server, clock.now);
  const [support, finance] = [await staff.join('support'), await staff.join('finance')];
  const outlet = async <T>(path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/v1/outlet-api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as { message: string; responsePacket: T } };
  };
  return { server, clock, support, finance, admin: staff.admin, join: staff.join, outlet, close: () => server.close() };
}

export const userIdOf = async (kit: MoneyKit, customer: Customer): Promise<number> => {
  const [user] = await kit.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no user');
  return user.id;
};

/** A new customer with ₹2,000 more in the wallet (a top-up, as the provider would credit it). */
export async function richCustomer(kit: MoneyKit): Promise<Customer> {
  const customer = await newCustomer(kit.server);
  const userId = await userIdOf(kit, customer);
  await kit.server.db.transaction((tx) => creditWallet(tx, { userId, amountPaise: 2_000_00, kind: 'TOP_UP', now: kit.clock.now() }));
  return customer;
}

export const balanceOf = async (kit: MoneyKit, customer: Customer): Promise<WalletBalance> =>
  (await get<WalletBalance>(kit.server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;

/** A takeaway at Mohali Phase 8 paid one way; the kitchen has not accepted it yet. */
export async function placedOrder(kit: MoneyKit, customer: Customer, pay: 'WALLET' | 'CARD' | 'LOYALTY_POINTS' | 'SPLIT' | 'PAY_AT_STORE', dishes: Array<[string, number]> = [['Paneer Tikka', 1]]): Promise<Order> {
  const order = await draft(kit.server, customer, dishes, { orderType: 'TakeAway', restaurantUuid: MOHALI });
  if (pay === 'CARD' || pay === 'SPLIT') {
    const split = pay === 'SPLIT' ? { payableUsingWallet: Math.floor(order.orderTotal / 2) } : {};
    const asked = await post<PaymentRequest>(kit.server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD', ...split }, customer.auth);
    if (asked.status !== 200) throw new Error(`payment request: ${asked.body.message}`);
    await fetch(`${kit.server.url}/pay/${asked.body.responsePacket.paymentTransactionRefId}/approve`, { method: 'POST', redirect: 'manual' });
    return orderOf(kit, customer, order.orderRefId);
  }
  const placed = await post<Order>(kit.server, `/placeOrder/${order.orderRefId}`, { paymentMode: pay }, customer.auth);
  if (placed.status !== 200) throw new Error(`placeOrder: ${placed.body.message}`);
  return placed.body.responsePacket;
}

export const orderOf = async (kit: MoneyKit, customer: Customer, refId: string): Promise<Order> =>
  (await get<Order>(kit.server, `/orderDetail/${refId}`, customer.auth)).body.responsePacket;

/** The outlet takes the order through to its handover (accept, ready, collected). */
export async function handOver(kit: MoneyKit, refId: string): Promise<void> {
  for (const [move, body] of [['accept', { minutes: 15 }], ['ready', {}], ['delivered', {}]] as const) {
    const moved = await kit.outlet<OutletOrder>(`/orders/${refId}/${move}`, body);
    if (moved.status !== 200) throw new Error(`${move} ${refId}: ${moved.body.message}`);
  }
}

/** What the order's ledger holds: paid and given back (paise). */
export async function ledgerTotals(kit: MoneyKit, refId: string): Promise<{ paid: number; back: number }> {
  const [row] = await kit.server.db
    .select({
      paid: sql<number>`coalesce(sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = 'PAID'), 0)`.mapWith(Number),
      back: sql<number>`coalesce(sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = 'BACK'), 0)`.mapWith(Number),
    })
    .from(orderLedger)
    .innerJoin(orders, eq(orders.id, orderLedger.orderId))
    .where(eq(orders.refId, refId));
  return { paid: row?.paid ?? 0, back: row?.back ?? 0 };
}

/** Diners at a fresh session of Mohali's table T1: the first opens it and lets the others in. */
export async function atTable(kit: MoneyKit, diners: Customer[], tableCode = 'GL-MOH8-T1'): Promise<TableSession> {
  const key = await tableKeyOf(kit.server.db, tableCode);
  let session: TableSession | null = null;
  for (const diner of diners) {
    const entry = (await post<TableEntry>(kit.server, '/joinTable', { tableCode, key }, diner.auth)).body.responsePacket;
    if (entry.session && !session) {
      session = entry.session;
      continue;
    }
    if (!session || !diners[0]) throw new Error('the table did not open');
    const waiting = (await get<TableSession>(kit.server, `/tableSession/${entry.sessionId}`, diners[0].auth)).body.responsePacket.waiting;
    await post(kit.server, `/tableSession/${entry.sessionId}/admit`, { requestId: waiting[0]?.requestId, admit: true }, diners[0].auth);
  }
  if (!session) throw new Error('no session');
  return session;
}

export async function addToTable(kit: MoneyKit, diner: Customer, session: TableSession, title: string): Promise<void> {
  const added = await post<TableSession>(kit.server, `/tableSession/${session.sessionId}/line`, { itemId: (await dish(kit.server, title, MOHALI)).itemId, change: 'ADD' }, diner.auth);
  if (added.status !== 200) throw new Error(`add ${title}: ${added.body.message}`);
}

export const readTable = async (kit: MoneyKit, diner: Customer, session: TableSession) =>
  (await get<TableSession>(kit.server, `/tableSession/${session.sessionId}`, diner.auth)).body.responsePacket;

/** A diner pays a part as their screen shows it; online parts are approved on the provider's page. */
export async function payPart(kit: MoneyKit, diner: Customer, session: TableSession, kind: 'ITEMS' | 'EQUAL' | 'REST', paymentMode: 'WALLET' | 'CARD' | 'CASH') {
  const bill = (await readTable(kit, diner, session)).bill;
  const amount = kind === 'ITEMS' ? bill?.mine : kind === 'EQUAL' ? bill?.equalShare : bill?.due;
  const paid = await post<TableShareAnswer>(kit.server, `/tableSession/${session.sessionId}/pay`, { kind, paymentMode, expectedAmount: amount }, diner.auth);
  if (paid.status === 200 && paid.body.responsePacket.redirectUrl) {
    await fetch(`${kit.server.url}${paid.body.responsePacket.redirectUrl}/approve`, { method: 'POST', redirect: 'manual' });
  }
  return paid;
}

export { newCustomer };
