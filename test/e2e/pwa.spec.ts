import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test, waitForWorker, WITH_WORKER } from './fixtures';
import { copiesIn } from './workerCopies';

// No banner autoplay: no test here looks at the banners, and their motion only costs CPU while a worker installs.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const outletsOf = (page: Page) => page.getByRole('list', { name: 'Outlets' }).getByRole('listitem').filter({ has: page.getByRole('heading') });

test('Chromium reports the app installable; after one online visit, the outlets still show without network', { tag: WITH_WORKER }, async ({ page, context, server }) => {
  await page.goto('/');
  await expect(outletsOf(page).first()).toBeVisible();
  await waitForWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const errors = installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
  expect(errors).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);

  // The worker took control after the first load; the app refetched the list through it, so it is kept.
  await expect.poll(async () => (await copiesIn(page, 'restaurants')).length).toBeGreaterThan(0);
  const online = await outletsOf(page).count();

  await server.stop();
  await context.setOffline(true);
  await page.reload();
  await expect(outletsOf(page).first()).toBeVisible();
  expect(await outletsOf(page).count()).toBe(online);
  await expect(page.getByText(/You are offline\. Showing outlets as of/)).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
});

test('a picture that never answers does not keep the worker away: it registers once the load has waited long enough', { tag: WITH_WORKER }, async ({ page }) => {
  // The page's pictures hang, as on a weak network's half-open connection: the window's load never comes.
  const held: Route[] = [];
  await page.route('**/media/**', (route) => void held.push(route));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await waitForWorker(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await Promise.all(held.map((route) => route.abort()));
});

test('cart, order type and address are kept across a worker update accepted in the first visit\'s tab, and a reload', { tag: WITH_WORKER }, async ({ page, context, server }) => {
  // No geolocation permission: the app falls back to the saved address, which shows that it was kept.
  await context.clearPermissions();
  await page.goto('/');
  await waitForWorker(page);

  await page.getByRole('tab', { name: 'TakeAway' }).click();
  await page.evaluate(async () => {
    // What the cart and address screens will write, written straight into the app's IndexedDB store.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('keyval', 'readwrite');
    tx.objectStore('keyval').put(
      {
        restaurantUuid: '00000000-0000-4000-8000-000000000001',
        restaurantName: 'Gold Leaf',
        orderType: 'TakeAway',
        items: [{ itemId: 1, title: 'Masala Chai', finalPrice: 90, quantity: 3, vegNonVeg: 'VEG' }],
      },
      'cart',
    );
    tx.objectStore('keyval').put(
      { recordId: 9, addressLine1: 'House 12', addressLine2: 'Sector 70', addressLine3: 'Mohali, Punjab 160071', addressType: 'Home', latitude: 30.7, longitude: 76.71 },
      'selected-address',
    );
    await new Promise((resolve) => (tx.oncomplete = resolve));
  });

  // Deploy a new worker, let the page find it, accept the update: in the tab whose first visit installed the worker
  // (workbox-window takes every later change of controller there for that first one; the app must not).
  const swPath = join(server.staticDir, 'sw.js');
  writeFileSync(swPath, `${readFileSync(swPath, 'utf8')}\n// a new deploy\n`);
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    return navigator.serviceWorker.getRegistration().then((r) => r?.update());
  });
  await expect(page.getByText('A new version is available')).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate);

  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('tab', { name: 'TakeAway' })).toHaveAttribute('aria-selected', 'true');
  // The header names the kept address by its label and locality.
  await expect(page.getByRole('banner')).toContainText('Home · Sector 70, Mohali');
  // One reload, not a loop: the page is controlled by the active worker with none waiting or installing, so
  // nothing is left that could change the controller and reload the page again.
  const workers = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await navigator.serviceWorker.ready;
    return {
      waiting: registration?.waiting ?? null,
      installing: registration?.installing ?? null,
      controlledByActive: navigator.serviceWorker.controller?.scriptURL === registration?.active?.scriptURL && registration?.active?.state === 'activated',
    };
  });
  expect(workers).toEqual({ waiting: null, installing: null, controlledByActive: true });
  expect(navigations).toBe(1);

  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('tab', { name: 'TakeAway' })).toHaveAttribute('aria-selected', 'true');
  // The header names the kept address by its label and locality.
  await expect(page.getByRole('banner')).toContainText('Home · Sector 70, Mohali');
});
