import type { Getter } from 'jotai';
import type { TableLine } from '../../api/contract';
import { belongsTo, cartAtom, linesOf } from '../cart';
import type { CartItem, CartOwner } from '../cart';
import { myJoinedTableAtom, tableSessionAtom } from '../dine-in/joinedTable';

/**
 * The diner's own lines of a dish. `owner` null: ordering together at a table, so their lines on the table's cart
 * (while the session on screen is the one they joined); else the cart's, when it is this outlet's and order type's.
 */
export function myDishLines(get: Getter, itemId: number, owner: CartOwner | null): CartItem[] | TableLine[] {
  if (!owner) {
    const session = get(tableSessionAtom);
    const joined = get(myJoinedTableAtom);
    return session && session.sessionId === joined?.sessionId ? session.cart.filter((line) => line.mine && line.itemId === itemId) : [];
  }
  const cart = get(cartAtom);
  return belongsTo(cart, owner) ? linesOf(cart, itemId) : [];
}
