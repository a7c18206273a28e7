/**
 * What a tap on a menu's dish does: why nothing can be added here now, a dish added with its choices, one more or
 * one less of a line, on the cart or, ordering together, on the table's cart. Loaded on the first tap (MenuView.tsx),
 * as home's banner action is (src/features/home/bannerAction.ts): a menu's first view draws the dishes, and none of
 * this. The worker precaches it with every other chunk, so a first tap without signal works as well.
 */
import type { Getter, Setter } from 'jotai';
import type { MenuItem, RestaurantDetail } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { BOOT_SPEC } from '../../config/bootMessages';
import { t } from '../../i18n';
import { notify } from '../../lib/toast';
import { closedMessage } from '../../rules/closedMessage';
import type { PickedChoices } from '../../rules/dishChoices';
import { lineKey, type DishLine } from '../../rules/lineKey';
import { addItem, cartAtom, pendingReplacementAtom, raiseOne, removeOne } from '../cart';
import type { CartOwner } from '../cart';
import { myJoinedTableAtom } from '../dine-in/joinedTable';
import { myDishLines } from './myDishLines';

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
export function put(get: Getter, set: Setter, state: MenuState, item: MenuItem, picked?: PickedChoices): void {
  const joinedNow = get(myJoinedTableAtom);
  if (state.together && joinedNow) {
    import('../table/tableActions')
      .then(({ addDish, changeTable }) => changeTable(set, joinedNow.sessionId, addDish({ itemId: item.itemId, choiceIds: picked?.choiceIds })))
      .catch((error: unknown) => notify.error(messageOf(error)));
    return;
  }
  const result = addItem(get(cartAtom), state.owner, item, picked);
  if (result.kind === 'added') set(cartAtom, result.cart);
  else set(pendingReplacementAtom, result.replacement);
}

/** One more, or one less, of one of the diner's lines: on the table's cart when ordering together, else in the cart. */
export function changeLine(get: Getter, set: Setter, together: boolean, line: DishLine, change: 'ADD' | 'REMOVE'): void {
  const joinedNow = get(myJoinedTableAtom);
  if (together && joinedNow) {
    import('../table/tableActions')
      .then(({ addDish, removeDish, changeTable }) => changeTable(set, joinedNow.sessionId, (change === 'ADD' ? addDish : removeDish)(line)))
      .catch((error: unknown) => notify.error(messageOf(error)));
    return;
  }
  const key = lineKey(line.itemId, line.choiceIds);
  const current = get(cartAtom);
  if (change === 'REMOVE') set(cartAtom, removeOne(current, key));
  else if (current) set(cartAtom, raiseOne(current, key));
}

/** The choices of the diner's line of a dish last added, where its sheet opens (null: the dish as it comes). */
export function lastChoices(get: Getter, itemId: number, owner: CartOwner | null): number[] | null {
  const last = myDishLines(get, itemId, owner).at(-1);
  return last?.choiceIds?.length ? last.choiceIds : null;
}

/** '−' on a dish: its one line loses one, or with several lines (other choices) `ask` which one. */
export function removeOneOf(get: Getter, set: Setter, state: MenuState, itemId: number, ask: (itemId: number) => void): void {
  const lines = myDishLines(get, itemId, state.together ? null : state.owner);
  if (lines.length > 1) ask(itemId);
  else if (lines[0]) changeLine(get, set, state.together, lines[0], 'REMOVE');
}
