/**
 * Issue 21, going live: the server out of demo mode (DEMO_OTP=0) with sign-in codes by SMS through a stand-in of
 * MSG91 (test/support/fakeMsg91.ts) and payments through a stand-in of Razorpay's API and hosted page
 * (test/support/fakeRazorpay.ts), the app built for it (VITE_PAYMENT_PROVIDER_ORIGIN). The code is read only from
 * what the SMS stand-in was asked to send; the browser really leaves for the link's page and comes back through
 * the server's signed return, as a customer's phone does.
 */
import { startFakeMsg91, type FakeMsg91 } from '../support/fakeMsg91';
import { razorpayServerEnv, startFakeRazorpay, type FakeRazorpay } from '../support/fakeRazorpay';
import { buildApp } from './buildApp';
import { freePort } from './freePort';
import { closeCompleteProfile, expect, randomMobile, test as base } from './fixtures';
import { createDraftOrder, setPendingOrder } from './orderSetup';

const test = base.extend<{ razorpay: FakeRazorpay; msg91: FakeMsg91 }, { razorpayStandIn: FakeRazorpay; msg91StandIn: FakeMsg91; razorpayDist: string }>({
  msg91StandIn: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const standIn = await startFakeMsg91();
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  msg91: async ({ msg91StandIn }, use) => use(msg91StandIn),
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
      const build = buildApp('razorpay', { VITE_PAYMENT_PROVIDER_ORIGIN: new URL(razorpayStandIn.config.baseUrl).origin });
      await use(build.dir);
      build.remove();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  razorpay: async ({ razorpayStandIn }, use) => use(razorpayStandIn),
  serverDist: async ({ razorpayDist }, use) => use(razorpayDist),
  serverEnv: async ({ razorpayStandIn, msg91StandIn }, use) => {
    const port = String(await freePort());
    await use({
      DEMO_OTP: '0',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: msg91StandIn.config.authKey,
      MSG91_TEMPLATE_ID: msg91StandIn.config.templateId,
      MSG91_BASE_URL: msg91StandIn.config.baseUrl,
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...razorpayServerEnv(razorpayStandIn.config),
    });
  },
});

test('signed in by a code that came by SMS, a wallet top-up and a food order each go to the Razorpay link for their amount and come back paid', async ({
  page,
  server,
  razorpay,
  msg91,
}) => {
  const mobile = randomMobile();
  await page.goto('/login');
  const form = page.locator('form.login-form');
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('button', { name: 'GET OTP' }).click();
  await expect(form.getByLabel(/One-time code/)).toBeVisible();
  const code = msg91.codeFor(mobile);
  if (!code) throw new Error('no SMS was sent');
  // The server printed no code: only the SMS had it.
  expect(server.log).not.toContain(`OTP for ${mobile}`);
  await form.getByLabel(/One-time code/).fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
  await closeCompleteProfile(page);
  await expect(page).toHaveURL(/\/$/);

  // A top-up of ₹300 by UPI: no UPI id asked (Razorpay's page opens the UPI app or shows a QR: NPCI ends UPI
  // Collect for merchants), the link's page asks ₹300.00, Pay now brings the customer back to the wallet.
  await page.goto('/wallet-money');
  await page.getByLabel(/amount/i).first().fill('300');
  await page.getByRole('button', { name: /^Add Money/ }).click();
  const upi = page.getByRole('radio', { name: 'UPI', exact: true });
  await upi.check();
  await expect(upi).toHaveAccessibleDescription('Pay from any UPI app on the next page');
  await expect(page.getByLabel('UPI id')).toHaveCount(0);
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
