/** Food orders: the cart as a draft, placing, tracking, cancelling, reporting, invoices (SPEC 3 and 7). */
import { z } from 'zod';
import { MAX_TIP_RUPEES, WALLET_TOP_UP_MAX } from '../../config/constants';
import { MSG } from '../../config/messages';
import { UPI_PATTERN } from '../../lib/validation';
import { ORDER_INSTRUCTION_MAX } from '../checkoutEndpoints';
import { FOOD_ORDER_TYPES, PAYMENT_MODES, PROVIDER_PAYMENT_MODES, REPORT_KINDS } from '../endpoints';
import { UPI_APPS } from '../upiApps';
import type { ORDER_STATUSES } from '../endpoints';
import { id, orderRefId, qrCodeParam, rupees, tableKeyField, toCentimetre } from './fields';
import { choiceIdsField } from './menu';
import type { VegNonVeg } from './menu';
import type { SupportReason } from './support';

export type FoodOrderType = (typeof FOOD_ORDER_TYPES)[number];
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type ProviderPaymentMode = (typeof PROVIDER_PAYMENT_MODES)[number];
export type UpiApp = (typeof UPI_APPS)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'UNPAID' | 'PAID' | 'PAY_AT_RESTAURANT' | 'POSTPAID' | 'FAILED';

/**
 * POST saveOrder: turns the cart into a DRAFT order priced by the server. HomeDelivery needs
 * deliveryAddressId (a saved address) or deliveryLocation; DineIn needs tableCode. With orderRefId (the draft
 * this cart already is) that draft is priced again in place, keeping its coupon, tip and cooking instructions.
 */
export const saveOrderRequest = z
  .object({
    restaurantUuid: z.uuid({ error: 'restaurantUuid must be a uuid' }),
    orderType: z.enum(FOOD_ORDER_TYPES, { error: `orderType must be one of ${FOOD_ORDER_TYPES.join(', ')}` }),
    items: z
      .array(
        z
          .object({
            itemId: id('itemId'),
            choiceIds: choiceIdsField.optional(),
            quantity: z.number({ error: 'quantity must be a number' }).int().min(1).max(50),
            instruction: z.string().trim().max(200).optional(),
          })
          .strict(),
        { error: 'items must be a list' },
      )
      .min(1, 'Add at least one item')
      .max(100),
    deliveryAddressId: id('deliveryAddressId').optional(),
    deliveryLocation: z
      .object({ text: z.string().trim().min(1).max(300), latitude: z.number().min(-90).max(90).transform(toCentimetre), longitude: z.number().min(-180).max(180).transform(toCentimetre) })
      .strict()
      .optional(),
    tableCode: qrCodeParam.optional(),
    /** Issue 34: DineIn: the secret of the table's QR code, with its code. */
    tableKey: tableKeyField.optional(),
    orderRefId: orderRefId.optional(),
    /** Issue 23: the slot (epoch ms) a delivery or takeaway is scheduled for (src/lib/orderSlots.ts); absent: now. */
    scheduledFor: z.number({ error: 'scheduledFor must be a time' }).int().min(0).max(8.64e15).optional(),
  })
  .strict();
export type SaveOrderRequest = z.infer<typeof saveOrderRequest>;

/** POST updateOrderItemQuantity/{ref}/{itemId}/{type}: which of the dish's lines, by its choices (none: the plain one). */
export const quantityChangeRequest = z.object({ choiceIds: choiceIdsField.optional() }).strict();
export const updateInstructionRequest = z
  .object({ orderRefId, itemId: id('itemId'), choiceIds: choiceIdsField.optional(), instruction: z.string({ error: 'instruction must be a string' }).trim().max(200) })
  .strict();
/** POST updateOrderCookingInstruction (issue 35): the order's one cooking instruction, '' to clear it. */
export const orderInstructionRequest = z
  .object({
    orderRefId,
    cookingInstruction: z
      .string({ error: 'cookingInstruction must be a string' })
      .trim()
      .max(ORDER_INSTRUCTION_MAX, `Cooking instructions can be at most ${ORDER_INSTRUCTION_MAX} characters`),
  })
  .strict();
export const applyCouponRequest = z
  .object({ orderRefId, couponCode: z.string({ error: 'couponCode is required' }).trim().min(1, 'Please enter a coupon code').max(40) })
  .strict();
/**
 * POST applyBestCoupon (issue 23): the coupon that leaves the lowest bill, applied to a draft without one, or in
 * place of `replacing`, the coupon the app chose for it before (a bigger bill may open a better one).
 */
export const bestCouponRequest = z.object({ orderRefId, replacing: z.string({ error: 'replacing must be a coupon code' }).max(40).optional() }).strict();
export const payTipRequest = z.object({ orderRefId, tipAmount: rupees('tipAmount', MAX_TIP_RUPEES) }).strict();
/** POST useLoyaltyPoints (issue 23): put the customer's loyalty points towards a draft's bill, or take them off. */
export const usePointsRequest = z.object({ orderRefId, usePoints: z.boolean() }).strict();
export const setLastPaymentModeRequest = z.object({ paymentMode: z.enum(PAYMENT_MODES, { error: 'paymentMode is not valid' }) }).strict();
/** POST placeOrder/{ref}: settle at once with a mode that needs no provider page. */
export const placeOrderRequest = z
  .object({ paymentMode: z.enum(['WALLET', 'LOYALTY_POINTS', 'CASH_ON_DELIVERY', 'CASH', 'PAY_AT_STORE'], { error: 'paymentMode is not valid here' }) })
  .strict();
export const completePostPaidOrderRequest = z.object({ paidByWallet: z.boolean({ error: 'paidByWallet must be true or false' }) }).strict();
/** A UPI payment made in the UPI app the diner tapped (UPI intent): no UPI id is typed for it. */
const upiApp = z.enum(UPI_APPS, { error: 'upiApp is not a UPI app we know' }).optional();
const upiAppOnlyWithUpi = (request: { paymentMode: string; upiApp?: UpiApp | undefined }) => request.upiApp === undefined || request.paymentMode === 'UPI';
const UPI_APP_ONLY_WITH_UPI = { message: 'upiApp goes with paymentMode UPI only', path: ['upiApp'] };
export const generatePaymentRequest = z
  .object({
    orderRefId,
    paymentMode: z.enum(PROVIDER_PAYMENT_MODES, { error: 'paymentMode is not a provider payment' }),
    /** Required for UPI (SPEC 5 rule). */
    upiId: z.string().regex(UPI_PATTERN, 'Please enter a valid UPI id').optional(),
    /** Split payment (SPEC 2 payableUsingWallet): rupees the wallet pays; the provider takes the rest. */
    payableUsingWallet: rupees('payableUsingWallet', 1_000_000).optional(),
    upiApp,
  })
  .strict()
  .refine(upiAppOnlyWithUpi, UPI_APP_ONLY_WITH_UPI);
/** An app path to come back to after the provider page ('/wallet-money', never another site). */
export const appReturnPath = z
  .string({ error: 'returnTo must be an app path' })
  .max(300)
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be an app path');
/** Topping up the wallet through the provider (generatePaymentRequest, action 'Add_Wallet_Balance'). */
export const topUpRequest = z
  .object({
    amount: z
      .number({ error: 'amount is required' })
      .min(1, MSG.selectAmount)
      .max(WALLET_TOP_UP_MAX, MSG.enterValidAmount)
      .refine(Number.isInteger, MSG.enterValidAmount),
    paymentMode: z.enum(PROVIDER_PAYMENT_MODES, { error: 'paymentMode is not a provider payment' }),
    upiId: z.string().regex(UPI_PATTERN, 'Please enter a valid UPI id').optional(),
    returnTo: appReturnPath.optional(),
    upiApp,
  })
  .strict()
  .refine(upiAppOnlyWithUpi, UPI_APP_ONLY_WITH_UPI);
export const rateOrderRequest = z
  .object({ orderRefId, rating: z.number({ error: 'rating must be a number' }).int().min(1).max(5), comment: z.string().trim().max(500) })
  .strict();

export interface OrderItem {
  itemId: number;
  /** Its sizes and add-ons (issue 23), and how they read ('Large, Extra shot'); absent on copies saved before. */
  choiceIds?: number[];
  choices?: string;
  title: string;
  /** One, with its choices. */
  price: number;
  quantity: number;
  vegNonVeg: VegNonVeg;
  instruction: string;
  /** price x quantity */
  lineTotal: number;
}

/** SPEC 3, bill parts, all computed by the server in rupees (2 decimals). */
export interface Bill {
  restaurantBill: number;
  taxesAndCharges: number;
  deliveryFee: number;
  packingCharges: number;
  couponDiscount: number;
  tip: number;
  /** Loyalty points put towards the bill (1 point = ₹1, issue 23); grandTotal is what is left to pay. Absent on
   * copies saved before. */
  loyaltyPoints?: number;
  grandTotal: number;
}

export interface Order {
  orderRefId: string;
  orderType: FoodOrderType;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMode: PaymentMode | null;
  restaurantUuid: string;
  restaurantName: string;
  restaurantLatitude: number;
  restaurantLongitude: number;
  tableNumber: string | null;
  deliveryAddress: { text: string; latitude: number; longitude: number } | null;
  itemList: OrderItem[];
  /** Issue 35: the diner's one cooking instruction for the whole order ('' for none). Absent on copies saved before. */
  cookingInstruction?: string;
  couponCode: string | null;
  couponDiscountAmount: number;
  /**
   * Why the draft's coupon was just taken off ('Coupon WELCOME50 was removed. Add items worth ₹52 more to use
   * WELCOME50.'): only on the answer to the change that removed it (its minimum no longer met, or it expired).
   */
  couponDropped?: string;
  isDeliveryOfferApplicable: boolean;
  bill: Bill;
  /**
   * On a draft, the loyalty points the customer could put towards this bill (or, once chosen, the points it takes):
   * 0 when they hold none, or enough to pay it all with the Loyalty Points method. Always 0 once placed. Absent on
   * copies saved before.
   */
  pointsOffer?: number;
  /** = bill.grandTotal */
  orderTotal: number;
  /** Tip paid after the order (payTipOnOrder on a placed order), on top of the bill. */
  tipPaidAfter: number;
  rating: number | null;
  /** The comment given with the rating ('' for none); null until rated. */
  ratingComment: string | null;
  /** When the rating was first given (epoch ms): it can be changed for RATING_CHANGE_WINDOW_MS after. */
  ratedAt: number | null;
  /** epoch ms */
  createdAt: number;
  placedAt: number | null;
  /** When the order is expected (delivered, ready or served), epoch ms; null until placed. */
  expectedAt: number | null;
  /**
   * A home delivery's time to its address (issue 35): the kitchen's usual minutes + the ride, the outlet list's
   * deliveryMinutes for the same address; what the checkout promises. Null but for a home delivery; absent on
   * copies saved before.
   */
  deliveryMinutes?: number | null;
  /** The slot it was scheduled for (epoch ms, issue 23); null: as soon as possible. */
  scheduledFor: number | null;
  /** When it was paid (epoch ms): at placing, when the bill was settled, or when the cash was collected; null while unpaid. */
  paidAt: number | null;
  statusHistory: Array<{ status: OrderStatus; at: number }>;
  /** Why the outlet refused the order (CANCELLED), in its own words; absent or null otherwise. */
  cancelReason?: string | null;
  /** Who brings a home delivery, once the outlet has handed it over; absent or null before. */
  rider?: { name: string; phone: string } | null;
  /** Issue 37: the 4-digit code the diner gives the outlet's rider at the door, while out for delivery; null otherwise. */
  handoverCode?: string | null;
  /** Dine-in: since when the table has been waiting for a waiter or for its bill (epoch ms); null: not waiting. */
  tableCalls?: TableCalls;
  /** The customer may still cancel it: placed, and its outlet has not accepted it yet (cancelOrder). */
  canCancel?: boolean;
  /** Who cancelled a CANCELLED order: its outlet (refused) or the customer. */
  cancelledBy?: 'OUTLET' | 'CUSTOMER' | null;
  /** A cancelled order's money back; null when nothing was paid. */
  refund?: OrderRefund | null;
  /**
   * Every sum that went back to the reader for this order, from the order's ledger: a cancellation's, a report's,
   * support's; oldest first. The same figures the console, takings and the invoice read.
   */
  moneyBack?: MoneyBack[];
  /** The outlet's phone, for 'Help with this order'. */
  restaurantPhone?: string;
  /** The customer's report of a missing or wrong dish and the outlet's answer; null: nothing reported. */
  report?: OrderReport | null;
}

export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report on a handed-over order (reportOrderProblem), once per order, and the outlet's answer. */
export interface OrderReport {
  kind: ReportKind;
  /** The order's dishes it is about (itemList itemIds). */
  itemIds: number[];
  note: string;
  /** epoch ms */
  at: number;
  /** When the outlet answered (epoch ms); null while it has not. */
  resolvedAt: number | null;
  /** The outlet's answer, in its words. */
  reply: string | null;
  /** Rupees the outlet put back in the wallet for it. */
  refund: number;
}

/**
 * POST reportOrderProblem: a dish missing from, or wrong in, an order that reached the customer, within
 * REPORT_WINDOW_MS of the handover. The outlet's board shows it until the outlet answers. Answers the Order.
 */
export const reportOrderRequest = z
  .object({
    orderRefId,
    kind: z.enum(REPORT_KINDS, { error: 'kind must be MISSING or WRONG' }),
    itemIds: z
      .array(z.number({ error: 'itemIds must be dish ids' }).int('itemIds must be dish ids').positive('itemIds must be dish ids'), { error: 'itemIds must be a list' })
      .min(1, 'Choose the dishes that were missing or wrong')
      .max(50, 'itemIds must list at most 50 dishes'),
    note: z.string({ error: 'note must be text' }).trim().max(300, 'note must be at most 300 characters').optional(),
  })
  .strict();
export type ReportOrderRequest = z.infer<typeof reportOrderRequest>;

/** Why money went back for an order. */
export type MoneyBackCause = 'CANCELLED' | 'REFUSED' | 'REPORT' | 'SUPPORT' | 'TABLE_REOPENED';

/** One sum that went back for an order: when, how much (rupees; points for POINTS), where to, and why. */
export interface MoneyBack {
  at: number;
  amount: number;
  points: number;
  to: 'WALLET' | 'SOURCE' | 'POINTS';
  why: MoneyBackCause;
  /** A SOURCE refund the provider has not taken yet. */
  pending: boolean;
  /** Support's money back: why, in the diner's words (their language's line for it). */
  reason?: SupportReason | null;
}

/** A cancelled order's money back: to the UPI, card or app that paid (source), to the wallet, and points. */
export interface OrderRefund {
  /** Rupees going back to the UPI, card or app that paid. */
  source: number;
  /** Rupees back in the wallet (at once). */
  wallet: number;
  points: number;
  /** PENDING until the provider has taken the source part (the bank then takes 5 to 7 working days); else DONE. */
  state: 'PENDING' | 'DONE';
}
/**
 * POST cancelOrder: the customer cancels an order its outlet has not accepted yet; the money goes back the way it
 * came (SOURCE, for a UPI, card or app payment) or to the wallet, at once (WALLET, the default). Answers the Order.
 */
export const cancelOrderRequest = z
  .object({ orderRefId, refundTo: z.enum(['SOURCE', 'WALLET'], { error: 'refundTo must be SOURCE or WALLET' }).optional() })
  .strict();
export type CancelOrderRequest = z.infer<typeof cancelOrderRequest>;

/**
 * GET orderInvoice/{orderRefId}: the tax invoice of a paid order (issue 23), as the outlet issues it under GST.
 * Restaurant service is SAC 996331 at 5 % (CGST 2.5 % + SGST 2.5 %: supplied where the outlet is). The delivery
 * fee and a tip are not part of the outlet's supply; they are listed after the tax, as the bill shows them.
 */
export interface Invoice {
  invoiceNumber: string;
  /** epoch ms: when the order was paid. */
  invoiceDate: number;
  orderRefId: string;
  seller: { legalName: string; tradeName: string; address: string; gstin: string; state: string; stateCode: string };
  /** gstin: the one the customer's profile held when the order was placed; null when none. */
  customer: { name: string; mobile: string; gstin: string | null };
  sac: string;
  lines: Array<{ description: string; quantity: number; rate: number; amount: number }>;
  couponDiscount: number;
  packingCharges: number;
  taxableValue: number;
  cgstRate: number;
  cgst: number;
  sgstRate: number;
  sgst: number;
  deliveryFee: number;
  tip: number;
  /** The whole bill, however it was paid. */
  total: number;
  paymentMode: PaymentMode | null;
  /** Loyalty points put towards the bill (1 point = ₹1); the payment mode paid the rest. */
  loyaltyPoints: number;
  /** How it was paid, from the order's ledger, by payment mode (rupees; points with their count). */
  paid: Array<{ paymentMode: string; amount: number; points: number }>;
  /** What went back for the order so far (rupees): a report's refund, support's credit. */
  givenBack: number;
  /** Issue 47: the credit notes issued on this invoice for money given back (CGST Act s.34), oldest first. */
  creditNotes: InvoiceCreditNote[];
}

/** A credit note as the diner opens it from their invoice: its number in the outlet's series, date and what it takes back. */
export interface InvoiceCreditNote {
  number: string;
  date: number;
  /** The money given back that it documents (rupees): taxable value + CGST + SGST, and any part outside the invoice's value. */
  amount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
}

export interface TableCalls {
  waiter: number | null;
  bill: number | null;
}

export const TABLE_NEEDS = ['WAITER', 'BILL'] as const;
export type TableNeed = (typeof TABLE_NEEDS)[number];
/** POST callTable: the diner at the table calls a waiter, or asks for the bill; answers the Order. */
export const callTableRequest = z
  .object({ orderRefId, need: z.enum(TABLE_NEEDS, { error: 'need must be WAITER or BILL' }) })
  .strict();

export interface DriverLocation {
  latitude: number;
  longitude: number;
  /** epoch ms */
  updatedAt: number;
  etaMinutes: number | null;
  status: OrderStatus;
}

export interface OrderSummary {
  orderRefId: string;
  orderType: FoodOrderType;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMode: PaymentMode | null;
  restaurantName: string;
  orderTotal: number;
  itemCount: number;
  /** The dishes' names, in the order they were added (one per line, whatever its quantity). */
  itemTitles: string[];
  /** The customer's rating (issue 12: the card shows it, and rates a delivered order); null until rated. */
  rating: number | null;
  createdAt: number;
  placedAt: number | null;
  /**
   * When a running order is expected (the figure tracking says, issue 35's one ETA), or the slot it is scheduled
   * for; null when not known. Absent from a list saved on the phone before they were sent.
   */
  expectedAt?: number | null;
  scheduledFor?: number | null;
}
