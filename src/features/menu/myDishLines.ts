import type { Getter } from 'jotai';
import type { DishLine } from '../../lib/lineKey';
import { belongsTo, cartAtom, linesOf } from '../cart';
import type { CartOwner } from '../cart';
import { myJoinedTableAtom, tableSessionAtom } from '../dine-in/joinedTable';

/** One of the diner's lines of a dish, as a stepper changes it and the lines sheet shows it. */
export interface MyDishLine extends DishLine {
  title: string;
  /** The line's choices in words ('Large, Extra shot'); empty for the dish as it comes. */
  choices: string;
  price: number;
  quantity: number;
}

/**
 * The diner's own lines of a dish. `owner` null: ordering together at a table, so their lines on the table's cart
 * (while the session on screen is the one they joined); else the cart's, when it is this outlet's and order type's.
 */
export function myDishLines(get: Getter, itemId: number, owner: CartOwner | null): MyDishLine[] {
  if (!owner) {
    const session = get(tableSessionAtom);
    const joined = get(myJoinedTableAtom);
    return session && session.sessionId === joined?.sessionId ? session.cart.filter((line) => line.mine && line.itemId === itemId) : [];
  }
  const cart = get(cartAtom);
  return belongsTo(cart, owner) ? linesOf(cart, itemId).map((line) => ({ ...line, choices: line.choices ?? '', price: line.finalPrice })) : [];
}
