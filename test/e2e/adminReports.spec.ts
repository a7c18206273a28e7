/**
 * Finance reports in the console, on a laptop (1280 × 800): a diner's two orders this month (one with a coupon, one
 * cancelled, its money back to the wallet), made through the API; the owner opens Reports for the month by month: the
 * totals, the money and coupons tables and the money CSV say what the report API answers for the month. Screenshots
 * of each section (chart and table) for the note.
 * That the report's figures are the ledger's to the paisa (a seeded month with coupons, cancels and support credits,
 * its CSV's sums too) is test/server/adminReports.test.ts's; over random days, test/server/moneyWalk.test.ts's.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Envelope, Order } from '../../src/api/contract';
import type { FinanceReport } from '../../src/api/reportsContract';
import { joinQuietly, ownerInvitation } from './console';
import { expect, signInQuietly, test } from './fixtures';
import { api, createDraftOrder } from './orderSetup';
import { shot } from './shots';
import { dayText } from '../../src/admin/dateTime';
import { rupees } from '../../src/admin/rupees';
import { kolkataDayOf } from '../../src/lib/closures';
import { parseCsv } from '../../src/lib/csv';

test.use({ viewport: { width: 1280, height: 800 } });

const exported = async (page: Page, button: string): Promise<Array<Record<string, string>>> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8')).map((record) => record.fields);
  return rows.map((fields) => Object.fromEntries(header!.map((column, i) => [column, fields[i] ?? ''])));
};

test('the month’s report on screen and its money CSV say what the report API answers for the month', async ({ page, server }) => {
  await joinQuietly(page, ownerInvitation(server), 'Asha Owner');
  // A diner's orders, through the API from this browser (the console reads its own cookie, never the diner's): one
  // paid from the wallet and cancelled (its money back to the wallet), one with a coupon, so every total and section
  // has something in it.
  await signInQuietly(page, server, undefined, { open: null });
  const cancelled = await createDraftOrder(page);
  await api<Order>(page, 'POST', `/placeOrder/${cancelled.orderRefId}`, { paymentMode: 'WALLET' });
  await api<Order>(page, 'POST', '/cancelOrder', { orderRefId: cancelled.orderRefId, refundTo: 'WALLET' });
  const draft = await createDraftOrder(page, { minTotal: 300 });
  await api<Order>(page, 'POST', '/applyCoupon', { orderRefId: draft.orderRefId, couponCode: 'WELCOME50' });
  const placed = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });

  // The month the orders were placed in, as Kolkata counts its days.
  const month = kolkataDayOf(placed.placedAt!).slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const [first, last] = [`${month}-01`, `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate())}`];
  const response = await page.request.get(`/v1/admin/reports?from=${first}&to=${last}&period=month&by=outlet`);
  const report = ((await response.json()) as Envelope<FinanceReport>).responsePacket;
  const sum = (field: 'orders' | 'paidPaise' | 'backPaise' | 'netPaise') => report.rows.reduce((total, row) => total + row[field], 0);
  // Not an empty month: both orders, money given back, the coupon.
  expect([sum('orders'), sum('backPaise') > 0, report.coupons.length]).toEqual([2, true, 1]);

  await page.goto('/admin/reports');
  await page.getByLabel('From', { exact: true }).fill(first);
  await page.getByLabel('To', { exact: true }).fill(last);
  await page.getByLabel('By', { exact: true }).click();
  await page.getByRole('option', { name: 'Month', exact: true }).click();
  const inRupees = (paise: number) => rupees(paise / 100);
  // The month's answer is on screen (the day's, fetched before, had the same totals): its table is by month.
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money.getByRole('columnheader', { name: 'Month of' })).toBeVisible();
  await expect(page.getByTestId('total-Orders')).toHaveText(String(sum('orders')));
  await expect(page.getByTestId('total-Paid')).toHaveText(inRupees(sum('paidPaise')));
  await expect(page.getByTestId('total-Given back')).toHaveText(inRupees(sum('backPaise')));
  await expect(page.getByTestId('total-Net')).toHaveText(inRupees(sum('netPaise')));
  await expect(money.getByRole('table').getByRole('row')).toHaveCount(report.rows.length + 1);
  for (const row of report.rows) {
    const shown = money.getByRole('table').getByRole('row').filter({ hasText: row.groupLabel });
    for (const text of [dayText(row.period), inRupees(row.paidPaise), inRupees(row.backPaise), inRupees(row.netPaise)]) await expect(shown).toContainText(text);
  }
  const [coupon] = report.coupons;
  await expect(page.getByRole('region', { name: 'Coupons' }).getByRole('table').getByRole('row').filter({ hasText: coupon!.code })).toContainText(inRupees(coupon!.discountPaise));
  await shot(page, 'admin-reports');

  // The money CSV (rupees, per outlet for the month): a row for each of the answer's, with its figures.
  const rows = await exported(page, 'Export money CSV');
  expect(rows.map(({ period, outlet, orders, paid, givenBack, net }) => ({ period, outlet, orders, paid, givenBack, net }))).toEqual(
    report.rows.map((row) => ({
      period: row.period,
      outlet: row.groupLabel,
      orders: String(row.orders),
      paid: String(row.paidPaise / 100),
      givenBack: String(row.backPaise / 100),
      net: String(row.netPaise / 100),
    })),
  );

  for (const [section, name] of [
    ['Money', 'admin-reports-money'],
    ['Coupons', 'admin-reports-coupons'],
    ['Top dishes', 'admin-reports-dishes'],
    ['Orders by hour', 'admin-reports-hours'],
  ] as const) {
    const region = page.getByRole('region', { name: section });
    await expect(region.getByRole('table')).toBeVisible();
    await region.scrollIntoViewIfNeeded();
    await shot(page, name);
  }
});
