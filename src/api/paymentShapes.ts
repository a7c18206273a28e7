/**
 * The shape checks of paying: the ways to pay and the last one used, a payment opened and its outcome, coupons and
 * the delivery offer (gathered by shapes.ts; they ride with the screens that pay, not with the first view).
 */
import type { Coupon, DeliveryOffer, PaymentMethod, PaymentMode, PaymentRequest, PaymentResult, UpiApp } from './contract';
import { arrayOf, either, isBoolean, isNonEmptyString, isNumber, isString, nullable, optional, shape } from './guards';
import type { Guard } from './guards';
import { isOrder } from './orderShapes';

export const isPaymentMethodList = arrayOf(
  shape<PaymentMethod>({
    paymentMode: isString,
    title: isString,
    description: isString,
    asksUpiId: optional(isBoolean),
    // An app this version does not know is dropped where it is shown (upiApps.ts), not refused here.
    upiApps: optional(arrayOf(isString as Guard<UpiApp>)),
    isDefault: optional(isBoolean),
  }),
);

const isPaymentMode = isString as Guard<PaymentMode>;
/** getLastPaymentMode: a bare mode, `{ paymentMode }`, or null. */
export const isLastPaymentMode = either(nullable(isPaymentMode), shape<{ paymentMode: PaymentMode | null }>({ paymentMode: nullable(isString) }));

export const isPaymentRequest = shape<PaymentRequest>({ paymentTransactionRefId: isNonEmptyString, redirectUrl: isNonEmptyString, upiIntentUrl: optional(isNonEmptyString) });

export const isPaymentResult = shape<PaymentResult>({
  status: isString,
  purpose: isString,
  order: nullable(isOrder),
  returnTo: nullable(isString),
  unused: nullable(shape<NonNullable<PaymentResult['unused']>>({ amount: isNumber, why: isString })),
});

export const isCouponList = arrayOf(
  shape<Coupon>({ couponCode: isNonEmptyString, title: isString, description: isString, minOrderAmount: isNumber, validTo: isNumber }),
);

export const isDeliveryOffer = shape<DeliveryOffer>({ isDeliveryOfferApplicable: isBoolean, message: isString, minOrderAmount: isNumber });
