/**
 * Lighthouse (mobile, simulated throttling: its default) on the built app served by the real server, in
 * Debian's Chromium. Prints the four category scores per path (GUIDE budget: performance >= 98, the rest 100)
 * and the failing audits.
 *   npm run build && npm run measure:lighthouse -- [path ...]
 */
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { AppServer } from '../test/e2e/appServer';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const server = new AppServer();
await server.start();
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const path of paths.length ? paths : ['/']) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits } = result.lhr;
    const scores = Object.values(categories).map((c) => `${c.title} ${Math.round((c.score ?? 0) * 100)}`);
    console.log(`\n${path}: ${scores.join(' · ')}`);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
    console.log(`  ${metrics.map((id) => `${audits[id]?.title}: ${audits[id]?.displayValue}`).join(' · ')}`);
    for (const id of ['render-blocking-resources', 'unused-javascript', 'bootup-time', 'network-rtt', 'server-response-time']) {
      const audit = audits[id];
      if (audit?.displayValue) console.log(`  · ${audit.title}: ${audit.displayValue}`);
    }
    for (const category of Object.values(categories)) {
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`  - [${category.title}] ${audit.title} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
} finally {
  chrome.kill();
  await server.dispose();
}
