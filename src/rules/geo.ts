export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The server's database computes the same haversine with it (server/geo.ts). */
export const EARTH_RADIUS_M = 6_371_000;
const toRadians = (deg: number) => (deg * Math.PI) / 180;

/**
 * Whether an outlet delivers this far (issue 35): the server refuses a delivery beyond its radius
 * (server/routes/orders.ts), and the app's cards and menu say so first.
 */
export const deliversThatFar = (outlet: { deliveryRadiusInMeter: number }, metres: number): boolean => metres <= outlet.deliveryRadiusInMeter;

/** Great-circle distance in metres (haversine). */
export function distanceInMeters(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min(): rounding can push sqrt(h) a hair above 1, where asin is undefined.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether the outlet delivers to `place` at all: it delivers, and that far. The menu's notice and Add outside the menu. */
export const deliversTo = (outlet: Coordinates & { deliveryRadiusInMeter: number; availableInHomeDelivery: boolean }, place: Coordinates): boolean =>
  outlet.availableInHomeDelivery && deliversThatFar(outlet, Math.round(distanceInMeters(outlet, place)));
