/**
 * A Nominatim-compatible geocoder at /geocode (search and reverse), over the seeded gazetteer: the app's maps
 * service points here by default, so address search and the map pin work without reaching a public service.
 * Answers and errors are shaped like Nominatim's (not the API envelope): the client cannot tell them apart.
 */
import { Hono, type Context } from 'hono';
import { GEOCODE_PATH } from '../../src/api/endpoints';
import { reverse, search, type NominatimFormat } from '../geocode/lookup';

export const GEOCODE_BASE_PATH = GEOCODE_PATH;

const MAX_LIMIT = 40;
const DEFAULT_LIMIT = 10;
const MAX_QUERY_LENGTH = 255;

class BadRequest extends Error {}

/** Nominatim's error answer for format=json(v2). */
const problem = (c: Context, message: string) => c.json({ error: { code: 400, message } }, 400);

function formatOf(c: Context): NominatimFormat {
  const format = c.req.query('format') ?? 'jsonv2';
  if (format !== 'json' && format !== 'jsonv2') throw new BadRequest(`Parameter 'format': this server answers json and jsonv2 only, not '${format}'.`);
  return format;
}

function flag(c: Context, name: string, fallback: boolean): boolean {
  const value = c.req.query(name);
  if (value === undefined || value === '') return fallback;
  if (value === '0' || value === '1') return value === '1';
  throw new BadRequest(`Parameter '${name}' must be 0 or 1.`);
}

function integer(c: Context, name: string, fallback: number, min: number, max: number): number {
  const value = c.req.query(name);
  if (value === undefined || value === '') return fallback;
  if (!/^-?\d+$/.test(value)) throw new BadRequest(`Parameter '${name}' must be a number.`);
  // Nominatim clamps limit and zoom into range rather than refusing them.
  return Math.min(max, Math.max(min, Number(value)));
}

function coordinate(c: Context, name: 'lat' | 'lon', bound: number): number {
  const value = c.req.query(name);
  if (value === undefined || value.trim() === '') throw new BadRequest('Need coordinates or OSM object to lookup.');
  const number = Number(value);
  if (!Number.isFinite(number) || Math.abs(number) > bound) throw new BadRequest('Invalid coordinates.');
  return number;
}

export function geocodeRoutes(): Hono {
  const routes = new Hono();
  routes.onError((error, c) => {
    if (error instanceof BadRequest) return problem(c, error.message);
    throw error;
  });
  routes.use('*', async (c, next) => {
    await next();
    // A browser app on another origin may call it, as it may call nominatim.openstreetmap.org.
    c.header('Access-Control-Allow-Origin', '*');
    // The gazetteer only changes with a new server: an answer may be reused for a day.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=86400');
  });

  routes.get('/search', (c) => {
    const format = formatOf(c);
    const query = (c.req.query('q') ?? '').trim();
    if (query === '') throw new BadRequest('Nothing to search for.');
    if (query.length > MAX_QUERY_LENGTH) throw new BadRequest(`Query string too long (at most ${MAX_QUERY_LENGTH} characters).`);
    const limit = integer(c, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT);
    return c.json(search(query, { format, limit, addressdetails: flag(c, 'addressdetails', false) }));
  });

  routes.get('/reverse', (c) => {
    const format = formatOf(c);
    const latitude = coordinate(c, 'lat', 90);
    const longitude = coordinate(c, 'lon', 180);
    const zoom = integer(c, 'zoom', 18, 0, 18);
    const place = reverse(latitude, longitude, { format, zoom, addressdetails: flag(c, 'addressdetails', true) });
    // Nominatim answers 200 with an error object when there is nothing at the point.
    return c.json(place ?? { error: 'Unable to geocode' });
  });

  return routes;
}
