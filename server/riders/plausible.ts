/**
 * Issue 44: whether what a rider's phone says about where it is could be true. India's land (./indiaBorder.ts, from
 * Natural Earth, simplified to within 1.1 km): a point in Lahore is not a rider of ours, whatever a bounding box
 * says. And no faster than a vehicle since the last position believed: a jump from Mohali to Leh is a spoofed
 * phone or a wild fix, not a ride.
 */
import type { Coordinates } from '../../src/rules/geo';
import { metresBetween } from '../geo';
import { INDIA_LAND } from './indiaBorder';

/**
 * How far outside the simplified line a fix still counts as in India: the simplification (1.1 km) plus Natural
 * Earth's own rounding, so no rider at the Gateway of India or in Fort Kochi is refused because a corner was cut.
 * Across the Punjab border it lets in at most 3.5 km of Pakistan (this and the simplification); Lahore is 20 km away.
 */
export const BORDER_SLACK_METRES = 2_000;
/** Faster than any rider on an Indian road (the expressways' limit is 120 km/h). */
export const TOP_SPEED_KMH = 150;
/** A phone standing still reports fixes tens of metres apart (more between tall buildings): never a ride. */
export const GPS_WOBBLE_METRES = 100;

/** Each ring's bounding box, so most rings are passed over with four comparisons. */
const RINGS = INDIA_LAND.map((ring) => {
  let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < ring.length; i += 2) {
    const [x, y] = [ring[i] as number, ring[i + 1] as number];
    [west, east, south, north] = [Math.min(west, x), Math.max(east, x), Math.min(south, y), Math.max(north, y)];
  }
  return { ring, west, east, south, north };
});

/** Crossing count of a ray going east from the point (even-odd rule); rings are [lon, lat, lon, lat, …]. */
function insideRing(ring: readonly number[], latitude: number, longitude: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [ring[i] as number, ring[i + 1] as number, ring[j] as number, ring[j + 1] as number];
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Metres from the point to the nearest edge of the ring, on a plane laid on the earth at the point (fine at 2 km). */
function metresToRing(ring: readonly number[], latitude: number, longitude: number): number {
  const perDegreeY = 111_320;
  const perDegreeX = perDegreeY * Math.cos((latitude * Math.PI) / 180);
  let nearest = Infinity;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const ax = ((ring[j] as number) - longitude) * perDegreeX;
    const ay = ((ring[j + 1] as number) - latitude) * perDegreeY;
    const bx = ((ring[i] as number) - longitude) * perDegreeX;
    const by = ((ring[i + 1] as number) - latitude) * perDegreeY;
    const length = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * (bx - ax) + ay * (by - ay)) / length));
    nearest = Math.min(nearest, Math.hypot(ax + t * (bx - ax), ay + t * (by - ay)));
  }
  return nearest;
}

/** On India's land, or within BORDER_SLACK_METRES of its simplified edge. */
export function inIndia({ latitude, longitude }: Coordinates): boolean {
  // 0.03 degree is more than 2 km in every direction at India's latitudes: a point farther out than that from a
  // ring's box is not near the ring.
  const near = RINGS.filter((one) => latitude >= one.south - 0.03 && latitude <= one.north + 0.03 && longitude >= one.west - 0.03 && longitude <= one.east + 0.03);
  if (near.some((one) => insideRing(one.ring, latitude, longitude))) return true;
  return near.some((one) => metresToRing(one.ring, latitude, longitude) <= BORDER_SLACK_METRES);
}

export interface Fix extends Coordinates {
  /** When it was taken (epoch ms). */
  at: number;
}

/**
 * Whether a rider at `from` could be at `to`: no faster than TOP_SPEED_KMH over the time between them, in either
 * order (a queued fix may be older than the one it is judged against), give or take the GPS's wobble.
 */
export function couldRide(from: Fix, to: Fix): boolean {
  const seconds = Math.abs(to.at - from.at) / 1000;
  return metresBetween(from, to) <= (TOP_SPEED_KMH / 3.6) * seconds + GPS_WOBBLE_METRES;
}
