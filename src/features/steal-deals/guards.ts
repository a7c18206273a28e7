/** What the deal screens read from the server's answers, checked before anything is stored or shown. */
import type { DealBill, DealCategory, DealGiftCode, DealItem, DealPayment, DealReservation, MyDeal } from '../../api/contract';
import { arrayOf, isNonEmptyString, isNumber, isString, nullable, shape } from '../../api/guards';
import { isPaymentRequest } from '../../api/paymentShapes';

export const isDealCategoryList = arrayOf(shape<DealCategory>({ categoryId: isNumber, title: isString }));

export const isDealItem = shape<DealItem>({
  dealItemId: isNumber,
  categoryId: isNumber,
  title: isString,
  description: isString,
  terms: arrayOf(isString),
  imageUrl: isString,
  usualPrice: isNumber,
  dealPrice: isNumber,
  stockLeft: isNumber,
  maxPerOrder: isNumber,
  validUntil: isNumber,
  restaurantName: isString,
  restaurantArea: isString,
});
export const isDealItemList = arrayOf(isDealItem);

export const isDealBill = shape<DealBill>({
  lines: arrayOf(shape({ dealItemId: isNumber, title: isString, quantity: isNumber, unitPrice: isNumber, lineTotal: isNumber })),
  itemTotal: isNumber,
  taxesAndCharges: isNumber,
  grandTotal: isNumber,
});
export const isDealReservation = shape<DealReservation>({ checkoutRef: isNonEmptyString, reservedUntil: isNumber, bill: isDealBill });

export const isMyDeal = shape<MyDeal>({
  dealOrderId: isNumber,
  checkoutRef: isString,
  title: isString,
  imageUrl: isString,
  restaurantName: isString,
  restaurantArea: isString,
  quantity: isNumber,
  units: isNumber,
  consumed: isNumber,
  gifted: isNumber,
  left: isNumber,
  source: isString,
  totalPaid: isNumber,
  validUntil: isNumber,
  rating: nullable(isNumber),
});
export const isMyDealList = arrayOf(isMyDeal);

export const isDealPayment = (value: unknown): value is DealPayment => {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  if (answer.status === 'PAID') return isMyDealList(answer.deals);
  return answer.status === 'REDIRECT' && isPaymentRequest(answer.paymentRequest);
};

export const isDealGiftCode = shape<DealGiftCode>({ giftCodeText: isNonEmptyString, title: isString, quantity: isNumber, status: isString, createdAt: isNumber });
export const isDealGiftCodeList = arrayOf(isDealGiftCode);
