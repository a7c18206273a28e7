/**
 * Orders in the console: support finds a diner's order by its reference or the diner's number and puts money back in
 * their wallet with a reason, never past what the order cost (also when credits arrive at once), audited in the same
 * transaction; finance reads with the number masked and cannot credit; a manager sees their outlets' orders only; an
 * editor, a customer and no one see none. Support and finance, as owners, read none before they set up an
 * authenticator app.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderPage, AppNotification, Order, Page, StaffMe, TakingsRow, WalletBalance, WalletEntry } from '../../src/api/contract';
import { auditLog, restaurants, users } from '../../server/db/schema';
import { creditWallet } from '../../server/wallet';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SET_UP_SECOND_FACTOR } from '../../server/staff/access';
import { createInvitation } from '../../server/staff/accounts';
import { FARIDABAD, MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { STAFF_PASSWORD, staffClient, type Member } from '../support/staff';
import { get, post } from './http';

// 12:30 in Kolkata: the outlets are open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let server: TestServer;
let mohaliId: number;
let faridabadId: number;
let support: Member;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  faridabadId = rows.find((row) => row.uuid === FARIDABAD)!.id;
  support = await join('support');
});
afterAll(() => server.close());
const { admin, join, newAddress, outsiders } = staffClient(() => server, clock.now);

/** A takeaway order paid from the wallet at `outlet` (topped up for it first, as a customer would). */
async function paidOrder(customer: Customer, outlet = MOHALI): Promise<Order> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  await server.db.transaction((tx) => creditWallet(tx, { userId: user!.id, amountPaise: 1_000_00, kind: 'TOP_UP', now: clock.now() }));
  const order = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'TakeAway', restaurantUuid: outlet });
  const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
  expect(placed.body.message).toBe('Order Placed');
  clock.advance(1_000);
  return placed.body.responsePacket;
}

const balance = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket.walletBalance;
const detail = async (caller: Member, ref: string) => admin<AdminOrderDetail>(caller, 'GET', `/orders/${ref}`);

describe('finding an order', () => {
  it('support finds it by its reference or the diner’s number, with its dishes and statuses, and without the door’s code', async () => {
    const customer = await newCustomer(server);
    const older = await paidOrder(customer);
    const newer = await paidOrder(customer);

    const byNumber = await admin<AdminOrderPage>(support, 'GET', `/orders?q=${customer.credentials.mobile}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.responsePacket.total).toBe(2);
    expect(byNumber.body.responsePacket.items.map((row) => row.id)).toEqual([newer.orderRefId, older.orderRefId]);
    expect(byNumber.body.responsePacket.items[0]).toMatchObject({ outletId: mohaliId, customerMobile: customer.credentials.mobile, total: newer.orderTotal, paymentMode: 'WALLET', paymentStatus: 'PAID', returned: 0 });

    const byRef = await admin<AdminOrderPage>(support, 'GET', `/orders?q=${older.orderRefId.toLowerCase()}`);
    expect(byRef.body.responsePacket.items.map((row) => row.id)).toEqual([older.orderRefId]);

    const one = await detail(support, older.orderRefId);
    expect(one.status).toBe(200);
    expect(one.body.responsePacket.order.itemList.map((item) => item.title)).toEqual(['Paneer Tikka']);
    expect(one.body.responsePacket.creditable).toBe(older.orderTotal);
    expect(one.body.responsePacket.order).not.toHaveProperty('handoverCode');

    const bad = await admin(support, 'GET', '/orders?q=%25%27');
    expect([bad.status, bad.body.message]).toEqual([400, 'Search with an order reference or a 10-digit number']);
  });

  it('support and finance set up the authenticator app, as owners do, before they read an order', async () => {
    for (const role of ['support', 'finance'] as const) {
      const email = `half-${role}@chain.in`;
      const { token } = await createInvitation(server.db, { email, role, outletIds: [] }, null, clock.now());
      const caller = { address: newAddress() };
      const joined = await admin<StaffMe>(caller, 'POST', '/invitations/accept', { token, name: `Half ${role}`, password: STAFF_PASSWORD });
      expect([role, joined.status, joined.body.responsePacket.needsSecondFactor]).toEqual([role, 200, true]);
      const early = await admin({ ...caller, cookie: joined.cookie! }, 'GET', '/orders');
      expect([role, early.status, early.body.message]).toEqual([role, 403, SET_UP_SECOND_FACTOR]);
    }
  });

  it('finance reads the number masked; a manager reads their outlet’s orders only; an editor, a customer and no one are refused', async () => {
    const customer = await newCustomer(server);
    const mohaliOrder = await paidOrder(customer);
    const faridabadOrder = await paidOrder(customer, FARIDABAD);
    const mobile = customer.credentials.mobile;

    const finance = await join('finance');
    const read = await admin<AdminOrderPage>(finance, 'GET', `/orders?q=${mobile}`);
    expect(read.body.responsePacket.items.map((row) => row.customerMobile)).toEqual([`••••••• ${mobile.slice(-3)}`, `••••••• ${mobile.slice(-3)}`]);
    expect(JSON.stringify((await detail(finance, mohaliOrder.orderRefId)).body)).not.toContain(mobile);

    const manager = await join('manager', [mohaliId]);
    const own = await admin<AdminOrderPage>(manager, 'GET', `/orders?q=${mobile}`);
    expect(own.body.responsePacket.items.map((row) => row.id)).toEqual([mohaliOrder.orderRefId]);
    expect((await detail(manager, mohaliOrder.orderRefId)).status).toBe(200);
    const foreign = await detail(manager, faridabadOrder.orderRefId);
    expect([foreign.status, foreign.body.message]).toEqual([403, NOT_YOUR_OUTLET]);
    const otherList = await admin(manager, 'GET', `/orders?outletId=${faridabadId}`);
    expect([otherList.status, otherList.body.message]).toEqual([403, NOT_YOUR_OUTLET]);

    const { callers } = await outsiders(faridabadId);
    for (const [who, caller, status, message] of callers.filter(([who]) => who !== 'another outlet’s manager')) {
      const answer = await admin(caller, 'GET', `/orders/${mohaliOrder.orderRefId}`);
      expect([who, answer.status, answer.body.message]).toEqual([who, status, message]);
      expect((await admin(caller, 'GET', '/orders')).status, who).toBe(status);
    }
  });
});

describe('money back to the wallet', () => {
  it('support credits with a reason: the diner’s wallet and history show it, the trail names who and why, and the order says what is left', async () => {
    const customer = await newCustomer(server);
    const order = await paidOrder(customer);
    const before = await balance(customer);

    const credited = await admin<{ creditable: number }>(support, 'POST', `/orders/${order.orderRefId}/credit`, { amount: 50, reason: 'Arrived 40 minutes late' });
    expect([credited.status, credited.body.message]).toEqual([200, "₹50 is in the customer's wallet"]);
    expect(credited.body.responsePacket.creditable).toBe(order.orderTotal - 50);
    expect(await balance(customer)).toBe(before + 50);
    const history = await get<Page<WalletEntry>>(server, '/getWalletTransactionListData?page=1', customer.auth);
    expect(history.body.responsePacket.items[0]).toMatchObject({ amount: 50, kind: 'REFUND', reason: `Refund for order ${order.orderRefId}` });

    const told = await get<Page<AppNotification>>(server, '/getNotificationList?page=1', customer.auth);
    expect(told.body.responsePacket.items[0]).toMatchObject({ title: 'Money back for your order', body: `₹50 is back in your wallet for order ${order.orderRefId}.`, target: '/wallet-money', orderRefId: order.orderRefId });
    expect(JSON.stringify(told.body)).not.toContain('Arrived 40 minutes late');

    const [row] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.orderRefId)));
    expect(row).toMatchObject({ action: 'credit', role: 'support', outletId: mohaliId, before: { returned: 0 }, after: { returned: 50, amount: 50, reason: 'Arrived 40 minutes late' } });

    const shown = (await detail(support, order.orderRefId)).body.responsePacket;
    expect(shown).toMatchObject({ returned: 50, creditable: order.orderTotal - 50 });
    expect(shown.ledger.filter((entry) => entry.flow === 'BACK')).toEqual([
      { at: clock.now(), flow: 'BACK', means: 'WALLET', paymentMode: null, amount: 50, points: 0, cause: 'SUPPORT', customerName: shown.customerName, pending: false, staffName: 'A support', note: 'Arrived 40 minutes late', reason: 'GOODWILL' },
    ]);
  });

  it('never gives back more than the order cost, and refuses the roles that may not, an unpaid order and a bad amount', async () => {
    const customer = await newCustomer(server);
    const order = await paidOrder(customer);
    const over = await admin(support, 'POST', `/orders/${order.orderRefId}/credit`, { amount: order.orderTotal + 1, reason: 'Too much' });
    expect([over.status, over.body.message]).toEqual([409, `At most ₹${order.orderTotal} can go back for order ${order.orderRefId}`]);
    expect((await admin(support, 'POST', `/orders/${order.orderRefId}/credit`, { amount: order.orderTotal, reason: 'Never arrived' })).status).toBe(200);
    const again = await admin(support, 'POST', `/orders/${order.orderRefId}/credit`, { amount: 1, reason: 'Once more' });
    expect([again.status, again.body.message]).toEqual([409, `Order ${order.orderRefId} has had all its money back`]);

    const other = await paidOrder(customer);
    for (const role of ['finance', 'editor'] as const) {
      const refused = await admin(await join(role), 'POST', `/orders/${other.orderRefId}/credit`, { amount: 10, reason: 'Not mine to give' });
      expect([role, refused.status, refused.body.message]).toEqual([role, 403, NOT_YOUR_ROLE]);
    }
    const manager = await admin(await join('manager', [mohaliId]), 'POST', `/orders/${other.orderRefId}/credit`, { amount: 10, reason: 'Not mine to give' });
    expect([manager.status, manager.body.message]).toEqual([403, NOT_YOUR_ROLE]);
    for (const [body, message] of [
      [{ amount: 0, reason: 'Nothing' }, 'The amount must be more than ₹0'],
      [{ amount: 10.005, reason: 'Fraction' }, 'amount has at most 2 decimals'],
      [{ amount: 10, reason: 'x' }, 'reason must be at least 3 characters'],
    ] as const) {
      const answer = await admin(support, 'POST', `/orders/${other.orderRefId}/credit`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }

    const unpaid = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'TakeAway' });
    expect((await post(server, `/placeOrder/${unpaid.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth)).body.message).toBe('Order Placed');
    const notPaid = await admin(support, 'POST', `/orders/${unpaid.orderRefId}/credit`, { amount: 10, reason: 'Cold food' });
    expect([notPaid.status, notPaid.body.message]).toEqual([409, `Order ${unpaid.orderRefId} is not paid: there is nothing to give back`]);
    expect((await detail(support, other.orderRefId)).body.responsePacket.ledger.filter((entry) => entry.flow === 'BACK')).toEqual([]);
  });

  it('of credits sent at once, only those within the order’s total land', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const order = await paidOrder(customer);
    const before = await balance(customer);
    const part = Math.floor(order.orderTotal * 0.4);
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin(support, 'POST', `/orders/${order.orderRefId}/credit`, { amount: part, reason: 'Burst' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await balance(customer)).toBe(before + 2 * part);
    const rows = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.orderRefId)));
    expect(rows).toHaveLength(2);
  });
});

describe('takings for finance', () => {
  const DAY = '2026-03-10';
  const takings = (caller: Member, query = `from=${DAY}&to=${DAY}`) => admin<TakingsRow[]>(caller, 'GET', `/takings?${query}`);
  const rowOf = (rows: TakingsRow[], outletId: number) => rows.find((row) => row.outletId === outletId) ?? { orders: 0, sales: 0, wallet: 0, cash: 0, givenBack: 0, net: 0 };

  it('sums each outlet’s day: orders, paid money by how it was paid, what went back, and what is left', async () => {
    const finance = await join('finance');
    const before = (await takings(finance)).body.responsePacket;
    const customer = await newCustomer(server);
    const paid = await paidOrder(customer);
    const unpaid = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'TakeAway' });
    expect((await post(server, `/placeOrder/${unpaid.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth)).body.message).toBe('Order Placed');
    const elsewhere = await paidOrder(customer, FARIDABAD);
    expect((await admin(support, 'POST', `/orders/${paid.orderRefId}/credit`, { amount: 20, reason: 'Cold naan' })).status).toBe(200);

    const after = await takings(finance);
    expect(after.status).toBe(200);
    const [mohaliBefore, mohaliAfter] = [rowOf(before, mohaliId), rowOf(after.body.responsePacket, mohaliId)];
    // Rupees with paise: the differences are rounded to the paisa, as the sums are.
    const grew = (field: 'orders' | 'sales' | 'wallet' | 'cash' | 'givenBack' | 'net') => Math.round((mohaliAfter[field] - mohaliBefore[field]) * 100) / 100;
    expect({ orders: grew('orders'), sales: grew('sales'), wallet: grew('wallet'), cash: grew('cash'), givenBack: grew('givenBack'), net: grew('net') }).toEqual({
      orders: 2,
      sales: paid.orderTotal,
      wallet: paid.orderTotal,
      cash: 0,
      givenBack: 20,
      net: Math.round((paid.orderTotal - 20) * 100) / 100,
    });
    expect(Math.round((rowOf(after.body.responsePacket, faridabadId).sales - rowOf(before, faridabadId).sales) * 100) / 100).toBe(elsewhere.orderTotal);
    expect(after.body.responsePacket.every((row) => row.day === DAY)).toBe(true);
    // The next day has none of them.
    expect((await takings(finance, 'from=2026-03-11&to=2026-03-11')).body.responsePacket).toEqual([]);
  });

  it('shows a manager their outlets only, refuses support, an editor and bad ranges', async () => {
    const manager = await join('manager', [mohaliId]);
    await paidOrder(await newCustomer(server), FARIDABAD);
    const own = (await takings(manager)).body.responsePacket;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.outletId === mohaliId)).toBe(true);
    const foreign = await takings(manager, `from=${DAY}&to=${DAY}&outletId=${faridabadId}`);
    expect([foreign.status, foreign.body.message]).toEqual([403, NOT_YOUR_OUTLET]);
    for (const role of ['support', 'editor'] as const) {
      const refused = await takings(await join(role));
      expect([role, refused.status, refused.body.message]).toEqual([role, 403, NOT_YOUR_ROLE]);
    }
    const finance = await join('finance');
    expect((await takings(finance, 'from=2026-03-10&to=2026-03-09')).body.message).toBe('to must be the same day as from or later');
    expect((await takings(finance, 'from=2026-01-01&to=2026-06-30')).body.message).toBe('Ask for at most 92 days at a time');
    expect((await takings(finance, 'from=10-03-2026&to=2026-03-10')).body.message).toBe('from must be a day like 2026-11-01');
  });
});
