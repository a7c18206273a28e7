import type { Menu, Order } from '../../api/contract';
import { checkChoices } from '../../rules/dishChoices';
import { withChoices } from '../../rules/lineKey';
import { keyOf, type Cart, type CartItem } from '../cart';

const MAX_QUANTITY = 50;

/**
 * The cart that 'Order again' leaves. An empty cart, or one for the same outlet and order type, keeps what it
 * holds and adds the order's items (quantities summed, at most 50 each as saveOrder allows). A cart for another
 * outlet or order type must be cleared first (SPEC 4): `needsClearing` says to ask, `cart` is then the order alone.
 */
export function reorderCart(current: Cart | null, order: Pick<Order, 'restaurantUuid' | 'restaurantName' | 'orderType' | 'itemList'>): {
  cart: Cart;
  needsClearing: boolean;
} {
  const fresh: Cart = {
    restaurantUuid: order.restaurantUuid,
    restaurantName: order.restaurantName,
    orderType: order.orderType,
    items: order.itemList.map((item) => {
      const line: CartItem = { itemId: item.itemId, title: item.title, finalPrice: item.price, quantity: Math.min(item.quantity, MAX_QUANTITY), vegNonVeg: item.vegNonVeg };
      return item.choiceIds?.length ? { ...line, choiceIds: item.choiceIds, choices: item.choices } : line;
    }),
  };
  if (!current || current.items.length === 0) return { cart: fresh, needsClearing: false };
  if (current.restaurantUuid !== order.restaurantUuid || current.orderType !== order.orderType) return { cart: fresh, needsClearing: true };

  const items = current.items.map((item) => ({ ...item }));
  for (const added of fresh.items) {
    const existing = items.find((item) => keyOf(item) === keyOf(added));
    if (existing) existing.quantity = Math.min(existing.quantity + added.quantity, MAX_QUANTITY);
    else items.push(added);
  }
  return { cart: { ...current, items }, needsClearing: false };
}

/** What changed on the menu since the order: dishes gone or unavailable, and dishes priced differently. */
export interface MenuChanges {
  unavailable: string[];
  repriced: Array<{ title: string; was: number; now: number }>;
}

/**
 * The order as it would be today: each dish at the menu's price now with its choices, the dishes the menu no longer
 * has, has marked unavailable or no longer offers with those choices left out, and what changed, so 'Order again'
 * can name it.
 */
export function orderAsToday<O extends Pick<Order, 'itemList'>>(order: O, menu: Pick<Menu, 'itemList'>): { order: O; changes: MenuChanges } {
  const changes: MenuChanges = { unavailable: [], repriced: [] };
  const itemList: Order['itemList'] = [];
  for (const item of order.itemList) {
    const now = menu.itemList.find((dish) => dish.itemId === item.itemId);
    if (!now || !now.isAvailable) {
      changes.unavailable.push(item.title);
      continue;
    }
    // The dish is there, but not with these choices any more: named with them.
    const choices = checkChoices(now.choiceGroups, item.choiceIds);
    if (!choices.ok) {
      changes.unavailable.push(withChoices(item.title, item.choices));
      continue;
    }
    const price = now.price + choices.picked.extra;
    if (price !== item.price) changes.repriced.push({ title: withChoices(now.title, item.choices), was: item.price, now: price });
    // A size an order from before sizes left unpicked is named now (src/rules/dishChoices.ts).
    const { choiceIds, label } = choices.picked;
    const named = choiceIds.length > 0 || item.choiceIds ? { choiceIds, choices: label } : {};
    itemList.push({ ...item, ...named, title: now.title, price, lineTotal: price * item.quantity });
  }
  return { order: { ...order, itemList }, changes };
}
