import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

/** As the build writes it: the policy in a <meta>, HTML-escaped by Vite. */
const BUILT_POLICY = "default-src 'self'; img-src 'self' https://*.tiles.example.com";
const INDEX = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${BUILT_POLICY.replaceAll("'", '&#39;')}"><title>Gold Leaf</title></head><body><div id="root"></div></body></html>`;
const BIG_JS = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Dish ${i}` })))};`;

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-test-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'offline.html'), INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'registerSW.js'), '/* register */');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Gold Leaf"}');
  writeFileSync(join(dir, 'version.json'), '{"version":"1"}');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), BIG_JS);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(dir, 'assets', 'index-abc123.css'), 'body{color:#000}');
  writeFileSync(join(dir, 'assets', 'font-x1.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'plain.html'), '<!doctype html><title>No policy written</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"sources":["../src/secret.ts"]}');
  writeFileSync(join(dir, 'sw.js.map'), '{"sources":["../sw/sw.ts"]}');
  server = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const fetchPath = (path: string, init?: RequestInit) => fetch(server.url + path, init);

describe('the built app', () => {
  it('serves index.html at / without caching it, with security headers', async () => {
    const res = await fetchPath('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await res.text()).toBe(INDEX);
  });

  it.each(['/', '/index.html', '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f'])(
    'sends the policy the build wrote, with frame-ancestors, and the other browser guards on %s',
    async (path) => {
      const res = await fetchPath(path);
      expect(res.headers.get('content-security-policy')).toBe(`${BUILT_POLICY}; frame-ancestors 'none'`);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBe('camera=(self), geolocation=(self), microphone=(), payment=(), usb=()');
    },
  );

  it('keeps the policy on a 304, and gives HTML without a written policy the strict default', async () => {
    const first = await fetchPath('/');
    const again = await fetchPath('/', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));

    const policy = (await fetchPath('/plain.html')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/; frame-ancestors 'none'$/);
  });

  it.each(['/assets/index-abc123.js.map', '/sw.js.map'])(
    'never serves the source map %s',
    async (path) => {
      const res = await fetchPath(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('sources');
    },
  );

  it.each(['/restaurants', '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f', '/my-orders', '/wallet-money/'])(
    'falls back to index.html for the client route %s',
    async (path) => {
      const res = await fetchPath(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // An outlet's HTML also carries its data (server/http/routeData.ts, tested in shell.test.ts).
      expect((await res.text()).replace(/<script type="application\/json" id="route-data">[^<]*<\/script>/, '')).toBe(INDEX);
    },
  );

  it('answers 404, not the app shell, for a missing file with an extension', async () => {
    const res = await fetchPath('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it.each([
    ['/assets/index-abc123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/index-abc123.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/font-x1.woff2', 'font/woff2', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/registerSW.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/version.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/offline.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/icons/icon-192.png', 'image/png', 'public, max-age=3600'],
    ['/logo.svg', 'image/svg+xml', 'public, max-age=3600'],
  ])('serves %s as %s with Cache-Control %s', async (path, type, cacheControl) => {
    const res = await fetchPath(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe(cacheControl);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await fetchPath('/sw.js');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetchPath('/sw.js', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('compresses text assets for clients that accept gzip', async () => {
    const res = await fetchPath('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(BIG_JS); // fetch decompresses
  });

  it("sends the build's Brotli copy of a script to a browser that accepts it, with its own ETag", async () => {
    const res = await fetchPath('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(BIG_JS); // fetch decompresses
    const gzipped = await fetchPath('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('etag')).not.toBe(gzipped.headers.get('etag'));
    const again = await fetchPath('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
  ])('falls back to gzip when Accept-Encoding is %s, or when no Brotli copy was built', async (accept, encoding) => {
    expect((await fetchPath('/assets/index-abc123.js', { headers: { 'Accept-Encoding': accept } })).headers.get('content-encoding')).toBe(encoding);
    // The stylesheet has no .br beside it (too small to be worth one here).
    const css = await fetchPath('/assets/index-abc123.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(css.headers.get('content-encoding')).toBeNull();
    expect(await css.text()).toBe('body{color:#000}');
  });

  it('never serves files outside the build folder', async () => {
    const secretName = `${basename(dir)}.secret`;
    const secretPath = join(dirname(dir), secretName);
    writeFileSync(secretPath, 'top secret');
    try {
      for (const path of [`/..%2f${secretName}`, `/assets/..%2f..%2f${secretName}`, `/%2e%2e/${secretName}`, `/..%5c${secretName}`]) {
        const res = await fetchPath(path);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('top secret');
      }
    } finally {
      rmSync(secretPath);
    }
  });

  it('keeps API paths out of the fallback', async () => {
    const res = await fetchPath('/v1/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ errorCode: 404 });
  });
});

describe('without a build', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ staticDir: join(tmpdir(), 'definitely-not-built-' + process.pid) });
  });
  afterAll(() => bare.close());

  it("answers / with 503 'App not built: run npm run build' while the API keeps working", async () => {
    const res = await fetch(bare.url + '/');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('App not built: run npm run build');
    const api = await fetch(bare.url + '/v1/api/getAdBannerList/DashboardTop?lat=30.7&lng=76.7');
    expect(api.status).toBe(200);
  });
});
