/** The local Nominatim-compatible geocoder over HTTP: its answers and errors are shaped like Nominatim's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NominatimPlace } from '../../server/geocode/lookup';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function geocode<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${server.url}/geocode${path}`);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

describe('GET /geocode/search', () => {
  it('finds a Mohali phase with its address details, in jsonv2', async () => {
    const { status, body, headers } = await geocode<NominatimPlace[]>('/search?q=Phase%207%2C%20Mohali&format=jsonv2&addressdetails=1&limit=5');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    const [first] = body;
    expect(first).toMatchObject({
      name: 'Phase 7',
      lat: '30.7109000',
      lon: '76.7194000',
      category: 'place',
      type: 'suburb',
      place_rank: 20,
      address: { suburb: 'Phase 7', road: 'Phase 7 Market Road', city: 'Mohali', state: 'Punjab', postcode: '160062', country: 'India', country_code: 'in' },
    });
    expect(first?.display_name).toBe('Phase 7, Phase 7 Market Road, Mohali, Sahibzada Ajit Singh Nagar, Punjab, 160062, India');
    expect(first?.boundingbox).toHaveLength(4);
    expect(typeof first?.place_id).toBe('number');
  });

  it('matches a prefix of the last word as it is typed, an alias, and the cities of the chain', async () => {
    const typing = await geocode<NominatimPlace[]>('/search?q=sarabha%20nag');
    expect(typing.body.map((p) => p.name)).toEqual(['Sarabha Nagar']);
    const alias = await geocode<NominatimPlace[]>('/search?q=gurgaon');
    expect(alias.body[0]?.name).toBe('Gurugram');
    for (const city of ['Chandigarh', 'Panchkula', 'Zirakpur', 'Ludhiana', 'Noida', 'Faridabad']) {
      const { body } = await geocode<NominatimPlace[]>(`/search?q=${city}&format=jsonv2`);
      expect(body[0]?.name, city).toBe(city);
    }
  });

  it('puts the place named by the query before places that only lie in it', async () => {
    const { body } = await geocode<NominatimPlace[]>('/search?q=sector%2017%20chandigarh&addressdetails=1');
    expect(body[0]).toMatchObject({ name: 'Sector 17', address: { city: 'Chandigarh', postcode: '160017' } });
  });

  it('leaves address details out unless asked, and names the category "class" in format=json', async () => {
    const { body } = await geocode<NominatimPlace[]>('/search?q=zirakpur&format=json');
    expect(body[0]).not.toHaveProperty('address');
    expect(body[0]).toMatchObject({ class: 'place', type: 'city' });
    expect(body[0]).not.toHaveProperty('category');
  });

  it('keeps to the limit', async () => {
    const { body } = await geocode<NominatimPlace[]>('/search?q=mohali&limit=2');
    expect(body).toHaveLength(2);
  });

  it('answers an empty list for a place it does not know', async () => {
    const { status, body } = await geocode('/search?q=Timbuktu&format=jsonv2');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each([
    ['no query', '/search?format=jsonv2', 'Nothing to search for.'],
    ['a blank query', '/search?q=%20%20', 'Nothing to search for.'],
    ['a query over 255 characters', `/search?q=${'a'.repeat(256)}`, 'Query string too long (at most 255 characters).'],
    ['a format it does not speak', '/search?q=mohali&format=xml', "Parameter 'format': this server answers json and jsonv2 only, not 'xml'."],
    ['a limit that is not a number', '/search?q=mohali&limit=many', "Parameter 'limit' must be a number."],
    ['addressdetails other than 0 or 1', '/search?q=mohali&addressdetails=yes', "Parameter 'addressdetails' must be 0 or 1."],
  ])('refuses %s with a Nominatim error', async (_case, path, message) => {
    const { status, body } = await geocode(path);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 400, message } });
  });
});

describe('GET /geocode/reverse', () => {
  it('names the area, road, city, state and postcode of a pin at zoom 18', async () => {
    const { status, body } = await geocode<NominatimPlace>('/reverse?lat=30.7115&lon=76.7201&format=jsonv2&zoom=18&addressdetails=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Phase 7',
      address: { road: 'Phase 7 Market Road', suburb: 'Phase 7', city: 'Mohali', state: 'Punjab', postcode: '160062', country: 'India' },
    });
  });

  it('reports only the city at a city zoom', async () => {
    const { body } = await geocode<NominatimPlace>('/reverse?lat=30.7115&lon=76.7201&zoom=10');
    expect(body.name).toBe('Mohali');
    expect(body.address).not.toHaveProperty('road');
    expect(body.address).not.toHaveProperty('suburb');
  });

  it('tells a pin in Chandigarh from one in Ludhiana', async () => {
    const chandigarh = await geocode<NominatimPlace>('/reverse?lat=30.7405&lon=76.7785');
    expect(chandigarh.body.address).toMatchObject({ suburb: 'Sector 17', city: 'Chandigarh', state: 'Chandigarh', postcode: '160017' });
    const ludhiana = await geocode<NominatimPlace>('/reverse?lat=30.8890&lon=75.8270');
    expect(ludhiana.body.address).toMatchObject({ suburb: 'Sarabha Nagar', city: 'Ludhiana' });
  });

  it('answers "Unable to geocode" far from every known place, as Nominatim does', async () => {
    const { status, body } = await geocode('/reverse?lat=12.97&lon=77.59&format=jsonv2');
    expect(status).toBe(200);
    expect(body).toEqual({ error: 'Unable to geocode' });
  });

  it.each([
    ['no coordinates', '/reverse?format=jsonv2', 'Need coordinates or OSM object to lookup.'],
    ['no longitude', '/reverse?lat=30.7', 'Need coordinates or OSM object to lookup.'],
    ['a latitude that is not a number', '/reverse?lat=north&lon=76.7', 'Invalid coordinates.'],
    ['a latitude beyond 90', '/reverse?lat=91&lon=76.7', 'Invalid coordinates.'],
    ['a longitude beyond 180', '/reverse?lat=30.7&lon=181', 'Invalid coordinates.'],
    ['a zoom that is not a number', '/reverse?lat=30.7&lon=76.7&zoom=street', "Parameter 'zoom' must be a number."],
  ])('refuses %s with a Nominatim error', async (_case, path, message) => {
    const { status, body } = await geocode(path);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 400, message } });
  });
});
