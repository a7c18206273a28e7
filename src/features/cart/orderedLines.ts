/**
 * The cart's lines against the order they became: kept apart from the menu's cart rules (cartOps.ts), as the app
 * settles a placed order from its first view and needs only these.
 */
import { lineKey } from '../../rules/lineKey';
import type { Cart, CartItem } from './cartAtoms';

/** The line's identity: its dish and its choices. */
export const keyOf = (line: Pick<CartItem, 'itemId' | 'choiceIds'>): string => lineKey(line.itemId, line.choiceIds);

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
export function removeOrderedLines(cart: Cart, placed: ReadonlyArray<{ itemId: number; choiceIds?: number[]; quantity: number }>): Cart | null {
  const ordered = new Map<string, number>();
  for (const line of placed) ordered.set(keyOf(line), (ordered.get(keyOf(line)) ?? 0) + line.quantity);
  const items = cart.items
    .map((line) => ({ ...line, quantity: line.quantity - (ordered.get(keyOf(line)) ?? 0) }))
    .filter((line) => line.quantity > 0);
  if (items.length === 0) return null;
  return bindToOrder({ ...cart, items }, undefined);
}
