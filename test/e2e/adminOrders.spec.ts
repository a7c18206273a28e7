/**
 * Orders in the console, on a laptop (1280 × 800): a diner (on a phone) pays for an order by UPI on Razorpay's page
 * (its stand-in, test/support/fakeRazorpay.ts); support, invited by the owner, finds it by the diner's number, reads
 * it, and gives its dish back (with its share of tax) to the UPI through Razorpay's Refunds API, asked once with its
 * idempotency key, with a reason; the diner's order then says so in their words, the owner's audit trail says
 * who gave it and why, and the takings take it off the day's sales.
 * The owner's laptop is in Los Angeles: every time it shows is India's, as the order's outlet and the server keep it,
 * and the orders export writes it so; the takings export has the outlet's day (every export's cells, formulas written
 * as text: test/unit/csv.test.ts). The month's GST summary lists the outlet's invoice series, and the owner closes the
 * outlet's day.
 * Above the limit the owner sets a refund waits for finance: someone in finance presses Approve on a screen opened
 * before a colleague approved it at another desk, and is told it was approved already, by whom; Razorpay was asked
 * once (two approving at the same moment: test/server/supportRefunds.test.ts).
 * The diner's data request (DPDP Act 2023): support reads it and downloads it as JSON, the owner erases it and
 * is told only the invoice is kept.
 */
import { readFileSync } from 'node:fs';
import { request, type Page } from '@playwright/test';
import type { AdminOrderDetail, AdminOrderPage, AuditPage, Envelope, Order, PaymentRequest, SupportRefundView, TotpSetup } from '../../src/api/contract';
import type { CustomerDataExport } from '../../src/api/privacyContract';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/protocol';
import { ADMIN_API_BASE_PATH } from '../../src/api/staffEndpoints';
import { razorpayServerEnv, startFakeRazorpay, type FakeRazorpay } from '../support/fakeRazorpay';
import type { AppServer } from './appServer';
import { PASSWORD, codeAt, inviteQuietly, joinQuietly, laptopPage, ownerInvitation } from './console';
import { expect, signInQuietly, test as base } from './fixtures';
import { freePort } from './freePort';
import { api, createDraftOrder } from './orderSetup';
import { shot } from './shots';
import { dateTimeText, dayText, sheetTimeText } from '../../src/admin/dateTime';
import { rupees } from '../../src/admin/rupees';
import { kolkataDayOf } from '../../src/lib/closures';
import { parseCsv } from '../../src/lib/csv';

// The server pays through the Razorpay stand-in; the diner's browser goes to the link's page itself, so the app's
// own build (which only sends diners to its provider's origin, razorpay.spec.ts) is not needed.
const test = base.extend<{ razorpay: FakeRazorpay }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  razorpay: async ({}, use) => {
    const standIn = await startFakeRazorpay();
    await use(standIn);
    await standIn.close();
  },
  serverEnv: async ({ razorpay }, use) => {
    const port = String(await freePort());
    await use({
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...razorpayServerEnv(razorpay.config),
    });
  },
});

test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'America/Los_Angeles' });

const read = async <T,>(page: Page, path: string): Promise<T> => ((await (await page.request.get(path)).json()) as Envelope<T>).responsePacket;

/**
 * A console screen opened from the side menu, as staff move about: no new load of the console's script, and each
 * screen fetches its data as it opens.
 */
const openFromMenu = (page: Page, screen: string) => page.getByRole('menuitem', { name: screen, exact: true }).click();

/**
 * Someone in finance at another desk approves the refund waiting for `orderRefId`, through the console's API as their
 * Approve button sends it: joined by their invitation, the authenticator app set up (as joinQuietly does), and no
 * browser of their own. Answers the server's words.
 */
async function approveAtAnotherDesk(server: AppServer, link: string, name: string, orderRefId: string): Promise<string> {
  const desk = await request.newContext({ baseURL: server.url });
  const call = async <T,>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<Envelope<T>> => {
    const xsrf = (await desk.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
    const res = await desk.fetch(`${ADMIN_API_BASE_PATH}${path}`, { method, data, headers: xsrf ? { [XSRF_HEADER]: xsrf } : {} });
    const envelope = (await res.json()) as Envelope<T>;
    expect(res.ok(), `${method} ${path}: ${envelope.message}`).toBe(true);
    return envelope;
  };
  try {
    await call('POST', '/invitations/accept', { token: new URL(link).hash.replace(/^#t=/, ''), name, password: PASSWORD });
    const { secret } = (await call<TotpSetup>('POST', '/totp/setup', {})).responsePacket;
    await call('POST', '/totp/confirm', { code: await codeAt(secret, Date.now()) });
    const { items } = (await call<{ items: SupportRefundView[] }>('GET', '/refund-requests?state=WAITING')).responsePacket;
    const waiting = items.find((item) => item.orderRefId === orderRefId);
    return (await call('POST', `/refund-requests/${waiting!.id}/approve`, {})).message;
  } finally {
    await desk.dispose();
  }
}

/** A list's Export, as the spreadsheet would open it: the header's columns and each row's raw cells by column. */
async function exported(page: Page): Promise<Array<Record<string, string>>> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8')).map((record) => record.fields);
  return rows.map((fields) => Object.fromEntries(header!.map((column, i) => [column, fields[i] ?? ''])));
}

test('support finds a diner’s order by their number and gives one dish back to the UPI it was paid with; the diner reads it with the reason', async ({ page, server, browser, razorpay }) => {
  // The diner, on a phone: an order paid by UPI.
  const dinerContext = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const diner = await dinerContext.newPage();
  const mobile = await signInQuietly(diner, server, undefined, { open: null });
  await api(diner, 'POST', '/updateProfile', { fullName: 'Meera Sharma', mobile, email: 'meera@example.com', dateOfBirth: Date.parse('1990-05-20'), gender: 'FEMALE' });
  const draft = await createDraftOrder(diner);
  // Paid by UPI on Razorpay's page, as the payment screen sends the diner there: back through the server's signed return.
  const asked = await api<PaymentRequest>(diner, 'POST', '/generatePaymentRequestWithOrder', { orderRefId: draft.orderRefId, paymentMode: 'UPI' });
  await diner.goto(asked.redirectUrl);
  await expect(diner.getByRole('heading', { name: `Pay ₹${draft.orderTotal.toFixed(2)}` })).toBeVisible();
  await diner.getByRole('button', { name: 'Pay now' }).click();
  await expect(diner.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  const [razorpayPayment] = [...razorpay.links.values()].find((link) => link.short_url === asked.redirectUrl)?.payments ?? [];
  const order = await api<Order>(diner, 'GET', `/orderDetail/${draft.orderRefId}`);
  expect(order.paymentStatus).toBe('PAID');

  await joinQuietly(page, ownerInvitation(server), 'Asha Owner');
  const supportLink = await inviteQuietly(page, 'support@chain.in', 'support');
  const support = await laptopPage(browser, server);
  // Support opens the console and lands on the orders, their work. (Joining walks its screens in adminConsole.spec.ts;
  // that support sets up an authenticator app first, as owners do, is test/server/adminOrders.test.ts's.)
  await joinQuietly(support, supportLink, 'Sunil Support');
  await support.goto('/admin');
  await expect(support.getByRole('heading', { name: 'Orders' })).toBeVisible();

  await support.getByPlaceholder('Order reference or 10-digit number').fill(mobile);
  const row = support.getByRole('row').filter({ hasText: order.orderRefId });
  await expect(row).toBeVisible();
  await expect(support.getByRole('row')).toHaveCount(2);
  await shot(support, 'admin-orders-list');
  await row.click();

  const money = support.getByRole('region', { name: 'Money' });
  // The order's ledger: what paid for it, by whom and how, and nothing given back yet.
  await expect(money).toContainText(`Paid ${rupees(order.orderTotal)} of ${rupees(order.orderTotal)}`);
  await expect(money).not.toContainText('given back');
  await expect(money.getByRole('table', { name: 'Payments' })).toContainText('UPI');
  await expect(support.getByRole('region', { name: 'Dishes' }).getByRole('row')).toHaveCount(order.itemList.length + 2);
  const [dish] = (await read<AdminOrderDetail>(support, `/v1/admin/orders/${order.orderRefId}`)).lines;
  const back = dish!.eachWithTax;
  await money.getByRole('button', { name: 'Give money back' }).click();
  const dialog = support.getByRole('dialog', { name: `Give money back for ${order.orderRefId}` });
  // More than the order cost is stopped before it is sent.
  await dialog.getByLabel('An amount').check();
  await dialog.getByLabel('Amount (₹)').fill(String(order.orderTotal + 1));
  await expect(dialog.getByText(/^Between ₹0.01 and ₹/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Give back' })).toBeDisabled();
  // One dish, with its share of tax, back to the UPI it was paid with, with the reason the diner reads.
  await dialog.getByLabel('Chosen dishes').check();
  await dialog.getByRole('combobox', { name: 'How many' }).click();
  await support.getByRole('option', { name: '1', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Why (the diner reads it)' }).click();
  await support.getByRole('option', { name: 'Arrived cold' }).click();
  await dialog.getByLabel('Note for head office').fill('Dish arrived cold, diner called');
  await expect(dialog.getByRole('combobox', { name: 'To' })).toHaveText('The UPI, card or app that paid');
  await shot(support, 'admin-orders-give-back');
  await dialog.getByRole('button', { name: `Give ${rupees(back)}` }).click();
  await expect(support.getByText(/is going back to the UPI, card or app that paid$/)).toBeVisible();
  await expect(money).toContainText(`given back ${rupees(back)}`);
  const given = money.getByRole('table', { name: 'Money back' });
  await expect(given).toContainText('Support: Arrived cold · Dish arrived cold, diner called');
  await expect(given).toContainText('To the UPI, card or app of Meera Sharma · by Sunil Support');
  await expect(given).toContainText(rupees(back));
  await shot(support, 'admin-orders-detail');
  // Razorpay was asked once: that payment, the dish's paise, under an idempotency key its Refunds API takes.
  expect(razorpay.refundRequests).toEqual([
    { paymentId: razorpayPayment!.payment_id, body: expect.objectContaining({ amount: Math.round(back * 100) }), idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{10,}$/) },
  ]);
  expect(razorpay.refunds.map(({ payment_id, amount }) => ({ payment_id, amount }))).toEqual([{ payment_id: razorpayPayment!.payment_id, amount: Math.round(back * 100) }]);

  // The diner's order says what went back, where, and why, in their words; never head office's note.
  await diner.goto(`/order-details/${order.orderRefId}`);
  const told = diner.getByTestId('support-money-back');
  await expect(told).toContainText(rupees(back));
  await expect(told).toContainText('Why: your food reached you cold');
  await expect(diner.getByText('Dish arrived cold, diner called')).toHaveCount(0);
  await shot(diner, 'diner-support-money-back', { focus: told });
  // Money back on an invoiced order is documented by a credit note in the outlet's own series: the invoice lists it.
  await diner.goto(`/invoice/${order.orderRefId}`);
  const creditNote = diner.getByTestId('invoice-credit-note');
  await expect(creditNote).toHaveCount(1);
  await expect(creditNote).toContainText(/Credit note No\. MOH8\/\d{4}C\d{5}/);
  await expect(creditNote).toContainText(`${rupees(back)} back: taxable value`);
  await shot(diner, 'diner-invoice-credit-note', { focus: creditNote });

  // The diner asks for their data (DPDP Act 2023): support finds it by the number and reads it, as a page and as JSON.
  await openFromMenu(support, 'Customer data');
  await support.getByLabel("Customer's mobile number").fill(mobile);
  await support.getByRole('button', { name: 'Show their data' }).click();
  await expect(support.getByText(`Meera Sharma · ${mobile}`)).toBeVisible();
  const ordersHeld = support.getByRole('region', { name: 'Orders, with their lines and reports' });
  await expect(ordersHeld).toContainText(order.orderRefId);
  await expect(support.getByRole('region', { name: 'Money paid and given back for orders' })).toContainText(rupees(back));
  await shot(support, 'admin-customer-data');
  const [json] = await Promise.all([support.waitForEvent('download'), support.getByRole('button', { name: 'Download JSON' }).click()]);
  const held = JSON.parse(readFileSync(await json.path(), 'utf8')) as CustomerDataExport;
  expect(held.sections.find((one) => one.key === 'orders')?.rows.map((one) => one.refId)).toEqual([order.orderRefId]);
  expect(support.url()).not.toContain(mobile);

  // The owner, on a laptop in Los Angeles, reads India's times: when the order was placed and the money went back.
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
  const [listed] = (await read<AdminOrderPage>(page, `/v1/admin/orders?q=${mobile}`)).items;
  const placed = dateTimeText(listed!.placedAt);
  // Los Angeles is 13½ hours behind Kolkata: its own reading of the moment is another text.
  expect(await page.evaluate((at) => new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }), listed!.placedAt)).not.toBe(placed);
  await page.goto('/admin/orders');
  await page.getByPlaceholder('Order reference or 10-digit number').fill(mobile);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: order.orderRefId })).toContainText(placed);
  const [orderCells] = await exported(page);
  expect(orderCells).toMatchObject({ id: order.orderRefId, placedAt: sheetTimeText(listed!.placedAt), customerName: 'Meera Sharma', total: String(listed!.total) });
  await page.getByRole('row').filter({ hasText: order.orderRefId }).click();
  await expect(page.getByText(`Placed ${placed}`)).toBeVisible();

  // The owner's trail: who, in which role, why, and when in India's time.
  await openFromMenu(page, 'Audit trail');
  const trail = page.getByRole('row').filter({ hasText: 'Order money given back' });
  await expect(trail).toContainText('Sunil Support');
  await expect(trail).toContainText('support');
  await expect(trail).toContainText('Dish arrived cold, diner called');
  const [audited] = (await read<AuditPage>(page, '/v1/admin/audit?entity=order')).items;
  await expect(trail).toContainText(dateTimeText(audited!.at));

  // Takings: today's row of the outlet, and the week's totals, with what went back taken off.
  await openFromMenu(page, 'Takings');
  const day = page.getByRole('row').filter({ hasText: order.restaurantName });
  await expect(day).toContainText(rupees(order.orderTotal));
  await expect(day).toContainText(rupees(back));
  // The Kolkata day the order was placed on, whatever day it still is in Los Angeles.
  await expect(day).toContainText(dayText(kolkataDayOf(listed!.placedAt)));
  await expect(page.getByTestId('total-Net')).toHaveText(rupees(Math.round((order.orderTotal - back) * 100) / 100));
  await shot(page, 'admin-takings');
  const takings = (await exported(page)).find((row) => row.outletId === String(listed!.outletId));
  expect(takings).toMatchObject({ day: kolkataDayOf(listed!.placedAt), outletTitle: order.restaurantName, sales: String(order.orderTotal) });

  // The month's GST summary lists the outlet's invoice series; today's day close shows the UPI's money, and the
  // owner closes the day with the cash counted (the figures to the paisa are server tests: adminGst, adminDayClose).
  await openFromMenu(page, 'GST summary');
  await page.getByLabel('Month').fill(kolkataDayOf(listed!.placedAt).slice(0, 7));
  const documents = page.getByRole('table', { name: 'Table 13 · Documents issued' }).filter({ hasText: order.restaurantName });
  await expect(documents).toContainText('Invoices for outward supply');
  await shot(page, 'admin-gst-summary');
  await openFromMenu(page, 'Day close');
  await page.getByLabel('Day').fill(kolkataDayOf(listed!.placedAt));
  const outletDay = page.getByRole('region', { name: order.restaurantName, exact: true });
  await expect(outletDay).toContainText('UPI');
  await outletDay.getByRole('button', { name: 'Close the day' }).click();
  await page.getByLabel(/^Cash counted/).fill('0');
  await page.getByRole('dialog').getByRole('button', { name: 'Close the day' }).click();
  await expect(outletDay).toContainText('Closed by Asha Owner');
  await shot(page, 'admin-day-close');

  // Above the owner's limit a refund waits for finance. Farah presses Approve on a screen she opened before Firoz, at
  // another desk, approved it: she is told so, her screen then shows who did, and Razorpay was asked to pay it once.
  // (Two pressing at the same moment, on two processes, is test/server/supportRefunds.test.ts's race.)
  await openFromMenu(page, 'Refunds');
  await expect(page.getByText('No limit: support’s refunds go back at once.')).toBeVisible();
  await page.getByLabel('Wait for finance above (₹)').fill('1');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText(`Refunds above ${rupees(1)} wait for someone in finance who did not ask.`)).toBeVisible();
  const [farahLink, firozLink] = [await inviteQuietly(page, 'farah@chain.in', 'finance'), await inviteQuietly(page, 'firoz@chain.in', 'finance')];
  const desk = await laptopPage(browser, server);
  await joinQuietly(desk, farahLink, 'Farah Finance');
  await support.goto(`/admin/orders/${order.orderRefId}/show`);
  await money.getByRole('button', { name: 'Give money back' }).click();
  await dialog.getByLabel('An amount').check();
  await dialog.getByLabel('Amount (₹)').fill('2');
  await dialog.getByRole('combobox', { name: 'Why (the diner reads it)' }).click();
  await support.getByRole('option', { name: 'Arrived cold' }).click();
  await dialog.getByLabel('Note for head office').fill('Second dish cold too');
  await dialog.getByRole('button', { name: `Ask for ${rupees(2)}` }).click();
  await expect(money).toContainText('asked by Sunil Support · waits for finance');
  const asks = razorpay.refundRequests.length;
  await desk.goto('/admin/refunds');
  const waiting = desk.getByRole('row').filter({ hasText: order.orderRefId });
  await expect(waiting.getByRole('button', { name: 'Approve' })).toBeEnabled();
  expect(await approveAtAnotherDesk(server, firozLink, 'Firoz Finance', order.orderRefId)).toBe('Approved: ₹2 went back');
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText('This refund was approved already', { exact: true })).toBeVisible();
  await expect(waiting).toContainText('Approved by Firoz Finance');
  await shot(desk, 'admin-refunds-approved');
  expect(razorpay.refundRequests.slice(asks)).toEqual([{ paymentId: razorpayPayment!.payment_id, body: expect.objectContaining({ amount: 200 }), idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{10,}$/) }]);
  expect(razorpay.refunds.map((refund) => refund.amount)).toEqual([Math.round(back * 100), 200]);

  // The diner asks to be erased: the owner does it, and the console says what the law keeps.
  await openFromMenu(page, 'Customer data');
  await page.getByLabel("Customer's mobile number").fill(mobile);
  await page.getByRole('button', { name: 'Show their data' }).click();
  await page.getByRole('button', { name: 'Erase their data' }).click();
  const eraseDialog = page.getByRole('dialog', { name: "Erase this customer's data?" });
  await expect(eraseDialog).toContainText('Only their tax invoices are kept, as GST law requires');
  await eraseDialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText("The customer's data is erased. 1 tax invoice is kept, as GST law requires; nothing else names them.")).toBeVisible();
  await shot(page, 'admin-customer-data-erased');

  // A day picked in the console is a Kolkata day: at 05:13 there, with Los Angeles still on the day before, the closure
  // form offers no day before Kolkata's today (the server refuses a closure that starts in the past).
  await page.clock.setFixedTime(Date.parse('2026-11-27T05:13:00+05:30'));
  await page.goto('/admin/closures/create');
  await expect(page.getByLabel(/^First day closed/)).toHaveAttribute('min', '2026-11-27');
  await expect(page.getByLabel(/^Last day closed/)).toHaveAttribute('min', '2026-11-27');
});
