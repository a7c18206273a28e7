import { chromium } from 'playwright';
const url = 'http://localhost:8099/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const boxes = async (noscript) => {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, geolocation: { latitude: 30.7374, longitude: 76.6762 }, permissions: ['geolocation'], serviceWorkers: 'block' });
  const p = await ctx.newPage();
  if (noscript) await p.route('**/*.js', (r) => r.abort());
  await p.goto(url); await p.waitForSelector('.menu-item'); await p.waitForTimeout(1200);
  await p.screenshot({ path: `/tmp/outlet-${noscript ? 'shell' : 'app'}.png` });
  const r = await p.evaluate(() => ['.outlet-head__title', '.outlet-head__row', '.outlet-head__info', '.segmented', '.menu-bar', '.menu-bar__search', '.switch', '.menu-bar__categories', '.menu-view__section', '.menu-item', '.menu-item:nth-child(2)', '.menu-item:nth-child(3) .menu-item__description', '.stepper'].map((s) => { const e = document.querySelector(s); const r = e?.getBoundingClientRect(); return `${s} ${r ? [r.x, r.y, r.width, r.height].map(Math.round).join(',') : 'none'}`; }));
  await ctx.close(); return r;
};
const shell = await boxes(true), app = await boxes(false);
shell.forEach((s, i) => console.log(s === app[i] ? 'same ' : 'DIFF ', s, s === app[i] ? '' : ' | app: ' + app[i]));
await b.close();
