/**
 * The geocoder client: its 1 request/s throttle, and its reading of Nominatim answers, taken from the
 * reference server's Nominatim-compatible endpoint (in-process) and from a verbatim nominatim.openstreetmap.org
 * answer.
 */
import { describe, expect, it } from 'vitest';
import { GeocoderError, nominatimGeocoder, parseNominatimPlace, throttle, type Clock } from '../../src/features/address/geocoder';
import { geocodeRoutes } from '../../server/routes/geocode';

/**
 * A clock whose sleeps wake in time order: time jumps to the earliest pending wake-up once every task that
 * can run has run (each sleep lets the microtasks before it settle first).
 */
function fakeClock() {
  let now = 0;
  const sleepers: Array<{ at: number; wake: () => void }> = [];
  let ticking = false;
  const tick = () => {
    if (ticking) return;
    ticking = true;
    setTimeout(() => {
      ticking = false;
      sleepers.sort((a, b) => a.at - b.at);
      const next = sleepers.shift();
      if (!next) return;
      now = Math.max(now, next.at);
      next.wake();
      if (sleepers.length > 0) tick();
    }, 0);
  };
  const clock: Clock = {
    now: () => now,
    sleep: (ms) =>
      new Promise<void>((wake) => {
        sleepers.push({ at: now + ms, wake });
        tick();
      }),
  };
  return { clock, advance: (ms: number) => (now += ms) };
}

describe('throttle', () => {
  it('starts a burst of requests one second apart, in order', async () => {
    const { clock } = fakeClock();
    const schedule = throttle(1000, clock);
    const started: Array<[string, number]> = [];
    const run = (name: string) => schedule(async () => started.push([name, clock.now()]));
    await Promise.all([run('a'), run('b'), run('c')]);
    expect(started).toEqual([
      ['a', 0],
      ['b', 1000],
      ['c', 2000],
    ]);
  });

  it('lets a request through at once when the last one started long enough ago', async () => {
    const { clock, advance } = fakeClock();
    const schedule = throttle(1000, clock);
    await schedule(async () => null);
    advance(400);
    let startedAt = -1;
    await schedule(async () => (startedAt = clock.now()));
    expect(startedAt).toBe(1000);
    advance(5000);
    await schedule(async () => (startedAt = clock.now()));
    expect(startedAt).toBe(6000);
  });
});

/** The reference server's geocoder, answering in-process; every request is recorded with the time it left. */
function localService() {
  const app = geocodeRoutes();
  const { clock } = fakeClock();
  const requests: Array<{ url: URL; at: number; init: RequestInit | undefined }> = [];
  const geocoder = nominatimGeocoder({
    baseUrl: 'http://geocoder.test/geocode/',
    clock,
    userAgent: 'Gold Leaf test',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      requests.push({ url, at: clock.now(), init });
      return app.request(`${url.pathname.replace('/geocode', '')}${url.search}`);
    },
  });
  return { geocoder, requests };
}

describe('nominatimGeocoder against the reference server', () => {
  it('searches with the jsonv2 parameters and reads the address parts', async () => {
    const { geocoder, requests } = localService();
    const [first] = await geocoder.search('  Phase 7 Mohali ');
    expect(first).toEqual({
      latitude: 30.7109,
      longitude: 76.7194,
      addressText: 'Phase 7, Phase 7 Market Road, Mohali, Sahibzada Ajit Singh Nagar, Punjab, 160062, India',
      country: 'India',
      state: 'Punjab',
      city: 'Mohali',
      postalCode: '160062',
      remainder: 'Phase 7 Market Road, Phase 7',
    });
    const url = requests[0]?.url;
    expect(url?.pathname).toBe('/geocode/search');
    expect(Object.fromEntries(url?.searchParams ?? [])).toMatchObject({ q: 'Phase 7 Mohali', format: 'jsonv2', addressdetails: '1', limit: '5' });
    expect(requests[0]?.init?.referrerPolicy).toBe('strict-origin-when-cross-origin');
  });

  it('answers an empty list when nothing matches, without asking for a blank query', async () => {
    const { geocoder, requests } = localService();
    expect(await geocoder.search('Timbuktu')).toEqual([]);
    expect(await geocoder.search('   ')).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('reverse-geocodes a pin at zoom 18 and keeps the pin where it was put', async () => {
    const { geocoder, requests } = localService();
    const place = await geocoder.reverse({ latitude: 30.7405, longitude: 76.7785 });
    expect(place).toMatchObject({ latitude: 30.7405, longitude: 76.7785, city: 'Chandigarh', state: 'Chandigarh', postalCode: '160017', remainder: 'Jan Marg, Sector 17' });
    expect(requests[0]?.url.searchParams.get('zoom')).toBe('18');
  });

  it('answers null where the service cannot geocode', async () => {
    const { geocoder } = localService();
    expect(await geocoder.reverse({ latitude: 12.97, longitude: 77.59 })).toBeNull();
  });

  it("spaces search and reverse calls at least a second apart", async () => {
    const { geocoder, requests } = localService();
    await Promise.all([geocoder.search('mohali'), geocoder.reverse({ latitude: 30.71, longitude: 76.72 }), geocoder.search('zirakpur')]);
    expect(requests.map((r) => r.at)).toEqual([0, 1000, 2000]);
  });

  it("turns a Nominatim error answer into a GeocoderError with the service's message", async () => {
    const geocoder = nominatimGeocoder({
      baseUrl: 'http://geocoder.test',
      fetch: async () => Response.json({ error: { code: 400, message: 'Invalid coordinates.' } }, { status: 400 }),
    });
    await expect(geocoder.reverse({ latitude: 1, longitude: 2 })).rejects.toEqual(new GeocoderError('Invalid coordinates.'));
    const html = nominatimGeocoder({ baseUrl: 'http://geocoder.test', fetch: async () => new Response('<html>busy</html>', { status: 503 }) });
    await expect(html.search('mohali')).rejects.toThrow('The maps service answered 503 without JSON');
  });
});

describe('parseNominatimPlace', () => {
  it('reads an answer of nominatim.openstreetmap.org (jsonv2, addressdetails=1)', () => {
    const answer = {
      place_id: 229_371_582,
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      osm_type: 'way',
      osm_id: 178_254_471,
      lat: '30.7090112',
      lon: '76.7013474',
      category: 'building',
      type: 'yes',
      place_rank: 30,
      importance: 0.00000999999999995449,
      addresstype: 'building',
      name: '',
      display_name: '45, Industrial Area Phase 8B, Sahibzada Ajit Singh Nagar, Mohali Tahsil, Sahibzada Ajit Singh Nagar, Punjab, 160071, India',
      address: {
        house_number: '45',
        road: 'Industrial Area Road',
        suburb: 'Industrial Area Phase 8B',
        city: 'Sahibzada Ajit Singh Nagar',
        county: 'Mohali Tahsil',
        state_district: 'Sahibzada Ajit Singh Nagar',
        state: 'Punjab',
        'ISO3166-2-lvl4': 'IN-PB',
        postcode: '160071',
        country: 'India',
        country_code: 'in',
      },
      boundingbox: ['30.7089', '30.7091', '76.7012', '76.7015'],
    };
    expect(parseNominatimPlace(answer)).toEqual({
      latitude: 30.7090112,
      longitude: 76.7013474,
      addressText: answer.display_name,
      country: 'India',
      state: 'Punjab',
      city: 'Sahibzada Ajit Singh Nagar',
      postalCode: '160071',
      remainder: '45 Industrial Area Road, Industrial Area Phase 8B',
    });
  });

  it('takes a town or village as the city, and refuses a place without a usable point', () => {
    expect(parseNominatimPlace({ lat: '31.1245', lon: '76.116', address: { town: 'Nawanshahr', state: 'Punjab' } })?.city).toBe('Nawanshahr');
    expect(parseNominatimPlace({ lat: '31.1', lon: '76.1', address: { village: 'Landran' } })?.city).toBe('Landran');
    expect(parseNominatimPlace({ lat: 'north', lon: '76.1' })).toBeNull();
    expect(parseNominatimPlace({ lat: '95', lon: '76.1' })).toBeNull();
    expect(parseNominatimPlace('Mohali')).toBeNull();
  });
});
