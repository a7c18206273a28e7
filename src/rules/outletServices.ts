import type { FoodOrderType, RestaurantDetail } from '../api/contract';
import type { MessageRef } from '../i18n';
import { m } from './menuWords';

/** The order types an outlet can take, in the order the outlet page offers them (also painted by its HTML shell). */
export const OUTLET_SERVICES: Array<{ orderType: FoodOrderType; label: MessageRef; serves: (r: RestaurantDetail) => boolean }> = [
  { orderType: 'HomeDelivery', label: m.delivery, serves: (r) => r.availableInHomeDelivery },
  { orderType: 'TakeAway', label: m.takeAway, serves: (r) => r.availableInTakeAway },
  { orderType: 'DineIn', label: m.dineIn, serves: (r) => r.availableInDineIn },
];
