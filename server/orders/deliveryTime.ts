/**
 * The delivery time of an order (issue 35), from the one rule in src/rules/deliveryTime.ts: the list, the draft,
 * the placed order and the kitchen's accept all ask here, so they give the same minutes for the same address.
 */
import type { Deps } from '../http/types';
import { deliveryMinutes, rideMinutes } from '../../src/rules/deliveryTime';
import { PREPARATION_MINUTES } from '../../src/lib/orderSlots';

interface DeliveryLeg {
  orderType: string;
  /** Outlet to door, in a straight line (server/geo.ts); null but for a home delivery. */
  deliveryDistanceMetres: number | null;
}

/** Kitchen minutes (the usual ones, or the kitchen's own when it accepts) + the ride; null but for a home delivery. */
export function orderDeliveryMinutes(order: DeliveryLeg, deps: Pick<Deps, 'riderSpeedKmh'>, kitchenMinutes: number = PREPARATION_MINUTES.HomeDelivery): number | null {
  if (order.orderType !== 'HomeDelivery' || order.deliveryDistanceMetres === null) return null;
  return deliveryMinutes(kitchenMinutes, order.deliveryDistanceMetres, deps.riderSpeedKmh);
}

/** Minutes the order takes from now: a delivery's kitchen minutes and ride, or the kitchen's minutes alone. */
export const minutesFromNow = (order: DeliveryLeg, deps: Pick<Deps, 'riderSpeedKmh'>, kitchenMinutes: number): number =>
  orderDeliveryMinutes(order, deps, kitchenMinutes) ?? kitchenMinutes;

/** What is left of the ride from where the rider is now. */
export const remainingRideMinutes = (metres: number, deps: Pick<Deps, 'riderSpeedKmh'>): number => rideMinutes(metres, deps.riderSpeedKmh);
