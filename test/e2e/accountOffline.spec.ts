/**
 * Issue 19, offline honestly: the customer's own screens (My Orders, Order Details, Wallet Money, Offers &
 * Rewards, Notifications, My Deals) seen once open without any network, from the worker's per-user copy, marked
 * 'You are offline. Showing … as of {time}'. The copies are the customer's alone: sign-out drops them, and the
 * next customer on the phone never sees them. Without a copy the screen says the phone is offline; online, with
 * the server gone, SPEC's 'Sever is not responding'.
 */
import type { Page } from '@playwright/test';
import type { DealItem, DealPayment, DealReservation, Order } from '../../src/api/contract';
import { expect, signInQuietly, test, waitForWorker, WITH_WORKER } from './fixtures';
import { tapInSideMenu } from './sideMenu';
import { api, createDraftOrder } from './orderSetup';
import { shot } from './shots';

// Orders move on in 12 s, so the order's status changes leave notifications in the list.
test.use({ serverEnv: { DEMO_ORDER_SECONDS: '12' } });

const DEAL = 'Masala Chai Pass ×10';
const AS_OF = (what: string) => new RegExp(`^You are offline\\. Showing ${what} as of \\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2}`);

/** What each screen shows of this customer's data; the same must show from the copy. */
function screens(order: Order) {
  return [
    { name: 'my-orders', path: '/my-orders', asOf: 'your orders', content: (page: Page) => page.getByTestId('order-card').filter({ hasText: order.restaurantName }) },
    { name: 'order-details', path: `/order-details/${order.orderRefId}`, asOf: 'this order', content: (page: Page) => page.getByText(`#${order.orderRefId}`) },
    { name: 'wallet-money', path: '/wallet-money', asOf: 'your wallet', content: (page: Page) => page.getByTestId('wallet-entry').filter({ hasText: 'Voucher GOLD100' }) },
    { name: 'offers', path: '/offers', asOf: 'your offers and rewards', content: (page: Page) => page.getByTestId('redeemed-voucher').filter({ hasText: 'GOLD100' }) },
    { name: 'notifications', path: '/notifications', asOf: 'notifications', content: (page: Page) => page.getByRole('listitem').filter({ hasText: order.orderRefId }).first() },
    { name: 'my-deals', path: '/my-deals', asOf: 'your deals', content: (page: Page) => page.getByTestId('my-deal').filter({ hasText: DEAL }) },
  ];
}

/** What the screens of one customer show online (every part of a screen, to compare with its copy). */
async function partsOf(page: Page, name: string): Promise<string[]> {
  const parts: Record<string, string[]> = {
    'wallet-money': ['wallet-balance', 'wallet-entry'],
    offers: ['loyalty-points', 'scratch-card', 'offer-coupon', 'redeemed-voucher'],
  };
  const texts: string[] = [];
  for (const testId of parts[name] ?? []) texts.push(...(await page.getByTestId(testId).allInnerTexts()));
  return texts;
}

const userCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('user-')));

test('the account screens seen once open offline with the customer’s last copy, as of its time; sign-out drops it', { tag: WITH_WORKER }, async ({ page, context, server }) => {
  // Six screens twice, a server restart and two customers: about 80 s alone, more beside other runs.
  test.setTimeout(240_000);
  await signInQuietly(page, server);
  await waitForWorker(page);
  // Redeemed vouchers (money and points), a paid order (a scratch card with it), a bought deal and notifications of
  // the order's progress.
  for (const voucherCode of ['GOLD100', 'FIRSTSIP', 'POINTS150']) await api(page, 'POST', '/redeemVoucher', { voucherCode });
  const draft = await createDraftOrder(page, { minTotal: 220 });
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
  const deals = await api<DealItem[]>(page, 'GET', '/stealDeal/itemList?mainCategory=All');
  const chai = deals.find((d) => d.title === DEAL);
  if (!chai) throw new Error(`no ${DEAL}`);
  const reserved = await api<DealReservation>(page, 'POST', '/stealDeal/reserve', { items: [{ dealItemId: chai.dealItemId, quantity: 1 }] });
  expect((await api<DealPayment>(page, 'POST', '/stealDeal/order', { checkoutRef: reserved.checkoutRef, paymentMode: 'WALLET' })).status).toBe('PAID');
  await expect
    .poll(async () => (await api<{ items: unknown[] }>(page, 'GET', '/getNotificationList?page=1&size=20')).items.length, { timeout: 30_000 })
    .toBeGreaterThan(0);

  // Online, once each, reached as the customer does (the side menu; the order from its card): the worker keeps a
  // copy; the screens say nothing of copies.
  const reach: Record<string, () => Promise<void>> = {
    'my-orders': () => tapInSideMenu(page, 'My Orders'),
    'order-details': () => page.getByTestId('order-card').filter({ hasText: order.restaurantName }).click(),
    'wallet-money': () => tapInSideMenu(page, 'Wallet Money'),
    offers: () => tapInSideMenu(page, 'Offers & Rewards'),
    notifications: () => tapInSideMenu(page, 'Notifications', 'Settings'),
    'my-deals': () => tapInSideMenu(page, 'My Deals'),
  };
  const seen = new Map<string, string[]>();
  for (const screen of screens(order)) {
    await reach[screen.name]!();
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(screen.content(page)).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await expect(page.getByTestId('saved-copy')).toHaveCount(0);
    await expect(page.getByTestId('amount-as-of')).toHaveCount(0);
    seen.set(screen.name, await partsOf(page, screen.name));
  }
  expect(seen.get('offers')?.length, 'points, the scratch card, coupons and the voucher').toBeGreaterThanOrEqual(4);
  // No credential is kept in a copy's key.
  const keys = await page.evaluate(async () => {
    const found: Array<{ url: string; authorization: string | null }> = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith('user-'))) {
      for (const request of await (await caches.open(name)).keys()) found.push({ url: request.url, authorization: request.headers.get('Authorization') });
    }
    return found;
  });
  expect(keys.map((k) => new URL(k.url).pathname)).toEqual(
    expect.arrayContaining(['/v1/api/getOrderList', `/v1/api/orderDetail/${order.orderRefId}`, '/v1/api/getRewardPointAndWalletBalance', '/v1/api/getAllScratchCard']),
  );
  expect(keys.filter((k) => k.authorization !== null)).toEqual([]);
  // Every cache of the worker, after a POST to an endpoint that changes things went through it from the page: no credential
  // in any key, no worker script kept, and nothing but GET keys (the outlet list's read-only query has its own).
  const redeemed = await page.evaluate(async () => {
    const cookie = (name: string) => decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1] ?? '');
    const headers = { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': cookie('XSRF-TOKEN'), Authorization: `Basic ${cookie('session')}` };
    const response = await fetch('/v1/api/redeemVoucher', { method: 'POST', headers, body: JSON.stringify({ voucherCode: 'GOLD100' }) });
    return [response.status, ((await response.json()) as { message: string }).message];
  });
  expect(redeemed).toEqual([422, 'You have already used this promo code']);
  const everyKey = await page.evaluate(async () => {
    const found: Array<{ cache: string; method: string; path: string; authorization: string | null }> = [];
    for (const cache of await caches.keys()) {
      for (const request of await (await caches.open(cache)).keys()) {
        found.push({ cache, method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
      }
    }
    return found;
  });
  expect(everyKey.length).toBeGreaterThan(keys.length);
  // Nor the worker, nor index.html (the worker opens the app from its own copy, offline.html), nor a POST.
  const forbidden = ['/sw.js', '/index.html', '/'];
  expect(everyKey.filter((key) => key.authorization !== null || key.method !== 'GET' || forbidden.includes(key.path) || key.path.endsWith('/redeemVoucher'))).toEqual([]);
  expect(everyKey.map((key) => key.path)).toContain('/offline.html');

  // No network at all: the phone is offline and the server gone (the worker's own requests fail too).
  await server.stop();
  await context.setOffline(true);
  for (const screen of screens(order)) {
    await page.goto(screen.path);
    await expect(screen.content(page)).toBeVisible();
    await expect(page.getByTestId('saved-copy')).toHaveText(AS_OF(screen.asOf));
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await partsOf(page, screen.name)).toEqual(seen.get(screen.name));
    // The wallet's and the points' balances say 'as of' right beside the amount, not only in the note on top.
    if (screen.name === 'wallet-money' || screen.name === 'offers') await expect(page.getByTestId('amount-as-of')).toHaveText(/^as of \d{1,2}:\d{2} [ap]m$/);
    await shot(page, `offline-${screen.name}`);
  }

  // Back online, the customer logs out: every copy of theirs goes.
  await context.setOffline(false);
  await server.start();
  await page.goto('/');
  await page.getByTestId('open-menu').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('open-menu')).toBeVisible();
  await expect.poll(() => userCaches(page)).toEqual([]);

  // Another customer on the same phone sees their own (empty) orders offline, never the first one's.
  await signInQuietly(page, server, undefined, { open: '/my-orders' });
  await expect(page.getByText('You have not ordered yet.')).toBeVisible();
  await server.stop();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('saved-copy')).toHaveText(AS_OF('your orders'));
  await expect(page.getByText('You have not ordered yet.')).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(0);
  await page.goto(`/order-details/${order.orderRefId}`);
  await expect(page.getByRole('alert')).toContainText('You are offline');
  await expect(page.getByText(`#${order.orderRefId}`)).toHaveCount(0);
});

test('without a copy, offline says the phone is offline; online with the server gone, SPEC\'s words', { tag: WITH_WORKER }, async ({ page, context, server }) => {
  await signInQuietly(page, server);
  await waitForWorker(page);
  await server.stop();

  await page.goto('/wallet-money');
  await expect(page.getByRole('alert').first()).toHaveText(/^Sever is not responding/);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('alert').first()).toHaveText(/^You are offline\. Try again when you are back online\./);
  await expect(page.getByText('Sever is not responding')).toHaveCount(0);
  await shot(page, 'offline-no-copy');
});
