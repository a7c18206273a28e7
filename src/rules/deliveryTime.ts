/**
 * How long a home delivery takes (issue 35): one rule, computed by the server and handed out as a number (the
 * outlet list's deliveryMinutes, the draft's and the placed order's expectedAt), so the card, checkout, tracking
 * and My Orders say the same minutes for the same order and address.
 *
 * Delivery time = the kitchen's minutes (cooking and packing: PREPARATION_MINUTES.HomeDelivery in orderSlots.ts,
 * or the minutes a kitchen gives when it accepts) + the ride. The ride is the straight line (haversine, geo.ts)
 * times a detour factor for the roads, at the rider's speed (the server's RIDER_SPEED_KMH).
 */
export const ROAD_DETOUR_FACTOR = 1.3;
export const DEFAULT_RIDER_SPEED_KMH = 20;

/** Whole minutes (rounded up) for a ride of `metres` in a straight line. */
export const rideMinutes = (metres: number, speedKmh: number): number =>
  Math.ceil((metres * ROAD_DETOUR_FACTOR * 60) / (speedKmh * 1000));

export const deliveryMinutes = (kitchenMinutes: number, metres: number, speedKmh: number): number =>
  kitchenMinutes + rideMinutes(metres, speedKmh);
