/**
 * The one ledger for wallet money and points: top-ups through the provider credit exactly once, a split
 * payment takes both parts or neither, and after a random mix of money operations every balance still
 * equals the sum of its ledger (findLedgerMismatches, the nightly-style check).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DealItem, DealPayment, DealReservation, Order, PaymentRequest, PaymentResult, ScratchCard, WalletBalance } from '../../src/api/contract';
import type { EventReservation, EventSummary, EventTicketKind } from '../../src/api/contract';
import { pointTransactions, scratchCards, users, voucherRedemptions, walletTransactions } from '../../server/db/schema';
import { findLedgerMismatches } from '../../server/ledgerCheck';
import { startTestServer, type TestServer } from '../support/server';
import { draft, newCustomer, type Customer } from '../support/ordering';
import { get, post } from './http';
import { formatRupees } from '../../src/lib/format';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const wallet = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;
const topUp = (customer: Customer, amount: unknown, extra: Record<string, unknown> = {}) =>
  post<PaymentRequest>(server, '/generatePaymentRequest', { amount, paymentMode: 'CARD', ...extra }, customer.auth);
const payOrder = (customer: Customer, order: Order, extra: Record<string, unknown> = {}) =>
  post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD', ...extra }, customer.auth);
const decide = (txnId: string, decision: 'approve' | 'decline') => fetch(`${server.url}/pay/${txnId}/${decision}`, { method: 'POST', redirect: 'manual' });
const update = (customer: Customer, txnId: string) => post<PaymentResult>(server, `/updatePaymentRequest/${txnId}`, {}, customer.auth);

async function ledgerRows(customer: Customer) {
  const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no user');
  return server.db.select().from(walletTransactions).where(eq(walletTransactions.userId, user.id));
}

describe('wallet top-up through the provider', () => {
  it('credits once however often it is approved, reported or refreshed', async () => {
    const customer = await newCustomer(server);
    const request = await topUp(customer, 2000, { returnTo: '/wallet-money' });
    expect(request.status).toBe(200);
    const txn = request.body.responsePacket.paymentTransactionRefId;
    const page = await (await fetch(`${server.url}/pay/${txn}`)).text();
    expect(page).toContain('Wallet top-up');
    expect(page).toContain('₹2,000');
    // Approve twice (double tap), then the app asks three times at once (refresh, back button).
    await Promise.all([decide(txn, 'approve'), decide(txn, 'approve')]);
    const answers = await Promise.all([update(customer, txn), update(customer, txn), update(customer, txn)]);
    for (const answer of answers) {
      expect(answer.body.responsePacket).toEqual({ status: 'SUCCESS', purpose: 'TOP_UP', order: null, returnTo: '/wallet-money', unused: null });
    }
    expect((await wallet(customer)).walletBalance).toBe(2500);
    expect((await ledgerRows(customer)).filter((row) => row.kind === 'TOP_UP').map((row) => row.amountPaise)).toEqual([200000]);
  });

  it('credits nothing when declined, even if approved afterwards', async () => {
    const customer = await newCustomer(server);
    const txn = (await topUp(customer, 5000)).body.responsePacket.paymentTransactionRefId;
    await decide(txn, 'decline');
    await decide(txn, 'approve');
    expect((await update(customer, txn)).body.responsePacket).toMatchObject({ status: 'FAILED', purpose: 'TOP_UP', returnTo: null });
    expect((await wallet(customer)).walletBalance).toBe(500);
  });

  it('refuses amounts that are missing, not whole rupees or too large, and return paths off the app', async () => {
    const customer = await newCustomer(server);
    expect((await topUp(customer, 0)).body.message).toBe('Please select amount to be added');
    expect((await topUp(customer, 10.5)).body.message).toBe('Please enter valid amount');
    expect((await topUp(customer, 50_001)).body.message).toBe('Please enter valid amount');
    expect((await topUp(customer, '100')).body.message).toBe('amount must be a number');
    for (const returnTo of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const answer = await topUp(customer, 100, { returnTo });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('returnTo must be an app path');
    }
    expect((await topUp(customer, 100, { paymentMode: 'WALLET' })).status).toBe(400);
  });
});

describe('split payment: wallet part and provider part', () => {
  it('takes both parts and places the order when the provider succeeds', async () => {
    const customer = await newCustomer(server);
    // Paneer Tikka ×4 TakeAway is more than the ₹500 welcome credit: the wallet pays ₹500, the card the rest.
    const order = await draft(server, customer, [['Paneer Tikka', 4]]);
    expect(order.orderTotal).toBeGreaterThan(500);
    const request = await payOrder(customer, order, { payableUsingWallet: 500 });
    expect(request.status).toBe(200);
    const txn = request.body.responsePacket.paymentTransactionRefId;
    expect(await (await fetch(`${server.url}/pay/${txn}`)).text()).toContain(`₹${(order.orderTotal - 500).toFixed(2)}`);
    await decide(txn, 'approve');
    const result = (await update(customer, txn)).body.responsePacket;
    expect(result.order?.status).toBe('PLACED');
    expect((await wallet(customer)).walletBalance).toBe(0);
    const rows = await ledgerRows(customer);
    expect(rows.filter((row) => row.kind === 'ORDER_PAYMENT').map((row) => row.amountPaise)).toEqual([-50000]);
  });

  it('takes neither when the wallet was spent meanwhile: the order stays unpaid and the card money goes to the wallet', async () => {
    const customer = await newCustomer(server);
    const big = await draft(server, customer, [['Paneer Tikka', 4]]);
    const txn = (await payOrder(customer, big, { payableUsingWallet: 400 })).body.responsePacket.paymentTransactionRefId;
    // Meanwhile a wallet order on another device leaves less than ₹400.
    const small = await draft(server, customer, [['Garlic Naan', 1]]);
    expect((await post<Order>(server, `/placeOrder/${small.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth)).status).toBe(200);
    await decide(txn, 'approve');
    const result = (await update(customer, txn)).body.responsePacket;
    expect(result.status).toBe('SUCCESS');
    expect(result.order?.status).toBe('DRAFT');
    const cardPart = Math.round((big.orderTotal - 400) * 100);
    // Said as money in the wallet, never as an order placed.
    expect(result.unused).toEqual({
      amount: cardPart / 100,
      why: `The order could not be placed with this payment (it changed while you paid), so ${formatRupees(cardPart / 100)} is back in your wallet. Look at it again and pay.`,
    });
    const rows = await ledgerRows(customer);
    expect(rows.filter((row) => row.kind === 'REFUND').map((row) => row.amountPaise)).toEqual([cardPart]);
    expect(rows.some((row) => row.reference === `split-${txn}`)).toBe(false);
    expect((await wallet(customer)).walletBalance).toBeCloseTo(500 - small.orderTotal + cardPart / 100, 2);
  });

  it('refuses a wallet part the wallet cannot cover, or one that covers the whole bill', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 4]]);
    expect((await payOrder(customer, order, { payableUsingWallet: 600 })).body.message).toBe(
      'Low Balance: Your wallet balance is low. Please add money in your wallet.',
    );
    const small = await draft(server, customer, [['Garlic Naan', 1]]);
    expect((await payOrder(customer, small, { payableUsingWallet: small.orderTotal })).body.message).toBe(
      'The wallet covers this bill: please pay with Wallet',
    );
  });
});

describe('the ledger check', () => {
  it('finds a balance changed outside the ledger', async () => {
    const customer = await newCustomer(server);
    const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
    if (!user) throw new Error('no user');
    await server.db.update(users).set({ walletBalancePaise: user.walletBalancePaise + 1, rewardPoints: 7 }).where(eq(users.id, user.id));
    expect(await findLedgerMismatches(server.db)).toContainEqual({
      userId: user.id,
      walletBalancePaise: user.walletBalancePaise + 1,
      walletLedgerPaise: user.walletBalancePaise,
      rewardPoints: 7,
      pointsLedger: 0,
    });
    await server.db.update(users).set({ walletBalancePaise: user.walletBalancePaise, rewardPoints: 0 }).where(eq(users.id, user.id));
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });

  it('finds no mismatch after 200 random money operations by 4 customers, many at once', { tags: ['postgres'], timeout: 180_000 }, async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer(server)));
    // A fixed seed, printed and overridable (LEDGER_SEED=n), so a failure can be replayed.
    let seed = Number(process.env.LEDGER_SEED ?? 20_261_124);
    console.log(`ledger random-operations seed: ${seed}`);
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const dishes: Array<[string, number]> = [['Garlic Naan', 1], ['Paneer Tikka', 1], ['Butter Naan', 2], ['Dal Makhani', 1]];
    const dealList = (await get<DealItem[]>(server, '/stealDeal/itemList?mainCategory=All')).body.responsePacket;
    const cheapDeals = dealList.filter((d) => d.title === 'Masala Chai Pass ×10' || d.title === 'Kulfi Family Pack');
    // Issue 11: the seeded Karaoke Night's tickets (₹199 and ₹399); selling out on the way is part of the test.
    const karaoke = (await get<EventSummary[]>(server, '/getEventList/upComing')).body.responsePacket.find((e) => e.title === 'Karaoke Night');
    if (!karaoke) throw new Error('no Karaoke Night');
    const karaokeTickets = (await get<EventTicketKind[]>(server, `/getEventTicketList/${karaoke.eventId}`)).body.responsePacket;

    // An operation that stops early does so on a refusal, and a refusal must be a clear 4xx: none is dropped
    // silently, and every kind of operation must also run to its end at least once (checked below).
    const refusals: string[] = [];
    const refused = (response: { status: number; body: { message: string } }): false => {
      if (response.status < 400 || response.status >= 500 || !response.body.message) throw new Error(`not a clear refusal: ${response.status} ${response.body.message}`);
      refusals.push(response.body.message);
      return false;
    };
    const completed = new Map<number, number>();
    const operations: Array<() => Promise<boolean>> = [
      async () => {
        const customer = pick(customers);
        const txn = (await topUp(customer, pick([100, 2000, 5000]))).body.responsePacket.paymentTransactionRefId;
        await Promise.all([decide(txn, pick(['approve', 'decline'])), decide(txn, pick(['approve', 'decline']))]);
        await Promise.all([update(customer, txn), update(customer, txn)]);
        return true;
      },
      async () => {
        const customer = pick(customers);
        const order = await draft(server, customer, [pick(dishes)]);
        await Promise.all([pick(['WALLET', 'LOYALTY_POINTS']), pick(['WALLET', 'LOYALTY_POINTS'])].map((mode) =>
          post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: mode }, customer.auth)));
        return true;
      },
      async () => {
        const customer = pick(customers);
        const order = await draft(server, customer, [pick(dishes)]);
        const part = pick([0, 10, 50]);
        const request = await payOrder(customer, order, part ? { payableUsingWallet: part } : {});
        if (request.status !== 200) return refused(request);
        const txn = request.body.responsePacket.paymentTransactionRefId;
        await decide(txn, pick(['approve', 'approve', 'decline']));
        await update(customer, txn);
        return true;
      },
      // Issue 10: promo codes redeemed twice at once by one customer (a double tap): credited once, within caps.
      async () => {
        const customer = pick(customers);
        const voucherCode = pick(['GOLD100', 'POINTS150', 'FIRSTSIP', 'NEWYEAR25']);
        await Promise.all([0, 1].map(() => post(server, '/redeemVoucher', { voucherCode }, customer.auth)));
        return true;
      },
      // Issue 10, scratch cards: a paid ₹299+ order earns one; a card is scratched twice at once (two devices).
      async () => {
        const customer = pick(customers);
        const order = await draft(server, customer, [['Paneer Tikka', 1]]);
        await post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: pick(['WALLET', 'PAY_AT_STORE']) }, customer.auth);
        const cards = (await get<ScratchCard[]>(server, '/getAllScratchCard', customer.auth)).body.responsePacket;
        const card = cards.length > 0 ? pick(cards) : null;
        if (card) await Promise.all([0, 1].map(() => post(server, `/scratchTheCard/${card.scratchCardId}`, {}, customer.auth)));
        return true;
      },
      // Issue 11: a steal deal paid twice at once with the wallet or points, or through the provider while the
      // wallet pays it too (the provider's money then comes back to the wallet).
      async () => {
        const customer = pick(customers);
        const deal = pick(cheapDeals);
        const reserved = await post<DealReservation>(server, '/stealDeal/reserve', { items: [{ dealItemId: deal.dealItemId, quantity: 1 }] }, customer.auth);
        if (reserved.status !== 200) return refused(reserved);
        const { checkoutRef } = reserved.body.responsePacket;
        const payDeal = (paymentMode: string) => post<DealPayment>(server, '/stealDeal/order', { checkoutRef, paymentMode }, customer.auth);
        if (random() < 0.5) {
          await Promise.all([payDeal(pick(['WALLET', 'LOYALTY_POINTS'])), payDeal(pick(['WALLET', 'LOYALTY_POINTS']))]);
          return true;
        }
        const answer = await payDeal('CARD');
        // Refused (the reservation ran out, say): nothing to decide.
        if (answer.status !== 200) return refused(answer);
        const request = answer.body.responsePacket;
        if (request.status !== 'REDIRECT') throw new Error(`a card payment of a deal answered ${request.status}, not REDIRECT`);
        const txn = request.paymentRequest.paymentTransactionRefId;
        await Promise.all([decide(txn, pick(['approve', 'approve', 'decline'])), random() < 0.3 ? payDeal('WALLET') : Promise.resolve()]);
        await Promise.all([update(customer, txn), update(customer, txn)]);
        return true;
      },
      // Issue 11: event tickets paid twice at once with one key (a retried tap) and once more without, from the
      // wallet or points; or through the provider with part from the wallet, decided and reported twice at once.
      async () => {
        const customer = pick(customers);
        const tickets = [{ ticketId: pick(karaokeTickets).ticketId, quantity: pick([1, 2]) }];
        const buy = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
          post<EventReservation>(server, '/payForEventReservation', { eventId: karaoke.eventId, tickets, ...body }, { ...customer.auth, ...headers });
        if (random() < 0.5) {
          const paymentMode = pick(['WALLET', 'LOYALTY_POINTS']);
          const key = { 'Idempotency-Key': `ledger-event-${random()}` };
          await Promise.all([buy({ paymentMode }, key), buy({ paymentMode }, key), buy({ paymentMode: pick(['WALLET', 'LOYALTY_POINTS']) })]);
          return true;
        }
        const part = pick([0, 0, 50]);
        const request = await buy({ paymentMode: 'CARD', ...(part ? { payableUsingWallet: part } : {}) });
        if (request.status !== 200) return refused(request);
        const txn = request.body.responsePacket.paymentRequest?.paymentTransactionRefId;
        if (!txn) throw new Error('a card booking answered without a payment request');
        await Promise.all([decide(txn, pick(['approve', 'approve', 'decline'])), decide(txn, pick(['approve', 'decline']))]);
        await Promise.all([update(customer, txn), update(customer, txn)]);
        return true;
      },
    ];
    const results: Array<PromiseSettledResult<boolean>> = [];
    const run = async (kind: number) => {
      if (await operations[kind]!()) completed.set(kind, (completed.get(kind) ?? 0) + 1);
      return true;
    };
    for (let round = 0; round < 20; round++) {
      results.push(...(await Promise.allSettled(Array.from({ length: 10 }, () => run(Math.floor(random() * operations.length))))));
    }
    expect(results).toHaveLength(200);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    console.log(`ledger random operations: ${refusals.length} refused (${[...new Set(refusals)].join('; ')})`);
    expect([...completed.keys()].sort()).toEqual(operations.map((_, kind) => kind));
    expect(await findLedgerMismatches(server.db)).toEqual([]);
    // Points moved too, so the points half of the check was exercised.
    expect((await server.db.select().from(pointTransactions)).length).toBeGreaterThan(0);
    // Promo codes were redeemed too, each at most once per customer.
    expect((await server.db.select().from(voucherRedemptions)).length).toBeGreaterThan(0);
    // Scratch cards were revealed too, each credited once (the ledger's 'scratch-<id>' reference).
    expect((await server.db.select().from(scratchCards)).some((card) => card.status === 'REVEALED')).toBe(true);
    // Event tickets were paid for too, each booking in the ledger once (its ref as the reference).
    expect((await server.db.select().from(walletTransactions)).some((row) => row.kind === 'EVENT_PAYMENT')).toBe(true);
    // 200 operations of several requests each (four kinds since issue 11): more than the default 20 s on 2 cores.
  });
});
