/**
 * The app under its Content-Security-Policy. Every e2e test already fails on a policy violation in the console
 * (see fixtures.ts); this file proves the policy is really in force, so that check is not passing vacuously,
 * and walks the screens with the most outside contact: banners from /media, the worker, toasts, the map.
 */
import { expect, isPolicyViolation, signIn, test, waitForWorker, WITH_WORKER } from './fixtures';
import { expectToastSeen, watchToasts } from './toasts';

// One server for all the tests here (sharedServer in fixtures.ts): each test is a visitor or a new customer of its
// own; the policy is the same for every answer.
test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';

test('home, a menu, checkout, payment and tracking all work under the policy', { tag: WITH_WORKER }, async ({ page, server }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
  expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
  expect(policy).toMatch(/; frame-ancestors 'none'$/);
  expect(response?.headers()['permissions-policy']).toContain('camera=(self)');

  // Home: banner images from /media really load, and the worker registers.
  const banner = page.getByRole('region', { name: 'Offers' }).locator('img').first();
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await waitForWorker(page);

  // Signing in shows a toast: sonner inserts its stylesheet then. The page records it as it appears: the toast
  // lasts 2 s, and the toaster leaves with it, possibly before signing in is over on a loaded machine.
  await page.goto('/login');
  await watchToasts(page);
  await signIn(page, server);
  await expect(page).toHaveURL(/\/$/);
  await expectToastSeen(page, 'Otp Sent');

  await page.goto(MOHALI);
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  await page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Masala Chai', exact: true }) }).getByRole('button', { name: 'Add Masala Chai' }).click();
  await page.getByTestId('view-cart').click();
  await expect(page.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bill Details' })).toContainText('Grand Total');

  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  // Tracking: Leaflet, its CSS (inlined icons) and its tiles, which may fail to load here but must not be refused.
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('img.leaflet-tile').first()).toBeAttached();
});

test('the policy is enforced, and what it refuses reaches the console the fixtures watch', async ({ browser, server }) => {
  // A context of its own: this test breaks the policy on purpose, which the automatic fixture would fail.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (isPolicyViolation(message.text())) refused.push(message.text());
    });
    await page.goto(server.url + '/');
    await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();

    // An inline script the policy allowed would run during append; one it refuses fires the violation event,
    // which is the signal waited for (not a pause).
    const inline = await page.evaluate(async () => {
      const refused = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }));
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inlineRan = "yes"';
      document.head.append(script);
      const directive = await refused;
      return { ran: document.body.dataset.inlineRan === 'yes', directive };
    });
    expect(inline).toEqual({ ran: false, directive: 'script-src-elem' });
    await expect.poll(() => refused.some((text) => text.includes('inline script'))).toBe(true);

    // Another site may not frame the app (clickjacking): Chromium swaps the frame for its error page. (It
    // logs that refusal inside the blocked frame, where no page listener sees it.)
    await page.goto('about:blank');
    await page.setContent(`<iframe src="${server.url}/"></iframe>`);
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  } finally {
    // Open connections from this context (its worker among them) would hold the server's shutdown.
    await context.close();
  }
});
