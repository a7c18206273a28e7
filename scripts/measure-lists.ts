/**
 * The long outlet list (GUIDE budgets), in Chromium at 390 x 844 against the built app and the real server started
 * with DEMO_OUTLETS (default 1000 extra outlets):
 *   1. the home list of 1000 outlets: main-thread scripting, from a Chromium trace, between the restaurantList
 *      response and the first frame that shows the list (budget < 100 ms);
 *   2. scrolling that list to its end with the wheel: long tasks (> 50 ms) seen by a PerformanceObserver and the
 *      longest main-thread task in the trace (budget: none).
 * A long menu's search is measured by scripts/measure-menu-search.ts.
 * The service worker is blocked so every run measures the same network path.
 *   npm run build && npm run measure:lists [-- --outlets 1000 --runs 3]
 * DIST_DIR names another build folder (test/e2e/appServer.ts).
 */
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { AppServer } from '../test/e2e/appServer';
import type { TraceEvent } from './traceEvent';
import { SEED_RESTAURANTS } from '../server/db/seed-data';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
}

const OUTLETS = option('outlets', 1000);
const RUNS = option('runs', 3);
const MOHALI = { latitude: 30.7374, longitude: 76.6762 };

/** What DevTools' summary counts as scripting (the others are loading, rendering, painting, system). */
const SCRIPTING = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.run',
  'V8.Execute',
  'XHRReadyStateChange',
  'XHRLoad',
  'ParseHTML',
  'GCEvent',
  'MajorGC',
  'MinorGC',
  'BlinkGC.AtomicPhase',
]);
const RENDERING = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayerTree', 'Commit']);

/** Total length of the union of [start, end) intervals, each clipped to the window. */
function unionLength(intervals: Array<[number, number]>, from: number, to: number): number {
  const clipped = intervals
    .map(([a, b]): [number, number] => [Math.max(a, from), Math.min(b, to)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of clipped) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
}

/** The page's main thread: the renderer thread that ran our user-timing marks. */
function mainThreadOf(events: TraceEvent[], mark: string): { pid: number; tid: number } {
  const named = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((m) => m.name === mark && m.pid === e.pid));
  if (!named) throw new Error('no renderer main thread in the trace');
  return { pid: named.pid, tid: named.tid };
}

function markTime(events: TraceEvent[], name: string): number {
  const mark = events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  if (!mark) throw new Error(`mark ${name} is not in the trace`);
  return mark.ts;
}

async function traced<T>(browser: Browser, page: Page, run: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', '__metadata'],
  });
  const result = await run();
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return { result, events: Array.isArray(parsed) ? parsed : parsed.traceEvents };
}

/** Marks 'list-response' when restaurantList answers and 'list-shown' at the first frame after the list is in the DOM. */
function markListTimes(): void {
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await originalFetch(...args);
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    if (url.includes('/restaurantList') && !performance.getEntriesByName('list-response').length) performance.mark('list-response');
    return response;
  };
  const observer = new MutationObserver(() => {
    if (!performance.getEntriesByName('list-response').length || !document.querySelector('.outlet-card')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => performance.mark('list-shown')));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The script calls that made tasks long: where they started (function, file, line), for the report. */
function longCalls(events: TraceEvent[], tasks: TraceEvent[]): string[] {
  const calls = new Map<string, number>();
  for (const task of tasks.filter((t) => (t.dur ?? 0) > 50_000)) {
    const end = task.ts + (task.dur ?? 0);
    for (const e of events) {
      if (e.pid !== task.pid || e.tid !== task.tid || e.ph !== 'X' || e.ts < task.ts || e.ts >= end) continue;
      if (e.name !== 'FunctionCall' && e.name !== 'EventDispatch' && e.name !== 'TimerFire') continue;
      const data = e.args?.data;
      const where = `${e.name} ${data?.type ?? ''}${data?.functionName ?? ''} ${data?.url?.split('/').pop() ?? ''}:${data?.lineNumber ?? ''}`;
      calls.set(where, (calls.get(where) ?? 0) + (e.dur ?? 0) / 1000);
    }
  }
  return [...calls].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([where, total]) => `${where.trim()} ${ms(total)}`);
}

async function measureListRender(browser: Browser, page: Page, url: string) {
  const { events } = await traced(browser, page, async () => {
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('list-shown').length > 0, null, { timeout: 60_000 });
  });
  const thread = mainThreadOf(events, 'list-shown');
  const from = markTime(events, 'list-response');
  const to = markTime(events, 'list-shown');
  const onMain = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined);
  const span = (names: Set<string>) => onMain.filter((e) => names.has(e.name)).map((e): [number, number] => [e.ts, e.ts + (e.dur ?? 0)]);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= from && e.ts < to);
  const listed = await page.evaluate(() => {
    const list = document.querySelector('[aria-label="Outlets"]');
    // data-total: the outlets in the list, rendered or not (RestaurantList.tsx windows them).
    return { rows: Number(list?.getAttribute('data-total') ?? list?.children.length ?? 0), inDom: document.querySelectorAll('.outlet-card').length };
  });
  return {
    scripting: unionLength(span(SCRIPTING), from, to) / 1000,
    rendering: unionLength(span(RENDERING), from, to) / 1000,
    window: (to - from) / 1000,
    longestTask: Math.max(0, ...tasks.map((t) => (t.dur ?? 0) / 1000)),
    longCalls: longCalls(events, tasks),
    ...listed,
  };
}

async function measureScroll(browser: Browser, page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => seen.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
    window.scrollTo(0, 0);
  });
  await page.mouse.move(195, 600);
  const { result: steps, events } = await traced(browser, page, async () => {
    let steps = 0;
    // Wheel down in 400 px notches, a notch per frame or so, until the page stops moving.
    for (let last = -1; steps < 2000; steps += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(16);
      if (steps % 20 === 19) {
        const y = await page.evaluate(() => window.scrollY);
        if (y === last) break;
        last = y;
      }
    }
    await page.waitForTimeout(100);
    return steps;
  });
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && thread && e.pid === thread.pid && e.tid === thread.tid);
  // What the long tasks were busy with: the heaviest kinds of event directly inside them.
  const inside = new Map<string, number>();
  for (const task of tasks.filter((t) => (t.dur ?? 0) > 50_000)) {
    const end = task.ts + (task.dur ?? 0);
    const children = events.filter((e) => e.pid === task.pid && e.tid === task.tid && e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < end);
    for (const child of children) inside.set(child.name, (inside.get(child.name) ?? 0) + (child.dur ?? 0) / 1000);
  }
  const busiest = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, total]) => `${name} ${ms(total)}`);
  busiest.push(...longCalls(events, tasks));
  const scrolled = await page.evaluate(() => ({ y: Math.round(window.scrollY), height: document.documentElement.scrollHeight }));
  const lastOutlet = await page.evaluate(() => document.querySelector('.outlet-card:last-of-type h2')?.textContent ?? '');
  return { steps, longTasks, busiest, longestTask: Math.max(0, ...tasks.map((t) => (t.dur ?? 0) / 1000)), ...scrolled, lastOutlet };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const server = new AppServer(undefined, { DEMO_OUTLETS: String(OUTLETS) });
const started = Date.now();
await server.start();
console.log(`Server with DEMO_OUTLETS=${OUTLETS} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const newPage = async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      geolocation: MOHALI,
      permissions: ['geolocation'],
      serviceWorkers: 'block',
    });
    return context.newPage();
  };

  console.log(`\n1. Home list of ${Math.min(1000, OUTLETS + SEED_RESTAURANTS.length)} outlets at 390 x 844 (restaurantList answer to the first frame showing it), ${RUNS} runs:`);
  const renders = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await newPage();
    await page.addInitScript(markListTimes);
    const render = await measureListRender(browser, page, `${server.url}/`);
    renders.push(render);
    console.log(
      `   run ${i + 1}: scripting ${ms(render.scripting)} · style/layout/paint ${ms(render.rendering)} · response to frame ${ms(render.window)} · longest task ${ms(render.longestTask)} · ${render.rows} outlets in the list, ${render.inDom} cards in the DOM`,
    );
    if (render.longCalls.length) console.log(`          in its tasks over 50 ms: ${render.longCalls.join(', ')}`);
    if (i === RUNS - 1) {
      const scroll = await measureScroll(browser, page);
      console.log(`\n2. Scrolling that list to its end (${scroll.steps} wheel notches of 400 px, scrollY ${scroll.y} of ${scroll.height} px):`);
      console.log(`   long tasks (> 50 ms, PerformanceObserver): ${scroll.longTasks.length}${scroll.longTasks.length ? ` (${scroll.longTasks.map(ms).join(', ')})` : ''}`);
      console.log(`   longest main-thread task in the trace: ${ms(scroll.longestTask)} · last card shown: ${scroll.lastOutlet}`);
      if (scroll.busiest.length) console.log(`   inside the tasks over 50 ms (nested, so overlapping): ${scroll.busiest.join(', ')}`);
    }
    await page.context().close();
  }
  console.log(`   median scripting ${ms(median(renders.map((r) => r.scripting)))} (budget < 100 ms)`);

} finally {
  await browser.close();
  await server.dispose();
}
