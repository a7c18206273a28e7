/** Steal deals (issue 11, SPEC 7's steal-deal endpoints): browsing is public; the rest needs a signed-in customer. */
import { Hono } from 'hono';
import {
  PATHS,
  applyGiftCodeRequest,
  consumeDealRequest,
  dealCartRequest,
  dealItemListQuery,
  langQuery,
  dealOrderRequest,
  generateGiftCodeRequest,
  rateDealRequest,
  type DealBill,
  type DealCategory,
  type DealGiftCode,
  type DealItem,
  type DealPayment,
  type DealReservation,
  type MyDeal,
} from '../../src/api/contract';
import { limitWrongGuesses } from '../guessLimits';
import { currentUser } from '../http/auth';
import { clientAddress } from '../http/clientAddress';
import { ApiError, ok } from '../http/envelope';
import { offerWords } from '../messages/offers';
import { itemIdParam } from '../http/params';
import type { AppEnv, Deps } from '../http/types';
import { parseWith, readJsonBody } from '../http/validate';
import { presentOnly } from '../http/query';
import { findDeal, listCategories, listDeals } from '../stealDeals/catalog';
import { calculateDealBill, payForDeals, reserveDeals } from '../stealDeals/checkout';
import { applyGiftCode, consumeDeal, generateGiftCode, giftCodesFrom, myDealsOf, rateDeal } from '../stealDeals/holdings';

export function stealDealRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  // The chain's words in the reader's language, named in the address (?lang=hi) so the worker keeps each apart.
  routes.get(PATHS.stealDealCategoryList, async (c) => {
    const { lang = 'en' } = parseWith(langQuery, presentOnly(c.req.query()));
    return ok<DealCategory[]>(c, await listCategories(db, lang));
  });

  routes.get(PATHS.stealDealItemList, async (c) => {
    const { mainCategory, lang = 'en' } = parseWith(dealItemListQuery, c.req.query());
    return ok<DealItem[]>(c, await listDeals(db, mainCategory, deps.now(), lang));
  });

  routes.get('/stealDeal/itemDetail/:dealItemId', async (c) => {
    const dealItemId = itemIdParam(c.req.param('dealItemId'));
    const { lang = 'en' } = parseWith(langQuery, presentOnly(c.req.query()));
    return ok<DealItem>(c, await findDeal(db, dealItemId, deps.now(), lang));
  });

  routes.post(PATHS.stealDealTaxCalculation, async (c) => {
    const { items } = await readJsonBody(c, dealCartRequest);
    return ok<DealBill>(c, await calculateDealBill(db, items, deps.now()));
  });

  routes.post(PATHS.stealDealReserve, async (c) => {
    const user = currentUser(c);
    const { items } = await readJsonBody(c, dealCartRequest);
    return ok<DealReservation>(c, await reserveDeals(db, user.id, items, deps.now()), { ref: offerWords.dealsReserved });
  });

  routes.post(PATHS.stealDealOrder, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, dealOrderRequest);
    const payment = await payForDeals(deps, user.id, request);
    return ok<DealPayment>(c, payment, { ref: payment.status === 'PAID' ? offerWords.dealPurchased : offerWords.continueToPayment });
  });

  routes.get(PATHS.stealDealMyDeals, async (c) => ok<MyDeal[]>(c, await myDealsOf(db, currentUser(c).id)));

  routes.post(PATHS.stealDealConsume, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, consumeDealRequest);
    const deal = await consumeDeal(db, user.id, request, deps.now());
    return ok<MyDeal>(c, deal, { ref: offerWords.dealRedeemed, params: { quantity: request.quantity, left: deal.left } });
  });

  routes.post(PATHS.stealDealGenerateGiftCode, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, generateGiftCodeRequest);
    return ok<DealGiftCode>(c, await generateGiftCode(db, user.id, request, deps.now()), { ref: offerWords.giftCodeReady });
  });

  routes.get(PATHS.stealDealGiftCodes, async (c) => ok<DealGiftCode[]>(c, await giftCodesFrom(db, currentUser(c).id)));

  routes.post(PATHS.stealDealApplyGiftCode, async (c) => {
    const user = currentUser(c);
    const { giftCode } = await readJsonBody(c, applyGiftCodeRequest);
    const now = deps.now();
    const deal = await limitWrongGuesses(
      db,
      deps.guessLimits,
      'giftCode',
      { customerId: user.id, clientAddress: clientAddress(c) },
      now,
      () => applyGiftCode(db, user.id, giftCode, now),
      (error) => error instanceof ApiError && error.message === offerWords.giftCodeInvalid.en,
    );
    return ok<MyDeal>(c, deal, { ref: offerWords.giftInYourDeals });
  });

  routes.post(PATHS.stealDealRate, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, rateDealRequest);
    return ok<MyDeal>(c, await rateDeal(db, user.id, request, deps.now()), { ref: offerWords.thanksForRatingDeal });
  });

  return routes;
}
