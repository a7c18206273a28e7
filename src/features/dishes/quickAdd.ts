/**
 * Add outside the menu (issue 35): a dish found by search or kept as a favourite goes straight in the cart only
 * when the menu's own Add would put it there as it comes, with nothing to ask. A dish with sizes or add-ons, an
 * outlet that is closed, does not deliver to the chosen place or does not serve the order type, a table's order,
 * or a cart of another outlet or order type (the menu asks before clearing it), opens the outlet's menu at the dish instead, where the choices sheet asks, or the menu says why and what
 * can be done (TakeAway, Schedule for later, Scan the table's QR code).
 */
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { OrderType, Restaurant } from '../../api/contract';
import { t } from '../../i18n';
import { formatTime, formatWeekday } from '../../lib/format';
import { deliversTo } from '../../rules/geo';
import { reopening } from '../../lib/reopening';
import { closureLine } from '../../rules/closureWords';
import { m as outletWords } from '../../rules/outletWords';
import { addItem, belongsTo, cartAtom, effectiveOrderTypeAtom, keyOf, orderTypeAtom, quantityOf, removeOne, type Cart, type CartOwner } from '../cart';
import type { CartDish } from '../cart/cartOps';
import { positionAtom, type Position } from '../location/locationAtoms';
import { placeArea } from '../location/placeLabel';
import { m } from './messages';

/** The menu's anchor for a dish (src/features/menu/MenuItemRow.tsx's DISH_ANCHOR), not imported: see ./messages.ts. */
export const dishAnchor = (itemId: number): string => `dish-${itemId}`;
/**
 * How the router brings the dish into view on arrival: centred, as the menu itself does (its default, block 'start',
 * would leave the dish under the menu's sticky bar).
 */
export const DISH_IN_VIEW: ScrollIntoViewOptions = { block: 'center' };

/** The menu's rule (lib/openingHours.ts reopening, as src/rules/closedMessage.ts) in a row's few words: why the outlet takes no order now, or null. */
function closedWords(outlet: QuickOutlet, now: number): string | null {
  const closure = closureLine(outlet, now);
  if (closure) return closure;
  const next = reopening(outlet, now);
  if (!next) return null;
  // A week with no open day (the server refuses one): closed, with no time to give.
  if (next.at === null) return t(outletWords.closedNow);
  const words = next.paused ? m.paused : [m.closedNow, m.closedTillTomorrow][next.inDays] ?? m.closedTillDay;
  return t(words, { time: formatTime(next.at), day: formatWeekday(next.at) });
}

/** What Add needs to know of the outlet: its order types, hours, pause and delivery reach. */
export type QuickOutlet = Pick<
  Restaurant,
  | 'restaurantUuid'
  | 'recordId'
  | 'title'
  | 'openingTime'
  | 'closingTime'
  | 'weekdayHours'
  | 'pausedUntil'
  | 'closure'
  | 'latitude'
  | 'longitude'
  | 'deliveryRadiusInMeter'
  | 'availableInHomeDelivery'
  | 'availableInTakeAway'
>;

export interface QuickDish extends CartDish {
  restaurantUuid: string;
  /** Sizes or add-ons to choose; unknown (a favourite) counts as yes: the menu knows. */
  hasChoices?: boolean;
}

/** The dish goes in the cart from here for this owner; or the menu opens at it, saying `why` on the row when there is a reason to tell. */
export type QuickAdd = { kind: 'cart'; owner: CartOwner } | { kind: 'menu'; why: string | null; takeAway?: boolean };

export function quickAddOf(
  dish: QuickDish,
  outlet: QuickOutlet | undefined,
  orderType: OrderType,
  position: Position | null,
  cart: Cart | null,
  now = Date.now(),
): QuickAdd {
  if (!outlet) return { kind: 'menu', why: null };
  const closed = closedWords(outlet, now);
  if (closed) return { kind: 'menu', why: closed };
  if (orderType === 'HomeDelivery') {
    if (position === null || !deliversTo(outlet, position)) {
      const place = position && placeArea(position);
      // As the menu does, TakeAway is offered instead where the outlet serves it.
      return { kind: 'menu', why: place ? t(m.noDelivery, { place }) : t(m.noDeliveryHere), takeAway: outlet.availableInTakeAway };
    }
  } else if (orderType !== 'TakeAway' || !outlet.availableInTakeAway) {
    // A table's order needs its QR code, scanned on the menu; the other order types are not a cart's.
    return { kind: 'menu', why: null };
  }
  if (dish.hasChoices !== false) return { kind: 'menu', why: null };
  const owner: CartOwner = {
    restaurantUuid: outlet.restaurantUuid,
    restaurantRecordId: outlet.recordId,
    restaurantName: outlet.title,
    orderType,
  };
  // A cart of another outlet or order type: the menu asks before clearing it (Clear Cart Confirmation), not a row here.
  if (cart !== null && cart.items.length > 0 && !belongsTo(cart, owner)) return { kind: 'menu', why: null };
  return { kind: 'cart', owner };
}

/** The rule above with the diner's order type, place and cart: how many are in the cart, and Add and − for a row. */
export function useQuickAdd() {
  const navigate = useNavigate();
  const orderType = useAtomValue(effectiveOrderTypeAtom);
  const position = useAtomValue(positionAtom);
  const [cart, setCart] = useAtom(cartAtom);
  const setOrderType = useSetAtom(orderTypeAtom);
  return {
    ruleFor: (dish: QuickDish, outlet: QuickOutlet | undefined) => quickAddOf(dish, outlet, orderType, position, cart),
    quantityIn: (dish: QuickDish, rule: QuickAdd) => (rule.kind === 'cart' && belongsTo(cart, rule.owner) ? quantityOf(cart, dish.itemId) : 0),
    add(dish: QuickDish, rule: QuickAdd) {
      if (rule.kind === 'menu') {
        void navigate({
          to: '/restaurants/$restaurantUuid',
          params: { restaurantUuid: dish.restaurantUuid },
          hash: dishAnchor(dish.itemId),
          hashScrollIntoView: DISH_IN_VIEW,
        });
        return;
      }
      const result = addItem(cart, rule.owner, dish);
      // ruleFor sends a cart of another outlet or order type to the menu: here the dish is always added.
      if (result.kind === 'added') setCart(result.cart);
    },
    remove: (dish: QuickDish) => setCart(removeOne(cart, keyOf({ itemId: dish.itemId }))),
    /** The menu's 'Order TakeAway instead' (src/features/menu/MenuView.tsx): the order type the whole app then has. */
    takeAwayInstead: () => setOrderType('TakeAway'),
  };
}
