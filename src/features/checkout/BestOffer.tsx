import { useEffect, useRef } from 'react';
import type { Order } from '../../api/contract';
import { applyBestCoupon } from './api';
import { pickedFor } from './bestOfferState';
import type { ChangeDraft } from './useDraftOrder';

/**
 * Asks the server for the best coupon while the draft has none or has the one asked for before: once per bill (a
 * changed cart may open a better one). The server refuses a draft whose diner took a coupon off or chose one
 * meanwhile; that, like no answer, is silent: the coupons stay listed to apply by hand. Renders nothing: CouponBox
 * says what was applied.
 */
export default function BestOffer({ draft, change }: { draft: Order; change: ChangeDraft }) {
  const asked = useRef('');
  const ref = draft.orderRefId;
  const key = `${ref} ${draft.bill.restaurantBill}`;
  // The app's own earlier choice may give way to a better one; a coupon the diner chose never does.
  const replacing = draft.couponCode !== null && pickedFor.get(ref) === draft.couponCode ? draft.couponCode : undefined;
  const wanted = (!draft.couponCode || replacing !== undefined) && draft.itemList.length > 0;
  useEffect(() => {
    if (!wanted || asked.current === key) return;
    asked.current = key;
    change(async () => {
      const order = await applyBestCoupon(ref, replacing);
      if (order.couponCode) pickedFor.set(ref, order.couponCode);
      return order;
    }).catch(() => undefined);
  }, [wanted, key, ref, replacing, change]);
  return null;
}
