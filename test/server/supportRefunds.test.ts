/**
 * Support gives back part of an order (issue 47): chosen dishes with their share of tax, or an amount, to the wallet or
 * to the UPI it came from through the Razorpay stand-in, with a reason the diner reads; bad asks are refused whole.
 * Above the owner's limit (set by the owner, audited) a refund waits for someone in finance who did not ask; a burst
 * of approvals pays it once (to the wallet, or to the UPI with one ask of Razorpay), the others told it was approved
 * already. Every new route refuses the roles it must, a customer and no one. PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, Order, PaymentRequest, WalletBalance } from '../../src/api/contract';
import type { OrderCreditAnswer, SupportRefundView, SupportSettings } from '../../src/api/contract/support';
import { auditLog, orderLedger, orders, restaurants, staff, users } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { NOT_YOUR_ROLE } from '../../server/staff/access';
import { ASKER_CANNOT_DECIDE } from '../../server/staff/supportRefunds';
import { creditWallet } from '../../server/wallet';
import { backendName } from '../support/database';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fakeRazorpay';
import { FARIDABAD, MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Member } from '../support/staff';
import { RAZORPAY_WEBHOOK_PATH } from '../../server/payments/razorpay';
import { get, post } from './http';

// 12:30 in Kolkata tomorrow: the outlets are open, and the stand-in takes the payment links' expiry as in the future.
const today = new Date();
const clock = manualClock(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 7, 0));
let razorpay: FakeRazorpay;
let server: TestServer;
let support: Member;
let finance: Member;
let owner: Member;
const { admin, join, outsiders } = staffClient(() => server, clock.now);

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  server = await startTestServer({ razorpay: razorpay.config, now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  [support, finance, owner] = [await join('support'), await join('finance'), await join('owner')];
});
afterAll(async () => {
  await server.close();
  await razorpay.close();
});

/** A takeaway at Mohali paid by UPI through the Razorpay stand-in (the webhook says it is paid). */
async function paidByUpi(customer: Customer, dishes: Array<[string, number]>): Promise<Order> {
  const order = await draft(server, customer, dishes, { orderType: 'TakeAway', restaurantUuid: MOHALI });
  const asked = await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'UPI', upiId: 'diner@okaxis' }, customer.auth);
  expect(asked.status).toBe(200);
  const link = [...razorpay.links.values()].find((one) => one.short_url === asked.body.responsePacket.redirectUrl);
  const signed = razorpay.pay(link!.id);
  const hook = await fetch(`${server.url}${RAZORPAY_WEBHOOK_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signed.webhookSignature }, body: signed.webhookBody });
  expect(hook.status).toBe(200);
  const placed = await orderOf(customer, order.orderRefId);
  expect(placed.paymentStatus).toBe('PAID');
  return placed;
}

async function paidByWallet(customer: Customer): Promise<Order> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  await server.db.transaction((tx) => creditWallet(tx, { userId: user!.id, amountPaise: 2_000_00, kind: 'TOP_UP', now: clock.now() }));
  const order = await draft(server, customer, [['Paneer Tikka', 2]], { orderType: 'TakeAway', restaurantUuid: MOHALI });
  const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
  expect(placed.status).toBe(200);
  return placed.body.responsePacket;
}

const orderOf = async (customer: Customer, refId: string) => (await get<Order>(server, `/orderDetail/${refId}`, customer.auth)).body.responsePacket;
const detail = async (refId: string) => (await admin<AdminOrderDetail>(support, 'GET', `/orders/${refId}`)).body.responsePacket;
const credit = (caller: Member, refId: string, body: Record<string, unknown>) => admin<OrderCreditAnswer>(caller, 'POST', `/orders/${refId}/credit`, body);
const balance = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket.walletBalance;
async function backRows(refId: string) {
  const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.refId, refId));
  return server.db.select().from(orderLedger).where(and(eq(orderLedger.orderId, order!.id), eq(orderLedger.flow, 'BACK')));
}
const auditsOf = (refId: string) => server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, refId)));

async function setLimit(approvalAbove: number | null) {
  const read = await admin<SupportSettings>(owner, 'GET', '/support-settings');
  const saved = await admin<SupportSettings>(owner, 'PUT', '/support-settings', { approvalAbove, version: read.body.responsePacket.version });
  expect(saved.status).toBe(200);
}

describe(`support gives back part of an order, on ${backendName()}`, () => {
  it('one dish, with its share of tax, to the UPI it came from through the provider; the diner reads it with the reason', async () => {
    const customer = await newCustomer(server);
    const order = await paidByUpi(customer, [['Paneer Tikka', 1], ['Butter Naan', 2]]);
    const shown = await detail(order.orderRefId);
    expect(shown.sourceLeft).toBe(order.orderTotal);
    const naan = shown.lines.find((line) => line.title === 'Butter Naan')!;
    const [row] = await server.db.select().from(orders).where(eq(orders.refId, order.orderRefId));
    const naanPaise = (order.itemList.find((item) => item.title === 'Butter Naan')!.lineTotal * 100) / 2;
    // What the diner paid for it (less its share of any coupon), and the tax on that at the order's rate: never a share
    // of the packing's tax.
    const paidForNaan = Math.round((naanPaise * (row!.restaurantBillPaise - row!.couponDiscountPaise)) / row!.restaurantBillPaise);
    const expected = paidForNaan + Math.round((row!.taxesPaise * paidForNaan) / (row!.restaurantBillPaise - row!.couponDiscountPaise + row!.packingChargesPaise));
    expect(naan.eachWithTax).toBe(expected / 100);

    const given = await credit(support, order.orderRefId, { lines: [{ lineId: naan.lineId, quantity: 1 }], to: 'SOURCE', why: 'COLD', reason: 'Naan arrived cold, diner called' });
    expect([given.status, given.body.message]).toEqual([200, `₹${expected / 100} is going back to the UPI, card or app that paid`]);
    expect(given.body.responsePacket).toEqual({ creditable: (Math.round(order.orderTotal * 100) - expected) / 100, given: expected / 100, waitingId: null });

    const refunds = razorpay.refunds.filter((refund) => refund.amount === expected && refund.receipt === order.orderRefId);
    expect(refunds).toHaveLength(1);
    const [back] = await backRows(order.orderRefId);
    expect(back).toMatchObject({ means: 'SOURCE', amountPaise: expected, cause: 'SUPPORT', reason: 'COLD', note: 'Naan arrived cold, diner called', refundState: 'DONE' });
    expect(back!.paymentId).not.toBeNull();
    expect(refunds[0]?.idempotencyKey).toBe(`refund-${back!.reference}`);

    const read = await orderOf(customer, order.orderRefId);
    expect(read.moneyBack).toEqual([{ at: clock.now(), amount: expected / 100, points: 0, to: 'SOURCE', why: 'SUPPORT', pending: false, reason: 'COLD' }]);
    expect(JSON.stringify(read)).not.toContain('Naan arrived cold');
    const [audit] = await auditsOf(order.orderRefId);
    expect(audit).toMatchObject({ action: 'credit', role: 'support', after: { amount: expected / 100, to: 'SOURCE', why: 'COLD', lines: [{ lineId: naan.lineId, quantity: 1 }] } });
    // The one screen: the push the diner was sent and who moved money, beside the order.
    const screen = await detail(order.orderRefId);
    expect(screen.pushes.at(-1)).toMatchObject({ at: clock.now(), title: 'Money back for your order', read: false });
    expect(screen.pushes.at(-1)?.body).toContain(`for order ${order.orderRefId} (5 to 7 working days)`);
    expect(screen.moves).toEqual([{ at: clock.now(), action: 'credit', who: 'A support', role: 'support' }]);
    expect(screen.rider).toBeNull();
  });

  it('an amount to the wallet, with the reason shown on the order; the source is refused past what it brought', async () => {
    const customer = await paidCustomer();
    const order = await paidByWallet(customer);
    const before = await balance(customer);
    const toCard = await credit(support, order.orderRefId, { amount: 10, to: 'SOURCE', why: 'LATE', reason: 'Late by 30 minutes' });
    expect([toCard.status, toCard.body.message]).toEqual([409, `Order ${order.orderRefId} has nothing left to go back to a UPI, card or app: give it to the wallet`]);
    const given = await credit(support, order.orderRefId, { amount: 40.5, to: 'WALLET', why: 'LATE', reason: 'Late by 30 minutes' });
    expect([given.status, given.body.message]).toEqual([200, "₹40.5 is in the customer's wallet"]);
    expect(await balance(customer)).toBeCloseTo(before + 40.5, 2);
    expect((await orderOf(customer, order.orderRefId)).moneyBack).toEqual([{ at: clock.now(), amount: 40.5, points: 0, to: 'WALLET', why: 'SUPPORT', pending: false, reason: 'LATE' }]);
  });

  it('refuses a bad ask with a clear message and changes nothing: 0, below 0, finer than a paisa, past what is left, a dish not in the order, more of it than ordered', async () => {
    const customer = await paidCustomer();
    const order = await paidByWallet(customer);
    const other = await paidByWallet(customer);
    const [line] = (await detail(order.orderRefId)).lines;
    const [otherLine] = (await detail(other.orderRefId)).lines;
    const before = await balance(customer);
    const asks: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: 0, reason: 'Nothing' }, 400, 'The amount must be more than ₹0'],
      [{ amount: -5, reason: 'Below zero' }, 400, 'The amount must be more than ₹0'],
      [{ amount: 10.005, reason: 'Fraction' }, 400, 'amount has at most 2 decimals'],
      [{ amount: order.orderTotal + 0.01, reason: 'Too much' }, 409, `At most ₹${order.orderTotal} can go back for order ${order.orderRefId}`],
      [{ lines: [{ lineId: otherLine!.lineId, quantity: 1 }], reason: 'Not this order' }, 400, `Dish line ${otherLine!.lineId} is not in order ${order.orderRefId}`],
      [{ lines: [{ lineId: line!.lineId, quantity: 3 }], reason: 'Too many' }, 400, `Order ${order.orderRefId} has 2 of Paneer Tikka, not 3`],
      [{ lines: [{ lineId: line!.lineId, quantity: 1 }], amount: 5, reason: 'Both' }, 400, 'Give an amount or choose dishes (one of the two)'],
      [{ reason: 'Neither' }, 400, 'Give an amount or choose dishes (one of the two)'],
      [{ amount: 5, why: 'BORED', reason: 'Unknown why' }, 400, 'why must be one of LATE, COLD, MISSING, WRONG, QUALITY, SPILLED, GOODWILL'],
      [{ amount: 5, to: 'BANK', reason: 'Unknown where' }, 400, 'to must be WALLET or SOURCE'],
    ];
    for (const [body, status, message] of asks) {
      const answer = await credit(support, order.orderRefId, body);
      expect([JSON.stringify(body), answer.status, answer.body.message]).toEqual([JSON.stringify(body), status, message]);
    }
    expect(await backRows(order.orderRefId)).toEqual([]);
    expect(await auditsOf(order.orderRefId)).toEqual([]);
    expect(await balance(customer)).toBe(before);
  });
});

describe(`refunds above the owner’s limit wait for finance, on ${backendName()}`, () => {
  it('the owner sets the limit (audited, versioned); above it nothing moves until finance approves; the asker cannot approve', async () => {
    await setLimit(100);
    const stale = await admin(owner, 'PUT', '/support-settings', { approvalAbove: 50, version: 1 });
    expect([stale.status, stale.body.message]).toEqual([409, 'The limit changed since you opened it: reload and try again']);
    const [settingsAudit] = await server.db.select().from(auditLog).where(eq(auditLog.entity, 'support-settings'));
    expect(settingsAudit).toMatchObject({ action: 'update', role: 'owner', after: { approvalAbove: 100 } });

    const customer = await paidCustomer();
    const order = await paidByWallet(customer);
    const before = await balance(customer);
    const small = await credit(support, order.orderRefId, { amount: 100, why: 'LATE', reason: 'At the limit' });
    expect(small.body.responsePacket.waitingId).toBeNull();
    const big = await credit(support, order.orderRefId, { amount: 150, why: 'MISSING', reason: 'Two dishes missing' });
    expect([big.status, big.body.message]).toEqual([200, 'Above the owner’s limit: it waits for approval by finance']);
    const id = big.body.responsePacket.waitingId!;
    expect(await balance(customer)).toBe(before + 100);
    expect((await detail(order.orderRefId)).refundRequests).toMatchObject([{ id, amount: 150, state: 'WAITING', why: 'MISSING', askedBy: 'A support' }]);

    const bySupport = await admin(support, 'POST', `/refund-requests/${id}/approve`, {});
    expect([bySupport.status, bySupport.body.message]).toEqual([403, NOT_YOUR_ROLE]);
    // The asker moved to finance since: still not the second person.
    const [asker] = await server.db.select().from(staff).where(eq(staff.email, support.email));
    await server.db.update(staff).set({ role: 'finance' }).where(eq(staff.id, asker!.id));
    const byAsker = await admin(support, 'POST', `/refund-requests/${id}/approve`, {});
    await server.db.update(staff).set({ role: 'support' }).where(eq(staff.id, asker!.id));
    expect([byAsker.status, byAsker.body.message]).toEqual([403, ASKER_CANNOT_DECIDE]);
    expect(await balance(customer)).toBe(before + 100);

    const approved = await admin<{ state: string; given: number }>(finance, 'POST', `/refund-requests/${id}/approve`, {});
    expect([approved.status, approved.body.message, approved.body.responsePacket]).toEqual([200, 'Approved: ₹150 went back', { state: 'APPROVED', given: 150 }]);
    expect(await balance(customer)).toBe(before + 250);
    const list = await admin<{ items: SupportRefundView[] }>(finance, 'GET', '/refund-requests?state=APPROVED');
    expect(list.body.responsePacket.items.find((item) => item.id === id)).toMatchObject({ orderRefId: order.orderRefId, decidedBy: 'A finance', state: 'APPROVED' });
    expect((await auditsOf(order.orderRefId)).map((row) => [row.action, row.role])).toEqual([
      ['credit', 'support'],
      ['refund-asked', 'support'],
      ['refund-approved', 'finance'],
    ]);
    await setLimit(null);
  });

  it('approving twice at once, by several people in finance, pays once; declining after is refused', { tags: ['postgres'] }, async () => {
    await setLimit(50);
    const customer = await paidCustomer();
    const order = await paidByWallet(customer);
    const asked = await credit(support, order.orderRefId, { amount: 120, why: 'QUALITY', reason: 'Burnt' });
    const id = asked.body.responsePacket.waitingId!;
    const before = await balance(customer);
    const approvers = [finance, await join('finance'), await join('finance')];
    const answers = await Promise.all(approvers.flatMap((member) => [member, member]).map((member) => admin(member, 'POST', `/refund-requests/${id}/approve`, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(Array(5).fill('This refund was approved already'));
    expect((await backRows(order.orderRefId)).map((row) => row.amountPaise)).toEqual([120_00]);
    expect(await balance(customer)).toBe(before + 120);
    const late = await admin(finance, 'POST', `/refund-requests/${id}/decline`, {});
    expect([late.status, late.body.message]).toEqual([409, 'This refund was approved already']);
    await setLimit(null);
  });

  it('approving a refund to the UPI at once, by several people in finance, asks Razorpay once; the others are told it was approved already', { tags: ['postgres'] }, async () => {
    await setLimit(1);
    const customer = await paidCustomer();
    const order = await paidByUpi(customer, [['Paneer Tikka', 1]]);
    const asked = await credit(support, order.orderRefId, { amount: 2, to: 'SOURCE', why: 'COLD', reason: 'Second dish cold too' });
    const id = asked.body.responsePacket.waitingId!;
    const asks = razorpay.refundRequests.length;
    const approvers = [finance, await join('finance'), await join('finance')];
    const answers = await Promise.all(approvers.flatMap((member) => [member, member]).map((member) => admin(member, 'POST', `/refund-requests/${id}/approve`, {})));
    expect(answers.map((answer) => [answer.status, answer.body.message]).sort()).toEqual([[200, 'Approved: ₹2 went back'], ...Array(5).fill([409, 'This refund was approved already'])]);
    const backs = await backRows(order.orderRefId);
    expect(backs.map((row) => [row.means, row.amountPaise, row.cause])).toEqual([['SOURCE', 200, 'SUPPORT']]);
    const [back] = backs;
    // One ask of the Refunds API, for that payment's 200 paise, under the refund's own idempotency key.
    expect(razorpay.refundRequests.slice(asks)).toEqual([{ paymentId: expect.any(String), body: expect.objectContaining({ amount: 200 }), idempotencyKey: `refund-${back!.reference}` }]);
    expect(razorpay.refunds.filter((refund) => refund.receipt === order.orderRefId).map((refund) => refund.amount)).toEqual([200]);
    await setLimit(null);
  });

  it('refuses every new route to the roles that may not, to a customer and to no one', async () => {
    const [mohali] = await server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, FARIDABAD));
    const { callers } = await outsiders(mohali!.id);
    const managerOfOther = callers[0]![1];
    const [, , editorStatus, editorMessage] = callers[1]!;
    const everyone: Array<[string, Parameters<typeof admin>[0], number, string]> = [['another outlet’s manager', managerOfOther, editorStatus, editorMessage], ...callers.slice(1)];
    for (const [who, caller, status, message] of everyone) {
      for (const [method, path, body] of [
        ['GET', '/refund-requests', undefined],
        ['POST', '/refund-requests/1/approve', {}],
        ['POST', '/refund-requests/1/decline', {}],
        ['GET', '/support-settings', undefined],
        ['PUT', '/support-settings', { approvalAbove: 10, version: 1 }],
      ] as const) {
        const answer = await admin(caller, method, path, body);
        expect([who, method, path, answer.status, answer.body.message]).toEqual([who, method, path, status, message]);
      }
    }
    for (const member of [support, finance]) {
      const put = await admin(member, 'PUT', '/support-settings', { approvalAbove: 10, version: 1 });
      expect([put.status, put.body.message]).toEqual([403, NOT_YOUR_ROLE]);
    }
    const financeCredit = await credit(finance, 'GL-NONE', { amount: 5, reason: 'Not mine' });
    expect([financeCredit.status, financeCredit.body.message]).toEqual([403, NOT_YOUR_ROLE]);
  });
});

describe(`wallet and points corrections, on ${backendName()}`, () => {
  const history = async (customer: Customer, path: string, hindi = false) =>
    (await get<{ items: Array<{ amount?: number; points?: number; kind: string; reason: string }> }>(server, path, { ...customer.auth, ...(hindi ? { 'Accept-Language': 'hi' } : {}) })).body.responsePacket.items[0];

  it('support corrects with a reason the diner reads in English and Hindi, within its limit; audited; never below zero', async () => {
    const customer = await paidCustomer();
    const mobile = customer.credentials.mobile;
    const before = await balance(customer);
    const added = await admin<{ walletBalance: number; rewardPoints: number }>(support, 'POST', '/corrections', { mobile, wallet: 25.5, points: 40, why: 'MISSED_CREDIT', reason: 'Top-up lost in a timeout' });
    expect([added.status, added.body.responsePacket]).toEqual([200, { walletBalance: before + 25.5, rewardPoints: 40 }]);
    expect(await history(customer, '/getWalletTransactionListData?page=1')).toMatchObject({ amount: 25.5, kind: 'CORRECTION', reason: 'Correction by our support team: money or points that should have reached you' });
    expect(await history(customer, '/getWalletTransactionListData?page=1', true)).toMatchObject({ reason: 'हमारी सपोर्ट टीम का सुधार: पैसे या पॉइंट जो आपको मिलने चाहिए थे' });
    expect(await history(customer, '/getRewardTransactionListData?page=1')).toMatchObject({ points: 40, kind: 'CORRECTION', reason: 'Correction by our support team: money or points that should have reached you' });

    const taken = await admin(support, 'POST', '/corrections', { mobile, points: -15, why: 'WRONG_CREDIT', reason: 'Given twice' });
    expect(taken.status).toBe(200);
    expect(await history(customer, '/getRewardTransactionListData?page=1')).toMatchObject({ points: -15, reason: 'Correction by our support team: money or points given by mistake' });

    const [user] = await server.db.select().from(users).where(eq(users.mobile, mobile));
    for (const [caller, body, status, message] of [
      [support, { mobile, points: -26, why: 'WRONG_CREDIT', reason: 'Too many' }, 409, 'The diner has fewer points than that to take back'],
      [support, { mobile, wallet: -(before + 26), why: 'WRONG_CREDIT', reason: 'Too much' }, 409, 'The wallet has less than that to take back'],
      [support, { mobile, wallet: 1000.01, why: 'GOODWILL', reason: 'Big' }, 403, 'Support corrects up to ₹1000 or 1000 points at once; ask the owner for more'],
      [support, { mobile: '0000000000', wallet: 5, why: 'GOODWILL', reason: 'Nobody' }, 404, 'No customer has that number'],
      [support, { mobile, wallet: 0, why: 'GOODWILL', reason: 'Zero' }, 400, 'wallet must not be 0 (leave it out)'],
      [support, { mobile, wallet: 1.001, why: 'GOODWILL', reason: 'Fine' }, 400, 'wallet has at most 2 decimals'],
      [support, { mobile, why: 'GOODWILL', reason: 'Nothing' }, 400, 'Correct the wallet, the points or both'],
      [finance, { mobile, wallet: 5, why: 'GOODWILL', reason: 'Not mine' }, 403, NOT_YOUR_ROLE],
    ] as const) {
      const answer = await admin(caller, 'POST', '/corrections', body);
      expect([JSON.stringify(body), answer.status, answer.body.message]).toEqual([JSON.stringify(body), status, message]);
    }
    const [unchanged] = await server.db.select().from(users).where(eq(users.mobile, mobile));
    expect([unchanged!.walletBalancePaise, unchanged!.rewardPoints]).toEqual([user!.walletBalancePaise, user!.rewardPoints]);
    expect((await admin(owner, 'POST', '/corrections', { mobile, wallet: 1500, why: 'DOUBLE_CHARGE', reason: 'Charged twice for a party order' })).status).toBe(200);

    const trail = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(user!.id))));
    expect(trail.map((row) => [row.role, row.action, row.before, row.after])).toEqual([
      ['support', 'correct', { wallet: before, points: 0 }, { wallet: before + 25.5, points: 40, why: 'MISSED_CREDIT', reason: 'Top-up lost in a timeout' }],
      ['support', 'correct', { wallet: before + 25.5, points: 40 }, { wallet: before + 25.5, points: 25, why: 'WRONG_CREDIT', reason: 'Given twice' }],
      ['owner', 'correct', { wallet: before + 25.5, points: 25 }, { wallet: before + 1525.5, points: 25, why: 'DOUBLE_CHARGE', reason: 'Charged twice for a party order' }],
    ]);

    const { callers } = await outsiders(1);
    for (const [who, caller, status, message] of callers.filter(([who]) => who !== 'another outlet’s manager')) {
      const answer = await admin(caller, 'POST', '/corrections', { mobile, wallet: 5, why: 'GOODWILL', reason: 'Not theirs' });
      expect([who, answer.status, answer.body.message]).toEqual([who, status, message]);
    }
    const manager = await admin(callers[0]![1], 'POST', '/corrections', { mobile, wallet: 5, why: 'GOODWILL', reason: 'Not theirs' });
    expect([manager.status, manager.body.message]).toEqual([403, NOT_YOUR_ROLE]);
  });
});

async function paidCustomer(): Promise<Customer> {
  clock.advance(1_000);
  return newCustomer(server);
}
