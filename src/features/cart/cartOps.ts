/** The cart's rules as pure functions (SPEC 4, cart): one outlet, one order type, one line per dish-and-choices. */
import type { FoodOrderType, MenuItem } from '../../api/contract';
import type { PickedChoices } from '../../rules/dishChoices';
import type { Cart, CartItem } from './cartAtoms';
import { keyOf } from './orderedLines';

export interface CartOwner {
  restaurantUuid: string;
  restaurantRecordId?: number;
  restaurantName: string;
  orderType: FoodOrderType;
}

export type AddResult = { kind: 'added'; cart: Cart } | { kind: 'conflict'; replacement: Cart };

/** What a cart line needs of a dish: a menu's dish, or one found by search or kept as a favourite (issue 35). */
export type CartDish = Pick<MenuItem, 'itemId' | 'title' | 'price' | 'vegNonVeg'>;

/** One of a dish, with the sizes and add-ons picked for it (none: the dish as it comes). */
export function toCartItem(item: CartDish, picked?: PickedChoices): CartItem {
  const line: CartItem = { itemId: item.itemId, title: item.title, finalPrice: item.price + (picked?.extra ?? 0), quantity: 1, vegNonVeg: item.vegNonVeg };
  return picked?.choiceIds.length ? { ...line, choiceIds: picked.choiceIds, choices: picked.label } : line;
}


export function belongsTo(cart: Cart | null, owner: CartOwner): boolean {
  return !!cart && cart.restaurantUuid === owner.restaurantUuid && cart.orderType === owner.orderType;
}

/**
 * Adds one of `item` with the choices `picked`. The same dish-and-choices again raises its line; other choices
 * make another line. A dish from another outlet, or with another order type, is a conflict: the caller asks the
 * Clear Cart Confirmation and, if agreed, uses `replacement`.
 */
export function addItem(cart: Cart | null, owner: CartOwner, item: CartDish, picked?: PickedChoices): AddResult {
  const added = toCartItem(item, picked);
  const fresh: Cart = { ...owner, items: [added] };
  if (!cart || cart.items.length === 0) return { kind: 'added', cart: fresh };
  if (!belongsTo(cart, owner)) return { kind: 'conflict', replacement: fresh };
  const key = keyOf(added);
  const existing = cart.items.some((line) => keyOf(line) === key);
  return { kind: 'added', cart: existing ? raiseOne(cart, key) : { ...cart, items: [...cart.items, added] } };
}

/** Raises a line already in the cart (by keyOf) by one. */
export const raiseOne = (cart: Cart, key: string): Cart => ({
  ...cart,
  items: cart.items.map((line) => (keyOf(line) === key ? { ...line, quantity: line.quantity + 1 } : line)),
});

/** Lowers a line (by keyOf) by one; the last unit removes the line, the last line empties the cart (null). */
export function removeOne(cart: Cart | null, key: string): Cart | null {
  if (!cart) return null;
  const items = cart.items
    .map((line) => (keyOf(line) === key ? { ...line, quantity: line.quantity - 1 } : line))
    .filter((line) => line.quantity > 0);
  return items.length ? { ...cart, items } : null;
}

/** How many of a dish the cart holds, whatever its choices. */
export const quantityOf = (cart: Cart | null, itemId: number): number =>
  cart?.items.reduce((sum, line) => (line.itemId === itemId ? sum + line.quantity : sum), 0) ?? 0;

/** The cart's lines of one dish, the latest added last. */
export const linesOf = (cart: Cart | null, itemId: number): CartItem[] => cart?.items.filter((line) => line.itemId === itemId) ?? [];

export const cartSubtotal = (cart: Cart | null): number =>
  cart?.items.reduce((sum, line) => sum + line.finalPrice * line.quantity, 0) ?? 0;
