/**
 * What a tap on a menu's dish does: why nothing can be added here now, a dish added with its choices, one more or
 * one less of a line, on the cart or, ordering together, on the table's cart. Loaded on the first tap (MenuView.tsx),
 * as home's banner action is (src/features/home/bannerAction.ts): a menu's first view draws the dishes, and none of
 * this. The worker precaches it with every other chunk, so a first tap without signal works as well.
 */
import type { Getter } from 'jotai';
import type { MenuItem, RestaurantDetail, TableLine } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { BOOT_SPEC } from '../../config/bootMessages';
import { t } from '../../i18n';
import type { AppStore } from '../../lib/store';
import { notify } from '../../lib/toast';
import { closedMessage } from '../../rules/closedMessage';
import type { PickedChoices } from '../../rules/dishChoices';
import { lineKey, type DishLine } from '../../rules/lineKey';
import { addItem, belongsTo, cartAtom, linesOf, pendingReplacementAtom, raiseOne, removeOne } from '../cart';
import type { CartItem, CartOwner } from '../cart';
import { myJoinedTableAtom, tableSessionAtom } from '../dine-in/joinedTable';

/** Where the menu stands when tapped: what refuses an Add, and whose cart the dishes go on. */
export interface MenuState {
  restaurant: RestaurantDetail;
  owner: CartOwner;
  /** Dine In at an outlet whose table is not scanned. */
  needsTable: boolean;
  /** 'Doesn't deliver to <place>', or null. */
  noDeliveryWords: string | null;
  /** Ordering together at a table: the dishes go on the table's cart. */
  together: boolean;
  /** A closed outlet's order for later, chosen: its dishes may go in the cart. */
  aheadChosen: boolean;
}

/** Why nothing can be added here now (no table scanned, no delivery this far, closed), said as a toast; false when it can. */
export function refused(state: MenuState): boolean {
  const { needsTable, noDeliveryWords, together, aheadChosen, restaurant } = state;
  const refusal = needsTable ? t(BOOT_SPEC.scanQr) : (noDeliveryWords ?? (together || aheadChosen ? null : closedMessage(restaurant)));
  if (refusal) notify.error(refusal);
  return refusal !== null;
}

/** A dish with its choices (none, or those picked on the sheet) on the table's cart or in the cart. */
export function put(store: AppStore, state: MenuState, item: MenuItem, picked?: PickedChoices): void {
  const joinedNow = store.get(myJoinedTableAtom);
  if (state.together && joinedNow) {
    import('../table/tableActions')
      .then(({ addDish, changeTable }) => changeTable(store.set, joinedNow.sessionId, addDish({ itemId: item.itemId, choiceIds: picked?.choiceIds })))
      .catch((error: unknown) => notify.error(messageOf(error)));
    return;
  }
  const result = addItem(store.get(cartAtom), state.owner, item, picked);
  if (result.kind === 'added') store.set(cartAtom, result.cart);
  else store.set(pendingReplacementAtom, result.replacement);
}

/** One more, or one less, of one of the diner's lines: on the table's cart when ordering together, else in the cart. */
export function changeLine(store: AppStore, together: boolean, line: DishLine, change: 'ADD' | 'REMOVE'): void {
  const joinedNow = store.get(myJoinedTableAtom);
  if (together && joinedNow) {
    import('../table/tableActions')
      .then(({ addDish, removeDish, changeTable }) => changeTable(store.set, joinedNow.sessionId, (change === 'ADD' ? addDish : removeDish)(line)))
      .catch((error: unknown) => notify.error(messageOf(error)));
    return;
  }
  const key = lineKey(line.itemId, line.choiceIds);
  const current = store.get(cartAtom);
  if (change === 'REMOVE') store.set(cartAtom, removeOne(current, key));
  else if (current) store.set(cartAtom, raiseOne(current, key));
}

/** The choices of the diner's line of a dish last added, where its sheet opens (null: the dish as it comes). */
export function lastChoices(store: AppStore, itemId: number, state: MenuState): number[] | null {
  const last = myLinesOf(store, itemId, state).at(-1);
  return last?.choiceIds?.length ? last.choiceIds : null;
}

/** '−' on a dish: its one line loses one, or with several lines (other choices) `ask` which one. */
export function removeOneOf(store: AppStore, state: MenuState, itemId: number, ask: () => void): void {
  const lines = myLinesOf(store, itemId, state);
  if (lines.length > 1) ask();
  else if (lines[0]) changeLine(store, state.together, lines[0], 'REMOVE');
}

/** The diner's own lines of a dish: on the table's cart when ordering together, else in the cart. */
function myLinesOf(store: AppStore, itemId: number, state: MenuState) {
  const get: Getter = (atom) => store.get(atom);
  return myDishLines(get, itemId, state.together ? null : state.owner);
}

/**
 * The diner's own lines of a dish, read alike by the taps above and the which-line sheet. `owner` null: ordering
 * together at a table, so their lines on the table's cart (while the session on screen is the one they joined);
 * else the cart's, when it is this outlet's and order type's.
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
