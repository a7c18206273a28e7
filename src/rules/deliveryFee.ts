/**
 * What a home delivery costs (issue 35): one rule for the server's bill (server/pricing.ts) and the outlet cards'
 * '₹30 delivery', so a card never promises a fee the checkout does not charge. Amounts in paise.
 */
export const DELIVERY_FEE_NEAR_PAISE = 30_00;
export const DELIVERY_FEE_FAR_PAISE = 50_00;
export const DELIVERY_NEAR_METRES = 3_000;
/** The delivery offer: no fee once the food (after any coupon) comes to this much. */
export const FREE_DELIVERY_MIN_PAISE = 999_00;

/** The fee for a delivery this far from the outlet, before the offer. */
export const deliveryFeePaise = (metres: number): number => (metres <= DELIVERY_NEAR_METRES ? DELIVERY_FEE_NEAR_PAISE : DELIVERY_FEE_FAR_PAISE);
