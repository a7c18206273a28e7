/** The cart's rules as pure functions (SPEC 4, cart): one outlet, one order type, one line per item. */
import type { FoodOrderType, MenuItem } from '../../api/contract';
import type { Cart, CartItem } from './cartAtoms';

export interface CartOwner {
  restaurantUuid: string;
  restaurantRecordId?: number;
  restaurantName: string;
  orderType: FoodOrderType;
}

export type AddResult = { kind: 'added'; cart: Cart } | { kind: 'conflict'; replacement: Cart };

export const toCartItem = (item: MenuItem, quantity = 1): CartItem => ({
  itemId: item.itemId,
  title: item.title,
  finalPrice: item.price,
  quantity,
  vegNonVeg: item.vegNonVeg,
});

export function belongsTo(cart: Cart | null, owner: CartOwner): boolean {
  return !!cart && cart.restaurantUuid === owner.restaurantUuid && cart.orderType === owner.orderType;
}

/**
 * Adds one of `item`. The same item again raises its quantity; an item from another outlet, or with another
 * order type, is a conflict: the caller asks the Clear Cart Confirmation and, if agreed, uses `replacement`.
 */
export function addItem(cart: Cart | null, owner: CartOwner, item: MenuItem): AddResult {
  const fresh: Cart = { ...owner, items: [toCartItem(item)] };
  if (!cart || cart.items.length === 0) return { kind: 'added', cart: fresh };
  if (!belongsTo(cart, owner)) return { kind: 'conflict', replacement: fresh };
  const existing = cart.items.some((line) => line.itemId === item.itemId);
  return { kind: 'added', cart: existing ? raiseOne(cart, item.itemId) : { ...cart, items: [...cart.items, toCartItem(item)] } };
}

/** Raises an item already in the cart by one. */
export const raiseOne = (cart: Cart, itemId: number): Cart => ({
  ...cart,
  items: cart.items.map((line) => (line.itemId === itemId ? { ...line, quantity: line.quantity + 1 } : line)),
});

/** Lowers an item by one; the last unit removes the line, the last line empties the cart (null). */
export function removeOne(cart: Cart | null, itemId: number): Cart | null {
  if (!cart) return null;
  const items = cart.items
    .map((line) => (line.itemId === itemId ? { ...line, quantity: line.quantity - 1 } : line))
    .filter((line) => line.quantity > 0);
  return items.length ? { ...cart, items } : null;
}

export const quantityOf = (cart: Cart | null, itemId: number): number =>
  cart?.items.find((line) => line.itemId === itemId)?.quantity ?? 0;

export const cartSubtotal = (cart: Cart | null): number =>
  cart?.items.reduce((sum, line) => sum + line.finalPrice * line.quantity, 0) ?? 0;

/** The cart, marked as priced as the DRAFT `orderRefId` (undefined: as none). */
export function bindToOrder<C extends Cart | null>(cart: C, orderRefId: string | undefined): C {
  if (!cart) return cart;
  const bound: Cart = { ...cart, orderRefId };
  if (orderRefId === undefined) delete bound.orderRefId;
  return bound as C;
}

/**
 * What is left of `cart` once `placed` (the order it became) is taken out: each ordered line loses the ordered
 * quantity, so dishes added after Proceed to pay stay; no lines left is no cart (null). The rest is unbound.
 */
export function removeOrderedLines(cart: Cart, placed: ReadonlyArray<{ itemId: number; quantity: number }>): Cart | null {
  const ordered = new Map<number, number>();
  for (const line of placed) ordered.set(line.itemId, (ordered.get(line.itemId) ?? 0) + line.quantity);
  const items = cart.items
    .map((line) => ({ ...line, quantity: line.quantity - (ordered.get(line.itemId) ?? 0) }))
    .filter((line) => line.quantity > 0);
  if (items.length === 0) return null;
  return bindToOrder({ ...cart, items }, undefined);
}
