import type { OrderType } from '../../api/contract';
import { persistedAtom } from '../../lib/persistedAtom';
import type { Cart } from '../cart/cartAtoms';

/** The table whose QR code the diner scanned; dine-in orders go to it (SPEC 1: dine-in needs the QR code). */
export interface DineInTable {
  code: string;
  /** Issue 34: the secret the table's QR code carries, sent with every order at the table (never in an address). */
  key: string;
  tableNumber: string;
  restaurantUuid: string;
  restaurantName: string;
}

export const dineInTableAtom = persistedAtom<DineInTable | null>('dine-in-table', null);

/**
 * Issue 35, what the diner had before the table (read at boot with the table, so every screen opens right; the
 * rules that move them are in tableVisit.ts, loaded with the table's screens): the order type chosen before the
 * scan (null when none was), and the cart they had when they sat down to order together, kept for when they leave.
 */
export const orderTypeBeforeTableAtom = persistedAtom<OrderType | null>('order-type-before-table', null);
export const cartAsideAtom = persistedAtom<Cart | null>('cart-aside', null);
