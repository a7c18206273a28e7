/** Great-circle distance (haversine) computed by the database, so it can sort and paginate by it. */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const EARTH_RADIUS_M = 6_371_000;

/** Whole metres from (latitude, longitude) to the row's coordinates. */
export function distanceInMetres(rowLat: AnyPgColumn, rowLng: AnyPgColumn, latitude: number, longitude: number): SQL<number> {
  const lat = sql`${latitude}::double precision`;
  const lng = sql`${longitude}::double precision`;
  const a = sql`power(sin(radians(${rowLat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${rowLat})) * power(sin(radians(${rowLng} - ${lng}) / 2), 2)`;
  // least(): rounding can push sqrt(a) a hair above 1, where asin is undefined.
  return sql<number>`round(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(${a}))))::integer`.mapWith(Number);
}

/** The same haversine in JavaScript, for a single pair (delivery radius checks, the rider's path). */
export function metresBetween(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a =
    Math.sin(rad(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(rad(to.longitude - from.longitude) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a))));
}
