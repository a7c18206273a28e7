/**
 * Measures what a phone downloads: the gzip size of every script the first view of a path loads (default /),
 * and of the service worker. Runs the built app on the real server in Debian's Chromium.
 *   npm run build && npm run measure:bundle -- [path ...]
 * scripts/check-budget.ts holds the same figures to the project's budgets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { AppServer } from '../test/e2e/appServer';

export interface FirstView {
  path: string;
  scripts: Array<{ script: string; kb: number; afterLoad: boolean }>;
  totalKb: number;
  /** Loaded after the first view and drawing nothing in it (AFTER_FIRST_VIEW): shown, not counted above. */
  later: Array<{ script: string; kb: number }>;
  /** Loaded on the diner's first intent to tap (a pointer down on the screen, FIRST_INTENT): shown, not counted. */
  onIntent: Array<{ script: string; kb: number }>;
  /** What is sent to a browser that accepts Brotli: the build's .br copies (vite.config.ts, brotliAssets). */
  brotliKb: number;
}

/** The first view settles when the network has been idle twice around a pause (location, then outlets, then banners). */
const SETTLE_MS = 2000;

export const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const brotliKb = (file: string) => (existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length / 1024 : gzipKb(file));

/**
 * What shows that a path's first view is whole: on /, the first banner's slide (the banners come last, after the
 * location and the outlets), which on a busy machine can come after the network first went quiet.
 */
const WHOLE_WHEN: Record<string, string> = { '/': '.banner-slider__slide >> nth=0' };

/**
 * Scripts a first visit loads once its view is done, that draw nothing in it: the worker's registration with
 * workbox-window, loaded after the load event at an idle moment (src/features/pwa/worker.ts), and home's carousel
 * (embla), loaded on the banner's first move: a touch, a dot or the autoplay's first turn 5 s after the banner
 * shows (src/features/home/BannerSlider.tsx draws the first slide and the dots without it), and push's and the
 * outbox's start-up, loaded beside the worker's registration (src/app/startAfterLoad.ts). They are listed apart
 * and not counted.
 */
const AFTER_FIRST_VIEW = [/^\/assets\/workerRegistration-/, /^\/assets\/BannerCarousel-/, /^\/assets\/startAfterLoad-/];

/**
 * Where a first tap would land, for the scripts a screen fetches on the diner's first intent (a pointer down or the
 * focus) before the tap itself: a menu's tap code and its narrowing by a filter (src/features/menu/MenuView.tsx). A
 * pointer down, not a tap, so nothing is added or opened; what it loads is listed apart, not counted in the first
 * view, with the sum of both printed, so what a first tap costs stays in sight.
 */
const FIRST_INTENT = ['.menu-view', 'main'];

/** Loads each path in a fresh 390 x 844 context (no service worker) and lists the app's scripts it fetched. */
export async function measureFirstViews(server: AppServer, paths: string[]): Promise<FirstView[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const views: FirstView[] = [];
    for (const path of paths) {
      // As a customer in Mohali sees it: location granted, so the outlets and banners of the first view load.
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 390, height: 844 },
        geolocation: { latitude: 30.7374, longitude: 76.6762 },
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() === 'script' && url.origin === new URL(server.url).origin) scripts.add(url.pathname);
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      const whole = WHOLE_WHEN[path];
      if (whole) await page.locator(whole).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Which scripts were asked for only after the load event (deferred: the carousel, the worker's helper).
      const afterLoad = new Set(
        await page.evaluate(() => {
          const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.startTime >= load)
            .map((entry) => new URL(entry.name).pathname);
        }),
      );
      const firstView = [...scripts].filter((script) => !AFTER_FIRST_VIEW.some((pattern) => pattern.test(script)));
      const beforeIntent = new Set(scripts);
      const found = await Promise.all(FIRST_INTENT.map(async (selector) => ((await page.locator(selector).count()) ? selector : null)));
      const target = found.find((selector) => selector !== null);
      if (target) {
        await page.locator(target).first().dispatchEvent('pointerdown', { bubbles: true, isPrimary: true });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
      }
      const onIntent = [...scripts].filter((script) => !beforeIntent.has(script)).map((script) => ({ script, kb: gzipKb(join(server.staticDir, script)) }));
      const rows = firstView.map((script) => ({ script, kb: gzipKb(join(server.staticDir, script)), afterLoad: afterLoad.has(script) }));
      rows.sort((a, b) => b.kb - a.kb);
      const later = [...beforeIntent].filter((script) => !firstView.includes(script)).map((script) => ({ script, kb: gzipKb(join(server.staticDir, script)) }));
      const brotli = firstView.reduce((sum, script) => sum + brotliKb(join(server.staticDir, script)), 0);
      views.push({ path, scripts: rows, totalKb: rows.reduce((sum, row) => sum + row.kb, 0), later, onIntent, brotliKb: brotli });
      await context.close();
    }
    return views;
  } finally {
    await browser.close();
  }
}

export function printFirstView(view: FirstView): void {
  const late = view.scripts.filter((row) => row.afterLoad);
  const lateKb = late.reduce((sum, row) => sum + row.kb, 0);
  console.log(
    `\nFirst view of ${view.path}: ${view.scripts.length} scripts, ${view.totalKb.toFixed(2)} KB gzip ` +
      `(before the load event: ${view.scripts.length - late.length} scripts, ${(view.totalKb - lateKb).toFixed(1)} KB; ` +
      `sent with Brotli: ${view.brotliKb.toFixed(1)} KB)`,
  );
  for (const row of view.scripts) console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.script}${row.afterLoad ? '  (after load)' : ''}`);
  for (const row of view.later) console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.script}  (after the first view, not counted)`);
  for (const row of view.onIntent) console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.script}  (on the first intent to tap, not counted)`);
  if (view.onIntent.length) {
    const intentKb = view.onIntent.reduce((sum, row) => sum + row.kb, 0);
    console.log(`  With what the first intent to tap loads: ${(view.totalKb + intentKb).toFixed(1)} KB (+${intentKb.toFixed(2)})`);
  }
}

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const server = new AppServer();
  await server.start();
  try {
    for (const view of await measureFirstViews(server, paths.length ? paths : ['/'])) printFirstView(view);
    console.log(`\nService worker (sw.js): ${gzipKb(join(server.staticDir, 'sw.js')).toFixed(1)} KB gzip`);
  } finally {
    await server.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
