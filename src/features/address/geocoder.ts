/**
 * The maps service (SPEC 1: reverse geocoding and search) behind one interface. The implementation speaks
 * Nominatim's API: the reference server answers it at /geocode (the demo default); a build may point
 * VITE_GEOCODER_URL at nominatim.openstreetmap.org or a self-hosted Nominatim instead.
 *
 * Nominatim's usage policy: at most 1 request a second, an identifying Referer or User-Agent, and no
 * search-as-you-type. Requests here are spaced by a throttle shared by search and reverse; a browser sends
 * the app's origin as Referer (it does not let a page set User-Agent), other runtimes send a User-Agent.
 */
import { GEOCODE_PATH } from '../../api/endpoints';
import { API_ORIGIN, BRAND_NAME } from '../../config/env';
import { t } from '../../i18n';
import type { Coordinates } from '../../rules/geo';
import { m } from './messages';

/** What the map picker yields (SPEC 3, Address): the place in words, its pin, and its parts. */
export interface GeocodedPlace extends Coordinates {
  addressText: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
  /** The rest of the address below the city: house number and road, neighbourhood, suburb. */
  remainder: string;
}

export interface Geocoder {
  /** Places matching the words, best first; an empty list when nothing matches. */
  search(query: string, signal?: AbortSignal): Promise<GeocodedPlace[]>;
  /** What lies at a point (zoom 18: the street); null when the service knows nothing there. */
  reverse(point: Coordinates, signal?: AbortSignal): Promise<GeocodedPlace | null>;
}

export class GeocoderError extends Error {
  override name = 'GeocoderError';
}

/** Nominatim asks for no more than one request a second from an application. */
export const GEOCODER_MIN_INTERVAL_MS = 1_000;
const SEARCH_LIMIT = 5;

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/**
 * Runs tasks so that each starts at least `intervalMs` after the one before it started, in the order they
 * were asked for. A burst of three gets slots at 0, 1 s and 2 s.
 */
export function throttle(intervalMs: number, clock: Clock = realClock) {
  let nextSlot = 0;
  return <T>(task: () => Promise<T>): Promise<T> => {
    const now = clock.now();
    const start = Math.max(now, nextSlot);
    nextSlot = start + intervalMs;
    return start > now ? clock.sleep(start - now).then(task) : task();
  };
}

/** The parts of Nominatim's `address` object this app reads (jsonv2 with addressdetails=1). */
interface NominatimAddress {
  house_number?: string;
  road?: string;
  neighbourhood?: string;
  suburb?: string;
  village?: string;
  town?: string;
  city?: string;
  municipality?: string;
  county?: string;
  state_district?: string;
  state?: string;
  postcode?: string;
  country?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** One Nominatim result (search or reverse) as a GeocodedPlace; null when it lacks a usable point. */
export function parseNominatimPlace(value: unknown): GeocodedPlace | null {
  if (!isRecord(value)) return null;
  const latitude = Number(value.lat);
  const longitude = Number(value.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const raw: Record<string, unknown> = isRecord(value.address) ? value.address : {};
  const address = Object.fromEntries(Object.entries(raw).flatMap(([key, part]) => (text(part) ? [[key, text(part)]] : []))) as NominatimAddress;
  const city = address.city ?? address.town ?? address.municipality ?? address.village ?? address.county ?? address.state_district ?? '';
  const street = [address.house_number, address.road].filter(Boolean).join(' ');
  const remainder = [street, address.neighbourhood, address.suburb !== city ? address.suburb : undefined].filter(Boolean).join(', ');
  return {
    latitude,
    longitude,
    addressText: text(value.display_name) ?? [remainder, city, address.state, address.postcode, address.country].filter(Boolean).join(', '),
    country: address.country ?? '',
    state: address.state ?? '',
    city,
    postalCode: address.postcode ?? '',
    remainder,
  };
}

export interface NominatimOptions {
  /** Where /search and /reverse live, e.g. https://nominatim.openstreetmap.org. */
  baseUrl: string;
  fetch?: typeof fetch;
  clock?: Clock;
  /** Sent where the runtime allows it (not in browsers, which send the page's origin as Referer instead). */
  userAgent?: string;
  language?: string;
}

export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const inBrowser = typeof document !== 'undefined';
  const schedule = throttle(GEOCODER_MIN_INTERVAL_MS, options.clock);

  async function call(path: '/search' | '/reverse', params: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', 'accept-language': options.language ?? 'en', ...params });
    const url = `${base}${path}?${query.toString()}`;
    const response = await schedule(() => {
      signal?.throwIfAborted();
      return doFetch(url, {
        signal,
        headers: { Accept: 'application/json', ...(!inBrowser && options.userAgent ? { 'User-Agent': options.userAgent } : {}) },
        // The origin identifies the app to the service (the policy's "valid HTTP Referer").
        referrerPolicy: 'strict-origin-when-cross-origin',
      });
    });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GeocoderError(t(m.serviceNoJson, { status: response.status }));
    }
    if (!response.ok) {
      const message = isRecord(body) && isRecord(body.error) ? text(body.error.message) : undefined;
      throw new GeocoderError(message ?? t(m.serviceStatus, { status: response.status }));
    }
    return body;
  }

  return {
    async search(query, signal) {
      const q = query.trim();
      if (q === '') return [];
      const body = await call('/search', { q, limit: String(SEARCH_LIMIT) }, signal);
      if (!Array.isArray(body)) throw new GeocoderError(t(m.serviceNotList));
      return body.map(parseNominatimPlace).filter((place): place is GeocodedPlace => place !== null);
    },
    async reverse({ latitude, longitude }, signal) {
      const body = await call('/reverse', { lat: latitude.toFixed(7), lon: longitude.toFixed(7), zoom: '18' }, signal);
      // Nominatim answers 200 with {"error": "Unable to geocode"} where it knows nothing.
      if (isRecord(body) && 'error' in body) return null;
      const place = parseNominatimPlace(body);
      // The pin stays where the customer put it; the service's point is the found object's centre.
      return place && { ...place, latitude, longitude };
    },
  };
}

const configuredUrl = (import.meta.env.VITE_GEOCODER_URL as string | undefined)?.trim();

/** The app's geocoder: VITE_GEOCODER_URL when set, else the reference server's /geocode. */
export const geocoder: Geocoder = nominatimGeocoder({
  baseUrl: configuredUrl || `${API_ORIGIN}${GEOCODE_PATH}`,
  userAgent: `${BRAND_NAME} customer app`,
});
