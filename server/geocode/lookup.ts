/**
 * Search and reverse lookup over the gazetteer, answered in Nominatim's shapes (format=json / jsonv2), so a
 * client written for Nominatim works against this server unchanged.
 */
import { metresBetween } from '../geo';
import { GAZETTEER, STATE_CODES, type Place, type PlaceKind } from './gazetteer';

export const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright';

/** A pin farther than this from every known place is "Unable to geocode", as Nominatim says over open sea. */
export const REVERSE_MAX_METRES = 25_000;

/** Nominatim's place_rank per kind (lower is larger). */
const RANK: Record<PlaceKind, number> = { city: 16, town: 18, suburb: 20, neighbourhood: 22, road: 26 };
const IMPORTANCE: Record<PlaceKind, number> = { city: 0.6, town: 0.5, suburb: 0.35, neighbourhood: 0.3, road: 0.25 };

export interface NominatimAddress {
  road?: string;
  neighbourhood?: string;
  suburb?: string;
  town?: string;
  city?: string;
  county?: string;
  state: string;
  'ISO3166-2-lvl4': string;
  postcode: string;
  country: 'India';
  country_code: 'in';
}

export interface NominatimPlace {
  place_id: number;
  licence: string;
  osm_type: 'node' | 'way';
  osm_id: number;
  lat: string;
  lon: string;
  /** jsonv2 names it category; json names it class. */
  category?: string;
  class?: string;
  type: string;
  place_rank?: number;
  importance: number;
  addresstype: string;
  name: string;
  display_name: string;
  address?: NominatimAddress;
  boundingbox: [string, string, string, string];
}

export type NominatimFormat = 'json' | 'jsonv2';

/** How much of the address a reverse lookup reports: Nominatim's zoom (18 building ... 3 country). */
function addressOf(place: Place, zoom = 18): NominatimAddress {
  const address: NominatimAddress = {
    state: place.state,
    'ISO3166-2-lvl4': STATE_CODES[place.state],
    postcode: place.postcode,
    country: 'India',
    country_code: 'in',
  };
  if (zoom >= 16 && place.road) address.road = place.road;
  if (zoom >= 14 && place.kind === 'neighbourhood') address.neighbourhood = place.name;
  if (zoom >= 14 && place.kind === 'suburb') address.suburb = place.name;
  if (place.kind === 'town') address.town = place.city;
  else address.city = place.city;
  if (place.county) address.county = place.county;
  return address;
}

function displayName(address: NominatimAddress, name: string): string {
  const parts = [name, address.road, address.neighbourhood, address.suburb, address.town ?? address.city, address.county, address.state, address.postcode, 'India'];
  return parts.filter((part, i): part is string => part !== undefined && parts.indexOf(part) === i).join(', ');
}

function toNominatim(place: Place, format: NominatimFormat, withAddress: boolean, zoom?: number): NominatimPlace {
  const index = GAZETTEER.indexOf(place);
  const address = addressOf(place, zoom);
  const category = place.kind === 'road' ? 'highway' : 'place';
  const type = place.kind === 'road' ? 'primary' : place.kind;
  const d = place.kind === 'city' ? 0.08 : 0.01;
  const result: NominatimPlace = {
    place_id: 100_000 + index,
    licence: LICENCE,
    osm_type: place.kind === 'road' ? 'way' : 'node',
    osm_id: 9_000_000 + index,
    lat: place.latitude.toFixed(7),
    lon: place.longitude.toFixed(7),
    ...(format === 'jsonv2' ? { category, place_rank: RANK[place.kind] } : { class: category }),
    type,
    importance: IMPORTANCE[place.kind],
    addresstype: place.kind,
    name: place.name,
    display_name: displayName(address, place.name),
    boundingbox: [
      (place.latitude - d).toFixed(7),
      (place.latitude + d).toFixed(7),
      (place.longitude - d).toFixed(7),
      (place.longitude + d).toFixed(7),
    ],
  };
  if (withAddress) result.address = address;
  return result;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== 'india');

/** Every place whose name (or alias), city, district or state covers each word of the query; most important first. */
export function search(query: string, options: { format: NominatimFormat; limit: number; addressdetails: boolean }): NominatimPlace[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  const scored = GAZETTEER.flatMap((place) => {
    const names = [place.name, ...(place.aliases ?? [])].map(words);
    const context = words([place.city, place.county ?? '', place.state, place.postcode].join(' '));
    let best = -1;
    for (const name of names) {
      const pool = [...name, ...context];
      // Each query word is a whole word of the place, or the start of its last typed word ("phase 7, moh").
      const covered = wanted.every((word, i) => pool.some((have) => have === word || (i === wanted.length - 1 && have.startsWith(word))));
      if (!covered) continue;
      const inName = wanted.filter((word) => name.includes(word)).length;
      best = Math.max(best, inName * 10 + IMPORTANCE[place.kind]);
    }
    return best < 0 ? [] : [{ place, score: best }];
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, options.limit)
    .map(({ place }) => toNominatim(place, options.format, options.addressdetails));
}

/** The nearest known place to a point, or null when none is within REVERSE_MAX_METRES. */
export function reverse(
  latitude: number,
  longitude: number,
  options: { format: NominatimFormat; zoom: number; addressdetails: boolean },
): NominatimPlace | null {
  const nearest = (places: readonly Place[]) => {
    let found: { place: Place; metres: number } | null = null;
    for (const place of places) {
      const metres = metresBetween({ latitude, longitude }, place);
      if (!found || metres < found.metres) found = { place, metres };
    }
    return found;
  };
  const isSettlement = (place: Place) => place.kind === 'city' || place.kind === 'town';
  // As Nominatim's zoom picks the object's size: below suburb level (zoom < 14) a city or town answers; at
  // street level the nearest area or road within a few kilometres does, before the city's centre.
  const local = options.zoom >= 14 ? nearest(GAZETTEER.filter((place) => !isSettlement(place))) : null;
  const found = local && local.metres <= LOCAL_AREA_METRES ? local : nearest(GAZETTEER.filter(isSettlement));
  if (!found || found.metres > REVERSE_MAX_METRES) return null;
  return toNominatim(found.place, options.format, options.addressdetails, options.zoom);
}

/** How far a pin may be from an area's centre and still be reported as in that area. */
const LOCAL_AREA_METRES = 4_000;
