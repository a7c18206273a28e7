/** Great-circle distance (haversine) computed by the database, so it can sort and paginate by it. */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { distanceInMeters, EARTH_RADIUS_M, type Coordinates } from '../src/rules/geo';

/** Whole metres from (latitude, longitude) to the row's coordinates. */
export function distanceInMetres(rowLat: AnyPgColumn, rowLng: AnyPgColumn, latitude: number, longitude: number): SQL<number> {
  const lat = sql`${latitude}::double precision`;
  const lng = sql`${longitude}::double precision`;
  const a = sql`power(sin(radians(${rowLat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${rowLat})) * power(sin(radians(${rowLng} - ${lng}) / 2), 2)`;
  // least(): rounding can push sqrt(a) a hair above 1, where asin is undefined.
  return sql<number>`round(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(${a}))))::integer`.mapWith(Number);
}

/**
 * The same haversine in JavaScript, for a single pair (delivery radius checks, the rider's path): the app's own
 * function (src/rules/geo.ts, which its menu uses to say an outlet does not deliver), in whole metres.
 */
export const metresBetween = (from: Coordinates, to: Coordinates): number => Math.round(distanceInMeters(from, to));
