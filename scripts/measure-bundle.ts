/**
 * Measures what a phone downloads: the gzip size of every script the first view of a path loads (default /),
 * and of the service worker. Runs the built app on the real server in Debian's Chromium.
 *   npm run build && npm run measure:bundle -- [path ...]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { AppServer } from '../test/e2e/appServer';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

const server = new AppServer();
await server.start();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const path of paths.length ? paths : ['/']) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.origin === new URL(server.url).origin) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const rows = [...scripts].map((script) => ({ script, kb: gzipKb(join(server.staticDir, script)) }));
    rows.sort((a, b) => b.kb - a.kb);
    const total = rows.reduce((sum, row) => sum + row.kb, 0);
    console.log(`\nFirst view of ${path}: ${rows.length} scripts, ${total.toFixed(1)} KB gzip`);
    for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.script}`);
    await context.close();
  }
  console.log(`\nService worker (sw.js): ${gzipKb(join(server.staticDir, 'sw.js')).toFixed(1)} KB gzip`);
} finally {
  await browser.close();
  await server.dispose();
}
