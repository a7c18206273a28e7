import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sum } from 'drizzle-orm';
import type { Order, PaymentMethod, PaymentRequest, PaymentResult, PointsOnTheWay, WalletBalance } from '../../src/api/contract';
import { users, walletTransactions } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { MOHALI, NEAR_MOHALI, dish, draft, newCustomer, type Customer } from '../support/ordering';
import { get, post } from './http';

const LOW_BALANCE = 'Low Balance: Your wallet balance is low. Please add money in your wallet.';

let server: TestServer;
let bob: Customer;
beforeAll(async () => {
  server = await startTestServer();
  bob = await newCustomer(server);
});
afterAll(() => server.close());

const wallet = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;
const onTheWay = async (customer: Customer) => (await get<PointsOnTheWay[]>(server, '/getPointsOnTheWay', customer.auth)).body.responsePacket;
const place = (order: Order, paymentMode: string, customer: Customer, headers: Record<string, string> = {}) =>
  post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode }, { ...customer.auth, ...headers });

async function ledger(customer: Customer) {
  const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no user');
  const [total] = await server.db.select({ paise: sum(walletTransactions.amountPaise).mapWith(Number) }).from(walletTransactions).where(eq(walletTransactions.userId, user.id));
  const rows = await server.db.select().from(walletTransactions).where(eq(walletTransactions.userId, user.id));
  return { balancePaise: user.walletBalancePaise, ledgerPaise: total?.paise ?? 0, rows };
}

describe('wallet', () => {
  it('starts every new customer with a ₹500 welcome credit, once, in the ledger', async () => {
    const customer = await newCustomer(server);
    expect(await wallet(customer)).toEqual({ walletBalance: 500, rewardPoints: 0 });
    // Signing in again does not credit again.
    const again = await newCustomer(server);
    expect((await wallet(again)).walletBalance).toBe(500);
    const { balancePaise, ledgerPaise, rows } = await ledger(customer);
    expect(rows.map((r) => r.kind)).toEqual(['WELCOME_CREDIT']);
    expect(balancePaise).toBe(ledgerPaise);
  });

  it('pays exactly as many of 10 concurrent wallet orders as the balance allows, never going negative', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    // Garlic Naan TakeAway: 89 + 10 packing + 4.95 GST = ₹103.95; ₹500 pays for 4 of them.
    const orders = await Promise.all(Array.from({ length: 10 }, () => draft(server, customer, [['Garlic Naan', 1]])));
    expect(orders.every((o) => o.orderTotal === 103.95)).toBe(true);
    const results = await Promise.all(orders.map((o) => place(o, 'WALLET', customer)));
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(4);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(LOW_BALANCE);
    }
    // Their 40 points are on their way until the food is handed over (issue 34), 10 for each order placed.
    expect(await wallet(customer)).toEqual({ walletBalance: 84.2, rewardPoints: 0 });
    expect((await onTheWay(customer)).map((entry) => entry.points)).toEqual([10, 10, 10, 10]);
    const { balancePaise, ledgerPaise, rows } = await ledger(customer);
    expect(balancePaise).toBe(8420);
    expect(ledgerPaise).toBe(balancePaise);
    expect(rows.filter((r) => r.kind === 'ORDER_PAYMENT')).toHaveLength(4);
    // The refused orders are still drafts the customer can pay another way.
    const refusedRef = orders[results.findIndex((r) => r.status === 422)]?.orderRefId;
    expect((await get<Order>(server, `/orderDetail/${refusedRef}`, customer.auth)).body.responsePacket.status).toBe('DRAFT');
  });

  it('places a wallet order once for a repeated Idempotency-Key, and answers a repeat without the key with 422', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1]]);
    const key = { 'Idempotency-Key': `place-${order.orderRefId}` };
    const [first, second] = await Promise.all([place(order, 'WALLET', customer, key), place(order, 'WALLET', customer, key)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const third = await place(order, 'WALLET', customer, key);
    expect(third.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.body.responsePacket).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', paymentMode: 'WALLET', orderTotal: 355.95 });
    const { rows } = await ledger(customer);
    expect(rows.filter((r) => r.kind === 'ORDER_PAYMENT').map((r) => r.amountPaise)).toEqual([-35595]);

    const repeat = await place(order, 'WALLET', customer);
    expect(repeat.status).toBe(422);
    expect(repeat.body.message).toBe('This order has already been placed');
  });

  it('returns the first saved order for a repeated saveOrder key', async () => {
    const customer = await newCustomer(server);
    const naan = await dish(server, 'Butter Naan');
    const body = { restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: naan.itemId, quantity: 1 }] };
    const key = { ...customer.auth, 'Idempotency-Key': 'save-once' };
    const first = await post<Order>(server, '/saveOrder', body, key);
    const second = await post<Order>(server, '/saveOrder', body, key);
    expect(second.body.responsePacket.orderRefId).toBe(first.body.responsePacket.orderRefId);
  });

  it('refuses a POST with a mismatched XSRF header before acting', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    const res = await place(order, 'WALLET', customer, { Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'xyz' });
    expect(res.status).toBe(403);
    expect((await get<Order>(server, `/orderDetail/${order.orderRefId}`, customer.auth)).body.responsePacket.status).toBe('DRAFT');
    expect((await wallet(customer)).walletBalance).toBe(500);
  });
});

describe('POST /placeOrder/:orderRefId', () => {
  it('limits cash modes to their order type', async () => {
    const takeAway = await draft(server, bob, [['Butter Naan', 1]]);
    const cod = await place(takeAway, 'CASH_ON_DELIVERY', bob);
    expect(cod.status).toBe(422);
    expect(cod.body.message).toBe('Cash on Delivery is only for home delivery orders');
    expect((await place(takeAway, 'CASH', bob)).body.message).toBe('Cash is only for dine-in orders');
    const atStore = await place(takeAway, 'PAY_AT_STORE', bob);
    expect(atStore.body.responsePacket).toMatchObject({ status: 'PLACED', paymentStatus: 'PAY_AT_RESTAURANT', paymentMode: 'PAY_AT_STORE' });

    const delivery = await draft(server, bob, [['Butter Naan', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    expect((await place(delivery, 'PAY_AT_STORE', bob)).body.message).toBe('Pay at Store is only for TakeAway orders');
    const placed = await place(delivery, 'CASH_ON_DELIVERY', bob);
    expect(placed.body.responsePacket).toMatchObject({ status: 'PLACED', paymentStatus: 'UNPAID', paymentMode: 'CASH_ON_DELIVERY' });
    expect(placed.body.responsePacket.expectedAt).toBe((placed.body.responsePacket.placedAt ?? 0) + 120_000);
    expect(placed.body.responsePacket.statusHistory).toEqual([{ status: 'PLACED', at: placed.body.responsePacket.placedAt }]);
  });

  it('pays with loyalty points (1 point = ₹1) when there are enough', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    const short = await place(order, 'LOYALTY_POINTS', customer);
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('Not enough loyalty points');
    // A ₹355.95 wallet order earns 35 points, once its food is handed over; ₹72.45 needs 73 (the next whole point).
    await place(await draft(server, customer, [['Paneer Tikka', 1]]), 'WALLET', customer);
    expect((await wallet(customer)).rewardPoints).toBe(0);
    const cheap = await draft(server, customer, [['Butter Naan', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T3' });
    expect((await place(cheap, 'LOYALTY_POINTS', customer)).body.message).toBe('Not enough loyalty points');
    await server.db.update(users).set({ rewardPoints: 80 }).where(eq(users.mobile, customer.credentials.mobile));
    const paid = await place(cheap, 'LOYALTY_POINTS', customer);
    expect(paid.status).toBe(200);
    expect(paid.body.responsePacket).toMatchObject({ paymentStatus: 'PAID', paymentMode: 'LOYALTY_POINTS', orderTotal: 72.45 });
    // Paying with points earns none.
    expect((await wallet(customer)).rewardPoints).toBe(7);
  });

  it.each([
    ['an unknown mode', { paymentMode: 'BITCOIN' }, 'paymentMode is not valid here'],
    ['a provider mode', { paymentMode: 'UPI' }, 'paymentMode is not valid here'],
    ['no mode', {}, 'paymentMode is not valid here'],
  ])('refuses %s with 400', async (_name, body, message) => {
    const order = await draft(server, bob, [['Butter Naan', 1]]);
    const res = await post(server, `/placeOrder/${order.orderRefId}`, body, bob.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for an unknown order and 400 for malformed JSON', async () => {
    expect((await post(server, '/placeOrder/GL-20260101-ZZZZZZ', { paymentMode: 'WALLET' }, bob.auth)).status).toBe(404);
    expect((await post(server, '/placeOrder/GL-20260101-ZZZZZZ', 'paymentMode=WALLET', bob.auth)).body.message).toBe('Request body is not valid JSON');
  });
});

describe('dine-in bills', () => {
  it('places CASH as postpaid and settles it from the wallet once', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T1' });
    const placed = await place(order, 'CASH', customer);
    expect(placed.body.responsePacket).toMatchObject({ status: 'PLACED', paymentStatus: 'POSTPAID', paymentMode: 'CASH', orderTotal: 345.45 });
    const counter = await post(server, `/completePostPaidOrder/${order.orderRefId}`, { paidByWallet: false }, customer.auth);
    expect(counter.status).toBe(422);
    expect(counter.body.message).toBe('Please pay at the counter or choose an online payment');
    const paid = await post<Order>(server, `/completePostPaidOrder/${order.orderRefId}`, { paidByWallet: true }, customer.auth);
    expect(paid.body.responsePacket).toMatchObject({ paymentStatus: 'PAID', paymentMode: 'WALLET' });
    expect(await wallet(customer)).toEqual({ walletBalance: 154.55, rewardPoints: 34 });
    const again = await post(server, `/completePostPaidOrder/${order.orderRefId}`, { paidByWallet: true }, customer.auth);
    expect(again.body.message).toBe('This bill has already been paid');
    expect((await post(server, `/completePostPaidOrder/${order.orderRefId}`, { paidByWallet: 'yes' }, customer.auth)).body.message).toBe(
      'paidByWallet must be a boolean',
    );
  });

  it('says Low Balance when the wallet cannot settle the bill', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Mutton Rogan Josh', 2]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T2' });
    await place(order, 'CASH', customer);
    const res = await post(server, `/completePostPaidOrder/${order.orderRefId}`, { paidByWallet: true }, customer.auth);
    expect(res.body.message).toBe(LOW_BALANCE);
    expect((await get<Order>(server, `/orderDetail/${order.orderRefId}`, customer.auth)).body.responsePacket.paymentStatus).toBe('POSTPAID');
  });

  it('pays at the restaurant for DineIn and TakeAway only', async () => {
    const dineIn = await draft(server, bob, [['Butter Naan', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T1' });
    const res = await post<Order>(server, `/payAtRestaurant/${dineIn.orderRefId}`, {}, bob.auth);
    expect(res.body.responsePacket).toMatchObject({ status: 'PLACED', paymentStatus: 'PAY_AT_RESTAURANT', paymentMode: 'CASH' });
    const delivery = await draft(server, bob, [['Butter Naan', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    expect((await post(server, `/payAtRestaurant/${delivery.orderRefId}`, {}, bob.auth)).body.message).toBe(
      'Paying at the restaurant is only for dine-in and TakeAway orders',
    );
  });
});

describe('tips', () => {
  it('adds a tip to a draft bill, and debits the wallet for a tip after placing', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    const tipped = await post<Order>(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: 20 }, customer.auth);
    expect(tipped.body.responsePacket.bill).toMatchObject({ tip: 20, grandTotal: order.bill.grandTotal + 20 });
    await place(order, 'CASH_ON_DELIVERY', customer);

    const zero = await post(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: 0 }, customer.auth);
    expect(zero.body.message).toBe('Please select Tip Amount');
    const after = await post<Order>(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: 30.5 }, customer.auth);
    expect(after.body.responsePacket).toMatchObject({ tipPaidAfter: 30.5, bill: { tip: 20 } });
    expect((await wallet(customer)).walletBalance).toBe(469.5);
    const tooMuch = await post(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: 500 }, customer.auth);
    expect(tooMuch.body.message).toBe(LOW_BALANCE);
    expect((await post(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: -1 }, customer.auth)).body.message).toBe(
      'tipAmount must be at least 0',
    );
  });
});

describe('payment methods', () => {
  it('lists the methods per order type', async () => {
    const modes = async (type: string) =>
      (await get<PaymentMethod[]>(server, `/getPaymentGatewayList/${type}`, bob.auth)).body.responsePacket.map((m) => m.paymentMode);
    expect(await modes('HomeDelivery')).toEqual(['UPI', 'ONLINE', 'CARD', 'CASH_ON_DELIVERY', 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP']);
    expect(await modes('TakeAway')).toEqual(['UPI', 'ONLINE', 'CARD', 'PAY_AT_STORE', 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP']);
    expect(await modes('DineIn')).toEqual(['UPI', 'ONLINE', 'CARD', 'CASH', 'WALLET', 'LOYALTY_POINTS']);
    const [, online, card, cod] = (await get<PaymentMethod[]>(server, '/getPaymentGatewayList/HomeDelivery', bob.auth)).body.responsePacket;
    expect([online?.title, card?.title, cod?.title]).toEqual(['Online Payments', 'Credit/Debit/ATM cards', 'Cash on Delivery']);
    expect((await get(server, '/getPaymentGatewayList/Cheque', bob.auth)).status).toBe(400);
    // The chain's default for a first order: UPI wherever the food is paid before it is cooked, Cash at a table.
    const byDefault = async (type: string) => (await get<PaymentMethod[]>(server, `/getPaymentGatewayList/${type}`, bob.auth)).body.responsePacket.filter((m) => m.isDefault).map((m) => m.paymentMode);
    expect([await byDefault('HomeDelivery'), await byDefault('TakeAway'), await byDefault('DineIn'), await byDefault('EventList')]).toEqual([['UPI'], ['UPI'], ['CASH'], ['UPI']]);
  });

  it('remembers the last payment mode per customer, and never hands one customer’s to another', async () => {
    const asha = await newCustomer(server);
    const ravi = await newCustomer(server);
    const last = async (customer: Customer) => (await get(server, '/getLastPaymentMode', customer.auth)).body.responsePacket;
    // A first order: nothing remembered, so the app chooses the chain's default the list marks.
    expect([await last(asha), await last(ravi)]).toEqual([null, null]);
    expect((await post(server, '/setLastPaymentMode', { paymentMode: 'CASH_ON_DELIVERY' }, asha.auth)).status).toBe(200);
    // Ravi's own choice, and Asha's is still hers alone: each reads only the mode their own session set.
    expect([await last(asha), await last(ravi)]).toEqual(['CASH_ON_DELIVERY', null]);
    expect((await post(server, '/setLastPaymentMode', { paymentMode: 'WALLET' }, ravi.auth)).status).toBe(200);
    expect([await last(asha), await last(ravi), await last(bob)]).toEqual(['CASH_ON_DELIVERY', 'WALLET', null]);
    // The last one used wins; the list stays the chain's, its default unchanged by anyone's last mode.
    expect((await post(server, '/setLastPaymentMode', { paymentMode: 'UPI' }, asha.auth)).status).toBe(200);
    expect([await last(asha), await last(ravi)]).toEqual(['UPI', 'WALLET']);
    const listed = (await get<PaymentMethod[]>(server, '/getPaymentGatewayList/HomeDelivery', ravi.auth)).body.responsePacket;
    expect(listed.filter((m) => m.isDefault).map((m) => m.paymentMode)).toEqual(['UPI']);
    // Nobody signed in sets or reads one; a mode that does not exist, or none, is refused with what is wrong.
    expect((await post(server, '/setLastPaymentMode', { paymentMode: 'CARD' }, {})).status).toBe(401);
    expect((await get(server, '/getLastPaymentMode', {})).status).toBe(401);
    for (const body of [{ paymentMode: 'GOLD' }, {}, { paymentMode: 'upi' }]) {
      const refused = await post(server, '/setLastPaymentMode', body, asha.auth);
      expect([refused.status, refused.body.message]).toEqual([400, 'paymentMode is not valid']);
    }
    expect(await last(asha)).toBe('UPI');
  });
});

describe('provider payments', () => {
  async function payRequest(customer: Customer, order: Order, paymentMode = 'CARD', upiId?: string) {
    const res = await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode, upiId }, customer.auth);
    if (res.status !== 200) throw new Error(`payment request failed: ${res.body.message}`);
    return res.body.responsePacket;
  }
  const decide = (txnId: string, decision: 'approve' | 'decline') =>
    fetch(`${server.url}/pay/${txnId}/${decision}`, { method: 'POST', redirect: 'manual' });
  const update = (customer: Customer, txnId: string) => post<PaymentResult>(server, `/updatePaymentRequest/${txnId}`, {}, customer.auth);

  it('shows an escaped, self-contained test-mode page with the amount, merchant and order', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 4]]);
    const { paymentTransactionRefId: txn, redirectUrl } = await payRequest(customer, order, 'UPI', 'demo.user@okbank');
    expect(txn).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(redirectUrl).toBe(`/pay/${txn}`);
    expect((await get<Order>(server, `/orderDetail/${order.orderRefId}`, customer.auth)).body.responsePacket.status).toBe('PAYMENT_PENDING');

    const page = await fetch(server.url + redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<title>Gold Leaf Pay — test mode</title>');
    expect(html).toContain('₹1,423.80');
    expect(html).toContain('Gold Leaf');
    expect(html).toContain(order.orderRefId);
    expect(html).toContain('>Approve payment</button>');
    expect(html).toContain('>Decline payment</button>');
    expect(html).not.toMatch(/<script|https?:\/\//);

    const unknown = await fetch(`${server.url}/pay/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Payment not found');
    expect((await fetch(`${server.url}/pay/%3Cscript%3E`)).status).toBe(404);
  });

  it('plays the UPI apps in test mode: a UPI payment’s page offers them, and one tapped in the app needs no UPI id and opens its stand-in', async () => {
    const customer = await newCustomer(server);
    const upi = (await get<PaymentMethod[]>(server, '/getPaymentGatewayList/HomeDelivery', customer.auth)).body.responsePacket.find((m) => m.paymentMode === 'UPI');
    expect(upi).toMatchObject({ asksUpiId: true, upiApps: ['gpay', 'phonepe', 'paytm', 'bhim', 'other'], isDefault: true });
    const order = await draft(server, customer, [['Paneer Tikka', 1]]);
    const byId = await payRequest(customer, order, 'UPI', 'demo.user@okbank');
    const offered = await (await fetch(server.url + byId.redirectUrl)).text();
    expect(offered).toContain(`<a href="/pay/${byId.paymentTransactionRefId}/app/phonepe">PhonePe</a>`);
    expect(offered).toContain('>Other UPI app</a>');

    const tapped = await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'UPI', upiApp: 'gpay' }, customer.auth);
    expect(tapped.status).toBe(200);
    const { paymentTransactionRefId: txn, upiIntentUrl } = tapped.body.responsePacket;
    expect(upiIntentUrl).toBe(`/pay/${txn}/app/gpay`);
    const app = await fetch(server.url + (upiIntentUrl ?? ''));
    expect(app.status).toBe(200);
    const html = await app.text();
    expect(html).toContain('<h1>GPay</h1>');
    expect(html).toContain('>Pay with UPI PIN</button>');
    // No app this page does not play, and no app for a payment that is not UPI.
    expect((await fetch(`${server.url}/pay/${txn}/app/cred`)).status).toBe(404);
    const byCard = await payRequest(customer, order, 'CARD');
    expect((await fetch(`${server.url}/pay/${byCard.paymentTransactionRefId}/app/gpay`)).status).toBe(404);
    // The card payment replaced the tapped one: only the newest payment of an order can be paid.
    expect((await decide(byCard.paymentTransactionRefId, 'approve')).status).toBe(303);
    expect((await update(customer, byCard.paymentTransactionRefId)).body.responsePacket).toMatchObject({ status: 'SUCCESS', order: { paymentMode: 'CARD' } });
  });

  it('places the order exactly once for concurrent approvals and status checks', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 2]]);
    const { paymentTransactionRefId: txn } = await payRequest(customer, order);
    expect((await update(customer, txn)).body.responsePacket.status).toBe('PENDING');

    // Four approvals at once (a double tap, a retried redirect) and five status checks at once.
    const decisions = await Promise.all([...Array(4)].map(() => decide(txn, 'approve')));
    for (const res of decisions) {
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe(`/payment-methods?txn=${txn}`);
    }
    const results = await Promise.all([...Array(5)].map(() => update(customer, txn)));
    for (const result of results) {
      expect(result.body.responsePacket).toMatchObject({ status: 'SUCCESS', order: { status: 'PLACED', paymentStatus: 'PAID', paymentMode: 'CARD' } });
    }
    // The first decision stands: a decline that comes after the approval changes nothing.
    expect((await decide(txn, 'decline')).status).toBe(303);
    expect((await update(customer, txn)).body.responsePacket).toMatchObject({ status: 'SUCCESS', order: { status: 'PLACED' } });
    // Placed once: the points of one order (71) on their way, and no money moved through the wallet.
    expect(await onTheWay(customer)).toEqual([{ orderRefId: order.orderRefId, points: 71 }]);
    const { rows } = await ledger(customer);
    expect(rows.map((r) => r.kind)).toEqual(['WELCOME_CREDIT']);
  });

  it('returns a declined order to DRAFT so the customer can choose again', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 2]]);
    const { paymentTransactionRefId: txn } = await payRequest(customer, order, 'ONLINE');
    await decide(txn, 'decline');
    const approveLater = await decide(txn, 'approve');
    expect(approveLater.status).toBe(303);
    const result = await update(customer, txn);
    expect(result.body.message).toBe('Transaction Failed');
    expect(result.body.responsePacket).toMatchObject({ status: 'FAILED', order: { status: 'DRAFT', paymentStatus: 'FAILED' } });
    expect((await place(order, 'WALLET', customer)).status).toBe(200);
  });

  it('lets a newer payment request replace an open one', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 2]]);
    const first = await payRequest(customer, order, 'CARD');
    const second = await payRequest(customer, order, 'CARD');
    await decide(first.paymentTransactionRefId, 'approve');
    expect((await update(customer, first.paymentTransactionRefId)).body.responsePacket.status).toBe('FAILED');
    await decide(second.paymentTransactionRefId, 'approve');
    expect((await update(customer, second.paymentTransactionRefId)).body.responsePacket.order?.status).toBe('PLACED');
  });

  it('settles a postpaid dine-in bill through the provider', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 2]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T1' });
    await place(order, 'CASH', customer);
    const { paymentTransactionRefId: txn } = await payRequest(customer, order, 'WALLET_APP');
    await decide(txn, 'approve');
    const result = await update(customer, txn);
    expect(result.body.responsePacket.order).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', paymentMode: 'WALLET_APP' });
    const again = await post(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, customer.auth);
    expect(again.body.message).toBe('This order has already been paid');
  });

  it('checks the request: UPI id, mode, owner', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Butter Naan', 1]]);
    for (const upiId of [undefined, 'not-an-upi']) {
      const res = await post(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'UPI', upiId }, customer.auth);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid UPI id');
    }
    const cash = await post(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CASH' }, customer.auth);
    expect(cash.body.message).toBe('paymentMode is not a provider payment');
    const foreign = await post(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, bob.auth);
    expect(foreign.status).toBe(404);

    const { paymentTransactionRefId: txn } = await payRequest(customer, order);
    expect((await update(bob, txn)).status).toBe(404);
    expect((await post(server, '/updatePaymentRequest/short', {}, customer.auth)).body.message).toBe('paymentTransactionRefId is not valid');
    expect((await post(server, `/updatePaymentRequest/${txn}`, {})).status).toBe(401);
  });
});
