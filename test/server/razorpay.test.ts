/**
 * Issue 21: provider payments through Razorpay Payment Links, against a local stand-in that answers as Razorpay
 * does. The customer's signed return, the signed webhook, both, neither (our own question, then the sweep):
 * each payment is credited or placed exactly once; forged or unsigned messages change nothing.
 */
import { createHmac } from 'node:crypto';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PaymentMethod, PaymentRequest, PaymentResult, WalletBalance } from '../../src/api/contract';
import { orders, paymentTransactions, users, walletTransactions } from '../../server/db/schema';
import { RAZORPAY_RETURN_PATH, RAZORPAY_WEBHOOK_PATH, returnSignatureOk, webhookSignatureOk } from '../../server/payments/razorpay';
import { SWEEP_AFTER_MS } from '../../server/payments/settle';
import { REFUND_SWEEP_AFTER_MS } from '../../server/orderLedger/providerRefunds';
import { startFakeRazorpay, type FakeRazorpay, type Signed } from '../support/fakeRazorpay';
import { backendName } from '../support/database';
import { draft, newCustomer, type Customer } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';
import { sourceRefundOf } from '../support/orderLedger';

const UNAVAILABLE = 'Unable to start the payment right now, please try again';

let razorpay: FakeRazorpay;
let server: TestServer;
// The business clock, moved forward for the sweep's 'open for a while'.
let offset = 0;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  server = await startTestServer({ razorpay: razorpay.config, paymentSweepMs: 100, now: () => Date.now() + offset });
});
afterAll(async () => {
  await server.close();
  await razorpay.close();
});
afterEach(() => {
  offset = 0;
  razorpay.failNext(0, 500);
  razorpay.hang(false);
});

const linkFor = (redirectUrl: string) => {
  const link = [...razorpay.links.values()].find((l) => l.short_url === redirectUrl);
  if (!link) throw new Error(`no link behind ${redirectUrl}`);
  return link;
};
const topUp = (customer: Customer, amount: number) => post<PaymentRequest>(server, '/generatePaymentRequest', { amount, paymentMode: 'UPI', upiId: 'diner@okaxis' }, customer.auth);
const returnWith = (query: URLSearchParams) => fetch(`${server.url}${RAZORPAY_RETURN_PATH}?${query}`, { redirect: 'manual' });
const webhook = (body: string, signature: string | null) =>
  fetch(`${server.url}${RAZORPAY_WEBHOOK_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Razorpay-Signature': signature } : {}) }, body });
const deliverBoth = (signed: Signed, times: number) =>
  Promise.all(Array.from({ length: times }, () => [returnWith(signed.returnQuery), webhook(signed.webhookBody, signed.webhookSignature)]).flat());
const cancelOrder = (customer: Customer, orderRefId: string, refundTo: 'SOURCE' | 'WALLET' = 'SOURCE') =>
  post<Order>(server, '/cancelOrder', { orderRefId, refundTo }, customer.auth);
const wallet = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket.walletBalance;
const result = async (customer: Customer, txnId: string) => (await post<PaymentResult>(server, `/updatePaymentRequest/${txnId}`, {}, customer.auth)).body.responsePacket;
async function ledger(customer: Customer) {
  const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no user');
  const rows = await server.db.select().from(walletTransactions).where(eq(walletTransactions.userId, user.id));
  const [total] = await server.db.select({ paise: sum(walletTransactions.amountPaise).mapWith(Number) }).from(walletTransactions).where(eq(walletTransactions.userId, user.id));
  return { kinds: rows.map((r) => r.kind), balancePaise: user.walletBalancePaise, ledgerPaise: total?.paise ?? 0 };
}
const txnStatus = async (txnId: string) => (await server.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, txnId)))[0]?.status;
/** Decided and applied: a decision is taken first and applied in a transaction of its own right after it. */
const txnSettled = async (txnId: string) => {
  const [txn] = await server.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, txnId));
  return txn ? `${txn.status}${txn.applied ? ', applied' : ''}` : 'missing';
};

describe(`Razorpay Payment Links on ${backendName()}`, () => {
  it('a wallet top-up goes to a link for exactly its amount in paise, and is credited once whether the return, the webhook or both arrive, five times at once', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const asked = await topUp(customer, 250);
    expect(asked.status).toBe(200);
    const { paymentTransactionRefId: txnId, redirectUrl } = asked.body.responsePacket;
    expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/\w{7}$/);
    const link = linkFor(redirectUrl);
    expect(razorpay.created.at(-1)).toMatchObject({
      amount: 25000,
      currency: 'INR',
      accept_partial: false,
      reference_id: txnId,
      callback_url: `https://order.example.test${RAZORPAY_RETURN_PATH}`,
      callback_method: 'get',
      notify: { sms: false, email: false },
    });
    expect(link.expire_by).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 15 * 60);
    expect((await result(customer, txnId)).status).toBe('PENDING');

    const signed = razorpay.pay(link.id);
    const answers = await deliverBoth(signed, 5);
    for (const [i, answer] of answers.entries()) {
      if (i % 2 === 0) {
        expect(answer.status).toBe(303);
        expect(answer.headers.get('Location')).toBe(`/payment-methods?txn=${txnId}`);
      } else expect(answer.status).toBe(200);
    }
    expect((await result(customer, txnId)).status).toBe('SUCCESS');
    expect(await wallet(customer)).toBe(750);
    const book = await ledger(customer);
    expect(book.kinds.filter((k) => k === 'TOP_UP')).toHaveLength(1);
    expect(book.balancePaise).toBe(book.ledgerPaise);
  });

  it('a food order paid by webhook alone is placed and paid once; the return that follows changes nothing', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 2]]);
    const asked = await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, customer.auth);
    expect(asked.status).toBe(200);
    const link = linkFor(asked.body.responsePacket.redirectUrl);
    expect(link.amount).toBe(Math.round(order.orderTotal * 100));

    const signed = razorpay.pay(link.id);
    expect((await webhook(signed.webhookBody, signed.webhookSignature)).status).toBe(200);
    const [placed] = await server.db.select().from(orders).where(eq(orders.refId, order.orderRefId));
    expect([placed?.status, placed?.paymentStatus, placed?.paymentMode]).toEqual(['PLACED', 'PAID', 'CARD']);
    expect((await returnWith(signed.returnQuery)).status).toBe(303);
    const paid = await result(customer, asked.body.responsePacket.paymentTransactionRefId);
    expect(paid.status).toBe('SUCCESS');
    expect(paid.order?.orderRefId).toBe(order.orderRefId);
    expect((await ledger(customer)).kinds).toEqual(['WELCOME_CREDIT']);
  });

  it('UPI asks no UPI id: the list says so, and an order and a top-up by UPI go to the link without one (NPCI ends UPI Collect)', async () => {
    const customer = await newCustomer(server);
    const methods = await get<PaymentMethod[]>(server, '/getPaymentGatewayList/HomeDelivery', customer.auth);
    expect(methods.body.responsePacket.find((method) => method.paymentMode === 'UPI')).toEqual({
      paymentMode: 'UPI',
      title: 'UPI',
      description: 'Pay from any UPI app on the next page',
      asksUpiId: false,
      isDefault: true,
    });
    const order = await draft(server, customer, [['Butter Naan', 2]]);
    const byUpi = await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'UPI' }, customer.auth);
    expect(byUpi.status).toBe(200);
    expect(linkFor(byUpi.body.responsePacket.redirectUrl).amount).toBe(Math.round(order.orderTotal * 100));
    const topUpByUpi = await post<PaymentRequest>(server, '/generatePaymentRequest', { amount: 100, paymentMode: 'UPI' }, customer.auth);
    expect(linkFor(topUpByUpi.body.responsePacket.redirectUrl).amount).toBe(10000);
  });

  it('a split payment asks the link for the provider part only, and takes the wallet part once with it', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 4]]);
    const asked = await post<PaymentRequest>(
      server,
      '/generatePaymentRequestWithOrder',
      { orderRefId: order.orderRefId, paymentMode: 'UPI', upiId: 'diner@okaxis', payableUsingWallet: 100 },
      customer.auth,
    );
    expect(asked.status).toBe(200);
    const link = linkFor(asked.body.responsePacket.redirectUrl);
    expect(link.amount).toBe(Math.round(order.orderTotal * 100) - 10000);
    await deliverBoth(razorpay.pay(link.id), 4);
    expect(await wallet(customer)).toBe(400);
    const book = await ledger(customer);
    expect(book.kinds.filter((k) => k === 'ORDER_PAYMENT')).toHaveLength(1);
    expect(book.balancePaise).toBe(book.ledgerPaise);
    const [placed] = await server.db.select().from(orders).where(eq(orders.refId, order.orderRefId));
    expect(placed?.paymentStatus).toBe('PAID');
  });

  it('with return and webhook both lost, the customer coming back asks Razorpay; a payment nobody comes back for is found by the sweep', async () => {
    const customer = await newCustomer(server);
    const first = (await topUp(customer, 100)).body.responsePacket;
    razorpay.pay(linkFor(first.redirectUrl).id);
    expect((await result(customer, first.paymentTransactionRefId)).status).toBe('SUCCESS');
    expect(await wallet(customer)).toBe(600);

    const second = (await topUp(customer, 200)).body.responsePacket;
    razorpay.pay(linkFor(second.redirectUrl).id);
    // Younger than the sweep's wait, it is left to the customer who is paying.
    expect(await txnStatus(second.paymentTransactionRefId)).toBe('PENDING');
    offset = SWEEP_AFTER_MS + 1_000;
    await expect.poll(() => txnSettled(second.paymentTransactionRefId), { timeout: 10_000 }).toBe('SUCCESS, applied');
    expect(await wallet(customer)).toBe(800);
    expect((await ledger(customer)).kinds.filter((k) => k === 'TOP_UP')).toHaveLength(2);
  });

  it('a link that expires unpaid fails the payment and gives the order back as a draft', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    const asked = (await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, customer.auth)).body.responsePacket;
    const ended = razorpay.end(linkFor(asked.redirectUrl).id, 'expired');
    expect((await webhook(ended.webhookBody, ended.webhookSignature)).status).toBe(200);
    expect(await txnStatus(asked.paymentTransactionRefId)).toBe('FAILED');
    const [back] = await server.db.select().from(orders).where(eq(orders.refId, order.orderRefId));
    expect(back?.status).toBe('DRAFT');
  });

  it('a link paid after a newer one replaced it is not lost: the order is paid by whichever came first, and the other\'s money goes to the wallet, once', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    const ask = async () => (await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, customer.auth)).body.responsePacket;
    const older = await ask();
    const newer = await ask();
    // The older one was closed when the newer was asked for, and its closing applied.
    expect(await txnStatus(older.paymentTransactionRefId)).toBe('FAILED');
    await result(customer, older.paymentTransactionRefId);
    // The customer pays both pages all the same (two tabs): every message arrives three times at once.
    await deliverBoth(razorpay.pay(linkFor(newer.redirectUrl).id), 3);
    await deliverBoth(razorpay.pay(linkFor(older.redirectUrl).id), 3);
    const [placed] = await server.db.select().from(orders).where(eq(orders.refId, order.orderRefId));
    expect([placed?.status, placed?.paymentStatus]).toEqual(['PLACED', 'PAID']);
    expect(await txnStatus(older.paymentTransactionRefId)).toBe('SUCCESS');
    const book = await ledger(customer);
    expect(book.kinds).toEqual(['WELCOME_CREDIT', 'REFUND']);
    expect(await wallet(customer)).toBe(500 + order.orderTotal);
    expect(book.balancePaise).toBe(book.ledgerPaise);
  });

  it('forged, unsigned or wrongly keyed returns and webhooks change nothing, answer 400 and are logged', async () => {
    const customer = await newCustomer(server);
    const asked = (await topUp(customer, 300)).body.responsePacket;
    const link = linkFor(asked.redirectUrl);
    // What a forger can build: the right ids and 'paid', without the secret.
    link.status = 'paid';
    const forged = new URLSearchParams({
      razorpay_payment_id: 'pay_Forged00000001',
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: asked.paymentTransactionRefId,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: 'a'.repeat(64),
    });
    link.status = 'created';
    const logsBefore = server.logs.length;
    expect((await returnWith(forged)).status).toBe(400);
    const unsigned = new URLSearchParams(forged);
    unsigned.delete('razorpay_signature');
    expect((await returnWith(unsigned)).status).toBe(400);
    const body = JSON.stringify({ event: 'payment_link.paid', payload: { payment_link: { entity: { ...link, status: 'paid', amount_paid: link.amount } } } });
    expect((await webhook(body, null)).status).toBe(400);
    expect((await webhook(body, 'b'.repeat(64))).status).toBe(400);
    // Signed with the key secret instead of the webhook secret: still not Razorpay's webhook.
    const { createHmac } = await import('node:crypto');
    expect((await webhook(body, createHmac('sha256', razorpay.config.keySecret).update(body).digest('hex'))).status).toBe(400);
    // A real signature on a return whose query was then changed (another payment's reference).
    const other = (await topUp(customer, 100)).body.responsePacket;
    const genuine = razorpay.pay(linkFor(other.redirectUrl).id).returnQuery;
    genuine.set('razorpay_payment_link_reference_id', asked.paymentTransactionRefId);
    expect((await returnWith(genuine)).status).toBe(400);

    expect(await txnStatus(asked.paymentTransactionRefId)).toBe('PENDING');
    expect(await wallet(customer)).toBe(500);
    expect(server.logs.slice(logsBefore).filter((l) => /^warn: razorpay (return|webhook) refused/.test(l))).toHaveLength(6);
  });

  it('a paid amount other than the one asked is not believed: the payment stays open and the mismatch is logged', async () => {
    const customer = await newCustomer(server);
    const asked = (await topUp(customer, 400)).body.responsePacket;
    const signed = razorpay.pay(linkFor(asked.redirectUrl).id, { amountPaid: 100 });
    expect((await webhook(signed.webhookBody, signed.webhookSignature)).status).toBe(200);
    expect(await txnStatus(asked.paymentTransactionRefId)).toBe('PENDING');
    expect(await wallet(customer)).toBe(500);
    expect(server.logs.some((l) => l.startsWith(`error: payment ${asked.paymentTransactionRefId}: the provider reports 100 INR paid, 40000 INR was asked`))).toBe(true);
  });

  it('a cancelled order paid by link goes back to the payment it came from, once, keyed by the order; a split payment’s wallet part goes to the wallet', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 4]]);
    const asked = (
      await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'UPI', upiId: 'diner@okaxis', payableUsingWallet: 100 }, customer.auth)
    ).body.responsePacket;
    const link = linkFor(asked.redirectUrl);
    await deliverBoth(razorpay.pay(link.id), 1);
    expect(await wallet(customer)).toBe(400);

    const cancels = await Promise.all(Array.from({ length: 3 }, () => cancelOrder(customer, order.orderRefId)));
    expect(cancels.map((c) => c.status)).toEqual([200, 200, 200]);
    const providerPart = Math.round(order.orderTotal * 100) - 10000;
    expect(cancels[0]?.body.responsePacket.refund).toEqual({ source: providerPart / 100, wallet: 100, points: 0, state: 'DONE' });
    const paymentId = link.payments?.[0]?.payment_id;
    expect(razorpay.refunds.filter((r) => r.payment_id === paymentId)).toEqual([
      expect.objectContaining({ amount: providerPart, speed_requested: 'normal', receipt: order.orderRefId, idempotencyKey: `refund-${order.orderRefId}` }),
    ]);
    expect(await wallet(customer)).toBe(500);
    const row = await sourceRefundOf(server.db, order.orderRefId);
    expect(row?.refundRef).toBe(razorpay.refunds.find((r) => r.payment_id === paymentId)?.id);
  });

  it('a refund Razorpay refuses for now leaves the cancel done and the refund pending, and the sweep hands it over later, once', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    const asked = (await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, customer.auth)).body.responsePacket;
    const link = linkFor(asked.redirectUrl);
    const paid = razorpay.pay(link.id);
    await webhook(paid.webhookBody, paid.webhookSignature);
    const logsBefore = server.logs.length;
    // The sweep's first rounds meet the same trouble: three calls refused.
    razorpay.failNext(3, 500);
    const cancelled = await cancelOrder(customer, order.orderRefId, 'SOURCE');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.responsePacket).toMatchObject({ status: 'CANCELLED', refund: { source: order.orderTotal, wallet: 0, state: 'PENDING' } });
    expect(server.logs.slice(logsBefore).some((l) => l.startsWith(`error: refund of order ${order.orderRefId} through razorpay failed: Razorpay GET /v1/payment_links/`))).toBe(true);
    // The sweep takes it once it is older than the send after its commit can still be on its way.
    offset = REFUND_SWEEP_AFTER_MS + 1_000;
    await expect.poll(async () => (await sourceRefundOf(server.db, order.orderRefId))?.refundState, { timeout: 10_000 }).toBe('DONE');
    const paymentId = link.payments?.[0]?.payment_id;
    expect(razorpay.refunds.filter((r) => r.payment_id === paymentId).map((r) => r.amount)).toEqual([Math.round(order.orderTotal * 100)]);
    expect(await wallet(customer)).toBe(500);
    expect((await cancelOrder(customer, order.orderRefId, 'SOURCE')).body.responsePacket.refund?.state).toBe('DONE');
  });

  it.each([
    ['answers 500', () => razorpay.failNext(1, 500)],
    ['refuses the keys (401)', () => razorpay.failNext(1, 401)],
    ['does not answer in time', () => razorpay.hang(true)],
  ])('when Razorpay %s, the customer is told to try again, nothing is charged and the order is a draft again', async (_, breakIt) => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    breakIt();
    const asked = await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, customer.auth);
    expect(asked.status).toBe(502);
    expect(asked.body.message).toBe(UNAVAILABLE);
    razorpay.hang(false);
    const [back] = await server.db.select().from(orders).where(eq(orders.refId, order.orderRefId));
    expect(back?.status).toBe('DRAFT');
    const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
    const open = await server.db.select().from(paymentTransactions).where(and(eq(paymentTransactions.userId, user?.id ?? -1), eq(paymentTransactions.status, 'PENDING')));
    expect(open).toHaveLength(0);
    // And trying again works.
    const again = await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, customer.auth);
    expect(again.status).toBe(200);
  });
});

/** Signs as Razorpay does (the format the known-answer tests below pin down). */
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const signedWebhook = (entity: Record<string, unknown>) => {
  const body = JSON.stringify({ entity: 'event', event: 'payment_link.paid', contains: ['payment_link'], payload: { payment_link: { entity } } });
  return { body, signature: hmac(razorpay.config.webhookSecret, body) };
};

describe(`what Razorpay signs, taken only as it means (${backendName()})`, () => {
  it('a signed return whose status is not paid credits nothing while Razorpay’s own record says unpaid', async () => {
    const customer = await newCustomer(server);
    const asked = (await topUp(customer, 300)).body.responsePacket;
    const link = linkFor(asked.redirectUrl);
    for (const status of ['created', 'partially_paid', 'cancelled']) {
      const query = new URLSearchParams({
        razorpay_payment_id: 'pay_NotPaid0000001',
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: asked.paymentTransactionRefId,
        razorpay_payment_link_status: status,
      });
      query.set('razorpay_signature', hmac(razorpay.config.keySecret, `${link.id}|${asked.paymentTransactionRefId}|${status}|pay_NotPaid0000001`));
      const answer = await returnWith(query);
      expect([answer.status, answer.headers.get('Location')]).toEqual([303, `/payment-methods?txn=${asked.paymentTransactionRefId}`]);
    }
    expect(await txnStatus(asked.paymentTransactionRefId)).toBe('PENDING');
    expect(await wallet(customer)).toBe(500);
    expect((await ledger(customer)).kinds).toEqual(['WELCOME_CREDIT']);
  });

  it('a signed webhook saying the link was paid in another currency than INR credits nothing, and is logged', async () => {
    const customer = await newCustomer(server);
    const asked = (await topUp(customer, 300)).body.responsePacket;
    const link = linkFor(asked.redirectUrl);
    const { body, signature } = signedWebhook({ ...link, status: 'paid', amount_paid: link.amount, currency: 'USD' });
    expect((await webhook(body, signature)).status).toBe(200);
    expect(await txnStatus(asked.paymentTransactionRefId)).toBe('PENDING');
    expect(await wallet(customer)).toBe(500);
    expect(server.logs.some((l) => l.startsWith(`error: payment ${asked.paymentTransactionRefId}: the provider reports 30000 USD paid`))).toBe(true);
  });

  it('a signed webhook for a payment link we never made credits nothing, even naming one of our payments', async () => {
    const customer = await newCustomer(server);
    const asked = (await topUp(customer, 300)).body.responsePacket;
    const ours = linkFor(asked.redirectUrl);
    for (const entity of [
      // Our payment's reference on a link that is not the one we made for it.
      { ...ours, id: 'plink_NeverMade000001', status: 'paid', amount_paid: ours.amount },
      // Neither the link nor the reference is ours.
      { ...ours, id: 'plink_NeverMade000002', reference_id: 'TS1989', status: 'paid', amount_paid: ours.amount },
    ]) {
      const { body, signature } = signedWebhook(entity);
      const answer = await webhook(body, signature);
      expect([answer.status, await answer.json()]).toEqual([200, { status: 'unknown link' }]);
    }
    expect(await txnStatus(asked.paymentTransactionRefId)).toBe('PENDING');
    expect(await wallet(customer)).toBe(500);
  });
});

/**
 * Known answers, so a wrong format cannot hide behind the stand-in (which signs with the same format the product
 * checks). The webhook's triple is razorpay-node's own test (test/utils/razorpay-utils.spec.js, 'validateWebhookSignature'):
 * body {"a":1,"b":2,"c":{"d":3}}, secret 123456. The payment link's: the callback query of Razorpay's Payment Links
 * documentation (razorpay-python documents/paymentLink.md: plink_Fc8lXILABzQL7M, TSsd1989, pay_Fc8mUeDrEKf08Y) with
 * a secret of ours, signed as razorpay-node's validatePaymentVerification does (lib/utils/razorpay-utils.js:
 * payment_link_id|payment_link_reference_id|payment_link_status|payment_id, HMAC-SHA256 hex with the key secret),
 * computed outside this code: printf '%s' 'plink_Fc8lXILABzQL7M|TSsd1989|paid|pay_Fc8mUeDrEKf08Y' | openssl dgst -sha256 -hmac EnLs21M47BllR3X8PSFtjtbd
 */
describe('Razorpay’s signatures, known answers', () => {
  it('takes the payment link callback Razorpay signs, and nothing with a field changed', () => {
    const callback = {
      razorpay_payment_id: 'pay_Fc8mUeDrEKf08Y',
      razorpay_payment_link_id: 'plink_Fc8lXILABzQL7M',
      razorpay_payment_link_reference_id: 'TSsd1989',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: '78cee2c23b789a295aee9341c800f2b6a2e5d10eea459ff7e6902a2358d373f7',
    };
    expect(returnSignatureOk('EnLs21M47BllR3X8PSFtjtbd', callback)).toBe(true);
    expect(returnSignatureOk('EnLs21M47BllR3X8PSFtjtbe', callback)).toBe(false);
    expect(returnSignatureOk('EnLs21M47BllR3X8PSFtjtbd', { ...callback, razorpay_payment_link_status: 'partially_paid' })).toBe(false);
    expect(returnSignatureOk('EnLs21M47BllR3X8PSFtjtbd', { ...callback, razorpay_payment_id: 'pay_Fc8mUeDrEKf08Z' })).toBe(false);
  });

  it('takes the webhook Razorpay signs, and nothing with a byte changed', () => {
    const body = '{"a":1,"b":2,"c":{"d":3}}';
    const signature = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';
    expect(webhookSignatureOk('123456', body, signature)).toBe(true);
    expect(webhookSignatureOk('123456', '{"a":1,"b":2,"c":{"d":4}}', signature)).toBe(false);
    expect(webhookSignatureOk('1234567', body, signature)).toBe(false);
    expect(webhookSignatureOk('123456', body, 'sdfafds')).toBe(false);
  });
});

/** Kept out of the log: nothing Razorpay signs with ever reaches it. */
describe('Razorpay secrets', () => {
  it('never appear in the server log, whatever a payment logs on its way', async () => {
    // This test's own payments, so the log has something to look in: a paid top-up, a forged return and webhook
    // (refusals are logged), an amount not believed, and Razorpay refusing a link.
    const customer = await newCustomer(server);
    const paid = (await topUp(customer, 100)).body.responsePacket;
    await deliverBoth(razorpay.pay(linkFor(paid.redirectUrl).id), 1);
    expect(await wallet(customer)).toBe(600);
    const forged = razorpay.pay(linkFor((await topUp(customer, 100)).body.responsePacket.redirectUrl).id);
    forged.returnQuery.set('razorpay_signature', 'c'.repeat(64));
    expect((await returnWith(forged.returnQuery)).status).toBe(400);
    expect((await webhook(forged.webhookBody, 'd'.repeat(64))).status).toBe(400);
    const short = razorpay.pay(linkFor((await topUp(customer, 100)).body.responsePacket.redirectUrl).id, { amountPaid: 100 });
    expect((await webhook(short.webhookBody, short.webhookSignature)).status).toBe(200);
    razorpay.failNext(1, 401);
    expect((await topUp(customer, 100)).status).toBe(502);
    const logged = server.logs.join('\n');
    expect(logged).toMatch(/warn: razorpay return refused/);
    expect(logged).toMatch(/error: .*razorpay could not open payment/);
    expect(logged).not.toContain(razorpay.config.keySecret);
    expect(logged).not.toContain(razorpay.config.webhookSecret);
  });
});

