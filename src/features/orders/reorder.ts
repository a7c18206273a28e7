import type { Order } from '../../api/contract';
import type { Cart } from '../cart';

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
    items: order.itemList.map((item) => ({
      itemId: item.itemId,
      title: item.title,
      finalPrice: item.price,
      quantity: Math.min(item.quantity, MAX_QUANTITY),
      vegNonVeg: item.vegNonVeg,
    })),
  };
  if (!current || current.items.length === 0) return { cart: fresh, needsClearing: false };
  if (current.restaurantUuid !== order.restaurantUuid || current.orderType !== order.orderType) return { cart: fresh, needsClearing: true };

  const items = current.items.map((item) => ({ ...item }));
  for (const added of fresh.items) {
    const existing = items.find((item) => item.itemId === added.itemId);
    if (existing) existing.quantity = Math.min(existing.quantity + added.quantity, MAX_QUANTITY);
    else items.push(added);
  }
  return { cart: { ...current, items }, needsClearing: false };
}
