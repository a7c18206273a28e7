/**
 * The best offer (issue 23): applyBestCoupon picks, among the coupons this customer can use on this draft, the one
 * that leaves the lowest bill; caps, expiry, use limits and ties decide as the rules say. The demo's coupons:
 * WELCOME50 (₹50 from ₹299, once each), GOLD20 (20 % up to ₹150 from ₹499), TAKEAWAY10 (10 % of TakeAway from ₹199),
 * OLDNEWYEAR (expired).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Order } from '../../src/api/contract';
import { BEST_OFFER_DECLINED, NO_COUPON_SAVES } from '../../server/routes/coupons';
import { coupons, restaurants, scratchCards, users } from '../../server/db/schema';
import { type TestServer } from '../support/server';
import { MOHALI, draft, newCustomer, startWithTwoCustomers, type Customer } from '../support/ordering';
import { post } from './http';

let server: TestServer;
let alice: Customer;
let bob: Customer;
beforeAll(async () => {
  ({ server, alice, bob } = await startWithTwoCustomers());
});
afterAll(() => server.close());

const DAY = 86_400_000;

async function best(order: Order, customer = alice) {
  const res = await post<Order>(server, '/applyBestCoupon', { orderRefId: order.orderRefId }, customer.auth);
  expect(res.status, res.body.message).toBe(200);
  return { order: res.body.responsePacket, message: res.body.message };
}

/** A coupon for this test only, for every outlet (unless one is named) and order type, from ₹1. */
async function addCoupon(
  code: string,
  discountRupees: number,
  validFrom: number,
  validTo: number,
  limits: { maxUsesTotal?: number; usesTotal?: number; restaurantId?: number } = {},
) {
  await server.db.insert(coupons).values({
    code,
    title: code,
    description: code,
    discountType: 'FLAT',
    discountValue: discountRupees * 100,
    maxDiscountPaise: null,
    minOrderPaise: 100,
    orderTypes: null,
    restaurantId: limits.restaurantId ?? null,
    validFrom: new Date(validFrom),
    validTo: new Date(validTo),
    maxUsesPerCustomer: null,
    maxUsesTotal: limits.maxUsesTotal ?? null,
    usesTotal: limits.usesTotal ?? 0,
  });
}
const removeCoupons = (...codes: string[]) => server.db.delete(coupons).where(inArray(coupons.code, codes));
const outletId = async (uuid: string) => (await server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, uuid)))[0]?.id ?? 0;
const userId = async (customer: Customer) => (await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile)))[0]?.id ?? 0;
const NOIDA = '7ddacd16-2db5-40c2-bbfa-98841a012eb5';

describe('applyBestCoupon', () => {
  it('weighs each coupon’s cap: GOLD20 stops at ₹150, so on a bigger bill TAKEAWAY10 saves more', async () => {
    // ₹1,316 (4 × Paneer Tikka): GOLD20 20 % = ₹263.20, capped at ₹150; TAKEAWAY10 10 % = ₹131.60; WELCOME50 ₹50.
    const mid = await best(await draft(server, alice, [['Paneer Tikka', 4]]));
    expect(mid.order.couponCode).toBe('GOLD20');
    expect(mid.order.couponDiscountAmount).toBe(150);
    expect(mid.message).toBe('Best offer applied: GOLD20 saves ₹150');

    // ₹1,974 (6 × Paneer Tikka): TAKEAWAY10 = ₹197.40 beats GOLD20's ₹150.
    const big = await best(await draft(server, alice, [['Paneer Tikka', 6]]));
    expect(big.order.couponCode).toBe('TAKEAWAY10');
    expect(big.order.couponDiscountAmount).toBe(197.4);
    expect(big.message).toBe('Best offer applied: TAKEAWAY10 saves ₹197.40');
  });

  it('never picks an expired coupon, one not active yet, or one whose total uses are spent, however big', async () => {
    const now = Date.now();
    try {
      await addCoupon('GONE900', 900, now - 10 * DAY, now - DAY);
      await addCoupon('LATER900', 900, now + DAY, now + 10 * DAY);
      await addCoupon('SPENT900', 900, now - DAY, now + 10 * DAY, { maxUsesTotal: 5, usesTotal: 5 });
      const { order } = await best(await draft(server, alice, [['Paneer Tikka', 4]]));
      expect(order.couponCode).toBe('GOLD20');
    } finally {
      await removeCoupons('GONE900', 'LATER900', 'SPENT900');
    }
  });

  it('breaks a tie by the coupon that lapses first, then by its code', async () => {
    const now = Date.now();
    try {
      await addCoupon('TIEA400', 400, now - DAY, now + 20 * DAY);
      await addCoupon('TIEB400', 400, now - DAY, now + 10 * DAY);
      expect((await best(await draft(server, alice, [['Paneer Tikka', 4]]))).order.couponCode).toBe('TIEB400');
      await removeCoupons('TIEB400');
      await addCoupon('TIEC400', 400, now - DAY, now + 20 * DAY);
      expect((await best(await draft(server, alice, [['Paneer Tikka', 4]]))).order.couponCode).toBe('TIEA400');
    } finally {
      await removeCoupons('TIEA400', 'TIEB400', 'TIEC400');
    }
  });

  it('never offers one diner the coupon another won on a scratch card, however big; its winner gets it', async () => {
    const now = Date.now();
    try {
      await addCoupon('BOBSCARD900', 900, now - DAY, now + 10 * DAY);
      await server.db.insert(scratchCards).values({
        userId: await userId(bob),
        title: 'For your order',
        rewardKind: 'COUPON',
        rewardValue: 15,
        couponCode: 'BOBSCARD900',
        status: 'REVEALED',
        createdAt: new Date(now - DAY),
        revealedAt: new Date(now - DAY),
        expiresAt: new Date(now + 10 * DAY),
      });
      expect((await best(await draft(server, alice, [['Paneer Tikka', 4]]))).order.couponCode).toBe('GOLD20');
      expect((await best(await draft(server, bob, [['Paneer Tikka', 4]]), bob)).order.couponCode).toBe('BOBSCARD900');
    } finally {
      await server.db.delete(scratchCards).where(eq(scratchCards.couponCode, 'BOBSCARD900'));
      await removeCoupons('BOBSCARD900');
    }
  });

  it('tries this outlet’s own coupons, never another outlet’s', async () => {
    const now = Date.now();
    try {
      await addCoupon('NOIDAONLY900', 900, now - DAY, now + 10 * DAY, { restaurantId: await outletId(NOIDA) });
      await addCoupon('MOHALIONLY400', 400, now - DAY, now + 10 * DAY, { restaurantId: await outletId(MOHALI) });
      // ₹1,316 at Mohali: its own ₹400 beats GOLD20's ₹150; Noida's ₹900 is not Mohali's to give.
      const { order } = await best(await draft(server, alice, [['Paneer Tikka', 4]]));
      expect(order.couponCode).toBe('MOHALIONLY400');
    } finally {
      await removeCoupons('NOIDAONLY900', 'MOHALIONLY400');
    }
  });

  it('leaves out a coupon the customer has used up: WELCOME50 once each', async () => {
    const carol = await newCustomer(server);
    // ₹329: only WELCOME50 (₹50) and TAKEAWAY10 (₹32.90) apply; GOLD20 needs ₹499.
    const first = await best(await draft(server, carol, [['Paneer Tikka', 1]]), carol);
    expect(first.order.couponCode).toBe('WELCOME50');
    const placed = await post<Order>(server, `/placeOrder/${first.order.orderRefId}`, { paymentMode: 'WALLET' }, carol.auth);
    expect(placed.status, placed.body.message).toBe(200);
    const next = await best(await draft(server, carol, [['Paneer Tikka', 1]]), carol);
    expect(next.order.couponCode).toBe('TAKEAWAY10');
  });

  it('applies nothing and says so when no coupon saves anything', async () => {
    // ₹79 of chai: below every coupon's minimum.
    const { order, message } = await best(await draft(server, alice, [['Masala Chai', 1]]));
    expect(order.couponCode).toBeNull();
    expect(message).toBe(NO_COUPON_SAVES);
  });

  it('gives nothing by itself to a draft whose diner took a coupon off', async () => {
    const first = await best(await draft(server, alice, [['Paneer Tikka', 4]]));
    expect(first.order.couponCode).toBe('GOLD20');
    const removed = await post<Order>(server, `/removeCoupon/${first.order.orderRefId}`, {}, alice.auth);
    expect(removed.status, removed.body.message).toBe(200);
    const again = await post<Order>(server, '/applyBestCoupon', { orderRefId: first.order.orderRefId }, alice.auth);
    expect([again.status, again.body.message]).toEqual([422, BEST_OFFER_DECLINED]);
    // Choosing one by hand still works.
    const chosen = await post<Order>(server, '/applyCoupon', { orderRefId: first.order.orderRefId, couponCode: 'WELCOME50' }, alice.auth);
    expect(chosen.body.responsePacket.couponCode).toBe('WELCOME50');
  });

  it('replaces the coupon it chose before when a bigger bill opens a better one', async () => {
    const order = await draft(server, alice, [['Paneer Tikka', 4]]);
    const earlier = await post<Order>(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'WELCOME50' }, alice.auth);
    expect(earlier.status, earlier.body.message).toBe(200);
    const res = await post<Order>(server, '/applyBestCoupon', { orderRefId: order.orderRefId, replacing: 'WELCOME50' }, alice.auth);
    expect([res.status, res.body.message, res.body.responsePacket.couponCode]).toEqual([200, 'Best offer applied: GOLD20 saves ₹150', 'GOLD20']);
    // Naming another coupon than the one on the draft replaces nothing.
    const wrong = await post<Order>(server, '/applyBestCoupon', { orderRefId: order.orderRefId, replacing: 'WELCOME50' }, alice.auth);
    expect([wrong.status, wrong.body.message]).toEqual([422, 'Coupon GOLD20 is already applied']);
  });

  it('keeps a coupon the diner chose, even when another would save more', async () => {
    const chosen = await draft(server, alice, [['Paneer Tikka', 4]]);
    const applied = await post<Order>(server, '/applyCoupon', { orderRefId: chosen.orderRefId, couponCode: 'TAKEAWAY10' }, alice.auth);
    expect(applied.status, applied.body.message).toBe(200);
    const again = await post<Order>(server, '/applyBestCoupon', { orderRefId: chosen.orderRefId }, alice.auth);
    expect([again.status, again.body.message]).toEqual([422, 'Coupon TAKEAWAY10 is already applied']);
  });
});
