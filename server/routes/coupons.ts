/** Coupons on a draft order, and the free-delivery offer. */
import { Hono } from 'hono';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { CHECKOUT_PATHS, applyCouponRequest, bestCouponRequest, type Coupon, type DeliveryOffer, type Order } from '../../src/api/contract';
import { formatRupees } from '../../src/lib/format';
import { bestCouponFor } from '../bestCoupon';
import { appliesToOrderType, couponNotValid, couponProblem, couponUseProblem, normaliseCouponCode, toCoupon } from '../coupons';
import { coupons, orders, restaurants } from '../db/schema';
import { notSomeoneElsesReward } from '../rewardCards';
import { currentUser } from '../http/auth';
import { clientAddress } from '../http/clientAddress';
import { limitWrongGuesses } from '../guessLimits';
import { english, readerLocale, say, type Words } from '../http/say';
import { m } from '../messages';
import { offerWords } from '../messages/offers';
import { ApiError, ok } from '../http/envelope';
import { orderRefParam, orderTypeParam } from '../http/params';
import type { AppEnv, Deps } from '../http/types';
import { parseWith, readJsonBody } from '../http/validate';
import { toRupees } from '../money';
import { findOwnOrder, repriceDraft, requireDraft, toOrder } from '../orders/store';
import { restaurantNotFound } from '../outlets';
import { FREE_DELIVERY_MIN_PAISE } from '../pricing';
import { z } from 'zod';

const restaurantIdParam = z.union([z.literal('ALL'), z.string().regex(/^[1-9]\d{0,8}$/, 'restaurantId must be ALL or an outlet recordId').transform(Number)]);

// In English, as the tests read them; the customer reads them in their language.
export const NO_COUPON_SAVES = offerWords.noCouponSaves.en;
export const BEST_OFFER_DECLINED = offerWords.bestOfferDeclined.en;

export function couponRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/couponList/:orderType/:restaurantId', async (c) => {
    const user = currentUser(c);
    const rawType = c.req.param('orderType');
    const orderType = rawType === 'ALL' ? 'ALL' : orderTypeParam(rawType);
    const restaurantId = parseWith(restaurantIdParam, c.req.param('restaurantId'));
    if (restaurantId !== 'ALL') {
      const [outlet] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId));
      if (!outlet) throw restaurantNotFound();
    }
    const now = new Date(deps.now());
    const rows = await db
      .select()
      .from(coupons)
      .where(
        and(
          lte(coupons.validFrom, now),
          gte(coupons.validTo, now),
          // A code-only coupon is for whoever was told its code: applied when typed, never listed.
          eq(coupons.listed, true),
          restaurantId === 'ALL' ? undefined : or(isNull(coupons.restaurantId), eq(coupons.restaurantId, restaurantId)),
          notSomeoneElsesReward(db, user.id),
        ),
      )
      .orderBy(asc(coupons.minOrderPaise), asc(coupons.code));
    // 'ALL' and 'All' list everything; a food order type lists what it can use.
    const listed = orderType === 'ALL' || orderType === 'All' ? rows : rows.filter((row) => appliesToOrderType(row, orderType));
    return ok<Coupon[]>(c, listed.map((row) => toCoupon(row, readerLocale(c.req.raw))));
  });

  routes.post(CHECKOUT_PATHS.applyCoupon, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, applyCouponRequest);
    const code = normaliseCouponCode(request.couponCode);
    const guesser = { customerId: user.id, clientAddress: clientAddress(c) };
    const isWrong = (error: unknown) => error instanceof ApiError && error.message === english(couponNotValid(code));
    const order = await limitWrongGuesses(db, deps.guessLimits, 'coupon', guesser, deps.now(), () => db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, request.orderRefId, true);
      requireDraft(row);
      // A code won on someone else's scratch card is 'not valid' here, as if it did not exist.
      const [coupon] = await tx.select().from(coupons).where(and(eq(coupons.code, code), notSomeoneElsesReward(tx, user.id)));
      const problem = couponProblem(code, coupon, row, deps.now()) ?? (coupon ? await couponUseProblem(tx, coupon, user.id) : null);
      if (problem !== null) throw new ApiError(422, problem);
      return (await repriceDraft(tx, row, { couponCode: code }, deps.now())).order;
    }), isWrong);
    return ok<Order>(c, await toOrder(db, order, deps), { ref: offerWords.couponApplied, params: { code } });
  });

  // The best offer (issue 23): checkout asks for it while the diner has chosen no coupon; the draft gets the
  // coupon that leaves the lowest bill, or stays as it is when none saves anything. A coupon on the draft by the
  // time this runs was the diner's choice (typed, or 'Use now' on /offers) unless it is the one the app chose
  // before (`replacing`): it stays, and so does a draft whose diner took a coupon off (removeCoupon marks it), on
  // this tab, after a reload or on another. Both are refused (422), so an answer with a coupon is always the one
  // chosen here.
  routes.post(CHECKOUT_PATHS.applyBestCoupon, async (c) => {
    const user = currentUser(c);
    const { orderRefId, replacing } = await readJsonBody(c, bestCouponRequest);
    const { order, best } = await db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, orderRefId, true);
      requireDraft(row);
      if (row.couponCode && row.couponCode !== replacing) throw new ApiError(422, { ref: offerWords.couponAlreadyApplied, params: { code: row.couponCode } });
      if (row.bestOfferDeclined) throw new ApiError(422, { ref: offerWords.bestOfferDeclined });
      const best = await bestCouponFor(tx, row, user.id, deps.now());
      if (!best) return { order: row, best };
      return { order: (await repriceDraft(tx, row, { couponCode: best.code }, deps.now())).order, best };
    });
    const message: Words = best
      ? { ref: offerWords.bestOfferApplied, params: { code: best.code, amount: formatRupees(toRupees(best.discountPaise)) } }
      : { ref: offerWords.noCouponSaves };
    return ok<Order>(c, await toOrder(db, order, deps), message);
  });

  routes.post('/removeCoupon/:orderRefId', async (c) => {
    const user = currentUser(c);
    const refId = orderRefParam(c.req.param('orderRefId'));
    const order = await db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, refId, true);
      requireDraft(row);
      await tx.update(orders).set({ bestOfferDeclined: true }).where(eq(orders.id, row.id));
      return (await repriceDraft(tx, row, { couponCode: null }, deps.now())).order;
    });
    return ok<Order>(c, await toOrder(db, order, deps), { ref: offerWords.couponRemoved });
  });

  routes.get('/getDeliveryOffer/:orderRefId', async (c) => {
    const user = currentUser(c);
    const order = await findOwnOrder(db, user.id, orderRefParam(c.req.param('orderRefId')));
    const minOrderAmount = toRupees(FREE_DELIVERY_MIN_PAISE);
    if (order.orderType !== 'HomeDelivery') {
      return ok<DeliveryOffer>(c, { isDeliveryOfferApplicable: false, message: say(c, m.noDeliveryFee, { orderType: order.orderType }), minOrderAmount });
    }
    const counted = order.restaurantBillPaise - order.couponDiscountPaise;
    const message = order.isDeliveryOfferApplicable
      ? say(c, m.freeDeliveryAbove, { amount: formatRupees(minOrderAmount) })
      : say(c, m.addForFreeDelivery, { amount: formatRupees(toRupees(FREE_DELIVERY_MIN_PAISE - counted)) });
    return ok<DeliveryOffer>(c, { isDeliveryOfferApplicable: order.isDeliveryOfferApplicable, message, minOrderAmount });
  });

  return routes;
}
