/**
 * The core journey, written once for every engine (driver.ts): a deep link's menu from the data in its HTML, home,
 * a dish with choices, the cart across a reload, sign-in, payment from the wallet, tracking, and the menu from the
 * worker's copy with the server stopped. The Chromium suite (test/e2e) covers each screen in depth; this proves the
 * same path works in Firefox and WebKit (Safari's engine).
 *
 * Requests are counted on the server's side, in its access log ("METHOD path status ms", one line per answer, in
 * the order answered): no engine's request interception is needed, and the worker's requests count too.
 */
import type { AppServer } from '../e2e/appServer';
import type { Driver } from './driver';

const MOHALI_UUID = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MOHALI = `/restaurants/${MOHALI_UUID}`;
const OUTLET_CALLS = ['getRestaurantDetail', 'getItemListWithCatSubCat'].map((name) => `GET /v1/api/${name}/${MOHALI_UUID} `);
/** A wait for the page, not a speed check: CI's 2 cores run a browser, the server and the test beside each other. */
const WAIT_MS = 60_000;

/**
 * An expression for the first element shown on screen that matches `css` and, when given, whose accessible text
 * (its aria-label, else its text, spaces collapsed) includes `text`; null when there is none.
 */
export function find(css: string, text?: string): string {
  const named = text === undefined ? 'true' : `((e.getAttribute('aria-label') || e.textContent || '').replace(/\\s+/g, ' ').includes(${JSON.stringify(text)}))`;
  return `([...document.querySelectorAll(${JSON.stringify(css)})].find((e) => e.getClientRects().length > 0 && ${named}) ?? null)`;
}

/** The input a label names ('Mobile number'), by the label's own link to it. */
const labelled = (text: string) => `(${find('label', text)}?.control ?? null)`;

/**
 * Waits until `expression` is true in the page; a page between two documents (a reload, a redirect) is asked again.
 * A string the expression gives instead says why not yet, for the message when the wait runs out.
 */
async function until(driver: Driver, expression: string, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let why = '';
  for (;;) {
    try {
      const value = await driver.evaluate<unknown>(`Promise.resolve(${expression}).then((value) => (typeof value === 'string' ? value : !!value))`);
      if (value === true) return;
      why = typeof value === 'string' ? value : '';
    } catch (error) {
      why = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      // Where the page was and what it said, for the reader of a failed run (no screenshots are taken).
      const page = await driver.evaluate<string>("location.pathname + ': ' + document.body.innerText.replace(/\\s+/g, ' ').slice(0, 400)").catch(() => '?');
      throw new Error(`${driver.version}: ${what}: not within ${WAIT_MS / 1000} s${why ? ` (${why})` : ''}\n  at ${page}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A tap as a user makes it, once the element can take it (Playwright's checks, which these drivers lack): enabled and
 * not busy, in the middle of the screen (clear of the sticky header and the floating cart bar), still for a frame
 * (not moving as a bill or an offer loads above it), and the topmost thing at its centre.
 */
async function tap(driver: Driver, element: string, what: string): Promise<void> {
  const ready = `(async () => {
    const e = ${element};
    if (!e) return 'not there';
    if (e.disabled || e.getAttribute('aria-busy') === 'true') return 'disabled or busy';
    e.scrollIntoView({ block: 'center' });
    const before = JSON.stringify(e.getBoundingClientRect());
    await new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
    const box = e.getBoundingClientRect();
    if (JSON.stringify(box) !== before) return 'moving';
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return (top !== null && e.contains(top)) || 'covered by ' + (top ? top.outerHTML.slice(0, 120) : 'nothing');
  })()`;
  await until(driver, ready, `${what} to tap`);
  await driver.click(element).catch((error: unknown) => {
    throw new Error(`${driver.version}: ${what}: the tap failed: ${error instanceof Error ? `${error.name} ${error.message}` : String(error)}`);
  });
}

async function fill(driver: Driver, element: string, text: string, what: string): Promise<void> {
  await until(driver, element, `${what} to type in`);
  await driver.type(element, text);
}

/** The app's own menu: Add is a button once the app runs (the HTML's painted dishes have an inert span). */
const appMenu = find('[data-testid="menu-item"] button', 'Add Masala Chai');
const viewCart = (text: string) => find('[data-testid="view-cart"]', text);
/** Both of the outlet's answers in the worker's cache, kept for a visit without signal. */
const workerKeepsOutlet = `caches.open('menus').then((cache) => cache.keys()).then((keys) => ${JSON.stringify(OUTLET_CALLS.map((call) => call.split(' ')[1]))}.every((path) => keys.some((key) => key.url.endsWith(path))))`;

/** How many times the server answered each of the outlet's two calls in `log`. */
const outletCalls = (log: string) => OUTLET_CALLS.map((call) => log.split('\n').filter((line) => line.startsWith(call)).length);

let marks = 0;

/**
 * The server's log from `from` to now, every answer the page waited for included: a request of the test's own is
 * answered after them (the server logs in the order it answers), and read back before the log is cut there.
 */
async function logSince(server: AppServer, from: number): Promise<string> {
  const mark = `GET /v1/api/journey-mark-${++marks} `;
  await fetch(server.url + mark.split(' ')[1]);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const end = server.log.indexOf(mark, from);
    if (end >= 0) return server.log.slice(from, end);
    // A log that never shows the mark fails here instead of hanging the run.
    if (Date.now() > deadline) throw new Error(`The server's log never showed ${mark.trim()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectCalls(actual: number[], expected: number[], what: string): void {
  if (actual.join() !== expected.join()) throw new Error(`${what}: the outlet's detail and menu were asked for [${actual.join(', ')}] times, not [${expected.join(', ')}]`);
}

/** A number never signed in before: the server sends it a code, printed in its log (the demo). */
const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export async function journey(driver: Driver, server: AppServer): Promise<void> {
  // 1. A deep link, the first visit (no worker yet): the menu comes from the data in the HTML, no request of its own.
  const firstVisit = server.log.length;
  await driver.open(server.url + MOHALI);
  await until(driver, appMenu, 'the menu from a deep link');
  await until(driver, 'navigator.serviceWorker.controller !== null', 'the worker in control');

  // 2. Home lists the outlets (around the default place: no position is given); a tap opens one.
  expectCalls(outletCalls(await logSince(server, firstVisit)), [0, 0], "a deep link's first visit");
  await driver.open(`${server.url}/`);
  await tap(driver, find('a', 'Gold Leaf — Mohali Phase 8'), 'the outlet on home');
  await until(driver, `location.pathname === ${JSON.stringify(MOHALI)} && ${appMenu}`, "the outlet's menu from home");

  // 3. A dish with choices, for takeaway: a size and two add-ons, priced as picked.
  await tap(driver, find('[role="radio"]', 'TakeAway'), 'TakeAway');
  await until(driver, `${find('[role="radio"]', 'TakeAway')}.getAttribute('aria-checked') === 'true'`, 'TakeAway chosen');
  await tap(driver, find('button', 'Add Cappuccino'), 'Add Cappuccino');
  for (const choice of ['Large', 'Extra shot', 'Vanilla syrup']) await tap(driver, find('dialog[open] label', choice), choice);
  await tap(driver, find('dialog[open] button', 'Add item · ₹259'), 'Add item · ₹259');
  await until(driver, viewCart('1 item · ₹259'), 'the cart bar with the coffee');

  // 4. The cart across a reload; under the worker the page asks for the outlet's data once, through the worker.
  const reloaded = server.log.length;
  await driver.reload();
  await until(driver, `${appMenu} && ${viewCart('1 item · ₹259')}`, 'the cart after a reload');
  await until(driver, workerKeepsOutlet, "the outlet's detail and menu kept by the worker");
  expectCalls(outletCalls(await logSince(server, reloaded)), [1, 1], 'a reload under the worker');

  // 5. Sign-in at checkout, with the code the server printed.
  await tap(driver, viewCart('1 item'), 'the cart bar');
  await tap(driver, find('button', 'Login to continue'), 'Login to continue');
  const mobile = newMobile();
  await fill(driver, `document.querySelector('form.login-form') && ${labelled('Mobile number')}`, mobile, 'Mobile number');
  await tap(driver, find('form.login-form button', 'GET OTP'), 'GET OTP');
  await fill(driver, labelled('One-time code'), await server.otpFor(mobile), 'the one-time code');
  await tap(driver, find('form.login-form button', 'Verify'), 'Verify');
  // A first sign-in asks for a name: closed, as the diner may.
  await tap(driver, `${find('dialog[open]', 'Complete your profile')}?.querySelector('button[aria-label="Close"]')`, "the profile's Close");
  await until(driver, "location.pathname === '/checkout'", 'back at checkout');

  // 6. Payment from the wallet (a new customer's demo balance), then tracking.
  await tap(driver, find('button', 'Proceed to pay ₹'), 'Proceed to pay');
  await tap(driver, find('label', 'Wallet'), 'Wallet');
  await tap(driver, find('button', 'Pay ₹'), 'Pay');
  await until(driver, "location.pathname === '/track-order'", 'tracking');
  const placed = `document.querySelector('[aria-label="Order status"] li')`;
  await until(driver, `${placed}?.textContent.includes('Order Placed') && ${placed}.classList.contains('timeline__step--done')`, "the order's first step done");
  // One build all along: no engine may offer its first worker as 'A new version' (Firefox did, after the reload).
  if (await driver.evaluate<boolean>(`document.body.textContent.includes('A new version is available')`)) {
    throw new Error("'A new version is available' was offered, with one build deployed");
  }

  // 7. The server stopped (no browser's offline switch stops the worker's own requests): the menu from the worker's copy.
  await driver.open(server.url + MOHALI);
  await until(driver, appMenu, 'the menu again');
  await server.stop();
  await driver.reload();
  await until(driver, `${appMenu} && ${find('[data-testid="saved-copy"]', 'Saved copy as of')}`, "the menu from the worker's copy, without the server");
}
