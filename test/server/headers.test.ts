/**
 * Issue 20, small headers: a server picture opened on its own cannot run script; no answer can be sniffed as
 * another type (geocoder answers and plain-text errors included); HSTS once the server says it is on HTTPS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let plain: TestServer;
let https: TestServer;

beforeAll(async () => {
  [plain, https] = await Promise.all([startTestServer(), startTestServer({ servedOverHttps: true })]);
});
afterAll(() => Promise.all([plain.close(), https.close()]));

describe('headers on every kind of answer', () => {
  it('a media SVG carries a policy that allows its own styles and nothing else, sandboxed', async () => {
    const res = await fetch(`${plain.url}/media/dish-biryani.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['a geocoder search', '/geocode/search?q=mohali&format=jsonv2', 200],
    ['a geocoder reverse lookup', '/geocode/reverse?lat=30.7115&lon=76.7201', 200],
    ['a geocoder error', '/geocode/search?q=', 400],
    ['a missing media file', '/media/none.svg', 404],
    ['a missing upload', '/uploads/none.png', 404],
    ['a page when the app is not built', '/restaurants', 503],
  ])('%s says nosniff', async (_name, path, status) => {
    const res = await fetch(plain.url + path);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('no HSTS over plain HTTP, even when a request claims it was forwarded over HTTPS', async () => {
    const res = await fetch(`${plain.url}/geocode/search?q=mohali`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['an API answer', '/v1/api/upcomingOutlets'],
    ['a media file', '/media/dish-biryani.svg'],
    ['a geocoder answer', '/geocode/search?q=mohali'],
    ['a plain-text error', '/media/none.svg'],
  ])('served over HTTPS, %s carries HSTS for a year', async (_name, path) => {
    const res = await fetch(https.url + path);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
