/**
 * Whether this outlet delivers to the place the diner chose (issue 35): said on its menu before the first Add, and
 * the reason Add is refused for a delivery, instead of a cart the checkout later refuses. The server's rule and
 * haversine (src/rules/geo.ts), from where the food goes (placeAtom). TakeAway is offered instead only where the
 * diner could plausibly go and collect it (issue 45).
 */
import { useAtomValue } from 'jotai';
import type { FoodOrderType, RestaurantDetail } from '../../api/contract';
import { t } from '../../i18n';
import { collectableFrom, deliversTo } from '../../rules/geo';
import { placeAtom } from '../location/locationAtoms';
import { placeArea } from '../location/placeLabel';
import { m } from '../../rules/menuWords';

export interface NoDelivery {
  /** Why Add is refused: 'Gold Leaf — Morinda doesn't deliver to Sector 70. You can collect it as a TakeAway.' */
  words: string;
  /** 'Order TakeAway instead' is offered: the outlet takes TakeAway, near enough to collect from. */
  takeAway: boolean;
}

/** Why the outlet cannot deliver here, or null when it does (or the order is not a delivery, or no place is known yet). */
export function useNoDelivery(restaurant: RestaurantDetail, orderType: FoodOrderType): NoDelivery | null {
  const place = useAtomValue(placeAtom);
  if (orderType !== 'HomeDelivery' || !place) return null;
  if (deliversTo(restaurant, place)) return null;
  const takeAway = collectableFrom(restaurant, place);
  const area = placeArea(place);
  const refusal = area === null ? t(m.noDeliveryHere, { outlet: restaurant.title }) : t(m.noDelivery, { outlet: restaurant.title, place: area });
  return { words: takeAway ? `${refusal} ${t(m.collectInstead)}` : refusal, takeAway };
}
