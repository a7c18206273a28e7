import { expectAccessible } from './axe';
import type { Page } from '@playwright/test';
import type { StaticPage } from '../../src/api/contract';
import { filesFor } from '../../server/http/routeChunks';
import { expect, isPolicyViolation, test, waitForWorker, WITH_WORKER } from './fixtures';
import { copiesIn } from './workerCopies';
import { shot } from './shots';
import { tapInSideMenu } from './sideMenu';

// One server for the file (sharedServer in fixtures.ts): its tests read the info pages as visitors (the XSS test
// hands its page the HTML it tests on the way, and edits nothing); the test that stops the server has its own.
test.use({ sharedServer: true });

/** Each info page: its route, its link in the side menu, its heading, and a line of its text. */
const INFO_PAGES = [
  { path: '/privacy-policy', link: 'Privacy Policy', title: 'Privacy Policy', text: 'Grievance Officer' },
  { path: '/terms-and-conditions', link: 'Terms & Conditions', title: 'Terms And Conditions', text: 'Cancellations and refunds' },
  { path: '/ceo', link: 'CEO Speaks', title: 'CEO Speaks', text: 'Founder & CEO' },
  { path: '/atm-bar', link: 'ATM Bar', title: 'ATM Bar', text: 'All Time Mehfil' },
  { path: '/nutrition-information', link: 'Nutrition Information', title: 'Nutrition Information', text: 'Dal Makhani' },
];

const pageContent = (page: Page) => page.getByTestId('page-content');

/** A tap on `link` in the side menu, as a diner reaches an info page; the menu gone before the page is checked. */
async function openFromSideMenu(page: Page, link: string): Promise<void> {
  await tapInSideMenu(page, link);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
}

// One load of the app, the first page opened by its address as a link or a bookmark does; the others a tap away in
// the side menu, as a diner reaches them (each load of the app skipped is about 1 s of CPU).
test('each info page shows its title and its text from the server, the legal ones the day their words last changed, the others pass WCAG 2.1 AA; the nutrition table shows that it scrolls; MRP night lists the 14 spirits and a tap signed out opens the login', async ({ page }) => {
  await page.goto('/privacy-policy');
  for (const info of INFO_PAGES) {
    if (info.path !== '/privacy-policy') await openFromSideMenu(page, info.link);
    await expect(page).toHaveURL(new RegExp(`${info.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
    // The tab is named after the page too, though one route serves them all (src/routes/$page.tsx).
    await expect(page).toHaveTitle(new RegExp(`^${info.title} · `));
    await expect(pageContent(page).getByText(info.text).first()).toBeVisible();
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    const legal = info.path === '/privacy-policy' || info.path === '/terms-and-conditions';
    // The day seeded with the page (server/pages/seedPages.ts), whatever day the server started; an edit moving it
    // is proven on the server (test/server/pages.test.ts).
    if (legal) await expect(page.getByText(/^Last updated /)).toHaveText('Last updated 2 March 2026');
    if (info.path === '/terms-and-conditions') await shot(page, 'terms-last-updated');
    if (info.path === '/ceo') {
      // Links to other sites open safely, mail and phone links stay as they are, pictures load lazily.
      const portrait = pageContent(page).getByRole('img', { name: /Amandeep Singh Bedi/ });
      await expect(portrait).toHaveAttribute('loading', 'lazy');
      await expect(portrait).toHaveJSProperty('complete', true);
      expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(pageContent(page).getByRole('link', { name: 'ceo@goldleaf.example' })).toHaveAttribute('href', 'mailto:ceo@goldleaf.example');
    }
    // The nutrition table scrolls inside the column (below): the page itself never gets wider than the phone.
    if (info.path === '/nutrition-information') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The ATM bar page shows MRP night's list under its own text.
    if (info.path === '/atm-bar') await expect(page.getByTestId('mrp-night').getByTestId('mrp-item')).toHaveCount(14);
    if (!legal) await expectAccessible(page);
  }

  // A table wider than the phone shows that it scrolls: a shade on the edge with more, the dishes stay in view.
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the shade shows at once, without its fade
  const frame = page.getByTestId('page-table').first();
  const table = frame.locator('table');
  await expect(table.getByRole('rowheader', { name: 'Paneer Tikka' })).toBeVisible();
  await frame.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(table.getByRole('columnheader', { name: 'Allergens' })).not.toBeInViewport();

  // Columns behind the right edge: that edge is shaded, over the header row as over the rest.
  await expect(frame).toHaveAttribute('data-more-right', '');
  await expect(frame).not.toHaveAttribute('data-more-left');
  const shade = () =>
    frame.evaluate((el) => {
      const style = getComputedStyle(el, '::after');
      return { opacity: style.opacity, width: parseFloat(style.width), top: style.top, bottom: style.bottom };
    });
  expect(await shade()).toEqual({ opacity: '1', width: 28, top: '0px', bottom: '0px' });
  await shot(page, 'nutrition-table');

  // Scrolled to its end: the shade has gone, the dish column stays put and casts its shadow over what slid under it.
  const dish = table.getByRole('rowheader', { name: 'Paneer Tikka' });
  const dishX = (await dish.boundingBox())?.x;
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(frame).not.toHaveAttribute('data-more-right');
  await expect(frame).toHaveAttribute('data-more-left', '');
  expect((await shade()).opacity).toBe('0');
  // (0.99: the last column's edge meets the table's rounded border within a pixel.)
  await expect(table.getByRole('columnheader', { name: 'Allergens' })).toBeInViewport({ ratio: 0.99 });
  expect((await dish.boundingBox())?.x).toBe(dishX);
  expect(await dish.evaluate((el) => parseFloat(getComputedStyle(el, '::after').width))).toBe(10);
  await shot(page, 'nutrition-table-scrolled');
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  await openFromSideMenu(page, 'Upcoming Outlets');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Outlets' })).toBeVisible();
  const outlets = page.getByTestId('upcoming-outlet');
  await expect(outlets).toHaveCount(4);
  await expect(outlets.first()).toContainText('March 2027');
  await expect(outlets.first()).toContainText('Gold Leaf Lounge — Zirakpur');
  await expectAccessible(page);

  // MRP night: the 14 spirits at their prices, in the spec's order (src/features/pages/mrpNight.ts), each a pack of 25 pegs.
  await openFromSideMenu(page, 'MRP Night');
  await expect(page.getByRole('heading', { level: 1, name: 'MRP Night' })).toBeVisible();
  const prices: Array<[string, string]> = [
    ['100-Piper', '₹1,300'],
    ['100 Pipers 12 Y/O', '₹1,600'],
    ['Black Dog centenary', '₹1,300'],
    ['Black Dog Deluxe', '₹1,600'],
    ['Ballentines', '₹1,500'],
    ['Jameson', '₹1,800'],
    ['Red label', '₹1,500'],
    ['Black Label', '₹2,500'],
    ['Glenlivit 12Y/O', '₹4,000'],
    ['Glenfiddich 12 Y/O', '₹4,000'],
    ['Absloute', '₹1,500'],
    ['Grey Goose', '₹3,000'],
    ['Bombay Gin', '₹2,000'],
    ['Tanqueray', '₹2,000'],
  ];
  const items = page.getByTestId('mrp-item');
  await expect(items).toHaveText(prices.map(([name, price]) => new RegExp(`^${name}.*${price}.*25 peg`)));
  await expectAccessible(page);
  await items.filter({ hasText: 'Jameson' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

/**
 * Stored payloads that would run script if they reached the DOM unsanitised. Each calls __xssHit() (or sets
 * window.__xss), which the test watches; harmless text sits between them and must still show.
 */
/** The delay of the corpus's payload on a timer: the test waits for a timer of its own longer than that. */
const XSS_TIMER_MS = 200;
const XSS_CORPUS = `
<p>Harmless opening paragraph.</p>
<script>window.__xssHit('script')</script>
<img src=x onerror="window.__xssHit('img onerror')">
<img src=x onerror="setTimeout(function () { window.__xssHit('img onerror, on a timer') }, ${XSS_TIMER_MS})">
<p><a href="javascript:window.__xssHit('javascript href')">A javascript link</a></p>
<p><a href="JaVaScRiPt:window.__xssHit('mixed case')">Mixed case link</a></p>
<svg onload="window.__xssHit('svg onload')"><circle r="5"></circle></svg>
<svg><script>window.__xssHit('svg script')</script></svg>
<iframe srcdoc="<script>parent.__xssHit('srcdoc')</script>"></iframe>
<style>body { background: url("javascript:window.__xssHit('style tag')") }</style>
<p style="background:url(javascript:window.__xssHit('style attr')); width: expression(window.__xssHit('expression'))">Styled text stays as text.</p>
<object data="javascript:window.__xssHit('object')"></object>
<embed src="javascript:window.__xssHit('embed')">
<form action="javascript:window.__xssHit('form')"><button formaction="javascript:window.__xssHit('formaction')">Send</button></form>
<math><mtext><table><mglyph><style><img src=x onerror="window.__xssHit('math mxss')"></style></mglyph></table></mtext></math>
<meta http-equiv="refresh" content="0;url=javascript:window.__xssHit('meta refresh')">
<details open ontoggle="window.__xssHit('ontoggle')"><summary>Details</summary></details>
<p onmouseover="window.__xssHit('onmouseover')">Harmless closing paragraph.</p>
`;

/**
 * The server's answer for the page `slug`, its HTML replaced with `html` on the way to the app. The server keeps and
 * serves a page's HTML as written, script and all (test/server/adminPages.test.ts: 'an editor writes a page in Hindi
 * beside the English ...'): what reaches a diner is the app's sanitiser's to decide, and that is what this shows,
 * without editing the database behind the shared server's back.
 */
async function servePageHtml(page: Page, slug: string, html: string): Promise<void> {
  await page.route(new RegExp(`/v1/api/staticPage/${slug}(\\?|$)`), async (route) => {
    const answer = (await (await route.fetch()).json()) as { responsePacket: StaticPage };
    await route.fulfill({ json: { ...answer, responsePacket: { ...answer.responsePacket, html } } });
  });
}

/**
 * Chromium applies the page's policy to the inert document DOMPurify parses into, and reports each on*
 * attribute it meets there as a refused inline handler, although that document never runs anything. So this
 * test collects the reports instead of failing on them, and checks they are only those refusals.
 */
const xssTest = test.extend<{ policyReports: string[] }>({
  policyReports: async ({ context }, use) => {
    const reports: string[] = [];
    context.on('console', (message) => {
      if (isPolicyViolation(message.text())) reports.push(message.text());
    });
    await use(reports);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  noPolicyViolations: async ({}, use) => use(),
});

xssTest('stored HTML with script in every form runs none of it, and the harmless text still shows', async ({ page, policyReports }) => {
  await servePageHtml(page, 'privacy-policy', XSS_CORPUS);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.assign(window, { __xssHits: hits, __xssHit: (what: string) => hits.push(what) });
  });

  await page.goto('/privacy-policy');
  const content = pageContent(page);
  await expect(content.getByText('Harmless opening paragraph.')).toBeVisible();
  await expect(content.getByText('Harmless closing paragraph.')).toBeVisible();
  await expect(content.getByText('Styled text stays as text.')).toBeVisible();
  await expect(content.getByText('A javascript link')).toBeVisible();
  // Give lazy images, frames, refreshes and handlers their chance, and hover and tap what a reader would.
  await content.getByText('Harmless closing paragraph.').hover();
  await content.getByText('A javascript link').click();
  await content.getByText('Mixed case link').click();
  // Every image has loaded or failed and its events have been dispatched: an onerror or onload would have run.
  // Then a timer of ours, set after theirs and longer, has fired: a payload's timer would have fired before it.
  await content.evaluate(async (root, timerMs) => {
    const images = [...root.querySelectorAll('img')];
    await Promise.all(images.map((img) => (img.complete ? null : new Promise((settled) => ['load', 'error'].forEach((type) => img.addEventListener(type, settled, { once: true }))))));
    await new Promise((settled) => setTimeout(settled, timerMs + 50));
  }, XSS_TIMER_MS);

  expect(await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page).toHaveURL(/\/privacy-policy$/);
  // Nothing active reached the DOM at all: no such element, no handler, no style, no script URL.
  const leftovers = await content.evaluate((root) => ({
    elements: [...root.querySelectorAll('script, style, iframe, object, embed, form, button, svg, math, meta, link, details')].map((el) => el.tagName),
    handlers: [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on|^style$|^formaction$/i.test(a.name)).map((a) => a.name)),
    scriptUrls: [...root.querySelectorAll('[href], [src], [action]')].filter((el) => /script:/i.test(el.outerHTML)).length,
  }));
  expect(leftovers).toEqual({ elements: [], handlers: [], scriptUrls: 0 });
  // Only the parser's refusals of on* attributes (see above): no script load, no javascript: navigation.
  expect(policyReports.filter((report) => !/^Executing inline event handler violates/.test(report))).toEqual([]);
});

test.describe('on a server of its own, stopped to go offline', { tag: WITH_WORKER }, () => {
  test.use({ sharedServer: false });

  test('the info pages and their code open offline after one visit, with the time of the copy', async ({ page, context, server }) => {
    await page.goto('/privacy-policy');
    await waitForWorker(page);
    // Now through the worker, a tap in the side menu each: the visits that leave a copy behind.
    await openFromSideMenu(page, 'CEO Speaks');
    await expect(pageContent(page).getByText('Founder & CEO').first()).toBeVisible();
    await openFromSideMenu(page, 'Privacy Policy');
    await expect(pageContent(page).getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
    await expect(page.getByText(/You are offline/)).toHaveCount(0);
    await expect.poll(async () => (await copiesIn(page, 'pages')).length).toBeGreaterThanOrEqual(2);

    // Every info screen's code is in the worker's precache, visited or not.
    const routeChunks = (await (await page.request.get('/route-chunks.json')).json()) as Record<string, string[]>;
    const infoRoutes = ['/privacy-policy', '/terms-and-conditions', '/ceo', '/nutrition-information', '/atm-bar', '/mrp-night', '/upcoming-outlets'];
    // Found as the server finds a path's files (one route serves these pages: '/$page').
    const files = infoRoutes.flatMap((route) => filesFor(routeChunks, route));
    expect(infoRoutes.every((route) => filesFor(routeChunks, route).length > 0)).toBe(true);
    const missing = await page.evaluate(
      async (names) => (await Promise.all(names.map(async (name) => ((await caches.match(`/${name}`, { ignoreSearch: true })) ? null : name)))).filter(Boolean),
      files,
    );
    expect(missing).toEqual([]);

    // No network at all: the browser is offline and the server is gone (the worker's own requests fail too).
    await context.setOffline(true);
    await server.stop();
    // The app opens offline (its shell and the pages' code from the precache) at a page read before; the others
    // are a tap away in the side menu, as a diner without signal goes on (one route's code serves them all).
    await page.goto('/privacy-policy');
    for (const info of [
      { link: 'Privacy Policy', title: 'Privacy Policy', text: 'Grievance Officer' },
      { link: 'CEO Speaks', title: 'CEO Speaks', text: 'Founder & CEO' },
    ]) {
      if (info.link !== 'Privacy Policy') await openFromSideMenu(page, info.link);
      await expect(page.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
      await expect(pageContent(page).getByText(info.text).first()).toBeVisible();
      await expect(page.getByTestId('saved-copy')).toHaveText(/You are offline\. Showing this page as of \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);
    }
    // A page never read before says why it cannot show (the phone is offline), with a way to try again; never a
    // blank screen.
    await openFromSideMenu(page, 'Terms & Conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms And Conditions' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('You are offline. Try again when you are back online.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
