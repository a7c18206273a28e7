/**
 * Steal deals over HTTP on a real database: browsing, the bill, reserving stock (all or nothing, never more than
 * there is), paying with the wallet, points or the provider (exactly once), consuming at the outlet with its QR
 * code, gifting with single-use codes and rating. The concurrency rules are proved with bursts of requests.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  DealBill,
  DealCategory,
  DealGiftCode,
  DealItem,
  DealPayment,
  DealReservation,
  MyDeal,
  PaymentResult,
  WalletBalance,
} from '../../src/api/contract';
import { dealItems, dealOrders, users, walletTransactions } from '../../server/db/schema';
import { findLedgerMismatches } from '../../server/ledgerCheck';
import { creditWallet } from '../../server/wallet';
import { startTestServer, type TestServer } from '../support/server';
import { newCustomer, type Customer } from '../support/ordering';
import { get, post } from './http';

const MINUTE = 60_000;
let offset = 0;
let server: TestServer;
let alice: Customer;
let bob: Customer;
beforeAll(async () => {
  server = await startTestServer({ now: () => Date.now() + offset });
  alice = await newCustomer(server);
  bob = await newCustomer(server);
});
afterAll(() => server.close());
// Each test starts from the real time, whatever an earlier one moved the clock to.
afterEach(() => {
  offset = 0;
});

const deals = async (mainCategory = 'All') => (await get<DealItem[]>(server, `/stealDeal/itemList?mainCategory=${mainCategory}`)).body.responsePacket;
async function deal(title: string): Promise<DealItem> {
  const found = (await deals()).find((d) => d.title === title);
  if (!found) throw new Error(`No deal ${title}`);
  return found;
}
const setStock = (dealItemId: number, stockLeft: number) => server.db.update(dealItems).set({ stockLeft }).where(eq(dealItems.id, dealItemId));
const reserve = (customer: Customer, items: Array<{ dealItemId: number; quantity: number }>) =>
  post<DealReservation>(server, '/stealDeal/reserve', { items }, customer.auth);
const pay = (customer: Customer, checkoutRef: string, paymentMode: string, extra: Record<string, unknown> = {}) =>
  post<DealPayment>(server, '/stealDeal/order', { checkoutRef, paymentMode, ...extra }, customer.auth);
const myDeals = async (customer: Customer) => (await get<MyDeal[]>(server, '/stealDeal/myDeals', customer.auth)).body.responsePacket;
const wallet = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;
const decide = (txnId: string, decision: 'approve' | 'decline') => fetch(`${server.url}/pay/${txnId}/${decision}`, { method: 'POST', redirect: 'manual' });
const update = (customer: Customer, txnId: string) => post<PaymentResult>(server, `/updatePaymentRequest/${txnId}`, {}, customer.auth);
const consume = (customer: Customer, dealOrderId: number, qrCode: string, quantity?: number) =>
  post<MyDeal>(server, '/stealDeal/consume', { dealOrderId, qrCode, ...(quantity === undefined ? {} : { quantity }) }, customer.auth);

/** A top-up through the ledger (as the provider's TOP_UP purpose makes it), so a test can buy dearer deals. */
async function addMoney(customer: Customer, rupees: number): Promise<void> {
  const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no user');
  await server.db.transaction((tx) => creditWallet(tx, { userId: user.id, amountPaise: rupees * 100, kind: 'TOP_UP', reference: randomUUID(), now: Date.now() }));
}

/** A fresh customer who bought `quantity` of a deal with the wallet (stock topped up so tests stay independent). */
async function buyWithWallet(title: string, quantity: number, customer?: Customer): Promise<{ customer: Customer; deal: MyDeal }> {
  const buyer = customer ?? (await newCustomer(server));
  await addMoney(buyer, 5000);
  const item = await deal(title);
  await setStock(item.dealItemId, Math.max(item.stockLeft, 50));
  const reserved = await reserve(buyer, [{ dealItemId: item.dealItemId, quantity }]);
  expect(reserved.status).toBe(200);
  const paid = await pay(buyer, reserved.body.responsePacket.checkoutRef, 'WALLET');
  expect(paid.body.message).toBe('Deal purchased');
  const payment = paid.body.responsePacket;
  if (payment.status !== 'PAID' || !payment.deals[0]) throw new Error('not paid');
  return { customer: buyer, deal: payment.deals[0] };
}

describe('browsing deals (signed out)', () => {
  it('lists the categories and every valid deal with its deal price, usual price and what is left', async () => {
    const categories = (await get<DealCategory[]>(server, '/stealDeal/categoryList')).body.responsePacket;
    expect(categories.map((c) => c.title)).toEqual(['Bar & Cocktails', 'Meals for Two', 'Coffee & Chai Passes', 'Platters', 'Desserts']);
    const all = await deals();
    expect(all.length).toBeGreaterThanOrEqual(10);
    const cocktails = all.find((d) => d.title === '2 Cocktails for ₹499');
    expect(cocktails).toMatchObject({ dealPrice: 499, usualPrice: 898, restaurantArea: 'Mohali Phase 8' });
    expect(all.find((d) => d.title === 'Sizzling Brownie Duo')?.stockLeft).toBe(0);
    const passes = await deals(String(categories[2]?.categoryId));
    expect(passes.map((d) => d.title)).toEqual(['Coffee Pass ×5', 'Masala Chai Pass ×10']);
  });

  it('refuses a bad category and answers one deal by id, or 404', async () => {
    const bad = await get(server, '/stealDeal/itemList?mainCategory=Drinks');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('mainCategory must be All or a category id');
    const item = await deal('Coffee Pass ×5');
    const detail = await get<DealItem>(server, `/stealDeal/itemDetail/${item.dealItemId}`);
    expect(detail.body.responsePacket).toMatchObject({ title: 'Coffee Pass ×5', dealPrice: 649, terms: expect.arrayContaining([expect.stringContaining('One coffee per visit')]) });
    expect((await get(server, '/stealDeal/itemDetail/999999')).body.message).toBe('Deal not found');
    expect((await get(server, '/stealDeal/itemDetail/abc')).status).toBe(400);
  });

  it('calculates the bill with 5 % GST per line, and refuses a bad cart', async () => {
    const cocktails = await deal('2 Cocktails for ₹499');
    const chai = await deal('Masala Chai Pass ×10');
    const bill = await post<DealBill>(server, '/stealDeal/taxCalculation', { items: [{ dealItemId: cocktails.dealItemId, quantity: 2 }, { dealItemId: chai.dealItemId, quantity: 1 }] });
    expect(bill.body.responsePacket).toMatchObject({ itemTotal: 1397, taxesAndCharges: 69.85, grandTotal: 1466.85 });
    const cases: Array<[unknown, string]> = [
      [{ items: [] }, 'Your deal cart is empty'],
      [{ items: [{ dealItemId: chai.dealItemId, quantity: 1 }, { dealItemId: chai.dealItemId, quantity: 2 }] }, 'items must name each deal once'],
      [{ items: [{ dealItemId: chai.dealItemId, quantity: 11 }] }, 'items.0.quantity must be at most 10'],
      [{ items: [{ dealItemId: chai.dealItemId, quantity: 0 }] }, 'items.0.quantity must be at least 1'],
      [{ items: [{ dealItemId: chai.dealItemId, quantity: 1, itemPrice: 1 }] }, 'Unknown field: itemPrice'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(server, '/stealDeal/taxCalculation', body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect((await post(server, '/stealDeal/taxCalculation', { items: [{ dealItemId: 999999, quantity: 1 }] })).body.message).toBe('Deal not found');
  });
});

describe('reserving', () => {
  it('needs a signed-in customer', async () => {
    const item = await deal('Coffee Pass ×5');
    const answer = await post(server, '/stealDeal/reserve', { items: [{ dealItemId: item.dealItemId, quantity: 1 }] });
    expect([answer.status, answer.body.errorCode, answer.body.message]).toEqual([401, 409, 'Unauthorised Access']);
  });

  it('refuses a sold-out deal and more than is left, holding nothing of the cart', async () => {
    const brownie = await deal('Sizzling Brownie Duo');
    const brunch = await deal('Sunday Brunch for two');
    const chai = await deal('Masala Chai Pass ×10');
    await setStock(brunch.dealItemId, 3);
    const soldOut = await reserve(alice, [{ dealItemId: brownie.dealItemId, quantity: 1 }]);
    expect([soldOut.status, soldOut.body.message]).toEqual([422, 'Sorry! this deal is sold out: Sizzling Brownie Duo']);
    const chaiBefore = (await deal('Masala Chai Pass ×10')).stockLeft;
    const tooMany = await reserve(alice, [{ dealItemId: chai.dealItemId, quantity: 1 }, { dealItemId: brunch.dealItemId, quantity: 4 }]);
    expect([tooMany.status, tooMany.body.message]).toEqual([422, 'Only 3 left of Sunday Brunch for two']);
    expect((await deal('Masala Chai Pass ×10')).stockLeft).toBe(chaiBefore);
  });

  it('gives 30 concurrent buyers of a deal with 10 in stock exactly 10 units', { tags: ['postgres'] }, async () => {
    const item = await deal('Coffee Pass ×5');
    await setStock(item.dealItemId, 10);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => newCustomer(server)));
    const answers = await Promise.all(buyers.map((buyer) => reserve(buyer, [{ dealItemId: item.dealItemId, quantity: 1 }])));
    const held = answers.filter((a) => a.status === 200);
    expect(held).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect([refused.status, refused.body.message]).toEqual([422, 'Sorry! this deal is sold out: Coffee Pass ×5']);
    }
    expect((await deal('Coffee Pass ×5')).stockLeft).toBe(0);
    // Held stock comes back when the reservations run out unpaid, and an expired one can no longer be paid.
    offset += 11 * MINUTE;
    expect((await deal('Coffee Pass ×5')).stockLeft).toBe(10);
    const first = answers.findIndex((a) => a.status === 200);
    const late = await pay(buyers[first] as Customer, (answers[first] as (typeof answers)[number]).body.responsePacket.checkoutRef, 'WALLET');
    expect([late.status, late.body.message]).toEqual([422, 'Your reservation has expired: please try again']);
  });
});

describe('holds', () => {
  it('a hold starts once: asking to pay again does not extend it, and a payment after it ended goes to the wallet', async () => {
    const customer = await newCustomer(server);
    const chai = await deal('Masala Chai Pass ×10');
    const before = chai.stockLeft;
    const reserved = (await reserve(customer, [{ dealItemId: chai.dealItemId, quantity: 1 }])).body.responsePacket;
    offset += 8 * MINUTE;
    const asked = (await pay(customer, reserved.checkoutRef, 'CARD', { returnTo: '/my-deals' })).body.responsePacket;
    if (asked.status !== 'REDIRECT') throw new Error('expected a redirect');
    const [row] = await server.db.select().from(dealOrders).where(eq(dealOrders.checkoutRef, reserved.checkoutRef));
    expect(row?.reservedUntil.getTime()).toBe(reserved.reservedUntil);
    // Past the first hold (10 minutes): the stock is back on sale, though the payment was asked for at 8.
    offset += 3 * MINUTE;
    expect((await deal('Masala Chai Pass ×10')).stockLeft).toBe(before);
    const txn = asked.paymentRequest.paymentTransactionRefId;
    await decide(txn, 'approve');
    expect((await update(customer, txn)).body.responsePacket.status).toBe('SUCCESS');
    expect(await myDeals(customer)).toEqual([]);
    expect((await wallet(customer)).walletBalance).toBe(500 + reserved.bill.grandTotal);
  });

  it('one unpaid checkout per customer: reserving again replaces it, and 10 concurrent reserves hold one checkout\'s units', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const item = await deal('Coffee Pass ×5');
    await setStock(item.dealItemId, 16);
    const first = await reserve(customer, [{ dealItemId: item.dealItemId, quantity: 2 }]);
    expect(first.status).toBe(200);
    expect((await deal('Coffee Pass ×5')).stockLeft).toBe(14);
    const answers = await Promise.all(Array.from({ length: 10 }, () => reserve(customer, [{ dealItemId: item.dealItemId, quantity: 1 }])));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect((await deal('Coffee Pass ×5')).stockLeft).toBe(15);
    const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
    const held = await server.db.select().from(dealOrders).where(and(eq(dealOrders.userId, user?.id ?? -1), eq(dealOrders.status, 'RESERVED')));
    expect(held).toHaveLength(1);
    // The replaced checkout cannot be paid any more; the one held can.
    const stale = await pay(customer, first.body.responsePacket.checkoutRef, 'WALLET');
    expect([stale.status, stale.body.message]).toEqual([422, 'Your reservation has expired: please try again']);
    expect((await pay(customer, held[0]?.checkoutRef ?? '', 'CARD')).body.responsePacket).toMatchObject({ status: 'REDIRECT' });
  });
});

describe('paying', () => {
  it('pays with the wallet once, in the ledger, however often it is sent at once', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const chai = await deal('Masala Chai Pass ×10');
    const reserved = (await reserve(customer, [{ dealItemId: chai.dealItemId, quantity: 1 }])).body.responsePacket;
    expect(reserved.bill.grandTotal).toBe(418.95);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(customer, reserved.checkoutRef, 'WALLET')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await wallet(customer)).toMatchObject({ walletBalance: 81.05 });
    const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
    const rows = await server.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, user?.id ?? 0), eq(walletTransactions.kind, 'DEAL_PAYMENT')));
    expect(rows.map((r) => [r.amountPaise, r.reference])).toEqual([[-41895, reserved.checkoutRef]]);
    const again = await pay(customer, reserved.checkoutRef, 'WALLET');
    expect([again.status, again.body.message]).toEqual([422, 'This deal has already been paid']);
    expect(await myDeals(customer)).toEqual([expect.objectContaining({ title: 'Masala Chai Pass ×10', quantity: 1, units: 10, left: 10, totalPaid: 418.95, paymentMode: 'WALLET' })]);
  });

  it('refuses what the wallet or the points cannot cover, keeping the reservation to pay another way', async () => {
    const customer = await newCustomer(server);
    const cocktails = await deal('2 Cocktails for ₹499');
    const reserved = (await reserve(customer, [{ dealItemId: cocktails.dealItemId, quantity: 1 }])).body.responsePacket;
    const low = await pay(customer, reserved.checkoutRef, 'WALLET');
    expect([low.status, low.body.message]).toEqual([422, 'Low Balance: Your wallet balance is low. Please add money in your wallet.']);
    const points = await pay(customer, reserved.checkoutRef, 'LOYALTY_POINTS');
    expect([points.status, points.body.message]).toEqual([422, 'Not enough loyalty points']);
    const cash = await pay(customer, reserved.checkoutRef, 'CASH_ON_DELIVERY');
    expect(cash.status).toBe(400);
    expect((await pay(bob, reserved.checkoutRef, 'WALLET')).body.message).toBe('Reservation not found');
    const card = await pay(customer, reserved.checkoutRef, 'CARD', { returnTo: '/my-deals' });
    expect(card.body.responsePacket).toMatchObject({ status: 'REDIRECT' });
  });

  it('pays through the provider: approve marks it paid once, decline gives the stock back', async () => {
    const customer = await newCustomer(server);
    const platter = await deal('Tandoori Platter for 4');
    const before = platter.stockLeft;
    const reserved = (await reserve(customer, [{ dealItemId: platter.dealItemId, quantity: 2 }])).body.responsePacket;
    const request = (await pay(customer, reserved.checkoutRef, 'UPI', { upiId: 'diner@okaxis', returnTo: '/my-deals' })).body.responsePacket;
    if (request.status !== 'REDIRECT') throw new Error('expected a redirect');
    const txn = request.paymentRequest.paymentTransactionRefId;
    await Promise.all([decide(txn, 'approve'), decide(txn, 'approve')]);
    const results = await Promise.all([update(customer, txn), update(customer, txn)]);
    expect(results.map((r) => r.body.responsePacket)).toEqual([
      { status: 'SUCCESS', purpose: 'STEAL_DEAL', order: null, returnTo: '/my-deals', unused: null },
      { status: 'SUCCESS', purpose: 'STEAL_DEAL', order: null, returnTo: '/my-deals', unused: null },
    ]);
    expect(await myDeals(customer)).toEqual([expect.objectContaining({ title: 'Tandoori Platter for 4', quantity: 2, paymentMode: 'UPI' })]);
    expect((await deal('Tandoori Platter for 4')).stockLeft).toBe(before - 2);

    const second = (await reserve(customer, [{ dealItemId: platter.dealItemId, quantity: 3 }])).body.responsePacket;
    expect((await deal('Tandoori Platter for 4')).stockLeft).toBe(before - 5);
    const declined = (await pay(customer, second.checkoutRef, 'CARD')).body.responsePacket;
    if (declined.status !== 'REDIRECT') throw new Error('expected a redirect');
    await decide(declined.paymentRequest.paymentTransactionRefId, 'decline');
    expect((await update(customer, declined.paymentRequest.paymentTransactionRefId)).body.responsePacket.status).toBe('FAILED');
    expect((await deal('Tandoori Platter for 4')).stockLeft).toBe(before - 2);
    expect(await myDeals(customer)).toHaveLength(1);
  });

  it('refunds a provider payment to the wallet when the deal was paid another way meanwhile', async () => {
    const customer = await newCustomer(server);
    const chai = await deal('Masala Chai Pass ×10');
    const reserved = (await reserve(customer, [{ dealItemId: chai.dealItemId, quantity: 1 }])).body.responsePacket;
    const request = (await pay(customer, reserved.checkoutRef, 'CARD')).body.responsePacket;
    if (request.status !== 'REDIRECT') throw new Error('expected a redirect');
    expect((await pay(customer, reserved.checkoutRef, 'WALLET')).status).toBe(200);
    await decide(request.paymentRequest.paymentTransactionRefId, 'approve');
    expect((await update(customer, request.paymentRequest.paymentTransactionRefId)).body.responsePacket.status).toBe('SUCCESS');
    // Paid once by the wallet (500 − 418.95), and the card's 418.95 came back to the wallet.
    expect((await wallet(customer)).walletBalance).toBe(500);
    expect(await myDeals(customer)).toHaveLength(1);
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });
});

describe('consuming at the outlet', () => {
  it('counts a pass of five as five units: redeeming one leaves four, and two passes are ten', async () => {
    const { customer, deal: bought } = await buyWithWallet('Coffee Pass ×5', 1);
    expect(bought).toMatchObject({ quantity: 1, units: 5, consumed: 0, left: 5 });
    const used = await consume(customer, bought.dealOrderId, 'GL-DEAL-MOH8');
    expect(used.body.responsePacket).toMatchObject({ units: 5, consumed: 1, left: 4 });
    expect((await myDeals(customer))[0]).toMatchObject({ units: 5, consumed: 1, left: 4 });

    const { deal: two } = await buyWithWallet('Coffee Pass ×5', 2);
    expect(two).toMatchObject({ quantity: 2, units: 10, left: 10 });
    // A deal that is not a pass is one unit each.
    const { deal: platters } = await buyWithWallet('Tandoori Platter for 4', 2);
    expect(platters).toMatchObject({ quantity: 2, units: 2, left: 2 });
  });

  it('consumes part of a deal with the outlet QR code, refusing other codes, other outlets and more than is left', async () => {
    const { customer, deal: bought } = await buyWithWallet('Masala Chai Pass ×10', 1);
    const cases: Array<[string, number | undefined, number, string]> = [
      ['GL-ROP-T1', 1, 422, 'This is not an outlet deal QR code'],
      ['GL-DEAL-NOPE', 1, 422, 'This is not an outlet deal QR code'],
      ['GL-DEAL-MOH8', 1, 422, 'This deal is redeemed at another outlet: please scan the QR code of the outlet it was bought for'],
      ['GL-DEAL-ROP', 11, 422, 'You do not have that many of this deal left'],
      ['', 1, 400, "Please scan the outlet's deal QR code"],
    ];
    for (const [qr, quantity, status, message] of cases) {
      const answer = await consume(customer, bought.dealOrderId, qr, quantity);
      expect([qr, answer.status, answer.body.message]).toEqual([qr, status, message]);
    }
    // quantity defaults to 1 (SPEC 9 default consume quantity); the code is read whatever its case.
    const used = await consume(customer, bought.dealOrderId, ' gl-deal-rop ');
    expect(used.status).toBe(200);
    expect(used.body.responsePacket).toMatchObject({ consumed: 1, left: 9 });
    expect((await consume(bob, bought.dealOrderId, 'GL-DEAL-ROP')).body.message).toBe('Deal not found');
  });

  it('never consumes more than was bought, however many scans arrive at once', { tags: ['postgres'] }, async () => {
    const { customer, deal: bought } = await buyWithWallet('Coffee Pass ×5', 1);
    await setStock(bought.dealItemId, 50);
    const answers = await Promise.all(Array.from({ length: 12 }, () => consume(customer, bought.dealOrderId, 'GL-DEAL-MOH8', 1)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.message === 'You do not have that many of this deal left')).toBe(true);
    expect((await myDeals(customer))[0]).toMatchObject({ quantity: 1, units: 5, consumed: 5, left: 0 });
  });
});

describe('gifting and rating', () => {
  it('moves gifted units to the receiver exactly once, even with 20 applies at once', { tags: ['postgres'] }, async () => {
    const { customer: giver, deal: bought } = await buyWithWallet('Coffee Pass ×5', 1);
    const made = await post<DealGiftCode>(server, '/stealDeal/generateGiftCode', { dealOrderId: bought.dealOrderId, quantity: 2 }, giver.auth);
    expect(made.status).toBe(200);
    const code = made.body.responsePacket.giftCodeText;
    expect(code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // Gifting works in units: two coffees of the pass's five go, three stay.
    expect((await myDeals(giver))[0]).toMatchObject({ quantity: 1, units: 5, gifted: 2, left: 3 });
    const tooMany = await post(server, '/stealDeal/generateGiftCode', { dealOrderId: bought.dealOrderId, quantity: 4 }, giver.auth);
    expect([tooMany.status, tooMany.body.message]).toEqual([422, 'You do not have that many of this deal left']);
    const own = await post(server, '/stealDeal/applyGiftCode', { giftCode: code }, giver.auth);
    expect([own.status, own.body.message]).toEqual([422, 'You cannot redeem a gift code you sent']);

    // Signed in one after another: concurrent sign-ins from one address can trip the OTP limiter's gap check.
    const receivers: Customer[] = [];
    for (let i = 0; i < 4; i++) receivers.push(await newCustomer(server));
    const applies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post<MyDeal>(server, '/stealDeal/applyGiftCode', { giftCode: code.toLowerCase() }, (receivers[i % 4] as Customer).auth)),
    );
    const won = applies.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(applies.filter((a) => a.status === 422).every((a) => a.body.message === 'This gift code has already been used')).toBe(true);
    expect(won[0]?.body.responsePacket).toMatchObject({ title: 'Coffee Pass ×5', quantity: 0, units: 2, left: 2, source: 'GIFT', totalPaid: 0 });
    const holdings = (await Promise.all(receivers.map(myDeals))).flat();
    expect(holdings.map((d) => d.units)).toEqual([2]);
    const sent = (await get<DealGiftCode[]>(server, '/stealDeal/giftCodes', giver.auth)).body.responsePacket;
    expect(sent).toEqual([expect.objectContaining({ giftCodeText: code, quantity: 2, status: 'REDEEMED' })]);
    for (const [giftCode, message] of [['GIFT-AAAA-AAAA-AAAA', 'This gift code is not valid'], ['hello', 'This gift code is not valid'], ['', 'Please enter the gift code']]) {
      expect((await post(server, '/stealDeal/applyGiftCode', { giftCode }, bob.auth)).body.message).toBe(message);
    }
  });

  it('rates a deal once something of it was consumed', async () => {
    const { customer, deal: bought } = await buyWithWallet('Coffee Pass ×5', 2);
    const early = await post(server, '/stealDeal/rate', { dealOrderId: bought.dealOrderId, rating: 5 }, customer.auth);
    expect([early.status, early.body.message]).toEqual([422, 'You can rate a deal once you have redeemed it']);
    await consume(customer, bought.dealOrderId, 'GL-DEAL-MOH8');
    const rated = await post<MyDeal>(server, '/stealDeal/rate', { dealOrderId: bought.dealOrderId, rating: 4 }, customer.auth);
    expect(rated.body.responsePacket).toMatchObject({ rating: 4, consumed: 1, left: 9 });
    expect((await post(server, '/stealDeal/rate', { dealOrderId: bought.dealOrderId, rating: 6 }, customer.auth)).body.message).toBe('rating must be at most 5');
    expect((await post(server, '/stealDeal/rate', { dealOrderId: bought.dealOrderId, rating: 3 }, bob.auth)).body.message).toBe('Deal not found');
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });
});
