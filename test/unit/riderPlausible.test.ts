/**
 * Issue 44: where a rider's phone can be and how fast it can get there (server/riders/plausible.ts). India's land is
 * a polygon from Natural Earth, not a box: Lahore lies inside India's bounding box and outside India; Amritsar,
 * Attari (3 km from the border) and every seeded outlet are in, and so is the sea front the simplification cut.
 */
import { describe, expect, it } from 'vitest';
import { SEED_RESTAURANTS } from '../../server/db/seed-data';
import { couldRide, inIndia } from '../../server/riders/plausible';
import { INDIA_BOUNDS } from '../../src/rider/constants';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const inBox = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  latitude >= INDIA_BOUNDS.south && latitude <= INDIA_BOUNDS.north && longitude >= INDIA_BOUNDS.west && longitude <= INDIA_BOUNDS.east;

describe('India’s land', () => {
  it('leaves out Lahore and the Pakistani side of the Punjab border, which India’s bounding box takes in', () => {
    for (const [name, place] of [
      ['Lahore', at(31.55, 74.34)],
      ['Kasur', at(31.12, 74.45)],
      ['Narowal', at(32.1, 74.87)],
      ['7 km west of the Wagah crossing', at(31.605, 74.5)],
    ] as const) {
      expect(inBox(place), `${name} is in the box`).toBe(true);
      expect(inIndia(place), name).toBe(false);
    }
  });

  it('takes in Amritsar, Attari by the border, Leh, the coasts and islands, and every outlet the chain seeds', () => {
    for (const [name, place] of [
      ['Amritsar', at(31.63, 74.87)],
      ['Attari', at(31.6, 74.61)],
      ['Ferozepur', at(30.93, 74.61)],
      ['Leh', at(34.1526, 77.5771)],
      ['Kanyakumari', at(8.0883, 77.5385)],
      // On the sea front, where the simplified line runs inland of Natural Earth's: in by the 2 km allowed.
      ['the Gateway of India, Mumbai', at(18.922, 72.8347)],
      ['Fort Kochi', at(9.9658, 76.2421)],
      ['Dwarka', at(22.2442, 68.9685)],
      ['Port Blair', at(11.62, 92.72)],
    ] as const) {
      expect(inIndia(place), name).toBe(true);
    }
    for (const outlet of SEED_RESTAURANTS) expect(inIndia(outlet), outlet.area).toBe(true);
  });

  it('leaves out the neighbours’ capitals and far away', () => {
    for (const [name, place] of [
      ['Kathmandu', at(27.7, 85.32)],
      ['Dhaka', at(23.81, 90.41)],
      ['Karachi', at(24.86, 67.0)],
      ['Colombo', at(6.93, 79.85)],
      ['London', at(51.5, -0.12)],
    ] as const) {
      expect(inIndia(place), name).toBe(false);
    }
  });
});

describe('how fast a rider can go', () => {
  const T0 = Date.parse('2026-03-10T07:00:00Z');
  const MOHALI = { latitude: 30.7089, longitude: 76.7011, at: T0 };
  /** `km` due north of Mohali, `minutes` later (a degree of latitude is 111.195 km on the haversine's sphere). */
  const north = (km: number, minutes: number) => ({ latitude: MOHALI.latitude + km / 111.195, longitude: MOHALI.longitude, at: T0 + minutes * 60_000 });

  it('no faster than 150 km/h, either way in time, give or take 100 m of GPS wobble', () => {
    expect(couldRide(MOHALI, north(2.4, 1))).toBe(true); // 144 km/h
    expect(couldRide(MOHALI, north(2.7, 1))).toBe(false); // 162 km/h
    expect(couldRide(north(2.4, 1), MOHALI)).toBe(true);
    expect(couldRide(MOHALI, north(0.09, 0))).toBe(true);
    expect(couldRide(MOHALI, north(0.15, 0))).toBe(false);
  });

  it('refuses Mohali to Leh in ten minutes, and in an hour', () => {
    const leh = { latitude: 34.1526, longitude: 77.5771 };
    expect(couldRide(MOHALI, { ...leh, at: T0 + 10 * 60_000 })).toBe(false);
    expect(couldRide(MOHALI, { ...leh, at: T0 + 60 * 60_000 })).toBe(false);
  });
});
