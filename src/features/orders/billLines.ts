import type { Bill } from '../../api/contract';
import { t } from '../../i18n';
import { m } from './messages';

export interface BillLine {
  key: keyof Bill | 'tipPaidAfter';
  label: string;
  amount: number;
  /** Shown as money taken off. */
  negative?: boolean;
  total?: boolean;
  /** A delivery that costs nothing (free above the chain's threshold): shown as FREE, not omitted. */
  free?: boolean;
}

/**
 * SPEC 3 bill parts in order. Delivery Fee, Packing Charges, Coupon Discount, Tip and Loyalty Points are hidden when zero (they
 * do not apply to every order); Restaurant Bill, Taxes & Charges and Grand Total always show. A delivery's fee of
 * zero is the free delivery the diner earned (the server waives it above its threshold): 'Delivery Fee FREE' (issue 35).
 */
export function billLines(bill: Bill, tipPaidAfter = 0, delivery = false): BillLine[] {
  const tip = bill.tip + tipPaidAfter;
  const points = bill.loyaltyPoints ?? 0;
  const lines: Array<BillLine & { optional?: boolean }> = [
    { key: 'restaurantBill', label: t(m.restaurantBill), amount: bill.restaurantBill },
    { key: 'taxesAndCharges', label: t(m.taxesAndCharges), amount: bill.taxesAndCharges },
    { key: 'deliveryFee', label: t(m.deliveryFee), amount: bill.deliveryFee, optional: !delivery, free: delivery && !bill.deliveryFee },
    { key: 'packingCharges', label: t(m.packingCharges), amount: bill.packingCharges, optional: true },
    { key: 'couponDiscount', label: t(m.couponDiscount), amount: bill.couponDiscount, negative: true, optional: true },
    { key: 'tip', label: t(m.tip), amount: tip, optional: true },
    // Points pay part of the bill (1 point = ₹1): the Grand Total under them is what is left to pay.
    { key: 'loyaltyPoints', label: t(m.loyaltyPointsLine, { count: points }), amount: points, negative: true, optional: true },
    { key: 'grandTotal', label: t(m.grandTotal), amount: bill.grandTotal + tipPaidAfter, total: true },
  ];
  return lines.filter((line) => !line.optional || line.amount !== 0).map(({ optional: _optional, ...line }) => line);
}
