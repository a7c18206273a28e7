import type { OrderType, Restaurant } from '../../api/contract';
import { DINE_IN_AUTO_DISTANCE_M } from '../../config/constants';

export interface OrderTypeChoice {
  orderType: OrderType;
  /** The outlet the customer is at, when they are at one. */
  restaurant: Restaurant | null;
}

/**
 * SPEC 4, automatic choice. Walk the outlets by distance; among those within 200 m (the customer is at the
 * outlet) the first that serves dine-in sets dine-in, else the first that serves takeaway sets takeaway, else the
 * first that delivers sets home delivery. Away from every outlet, or with none suitable: home delivery.
 */
export function chooseOrderType(restaurants: readonly Restaurant[]): OrderTypeChoice {
  const nearby = [...restaurants]
    .filter((r) => r.distanceInMeter <= DINE_IN_AUTO_DISTANCE_M)
    .sort((a, b) => a.distanceInMeter - b.distanceInMeter);
  const dineIn = nearby.find((r) => r.availableInDineIn);
  if (dineIn) return { orderType: 'DineIn', restaurant: dineIn };
  const takeAway = nearby.find((r) => r.availableInTakeAway);
  if (takeAway) return { orderType: 'TakeAway', restaurant: takeAway };
  const delivery = nearby.find((r) => r.availableInHomeDelivery);
  if (delivery) return { orderType: 'HomeDelivery', restaurant: delivery };
  return { orderType: 'HomeDelivery', restaurant: null };
}

/** Whether an outlet serves an order type (the tabs that are not outlet services show every outlet). */
export function servesOrderType(restaurant: Restaurant, orderType: OrderType): boolean {
  switch (orderType) {
    case 'DineIn':
      return restaurant.availableInDineIn;
    case 'TakeAway':
      return restaurant.availableInTakeAway;
    case 'HomeDelivery':
      return restaurant.availableInHomeDelivery;
    default:
      return true;
  }
}
