import { atom } from 'jotai';

/**
 * The order the customer just placed: /track-order shows it even before getMyRunningOrderV2 lists it. Kept in
 * memory only (a reload falls back to the running order from the server; no per-user data in the URL).
 */
export const trackedOrderRefAtom = atom<string | null>(null);

/**
 * An order the app learned was placed only by asking the server afterwards (the answer to Place Order was lost,
 * or another tab placed it): /track-order says so above that order, with whether its dishes left the cart.
 */
export const placedNoticeAtom = atom<PlacedNotice | null>(null);

export interface PlacedNotice {
  orderRefId: string;
  /** Its dishes were taken out of the cart just now. */
  cartSettled: boolean;
  /** 'checked': this tab asked the server; 'otherTab': another tab of the app placed or settled it. */
  how: 'checked' | 'otherTab';
}
