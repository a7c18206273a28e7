/**
 * A visit to a table (issue 35): what the diner had before the table is kept aside and given back when they leave.
 * Dine In is the scanned outlet's mode only: every other outlet opens in the order type the diner had before the
 * scan. At a table ordering together the header's cart is the table's, so an older cart (a delivery's, a
 * takeaway's) waits aside, kept on the phone as the cart is, and is offered back once the diner leaves the table.
 */
import type { AppStore } from '../../lib/store';
import { cartAtom, orderTypeAtom } from '../cart/cartAtoms';
import { joinedTableAtom, tableSessionAtom } from './joinedTable';
import { cartAsideAtom, dineInTableAtom, orderTypeBeforeTableAtom } from './tableAtoms';

/** Joining a table's cart: a delivery's or a takeaway's cart waits aside (a dine-in one moves onto the table's). */
export function putCartAside(store: AppStore): void {
  const cart = store.get(cartAtom);
  if (!cart || cart.items.length === 0 || cart.orderType === 'DineIn') return;
  store.set(cartAsideAtom, cart);
  store.set(cartAtom, null);
}

/** Leaving the table: nothing of it stays (its mode, its session), and the order type from before comes back. */
export function leaveTable(store: AppStore): void {
  store.set(joinedTableAtom, null);
  store.set(tableSessionAtom, null);
  store.set(dineInTableAtom, null);
  store.set(orderTypeAtom, store.get(orderTypeBeforeTableAtom));
  store.set(orderTypeBeforeTableAtom, null);
}

/** The cart kept aside, back as the cart (replacing a dine-in one left from the table, never a newer order's). */
export function takeCartBack(store: AppStore): void {
  const aside = store.get(cartAsideAtom);
  if (!aside) return;
  const cart = store.get(cartAtom);
  if (!cart || cart.items.length === 0 || cart.orderType === 'DineIn') store.set(cartAtom, aside);
  store.set(cartAsideAtom, null);
}
