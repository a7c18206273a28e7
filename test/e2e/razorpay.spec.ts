/**
 * Issue 21: the app built and served for Razorpay (PAYMENT_PROVIDER=razorpay, VITE_PAYMENT_PROVIDER_ORIGIN), with
 * a local stand-in of Razorpay's API and hosted page (test/support/fakeRazorpay.ts). The browser really leaves
 * for the link's page and comes back through the server's signed return, as a customer's phone does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fakeRazorpay';
import { expect, signIn, test as base } from './fixtures';
import { createDraftOrder, setPendingOrder } from './orderSetup';

/** A port free now, for a server that must know its own address before it starts (Razorpay's callback_url). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const test = base.extend<{ razorpay: FakeRazorpay }, { razorpayStandIn: FakeRazorpay; razorpayDist: string }>({
  razorpayStandIn: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const standIn = await startFakeRazorpay();
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  razorpayDist: [
    async ({ razorpayStandIn }, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'e2e-razorpay-dist-'));
      execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
        env: { ...process.env, VITE_PAYMENT_PROVIDER_ORIGIN: new URL(razorpayStandIn.config.baseUrl).origin },
        stdio: 'inherit',
      });
      await use(dir);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  razorpay: async ({ razorpayStandIn }, use) => use(razorpayStandIn),
  serverDist: async ({ razorpayDist }, use) => use(razorpayDist),
  serverEnv: async ({ razorpayStandIn }, use) => {
    const port = String(await freePort());
    const { keyId, keySecret, webhookSecret, baseUrl } = razorpayStandIn.config;
    await use({
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_BASE_URL: baseUrl,
    });
  },
});

test('a wallet top-up and a food order each go to the Razorpay link for their amount and come back paid', async ({ page, server, razorpay }) => {
  await page.goto('/login');
  await signIn(page, server);
  await expect(page).toHaveURL(/\/$/);

  // A top-up of ₹300 by UPI: the link's page asks ₹300.00, Pay now brings the customer back to the wallet.
  await page.goto('/wallet-money');
  await page.getByLabel(/amount/i).first().fill('300');
  await page.getByRole('button', { name: /^Add Money/ }).click();
  await page.getByRole('radio', { name: 'UPI', exact: true }).check();
  await page.getByLabel('UPI id').fill('asha.sharma@okhdfc');
  await page.getByRole('button', { name: 'Add ₹300' }).click();
  await expect(page).toHaveURL(new RegExp(`^${razorpay.config.baseUrl}/i/\\w{7}$`));
  await expect(page.getByRole('heading', { name: 'Pay ₹300.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/wallet-money$/);
  await expect(page.getByText('Money added to your wallet')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹800');

  // A food order by card: the link asks exactly the order's total; back on the app it is placed.
  const order = await createDraftOrder(page, { minTotal: 200 });
  await setPendingOrder(page, order.orderRefId);
  await page.goto('/payment-methods');
  await page.getByRole('radio', { name: 'Credit/Debit/ATM cards', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: `Pay ₹${order.orderTotal.toFixed(2)}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`₹${order.orderTotal.toFixed(2)}`);
  expect([...razorpay.links.values()].filter((l) => l.status === 'paid').map((l) => l.amount)).toEqual([30000, Math.round(order.orderTotal * 100)]);
});
