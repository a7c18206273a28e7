/**
 * Whether this outlet delivers to the place the diner chose (issue 35): said on its menu before the first Add, and
 * the reason Add is refused for a delivery, instead of a cart the checkout later refuses. The server's rule and
 * haversine (src/rules/geo.ts), from the place the outlet list is measured from.
 */
import { useAtomValue } from 'jotai';
import type { FoodOrderType, RestaurantDetail } from '../../api/contract';
import { t } from '../../i18n';
import { deliversTo } from '../../rules/geo';
import { positionAtom } from '../location/locationAtoms';
import { placeArea } from '../location/placeLabel';
import { m } from '../../rules/menuWords';

/** The notice's words, or null when the outlet delivers there (or the order is not a delivery, or no place is known yet). */
export function useNoDelivery(restaurant: RestaurantDetail, orderType: FoodOrderType): string | null {
  const position = useAtomValue(positionAtom);
  if (orderType !== 'HomeDelivery' || !position) return null;
  if (deliversTo(restaurant, position)) return null;
  const place = placeArea(position);
  return place === null ? t(m.noDeliveryHere, { outlet: restaurant.title }) : t(m.noDelivery, { outlet: restaurant.title, place });
}
