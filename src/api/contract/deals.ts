/** Steal deals (issue 11). */
import { z } from 'zod';
import { DEFAULT_CONSUME_QTY } from '../../config/constants';
import { UPI_PATTERN } from '../../lib/validation';
import { DEAL_LIMITS, DEAL_MESSAGES, DEAL_PAYMENT_MODES } from '../stealDealRules';
import { id } from './fields';
import { appReturnPath } from './orders';
import type { PaymentMode } from './orders';
import type { PaymentRequest } from './payments';
import { langField, type InEnglish } from './translations';

/** A chip above the deals; the client adds 'All' (SPEC 3 mainCategory default). */
export interface DealCategory extends InEnglish<'title'> {
  categoryId: number;
  title: string;
}

/**
 * A deal an outlet sells ahead (rupees; epoch ms). stockLeft 0 is SOLD OUT. Its words come in the language asked
 * (?lang=hi), each in English where the chain has not written it yet, named in inEnglish.
 */
export interface DealItem extends InEnglish<'title' | 'description' | 'terms'> {
  dealItemId: number;
  categoryId: number;
  title: string;
  description: string;
  terms: string[];
  imageUrl: string;
  usualPrice: number;
  dealPrice: number;
  stockLeft: number;
  maxPerOrder: number;
  validUntil: number;
  restaurantUuid: string;
  restaurantName: string;
  restaurantArea: string;
}

/** GET stealDeal/itemList?mainCategory=All (or a categoryId). */
export const dealItemListQuery = z
  .object({
    mainCategory: z
      .string({ error: 'mainCategory must be All or a category id' })
      .regex(/^(All|[1-9]\d{0,8})$/, 'mainCategory must be All or a category id')
      .default('All'),
    lang: langField,
  })
  .strict();

const dealLines = z
  .array(
    z
      .object({
        dealItemId: id('dealItemId'),
        quantity: z
          .number({ error: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .min(1, 'quantity must be at least 1')
          .max(DEAL_LIMITS.maxPerLine, `quantity must be at most ${DEAL_LIMITS.maxPerLine}`),
      })
      .strict(),
    { error: 'items must be a list' },
  )
  .min(1, 'Your deal cart is empty')
  .max(DEAL_LIMITS.maxLines, `At most ${DEAL_LIMITS.maxLines} deals at a time`)
  .refine((lines) => new Set(lines.map((line) => line.dealItemId)).size === lines.length, 'items must name each deal once');

/** POST stealDeal/taxCalculation and stealDeal/reserve: the deal cart (SPEC 3 itemPrice is the server's). */
export const dealCartRequest = z.object({ items: dealLines }).strict();
export type DealCartRequest = z.infer<typeof dealCartRequest>;

export interface DealBillLine {
  dealItemId: number;
  title: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** GST 5 % on the deal price, like food (server/pricing.ts GST_PERCENT), per line; rupees. */
export interface DealBill {
  lines: DealBillLine[];
  itemTotal: number;
  taxesAndCharges: number;
  grandTotal: number;
}

/** responsePacket of stealDeal/reserve: stock held until reservedUntil (epoch ms) for this checkout. */
export interface DealReservation {
  checkoutRef: string;
  reservedUntil: number;
  bill: DealBill;
}

export const dealCheckoutRef = z.string({ error: 'checkoutRef is required' }).regex(/^SD-[A-Z0-9]{10}$/, 'checkoutRef is not valid');

/** POST stealDeal/order: pay a reservation. WALLET and LOYALTY_POINTS settle at once; the others go to the provider. */
export const dealOrderRequest = z
  .object({
    checkoutRef: dealCheckoutRef,
    paymentMode: z.enum(DEAL_PAYMENT_MODES, { error: `paymentMode must be one of ${DEAL_PAYMENT_MODES.join(', ')}` }),
    upiId: z.string().regex(UPI_PATTERN, 'Please enter a valid UPI id').optional(),
    returnTo: appReturnPath.optional(),
  })
  .strict();
export type DealOrderRequest = z.infer<typeof dealOrderRequest>;

export type DealOrderStatus = 'RESERVED' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/** A deal the customer owns (stealDeal/myDeals: the reservation items), bought or received as a gift. */
export interface MyDeal {
  dealOrderId: number;
  checkoutRef: string;
  dealItemId: number;
  title: string;
  imageUrl: string;
  restaurantName: string;
  restaurantArea: string;
  /** Deals bought (0 for units received as a gift). */
  quantity: number;
  /** Units to redeem in all: a pass of five coffees bought twice is 10; a gift, the units it gave. */
  units: number;
  /** Units redeemed at the outlet, and units given away with gift codes. */
  consumed: number;
  gifted: number;
  /** units − consumed − gifted: what can still be consumed or gifted. */
  left: number;
  source: 'PURCHASE' | 'GIFT';
  paymentMode: PaymentMode | null;
  totalPaid: number;
  validUntil: number;
  paidAt: number | null;
  rating: number | null;
}

/** responsePacket of stealDeal/order: paid at once, or a provider page to go to. */
export type DealPayment = { status: 'PAID'; deals: MyDeal[] } | { status: 'REDIRECT'; paymentRequest: PaymentRequest };

/** POST stealDeal/consume: at the outlet, with its deal QR code (SPEC 3 QRcodeString, consumeItemQty). */
export const consumeDealRequest = z
  .object({
    dealOrderId: id('dealOrderId'),
    qrCode: z.string({ error: DEAL_MESSAGES.scanOutletQr }).trim().min(1, DEAL_MESSAGES.scanOutletQr).max(64, DEAL_MESSAGES.notOutletQr),
    quantity: z
      .number({ error: 'quantity must be a number' })
      .int('quantity must be a whole number')
      .min(1, 'quantity must be at least 1')
      .max(DEAL_LIMITS.maxUnitsAtOnce)
      .default(DEFAULT_CONSUME_QTY),
  })
  .strict();

/** POST stealDeal/generateGiftCode: gift some unconsumed units (SPEC 3 giftCode). */
export const generateGiftCodeRequest = z
  .object({
    dealOrderId: id('dealOrderId'),
    quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(DEAL_LIMITS.maxUnitsAtOnce),
  })
  .strict();

/** A gift code the customer made (stealDeal/giftCodes lists them with their status). */
export interface DealGiftCode {
  giftCodeText: string;
  title: string;
  quantity: number;
  status: 'ACTIVE' | 'REDEEMED';
  createdAt: number;
  redeemedAt: number | null;
}

export const applyGiftCodeRequest = z
  .object({ giftCode: z.string({ error: DEAL_MESSAGES.enterGiftCode }).trim().min(1, DEAL_MESSAGES.enterGiftCode).max(40, DEAL_MESSAGES.giftCodeInvalid) })
  .strict();

export const rateDealRequest = z
  .object({ dealOrderId: id('dealOrderId'), rating: z.number({ error: 'rating must be a number' }).int().min(1).max(5) })
  .strict();
