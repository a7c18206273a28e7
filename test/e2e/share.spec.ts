/**
 * Issue 23, sharing: an outlet, a dish and an event each share a link that opens its own screen; with no share
 * sheet (desktop Chromium) the link is copied and 'Copied' said (SPEC 8), and where the phone has one, it gets
 * the title, a sentence and the link. A dish's link opens its outlet's menu at that dish.
 */
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { expectBottomSheet, expectEscapeReturnsTo } from './sheets';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';

// One server for the file (sharedServer in fixtures.ts): each test signs in a new customer of its own.
test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const OUTLET = 'Gold Leaf — Mohali Phase 8';

test('an outlet and a dish share links that open them; the dish link lands on the dish, marked', async ({ page, context, server, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInQuietly(page, server, undefined, { open: MOHALI });
  // Share keeps the corner and the heart sits beside it.
  await expect(page.getByRole('button', { name: `Favourite: ${OUTLET}` })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'share-outlet');
  await watchToasts(page);
  await page.getByRole('button', { name: `Share ${OUTLET}` }).click();
  await expectToastSeen(page, 'Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}${MOHALI}`);

  // Issue 35: no dish row carries a share icon; a dish is shared from its sheet, opened by its name.
  await expect(page.getByTestId('menu-item').first()).toBeVisible();
  await expect(page.getByTestId('menu-item').getByRole('button', { name: /^Share / })).toHaveCount(0);
  // A dish in the middle of the menu, far below the first screen.
  const middle = page.getByTestId('menu-item').nth(15);
  const dish = (await middle.getByRole('heading').textContent()) ?? '';
  const name = middle.getByRole('button', { name: dish, exact: true });
  await name.click();
  const sheet = page.getByRole('dialog', { name: dish });
  await expectBottomSheet(sheet);
  await expectAccessible(page);
  await shot(page, 'share-dish-sheet');
  await sheet.getByRole('button', { name: `Share ${dish}` }).click();
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await expect.poll(clipboard).toMatch(new RegExp(`^${server.url}${MOHALI}#dish-\\d+$`));
  const link = await clipboard();
  await expectEscapeReturnsTo(page, sheet, name);

  const friend = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const theirs = await friend.newPage();
  await theirs.goto(link);
  const row = theirs.getByTestId('menu-item').filter({ has: theirs.getByRole('heading', { name: dish, exact: true }) });
  await expect(row).toHaveAttribute('data-linked', '');
  await expect(row).toBeInViewport({ ratio: 1 });
  // In sight under the sticky search bar, not behind it.
  const barBottom = await theirs.locator('.menu-bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  expect(await row.evaluate((dishRow) => dishRow.getBoundingClientRect().top)).toBeGreaterThanOrEqual(barBottom);
  await expect(theirs.getByTestId('menu-item').first()).not.toBeInViewport();
  await shot(theirs, 'share-dish-opened');
});

test('where the phone has a share sheet, an event hands it its title, when it is, and its link', async ({ page, server }) => {
  // Desktop Chromium has no share sheet: this one stands in for the phone's, keeping what it was given.
  await page.addInitScript(() => {
    const given: ShareData[] = [];
    (window as Window & { shared?: ShareData[] }).shared = given;
    navigator.share = async (data?: ShareData) => {
      if (data) given.push(data);
    };
  });
  const answer = await page.request.get('/v1/api/getEventList/upComing');
  const [event] = ((await answer.json()) as { responsePacket: Array<{ eventId: number; title: string }> }).responsePacket;
  if (!event) throw new Error('The demo has no upcoming event');
  await page.goto(`/event-detail/${event.eventId}`);
  await page.getByRole('button', { name: `Share ${event.title}` }).click();
  const given = () => page.evaluate(() => (window as Window & { shared?: ShareData[] }).shared ?? []);
  await expect.poll(async () => (await given()).length).toBe(1);
  const [data] = await given();
  expect(data?.title).toBe(event.title);
  // 'Karaoke Night, Sat, 12 Dec · 7:30 pm – 11:00 pm': what it is and when.
  expect(data?.text?.startsWith(`${event.title}, `)).toBe(true);
  expect(data?.text).toMatch(/\d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m$/);
  expect(data?.url).toBe(`${server.url}/event-detail/${event.eventId}`);
});
