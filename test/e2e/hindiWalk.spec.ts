/**
 * Issue 24, Hindi all the way: a customer with an order, an address, a favourite and a cart switches to Hindi and
 * walks every screen; no sentence may be left in English but what the allow-list below names. Checked are the
 * visible texts and every text read aloud (accessible names, placeholders, titles, alt texts, the tab's title).
 */
import type { Browser, Page } from '@playwright/test';
import type { DealCategory, DealItem, EventSummary, EventTicketKind, Menu, Order, TableSession, UpcomingOutlet } from '../../src/api/contract';
import { CHAIN_CONTACT } from '../../src/features/forms/chainContact';
import { MRP_NIGHT_SPIRITS } from '../../src/features/pages/mrpNight';
import { englishIn, textsOn, type ScreenText } from './englishOnScreen';
import { expectAccessible } from './axe';
import type { AppServer } from './appServer';
import { expect, randomMobile, signInQuietly, test } from './fixtures';
import { outletMoves } from './kitchen';
import { api, createDraftOrder, outletsNearMohali } from './orderSetup';
import { shot } from './shots';

// Mohali Phase 8 has a kitchen, whose moves (sent as its POS would) take each test's order where its screens need
// it. One server for both tests (sharedServer in fixtures.ts): each signs in customers of its own, and only the
// table test sits at a table.
test.use({ sharedServer: true, withKitchen: true });

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
  // Other makers' names: the app stores, social pages, card networks, UPI apps, the maps' makers (OpenStreetMap's
  // licence asks for its name).
  /\b(App Store|Google Play|Instagram|Facebook|YouTube|Visa|Mastercard|RuPay|GPay|PhonePe|Paytm|BHIM|Leaflet|OpenStreetMap)\b/g,
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
  await signInQuietly(page, server, undefined, { open: null });
  const address = await api<{ recordId: number }>(page, 'POST', '/saveAddress', { ...HOUSE, addressType: 'Home', latitude: 30.7046, longitude: 76.7179 });
  // An order, so My Orders, its detail, tracking, the invoice and the notifications have one: placed through the
  // API (the checkout in English is not what is walked here; its Hindi screens are, below), and on its way with a
  // rider, so tracking shows all it can. A favourite; the cart for checkout is filled on the menu, in Hindi.
  const menu = await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${MOHALI_UUID}`);
  const itemOf = (title: string) => {
    const item = menu.itemList.find((dish) => dish.title === title);
    if (!item) throw new Error(`no ${title} at Mohali Phase 8`);
    return item.itemId;
  };
  const draft = await api<Order>(page, 'POST', '/saveOrder', {
    restaurantUuid: MOHALI_UUID,
    orderType: 'HomeDelivery',
    items: [{ itemId: itemOf('Masala Chai'), quantity: 1 }],
    deliveryAddressId: address.recordId,
  });
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
  await outletMoves(page, server.kitchenKey, order.orderRefId, ['accept', 'preparing', 'ready', 'out-for-delivery']);
  await api(page, 'POST', '/setFavourite', { kind: 'DISH', id: itemOf('Butter Naan'), favourite: true });
  const names = await namesFromTheServer(page);
  // The rider's name is his own.
  names.proper.push('Gurpreet');
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
  // Each screen once; home's tabs and side menu, a dish's choices and the payment screen from the screen they are on.
  // The menu first, where the cart is filled for the screens after; checkout last, as its payment screen leaves an
  // order waiting to be paid.
  const screens = [
    MOHALI,
    '/',
    '/track-order',
    '/my-orders',
    `/order-details/${order.orderRefId}`,
    `/invoice/${order.orderRefId}`,
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
    '/checkout',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    if (path === MOHALI) {
      await dish(page, 'Butter Naan').getByRole('button', { name: 'Butter Naan जोड़ें' }).click();
      await expect(page.getByTestId('view-cart')).toBeVisible();
    }
    if (path === '/notifications') await expect(page.getByRole('button', { name: /ऑर्डर स्वीकार हुआ/ })).toBeVisible();
    await walk(path);
    if (path === '/track-order' || path === '/privacy-policy') await shot(page, `hi-walk${path.replace('/', '-')}`);
    if (path === '/') {
      for (const index of [1, 2, 3, 4]) {
        await page.getByRole('tab').nth(index).click();
        // Steal deals and events once their lists are in.
        if (index === 3) await expect(page.getByRole('button', { name: `${deal?.title}, विवरण` })).toBeVisible();
        if (index === 4) await expect(page.getByText(event?.title ?? '', { exact: true }).first()).toBeVisible();
        await walk(`/ tab ${index + 1}`);
      }
      // Back to Delivery, the order type the other screens are walked in.
      await page.getByRole('tab').first().click();
      await page.getByTestId('open-menu').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await walk('side menu');
    }
    if (path === MOHALI) {
      await dish(page, 'Cappuccino').getByRole('button', { name: 'Cappuccino जोड़ें' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await walk('dish choices');
    }
    if (path === '/checkout') {
      await page.getByRole('button', { name: /^₹[\d,.]+ का भुगतान करें$/ }).click();
      await expect(page.getByRole('heading', { name: 'भुगतान', level: 1 })).toBeVisible();
      await walk('payment');
      await shot(page, 'hi-walk-payment');
    }
  }

  // A visitor whose browser reads Hindi: signing in and registering.
  const visitor = await browser.newContext({ baseURL: server.url, locale: 'hi-IN', viewport: { width: 390, height: 844 } });
  const visitorPage = await visitor.newPage();
  const walkVisitor = async (where: string) => {
    await expect(visitorPage.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const found = await englishOnPage(visitorPage, names);
    if (found.length) english[`visitor ${where}`] = found;
  };
  // The login last: the steps of signing in below start from it.
  for (const path of ['/add-customer', '/login']) {
    await visitorPage.goto(path);
    await expect(visitorPage.locator('main h1, main h2').first()).toBeVisible();
    await walkVisitor(path);
  }
  // Signing in step by step: a number refused, the code's step with the sent toast, a wrong code refused.
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

/** A diner's phone of its own, signed in, then switched to Hindi. */
async function hindiPhone(browser: Browser, server: AppServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, locale: 'en-IN' });
  const phone = await context.newPage();
  await signInQuietly(phone, server);
  await phone.evaluate(() => localStorage.setItem('locale', 'hi'));
  return phone;
}

/** The table's join code, from the next time this diner's phone asks the server for the table's session. */
async function joinCodeOf(phone: Page): Promise<string> {
  const answer = await phone.waitForResponse((response) => /\/v1\/api\/tableSession\/[^/]+$/.test(new URL(response.url()).pathname) && response.ok());
  const { joinCode } = ((await answer.json()) as { responsePacket: TableSession }).responsePacket;
  expect(joinCode).toMatch(/^\d{4}$/);
  return joinCode as string;
}

/** Four digits that are not `code`: its last digit turned by one. */
const otherCodeThan = (code: string): string => code.slice(0, 3) + String((Number(code[3]) + 1) % 10);

/** Scans table T3's QR code and asks to join its session from the menu, in Hindi, by name; the sheet is walked. */
async function askToJoinInHindi(phone: Page, server: AppServer, name: string, walk: (phone: Page, where: string) => Promise<void>): Promise<void> {
  await phone.goto(server.tableLink('GL-MOH8-T3'));
  const invitation = phone.getByRole('region', { name: 'दोस्तों के साथ ऑर्डर कर रहे हैं?' });
  await expect(invitation).toBeVisible();
  await walk(phone, `${name}: the table's invitation on the menu`);
  await invitation.getByRole('button', { name: 'साथ में ऑर्डर करें' }).click();
  const sheet = phone.getByRole('dialog', { name: 'टेबल T3 से जुड़ें' });
  await sheet.getByRole('textbox', { name: 'टेबल पर आपका नाम' }).fill(name);
  await walk(phone, `${name}: the join sheet`);
  await sheet.getByRole('button', { name: 'टेबल से जुड़ें', exact: true }).click();
}

test('the table’s bill (joining, the wait, the split, a part paid, paid in full) and the cancel, report and rating dialogs read in Hindi', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(240_000);
  const key = server.kitchenKey;
  await signInQuietly(page, server);
  const names = await namesFromTheServer(page);
  // The names the diners give at the table are theirs, as is the address the order below goes to.
  names.proper.push('Asha', 'Ravi', '12 Test Street, Sector 70');
  await page.evaluate(() => localStorage.setItem('locale', 'hi'));
  const english: Record<string, string[]> = {};
  const walk = async (phone: Page, where: string) => {
    await expect(phone.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(phone.locator('[aria-busy="true"]')).toHaveCount(0);
    const found = await englishOnPage(phone, names);
    if (found.length) english[where] = found;
  };

  // An order the kitchen has not accepted yet: the cancel dialog, kept.
  const draft = await createDraftOrder(page, { minTotal: 100 });
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
  await page.goto('/track-order');
  await page.getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
  const cancel = page.getByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' });
  await expect(cancel).toBeVisible();
  await walk(page, 'the cancel dialog');
  await cancel.getByRole('button', { name: 'ऑर्डर रखें' }).click();
  await expect(cancel).toBeHidden();

  // Delivered: the report dialog, refused once for want of a dish, then the rating dialog from My Orders.
  await outletMoves(page, key, order.orderRefId, ['accept', 'preparing', 'ready', 'out-for-delivery', 'delivered']);
  await page.goto(`/order-details/${order.orderRefId}`);
  await page.getByRole('button', { name: 'छूटी या गलत डिश की शिकायत करें' }).click();
  const report = page.getByRole('dialog', { name: 'क्या गड़बड़ हुई?' });
  await expect(report).toBeVisible();
  await walk(page, 'the report dialog');
  await report.getByRole('button', { name: 'आउटलेट को भेजें' }).click();
  await expect(report.getByRole('alert')).toBeVisible();
  await walk(page, 'the report dialog, no dish chosen');
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await page.goto('/my-orders');
  await page.getByRole('button', { name: /^रेटिंग व टिप दें/ }).first().click();
  // The dialog loads the order's feedback: walked once its rating form is in.
  await expect(page.getByRole('dialog').getByRole('form', { name: 'अपने ऑर्डर को रेटिंग दें' })).toBeVisible();
  await walk(page, 'the rating dialog');

  // A link whose secret is not the table's: refused on home, in Hindi.
  await page.goto(server.tableLink('GL-MOH8-T3').replace(/#k=.*/, '#k=AAAAAAAAAAAAAAAAAAAAAAAA'));
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
  await walk(page, 'a table link with a wrong secret');

  // Asha sits at table T3 and adds a dish; Ravi's phone asks to join and waits until she lets him in.
  await askToJoinInHindi(page, server, 'Asha', walk);
  await page.getByTestId('view-table').click();
  await expect(page.getByRole('heading', { name: 'टेबल T3', level: 1 })).toBeVisible();
  await expect(page.getByTestId('table-members')).toHaveText('टेबल पर 1: आप');
  await expect(page.getByText('कार्ट खाली है।', { exact: false })).toBeVisible();
  await walk(page, 'the table, its cart empty');
  await shot(page, 'table-empty-hi');
  await page.getByRole('link', { name: 'डिश जोड़ें' }).click();
  await dish(page, 'Butter Naan').getByRole('button', { name: 'Butter Naan जोड़ें' }).click();
  await expect(page.getByTestId('view-table')).toContainText('1 डिश');
  await walk(page, 'the menu at the table, a dish on its cart');
  const ravi = await hindiPhone(browser, server);
  await askToJoinInHindi(ravi, server, 'Ravi', walk);
  const waiting = ravi.getByRole('dialog', { name: 'अंदर आने का इंतज़ार' });
  await expect(waiting.getByRole('status')).toBeVisible();
  await walk(ravi, 'waiting to be let in');
  // A join code that is not the table's: refused, in Hindi. Derived from the real one (Asha's phone asks the
  // table every few seconds), so it is wrong for certain: a fixed '0000' would be the table's code now and then.
  const joinCode = await joinCodeOf(page);
  await waiting.getByRole('textbox', { name: 'जॉइन कोड' }).fill(otherCodeThan(joinCode));
  await waiting.getByRole('button', { name: 'कोड से जुड़ें' }).click();
  await expect(waiting.getByRole('alert')).toBeVisible();
  await walk(ravi, 'waiting, a wrong join code');
  const request = page.getByTestId('join-requests').getByRole('listitem').filter({ hasText: 'Ravi' });
  await expect(request).toBeVisible();
  await walk(page, 'a diner asking to join');
  await request.getByRole('button', { name: 'Ravi को जोड़ें' }).click();
  await expect(waiting).toHaveCount(0);
  await dish(ravi, 'Dal Makhani').getByRole('button', { name: 'Dal Makhani जोड़ें' }).click();

  // The table's cart with both diners' dishes, sent as one round: the bill with its split choices.
  await page.getByTestId('view-table').click();
  await expect(page.getByTestId('table-cart').getByTestId('table-line').filter({ hasText: 'Dal Makhani' })).toContainText('Ravi');
  await walk(page, 'the table’s cart');
  await page.getByRole('button', { name: /^किचन को भेजें · ₹/ }).click();
  const bill = page.getByTestId('table-bill');
  await expect(bill.getByRole('radio')).not.toHaveCount(0);
  await walk(page, 'the table’s bill with its split choices');
  await expectAccessible(page);
  await shot(page, 'hi-walk-table-bill', { focus: bill });

  // Ravi pays an equal share: his part is paid, with what is left for the table.
  await ravi.getByTestId('view-table').click();
  const ravisBill = ravi.getByTestId('table-bill');
  await ravisBill.getByRole('radio', { name: /^बराबर हिस्सा/ }).check();
  await ravisBill.getByRole('button', { name: /^वॉलेट से ₹[\d,.]+ चुकाएँ$/ }).click();
  await expect(ravisBill.getByTestId('table-part-paid')).toBeVisible();
  await walk(ravi, '‘Your part is paid’');
  await shot(ravi, 'hi-walk-table-part-paid', { focus: ravisBill });

  // Asha, the last to pay, pays all that is left: the bill is paid in full.
  await expect(bill.getByRole('radio')).toHaveCount(0);
  await walk(page, 'the table’s bill, the last part');
  await bill.getByRole('button', { name: /^वॉलेट से ₹[\d,.]+ चुकाएँ$/ }).click();
  await expect(bill.getByRole('status')).toHaveText('बिल पूरा चुका दिया गया। धन्यवाद!');
  await walk(page, 'the table’s bill paid in full');
  await walk(ravi, 'the table’s bill paid in full, on the other phone');

  expect(english).toEqual({});
});
