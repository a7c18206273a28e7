/** The steal-deal calls (SPEC 7). Every call that moves money, stock or units carries one Idempotency-Key per attempt. */
import { apiGet, apiPost, apiRead } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import { inLanguage } from '../../api/inLanguage';
import { currentLocale } from '../../i18n';
import type { DealCartRequest, DealOrderRequest } from '../../api/contract';
import {
  isDealBill,
  isDealCategoryList,
  isDealGiftCode,
  isDealGiftCodeList,
  isDealItem,
  isDealItemList,
  isDealPayment,
  isDealReservation,
  isMyDeal,
  isMyDealList,
} from './guards';

/** The chain's words of the deals in the app's language, named in the address: the worker keeps each language apart. */
const inAppLanguage = (path: string) => inLanguage(path, currentLocale());

export const fetchDealCategories = () => apiGet(inAppLanguage(PATHS.stealDealCategoryList), { guard: isDealCategoryList });
export const fetchDeals = (mainCategory: string) =>
  apiGet(`${PATHS.stealDealItemList}?mainCategory=${encodeURIComponent(mainCategory)}${currentLocale() === 'en' ? '' : `&lang=${currentLocale()}`}`, { guard: isDealItemList });
export const fetchDeal = (dealItemId: number) => apiGet(inAppLanguage(PATHS.stealDealItemDetail(dealItemId)), { guard: isDealItem });

/** Only reads: retried like a GET, nothing to store. */
export const calculateDealBill = (cart: DealCartRequest) => apiPost(PATHS.stealDealTaxCalculation, cart, { readOnly: true, guard: isDealBill });
export const reserveDeals = (cart: DealCartRequest, idempotencyKey: string) =>
  apiPost(PATHS.stealDealReserve, cart, { auth: true, idempotencyKey, guard: isDealReservation });
export const payForDeals = (request: DealOrderRequest, idempotencyKey: string) =>
  apiPost(PATHS.stealDealOrder, request, { auth: true, idempotencyKey, guard: isDealPayment });

/** The customer's deals, or without an answer the worker's copy (My Deals at the outlet with no signal): cachedAt says so. */
export const readMyDeals = () => apiRead(PATHS.stealDealMyDeals, { auth: true, guard: isMyDealList });
export const consumeDeal = (body: { dealOrderId: number; qrCode: string; quantity: number }, idempotencyKey: string) =>
  apiPost(PATHS.stealDealConsume, body, { auth: true, idempotencyKey, guard: isMyDeal });
export const generateGiftCode = (body: { dealOrderId: number; quantity: number }, idempotencyKey: string) =>
  apiPost(PATHS.stealDealGenerateGiftCode, body, { auth: true, idempotencyKey, guard: isDealGiftCode });
export const applyGiftCode = (giftCode: string, idempotencyKey: string) =>
  apiPost(PATHS.stealDealApplyGiftCode, { giftCode }, { auth: true, idempotencyKey, guard: isMyDeal });
export const readSentGiftCodes = () => apiRead(PATHS.stealDealGiftCodes, { auth: true, guard: isDealGiftCodeList });
export const rateDeal = (dealOrderId: number, rating: number) =>
  apiPost(PATHS.stealDealRate, { dealOrderId, rating }, { auth: true, idempotencyKey: true, guard: isMyDeal });
