/**
 * UPI in one tap through Razorpay's S2S UPI intent flow (RAZORPAY_UPI_INTENT=1), against the stand-in answering as
 * Razorpay does: the intent made (an order for exactly the amount, one UPI payment on it, its upi://pay link to the
 * diner only), refused (a link instead), not answered (try again), paid (placed once, however the news comes),
 * failed, refunded; and the chain's default way to pay as the list marks it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PaymentMethod, PaymentRequest, PaymentResult } from '../../src/api/contract';
import { orders, paymentTransactions, users } from '../../server/db/schema';
import { CHAIN_DEFAULT_PAYMENT_MODES } from '../../server/payments/methods';
import { RAZORPAY_WEBHOOK_PATH } from '../../server/payments/razorpay';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fakeRazorpay';
import { backendName } from '../support/database';
import { ledgerRowsOf, sourceRefundOf } from '../support/orderLedger';
import { draft, newCustomer, type Customer } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';

const UNAVAILABLE = 'Unable to start the payment right now, please try again';
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile', Referer: 'https://order.example.test/payment-methods' };

let razorpay: FakeRazorpay;
let server: TestServer;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  server = await startTestServer({
    razorpay: { ...razorpay.config, upiIntent: true },
    defaultPaymentModes: { ...CHAIN_DEFAULT_PAYMENT_MODES, TakeAway: 'PAY_AT_STORE' },
  });
});
afterAll(async () => {
  await server.close();
  await razorpay.close();
});
afterEach(() => {
  razorpay.refuseIntent(false);
  razorpay.failNext(0, 500);
  razorpay.hang(false);
});

/** A diner with an email: Razorpay's S2S payment asks for one. */
async function payer(): Promise<Customer> {
  const customer = await newCustomer(server);
  await server.db.update(users).set({ email: `diner${customer.credentials.mobile}@example.com` }).where(eq(users.mobile, customer.credentials.mobile));
  return customer;
}
const byApp = (customer: Customer, orderRefId: string, upiApp = 'gpay') =>
  post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId, paymentMode: 'UPI', upiApp }, { ...customer.auth, ...BROWSER });
const webhook = (body: string, signature: string) =>
  fetch(`${server.url}${RAZORPAY_WEBHOOK_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature }, body });
const result = async (customer: Customer, txnId: string) => (await post<PaymentResult>(server, `/updatePaymentRequest/${txnId}`, {}, customer.auth)).body.responsePacket;
const orderRow = async (refId: string) => (await server.db.select().from(orders).where(eq(orders.refId, refId)))[0];
const txnRow = async (txnId: string) => (await server.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, txnId)))[0];
/** The stand-in's payment behind an intent link handed out. */
const paymentBehind = (upiIntentUrl: string | undefined) => {
  const payment = [...razorpay.payments.values()].find((p) => p.link === upiIntentUrl);
  if (!payment) throw new Error(`no payment behind ${upiIntentUrl}`);
  return payment;
};

describe(`UPI in one tap through Razorpay on ${backendName()}`, () => {
  it('lists the UPI apps for a diner with an email, none for one without (who pays by link), and marks the chain’s default way to pay', async () => {
    const without = await newCustomer(server);
    const upiOf = async (customer: Customer) => (await get<PaymentMethod[]>(server, '/getPaymentGatewayList/HomeDelivery', customer.auth)).body.responsePacket.find((m) => m.paymentMode === 'UPI');
    expect(await upiOf(without)).toEqual({ paymentMode: 'UPI', title: 'UPI', description: 'Pay from any UPI app on the next page', asksUpiId: false, isDefault: true });
    const customer = await payer();
    expect((await upiOf(customer))?.upiApps).toEqual(['gpay', 'phonepe', 'paytm', 'bhim', 'other']);
    // The setting, per order type: this server's takeaways default to paying at the store, a table to cash.
    const defaultOf = async (orderType: string) => (await get<PaymentMethod[]>(server, `/getPaymentGatewayList/${orderType}`, customer.auth)).body.responsePacket.filter((m) => m.isDefault).map((m) => m.paymentMode);
    expect(await defaultOf('TakeAway')).toEqual(['PAY_AT_STORE']);
    expect(await defaultOf('DineIn')).toEqual(['CASH']);
    expect(await defaultOf('EventList')).toEqual(['UPI']);
    // An app asked for a diner Razorpay cannot take it from is refused with a way forward.
    const order = await draft(server, without, [['Butter Naan', 1]]);
    const refused = await byApp(without, order.orderRefId);
    expect([refused.status, refused.body.message]).toEqual([422, 'This UPI app cannot be opened from here: please choose UPI and pay on the next page']);
  });

  it('a tap on GPay makes an order for exactly the amount and one UPI intent payment on it, and hands its upi://pay link to the diner only', async () => {
    const customer = await payer();
    const order = await draft(server, customer, [['Butter Naan', 2]]);
    const logsBefore = server.logs.length;
    const asked = await byApp(customer, order.orderRefId);
    expect(asked.status).toBe(200);
    const { paymentTransactionRefId: txnId, redirectUrl, upiIntentUrl } = asked.body.responsePacket;
    const payment = paymentBehind(upiIntentUrl);
    expect(upiIntentUrl).toMatch(/^upi:\/\/pay\?pa=/);
    // Nothing sends the diner back from a UPI app: the app follows the payment on its own page.
    expect(redirectUrl).toBe(`/payment-methods?txn=${txnId}`);
    const paise = Math.round(order.orderTotal * 100);
    const rzpOrder = razorpay.orders.get(payment.order_id);
    expect(rzpOrder).toMatchObject({ amount: paise, currency: 'INR', receipt: txnId, notes: { reference_id: txnId } });
    expect(razorpay.paymentRequests.at(-1)).toEqual({
      amount: paise,
      currency: 'INR',
      order_id: payment.order_id,
      email: `diner${customer.credentials.mobile}@example.com`,
      contact: `+91${customer.credentials.mobile}`,
      method: 'upi',
      ip: '127.0.0.1',
      referer: BROWSER.Referer,
      user_agent: BROWSER['User-Agent'],
      description: 'Gold Leaf place order',
      notes: { reference_id: txnId },
      upi: { flow: 'intent' },
    });
    expect((await txnRow(txnId))?.providerRef).toBe(payment.order_id);
    expect((await orderRow(order.orderRefId))?.status).toBe('PAYMENT_PENDING');
    expect((await result(customer, txnId)).status).toBe('PENDING');
    // The link and the diner's details are the diner's and Razorpay's: never in our log.
    const logged = server.logs.slice(logsBefore).join('\n');
    expect(logged).toContain('POST /v1/api/generatePaymentRequestWithOrder 200');
    expect(logged).not.toContain(payment.link.slice('upi://pay?'.length));
    expect(logged).not.toContain(customer.credentials.mobile);
  });

  it('paid in the UPI app: placed and paid once, whether the webhook, the diner’s page asking, or both come, five times at once', { tags: ['postgres'] }, async () => {
    const customer = await payer();
    const order = await draft(server, customer, [['Butter Naan', 3]]);
    const asked = (await byApp(customer, order.orderRefId, 'phonepe')).body.responsePacket;
    const paid = razorpay.payIntent(paymentBehind(asked.upiIntentUrl).id);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(paid.webhookBody, paid.webhookSignature).then((res) => res.status)),
      ...Array.from({ length: 5 }, () => result(customer, asked.paymentTransactionRefId).then((r) => r.status)),
    ]);
    expect(answers).toEqual([200, 200, 200, 200, 200, 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS']);
    const placed = await orderRow(order.orderRefId);
    expect([placed?.status, placed?.paymentStatus, placed?.paymentMode]).toEqual(['PLACED', 'PAID', 'UPI']);
    const ledger = await ledgerRowsOf(server.db, order.orderRefId);
    expect(ledger.filter((row) => row.cause === 'ORDER').map((row) => [row.means, row.amountPaise])).toEqual([['ONLINE', Math.round(order.orderTotal * 100)]]);
  });

  it('paid in the UPI app with no webhook at all: the diner’s page asking Razorpay for the order’s payments finds it', async () => {
    const customer = await payer();
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    const asked = (await byApp(customer, order.orderRefId, 'other')).body.responsePacket;
    expect((await result(customer, asked.paymentTransactionRefId)).status).toBe('PENDING');
    razorpay.payIntent(paymentBehind(asked.upiIntentUrl).id);
    const paid = await result(customer, asked.paymentTransactionRefId);
    expect([paid.status, paid.order?.orderRefId, paid.order?.paymentMode]).toEqual(['SUCCESS', order.orderRefId, 'UPI']);
  });

  it('declined or timed out in the UPI app: the payment fails, the order is a draft again, and paying again works', async () => {
    const customer = await payer();
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    const asked = (await byApp(customer, order.orderRefId, 'paytm')).body.responsePacket;
    const failed = razorpay.failIntent(paymentBehind(asked.upiIntentUrl).id);
    expect((await webhook(failed.webhookBody, failed.webhookSignature)).status).toBe(200);
    expect((await result(customer, asked.paymentTransactionRefId)).status).toBe('FAILED');
    expect((await orderRow(order.orderRefId))?.status).toBe('DRAFT');
    expect((await byApp(customer, order.orderRefId, 'bhim')).status).toBe(200);
  });

  it('refused by Razorpay (the intent flow not enabled on the account): the payment goes to a link, whose page offers the apps, and the refusal is logged', async () => {
    const customer = await payer();
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    razorpay.refuseIntent(true);
    const logsBefore = server.logs.length;
    const asked = await byApp(customer, order.orderRefId);
    expect(asked.status).toBe(200);
    const { paymentTransactionRefId: txnId, redirectUrl, upiIntentUrl } = asked.body.responsePacket;
    expect(upiIntentUrl).toBeUndefined();
    const link = [...razorpay.links.values()].find((l) => l.reference_id === txnId);
    expect(redirectUrl).toBe(link?.short_url);
    expect((await txnRow(txnId))?.providerRef).toBe(link?.id);
    expect(server.logs.slice(logsBefore)).toContainEqual(
      `warn: razorpay refused a UPI intent for payment ${txnId}, paying by link instead: Razorpay POST /v1/payments/create/upi answered 400: BAD_REQUEST_ERROR: The requested URL was not found on the server.`,
    );
  });

  it.each([
    ['answers 500', () => razorpay.failNext(1, 500)],
    ['does not answer in time', () => razorpay.hang(true)],
  ])('when Razorpay %s to the intent, the diner is told to try again, nothing is charged and the order is a draft again', async (_, breakIt) => {
    const customer = await payer();
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    breakIt();
    const asked = await byApp(customer, order.orderRefId);
    expect([asked.status, asked.body.message]).toEqual([502, UNAVAILABLE]);
    razorpay.hang(false);
    expect((await orderRow(order.orderRefId))?.status).toBe('DRAFT');
    const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
    const txns = await server.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, user?.id ?? -1));
    expect(txns.map((txn) => txn.status)).toEqual(['FAILED']);
  });

  it('a cancelled order paid in a UPI app goes back to the payment it came from, once', { tags: ['postgres'] }, async () => {
    const customer = await payer();
    const order = await draft(server, customer, [['Butter Naan', 2]]);
    const asked = (await byApp(customer, order.orderRefId)).body.responsePacket;
    const payment = paymentBehind(asked.upiIntentUrl);
    const paid = razorpay.payIntent(payment.id);
    await webhook(paid.webhookBody, paid.webhookSignature);
    const cancels = await Promise.all(Array.from({ length: 3 }, () => post<Order>(server, '/cancelOrder', { orderRefId: order.orderRefId, refundTo: 'SOURCE' }, customer.auth)));
    expect(cancels.map((c) => c.status)).toEqual([200, 200, 200]);
    const paise = Math.round(order.orderTotal * 100);
    expect(razorpay.refunds.filter((r) => r.payment_id === payment.id).map((r) => [r.amount, r.idempotencyKey])).toEqual([[paise, `refund-${order.orderRefId}`]]);
    expect((await sourceRefundOf(server.db, order.orderRefId))?.refundState).toBe('DONE');
  });

  it('a forged payment webhook changes nothing; a signed one naming our payment on another order changes nothing either', async () => {
    const customer = await payer();
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    const asked = (await byApp(customer, order.orderRefId)).body.responsePacket;
    const paid = razorpay.payIntent(paymentBehind(asked.upiIntentUrl).id);
    expect((await webhook(paid.webhookBody, 'e'.repeat(64))).status).toBe(400);
    // Another order's captured payment, its notes changed to name this payment: Razorpay signs it all the same.
    const other = await draft(server, customer, [['Butter Naan', 2]]);
    const otherAsked = (await byApp(customer, other.orderRefId)).body.responsePacket;
    const otherPaid = razorpay.payIntent(paymentBehind(otherAsked.upiIntentUrl).id);
    const event = JSON.parse(otherPaid.webhookBody) as { payload: { payment: { entity: { notes: Record<string, string> } } } };
    event.payload.payment.entity.notes = { reference_id: asked.paymentTransactionRefId };
    const body = JSON.stringify(event);
    const { createHmac } = await import('node:crypto');
    const answer = await webhook(body, createHmac('sha256', razorpay.config.webhookSecret).update(body).digest('hex'));
    expect(await answer.json()).toEqual({ status: 'unknown order' });
    expect((await txnRow(asked.paymentTransactionRefId))?.status).toBe('PENDING');
    expect((await orderRow(order.orderRefId))?.status).toBe('PAYMENT_PENDING');
  });

  it('takes an app only with UPI, and only an app it knows', async () => {
    const customer = await payer();
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    const byCard = await post(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD', upiApp: 'gpay' }, customer.auth);
    expect([byCard.status, byCard.body.message]).toEqual([400, 'upiApp goes with paymentMode UPI only']);
    const unknown = await post(server, '/generatePaymentRequest', { amount: 100, paymentMode: 'UPI', upiApp: 'cred' }, customer.auth);
    expect([unknown.status, unknown.body.message]).toEqual([400, 'upiApp is not a UPI app we know']);
    // A top-up takes an app as an order does.
    const topUp = await post<PaymentRequest>(server, '/generatePaymentRequest', { amount: 100, paymentMode: 'UPI', upiApp: 'bhim', returnTo: '/wallet-money' }, { ...customer.auth, ...BROWSER });
    expect(paymentBehind(topUp.body.responsePacket.upiIntentUrl).amount).toBe(10000);
  });
});
