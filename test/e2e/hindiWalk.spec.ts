/**
 * Issue 24, Hindi all the way: a customer with an order, an address, a favourite and a cart switches to Hindi and
 * walks every screen; no sentence may be left in English but what the allow-list below names. Checked are the
 * visible texts and every text read aloud (accessible names, placeholders, titles, alt texts, the tab's title).
 */
import type { Page } from '@playwright/test';
import type { DealCategory, DealItem, EventSummary, EventTicketKind, Menu, UpcomingOutlet } from '../../src/api/contract';
import { CHAIN_CONTACT } from '../../src/features/forms/chainContact';
import { MRP_NIGHT_SPIRITS } from '../../src/features/pages/mrpNight';
import { englishIn, textsOn, type ScreenText } from './englishOnScreen';
import { expect, randomMobile, signIn, test } from './fixtures';
import { api, outletsNearMohali } from './orderSetup';
import { shot } from './shots';

// The demo order moves on within the walk (accepted 2 s after it is placed), so the notifications have its news.
test.use({ serverEnv: { DEMO_ORDER_SECONDS: '20' } });

const MOHALI_UUID = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MOHALI = `/restaurants/${MOHALI_UUID}`;
const HOUSE = { addressLine1: 'House 12', addressLine2: 'Sector 70', addressLine3: '' };
const dish = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/**
 * What a Hindi screen may still write in Latin letters. Besides these, text the app marks as the chain's own
 * content in English (lang="en": info pages, and the descriptions of dishes, outlets, events and upcoming outlets,
 * which the chain writes in English only) is content, not the app's words (src/config/constants.ts CONTENT_LANG).
 */
const ALLOWED_WORDS: readonly (string | RegExp)[] = [
  // The brand and the company's registered name, and the language switch's own name for English.
  /Gold Leaf Hospitality (Private Limited|Pvt\. Ltd\.)/g,
  'Gold Leaf',
  'English',
  // Other makers' names: the app stores, social pages, card networks, the maps' makers (OpenStreetMap's licence
  // asks for its name).
  /\b(App Store|Google Play|Instagram|Facebook|YouTube|Visa|Mastercard|RuPay|Leaflet|OpenStreetMap)\b/g,
  // Abbreviations and units Hindi writes in Latin letters, as the app's Hindi catalogue does.
  /\b(GSTIN|CGST|SGST|GST|SAC|UPI|QR|OTP|MRP|ATM|CEO|CV|PDF|MB|ml|kcal|km|ID|Wi-Fi)\b/g,
  // The spec's pack of '25 peg' (SPEC 9), which the bar's printed list uses.
  /\bpeg\b/g,
  // Times as Hindi writes them (CLDR: '1:19 pm'), and keys as the keyboard names them (the toasts' alt+T).
  /\b(am|pm)\b/g,
  /\balt\+T\b/g,
  // Codes: an order's reference, an invoice number, the outlet's GSTIN, the build, the gift code's pattern.
  /\bGL[-/][\w/-]+/g,
  /\b\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z\d]{2}\b/g,
  /बिल्ड \w+/g,
  /GIFT-X{4}-X{4}-X{4}/g,
  // Coupon codes ('WELCOME50'), e-mail addresses, and postal addresses: the company's, a state on an invoice.
  /\b[A-Z]{2,}\d+\b/g,
  /[\w.+-]+@[\w.-]+/g,
  ...CHAIN_CONTACT.headOffice,
  /\b(Punjab|Haryana|Chandigarh|Uttarakhand|Uttar Pradesh)\b/g,
];

/** The chain's names: proper names (allowed anywhere) and item names (allowed only in the item that shows them). */
interface ChainNames {
  proper: string[];
  ofItems: string[];
}

/**
 * Names as the chain and the customer write them. Proper names: outlets, dishes, events and their tickets, steal
 * deals, spirits, the customer's address. Item names, ordinary English words a Hindi label could hide behind: a
 * dish's choice groups and choices, menu sections, steal-deal sections.
 */
async function namesFromTheServer(page: Page): Promise<ChainNames> {
  const outlets = await outletsNearMohali(page);
  const menu = await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${MOHALI_UUID}`);
  const events = await api<EventSummary[]>(page, 'GET', '/getEventList/upComing');
  const upcoming = await api<UpcomingOutlet[]>(page, 'GET', '/upcomingOutlets');
  const tickets = await Promise.all(events.map((event) => api<EventTicketKind[]>(page, 'GET', `/getEventTicketList/${event.eventId}`)));
  const dealCategories = await api<DealCategory[]>(page, 'GET', '/stealDeal/categoryList');
  const deals = await api<DealItem[]>(page, 'GET', '/stealDeal/itemList?mainCategory=All');
  const proper = [
    ...outlets.flatMap((o) => [o.title, o.area, o.address].filter((text): text is string => !!text)),
    ...menu.itemList.map((item) => item.title),
    ...events.map((event) => event.title),
    ...tickets.flat().map((kind) => kind.name),
    ...deals.map((deal) => deal.title),
    ...upcoming.flatMap((outlet) => [outlet.name, outlet.locality, outlet.city]),
    ...MRP_NIGHT_SPIRITS.map((spirit) => spirit.name),
    `${HOUSE.addressLine1}, ${HOUSE.addressLine2}`,
    HOUSE.addressLine1,
    HOUSE.addressLine2,
  ];
  const ofItems = [
    ...menu.itemList.flatMap((item) => (item.choiceGroups ?? []).flatMap((group) => [group.name, ...group.choices.map((c) => c.name)])),
    ...menu.categoryList.flatMap((category) => [category.title, ...category.subCategories.map((sub) => sub.title)]),
    ...dealCategories.map((category) => category.title),
  ];
  return { proper, ofItems };
}

/**
 * The texts on the page, outside the chain's English content, with a Latin word left once the allowed are out.
 * Read once the page has stopped changing (two reads 300 ms apart agree): content that renders after the first
 * heading (a list that loads, a late answer) is read too.
 */
async function englishOnPage(page: Page, names: ChainNames): Promise<string[]> {
  // Longest first, so a name inside a longer one ('Gold Leaf — Patiala') goes whole.
  const allowed = [...[...new Set(names.proper)].sort((a, b) => b.length - a.length), ...ALLOWED_WORDS];
  // Every read counts, the first too: a toast seen then may be gone by the time the page is still.
  const seen: ScreenText[] = [];
  let last = '';
  let texts = await textsOn(page, names.ofItems);
  seen.push(...texts);
  await expect
    .poll(
      async () => {
        last = JSON.stringify(texts);
        texts = await textsOn(page, names.ofItems);
        seen.push(...texts);
        return JSON.stringify(texts) === last;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return englishIn(seen, allowed);
}

test('every screen a customer reaches reads in Hindi, but for names, codes and the chain’s English content', async ({ page, server, browser }) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  await signIn(page, server);
  await api(page, 'POST', '/saveAddress', { ...HOUSE, addressType: 'Home', latitude: 30.7046, longitude: 76.7179 });
  // An order, so My Orders, its detail, tracking and the invoice have one; a favourite; a cart for checkout.
  await page.goto(MOHALI);
  await dish(page, 'Masala Chai').getByRole('button', { name: 'Add Masala Chai' }).click();
  await page.getByTestId('view-cart').click();
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order/);
  const [order] = await api<{ orderRefId: string }[]>(page, 'GET', '/getOrderList');
  await page.goto(MOHALI);
  await page.getByRole('button', { name: 'Favourite: Butter Naan' }).click();
  await dish(page, 'Butter Naan').getByRole('button', { name: 'Add Butter Naan' }).click();
  const names = await namesFromTheServer(page);
  const [event] = await api<EventSummary[]>(page, 'GET', '/getEventList/upComing');
  const [deal] = await api<DealItem[]>(page, 'GET', '/stealDeal/itemList?mainCategory=All');

  await page.goto('/settings');
  await page.getByRole('radio', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  const english: Record<string, string[]> = {};
  const walk = async (where: string) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const found = await englishOnPage(page, names);
    if (found.length) english[where] = found;
  };
  const screens = [
    '/',
    MOHALI,
    '/checkout',
    '/track-order',
    '/my-orders',
    `/order-details/${order?.orderRefId}`,
    `/invoice/${order?.orderRefId}`,
    '/wallet-money',
    '/offers',
    '/my-deals',
    '/notifications',
    '/notifications-setting',
    '/address',
    '/favourites',
    '/feedback',
    '/settings',
    '/search?q=biryani',
    '/restaurants',
    `/event-detail/${event?.eventId}`,
    '/contact-us',
    '/mrp-night',
    '/atm-bar',
    '/ceo',
    '/franchise',
    '/job-and-career',
    '/nutrition-information',
    '/privacy-policy',
    '/terms-and-conditions',
    '/upcoming-outlets',
    '/table',
    '/steal-deal-cart',
    '/unauthorized',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    if (path === '/notifications') await expect(page.getByRole('button', { name: /ऑर्डर स्वीकार हुआ/ })).toBeVisible();
    await walk(path);
    if (path === '/track-order' || path === '/privacy-policy') await shot(page, `hi-walk${path.replace('/', '-')}`);
  }
  // Home's tabs, the side menu, a dish's choices, and the payment screen.
  await page.goto('/');
  for (const index of [1, 2, 3, 4]) {
    await page.getByRole('tab').nth(index).click();
    // Steal deals and events once their lists are in.
    if (index === 3) await expect(page.getByRole('button', { name: `${deal?.title}, विवरण` })).toBeVisible();
    if (index === 4) await expect(page.getByText(event?.title ?? '', { exact: true }).first()).toBeVisible();
    await walk(`/ tab ${index + 1}`);
  }
  await page.getByTestId('open-menu').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk('side menu');
  await page.goto(MOHALI);
  await dish(page, 'Cappuccino').getByRole('button', { name: 'Cappuccino जोड़ें' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk('dish choices');
  await page.goto('/checkout');
  await page.getByRole('button', { name: /^₹[\d,.]+ का भुगतान करें$/ }).click();
  await expect(page.getByRole('heading', { name: 'भुगतान', level: 1 })).toBeVisible();
  await walk('payment');
  await shot(page, 'hi-walk-payment');

  // A visitor whose browser reads Hindi: signing in and registering.
  const visitor = await browser.newContext({ baseURL: server.url, locale: 'hi-IN', viewport: { width: 390, height: 844 } });
  const visitorPage = await visitor.newPage();
  const walkVisitor = async (where: string) => {
    await expect(visitorPage.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const found = await englishOnPage(visitorPage, names);
    if (found.length) english[`visitor ${where}`] = found;
  };
  for (const path of ['/login', '/add-customer']) {
    await visitorPage.goto(path);
    await expect(visitorPage.locator('main h1, main h2').first()).toBeVisible();
    await walkVisitor(path);
  }
  // Signing in step by step: a number refused, the code's step with the sent toast, a wrong code refused.
  await visitorPage.goto('/login');
  const form = visitorPage.locator('form.login-form');
  await form.getByRole('button', { name: 'OTP पाएँ' }).click();
  await expect(form.getByText('*कृपया सही मोबाइल नंबर डालें')).toBeVisible();
  await walkVisitor('/login, a wrong number');
  await form.getByLabel('मोबाइल नंबर').fill(randomMobile());
  await form.getByRole('button', { name: 'OTP पाएँ' }).click();
  await expect(form.getByRole('button', { name: 'पुष्टि करें' })).toBeVisible();
  await walkVisitor('/login, the code');
  await form.locator('input[autocomplete="one-time-code"]').fill('0000');
  await form.getByRole('button', { name: 'पुष्टि करें' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await walkVisitor('/login, a wrong code');
  await visitor.close();

  expect(english).toEqual({});
});
