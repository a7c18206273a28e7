/**
 * A keystroke in a 300-dish menu's search (GUIDE budget: filters within one frame, <= 16 ms). Serves an outlet's
 * real menu grown to MENU_SIZE dishes (the demo menu copied with new ids and titles), types a search and erases
 * it one key at a time in Chromium at 390 x 844, and reads the main thread from a performance trace: per
 * keystroke, the work until the field repaints (the urgent render) and the longest task of any kind while
 * typing (the deferred list render included). Runs without and with 4x CPU throttling (a mid-range phone).
 *   npm run build && npm run measure:menu-search [-- 330]
 */
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AppServer } from '../test/e2e/appServer';
import type { TraceEvent } from './traceEvent';

const OUTLET = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MENU_SIZE = Number(process.argv[2] ?? 330);
const WORD = 'paneer tikka';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (us: number) => Math.round(us / 100) / 10;

/** `field` is the menu's search, or the control: a bare input with no listener, the floor of a keystroke. */
async function typeAndTrace(page: Page, throttle: number, field: 'menu' | 'control') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  if (field === 'control') {
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'control-input';
      input.style.cssText = 'position:fixed;top:0;left:0;z-index:99';
      document.body.append(input);
    });
  }
  await page.locator(field === 'control' ? '#control-input' : '#menu-search').click();
  await page.waitForTimeout(300);
  await page.context().browser()!.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  for (const key of [...WORD.split(''), ...WORD.split('').map(() => 'Backspace')]) {
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(120 * throttle); // one keystroke at a time, as a person types
  }
  const trace = JSON.parse((await page.context().browser()!.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (field === 'control') await page.evaluate(() => document.getElementById('control-input')?.remove());
  const events = trace.traceEvents;
  const dispatches = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  const main = dispatches[0] ? { pid: dispatches[0].pid, tid: dispatches[0].tid } : null;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid && (e.dur ?? 0) > 0);
  // The task that handled each keydown and ran React's urgent render of the field.
  const perKey = dispatches.map((d) => tasks.find((t) => t.ts <= d.ts && d.ts <= t.ts + (t.dur ?? 0))?.dur ?? d.dur ?? 0);
  const longest = Math.max(...tasks.map((t) => t.dur ?? 0));
  // Where a keystroke's task goes: script, style, layout (summed over all keystroke tasks, top-level slices).
  const keyTasks = dispatches.map((d) => tasks.find((t) => t.ts <= d.ts && d.ts <= t.ts + (t.dur ?? 0))).filter((t) => t !== undefined);
  const split: Record<string, number> = {};
  for (const e of events) {
    if (e.ph !== 'X' || !main || e.pid !== main.pid || e.tid !== main.tid || !['FunctionCall', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'MinorGC', 'MajorGC'].includes(e.name)) continue;
    if (keyTasks.some((t) => t.ts <= e.ts && e.ts < t.ts + (t.dur ?? 0))) split[e.name] = (split[e.name] ?? 0) + (e.dur ?? 0);
  }
  const overFrame = tasks.filter((t) => (t.dur ?? 0) > 16_000).length;
  const breakdown = Object.entries(split).map(([name, us]) => `${name} ${ms(us / Math.max(1, keyTasks.length))}`).join(', ');
  return { keys: dispatches.length, median: ms(median(perKey)), worst: ms(Math.max(...perKey)), longest: ms(longest), overFrame, breakdown };
}

const server = new AppServer();
await server.start();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  // No worker, so the page's own request for the menu can be answered with the grown one.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await context.route('**/getItemListWithCatSubCat/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { responsePacket: { itemList: Array<{ itemId: number; title: string }> } };
    const dishes = body.responsePacket.itemList;
    body.responsePacket.itemList = Array.from({ length: MENU_SIZE }, (_, i) => {
      const dish = dishes[i % dishes.length]!;
      const round = Math.floor(i / dishes.length);
      return { ...dish, itemId: 100_000 + i, title: round ? `${dish.title} ${round + 1}` : dish.title };
    });
    await route.fulfill({ response, json: body });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${OUTLET}`);
  await page.waitForSelector('[data-testid="menu-item"]');
  const rows = await page.getByTestId('menu-item').count();
  console.log(`Menu search, ${rows} dishes on the page, typing "${WORD}" and erasing it (${WORD.length * 2} keystrokes):`);
  for (const [throttle, field] of [[1, 'menu'], [1, 'control'], [4, 'menu'], [4, 'control']] as const) {
    const r = await typeAndTrace(page, throttle, field);
    console.log(
      `  CPU ${throttle}x, ${field === 'menu' ? 'menu search' : 'control (bare input)'}: keystroke task median ${r.median} ms, worst ${r.worst} ms; longest main-thread task ${r.longest} ms; tasks over 16 ms: ${r.overFrame} (${r.keys} keydowns traced)`,
      `\n    per keystroke task, mean ms (nested slices overlap): ${r.breakdown}`,
    );
  }
} finally {
  await browser.close();
  await server.dispose();
}
