/**
 * Finance reports in the console, on a laptop (1280 × 800): October 2026 seeded in bulk (scripts/seed-orders.ts, 10
 * orders a day with coupons, cancels and support credits, the server stopped), the owner opens Reports for the month
 * by month: the totals on screen and the money CSV's sums equal what the seeded ledger rows add up to, to the paisa.
 * Screenshots of each section (chart and table) for the note.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { joinQuietly, ownerInvitation } from './console';
import { expect, test } from './fixtures';
import { shot } from './shots';
import { rupees } from '../../src/admin/rupees';
import { parseCsv } from '../../src/lib/csv';

test.use({ viewport: { width: 1280, height: 800 } });

const exported = async (page: Page, button: string): Promise<Array<Record<string, string>>> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8')).map((record) => record.fields);
  return rows.map((fields) => Object.fromEntries(header!.map((column, i) => [column, fields[i] ?? ''])));
};

test('the month’s report and its CSV equal the seeded month’s ledger to the paisa', async ({ page, server }) => {
  // A month of orders, seeded as a chain would on the command line: the embedded database is one process's at a time.
  await server.stop();
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-orders.ts', '2026-10-01', '31', '10'], {
    env: { ...process.env, ...server.databaseEnv() },
    encoding: 'utf8',
  });
  await server.start();
  const link = ownerInvitation(server);
  const ledger = JSON.parse(printed.trim().split('\n').at(-1)!) as { orders: number; paidPaise: number; backPaise: number };
  expect(ledger.orders).toBe(310);

  await joinQuietly(page, link, 'Asha Owner');
  await page.goto('/admin/reports');
  await page.getByLabel('From', { exact: true }).fill('2026-10-01');
  await page.getByLabel('To', { exact: true }).fill('2026-10-31');
  await page.getByLabel('By', { exact: true }).click();
  await page.getByRole('option', { name: 'Month', exact: true }).click();
  const inRupees = (paise: number) => rupees(paise / 100);
  await expect(page.getByTestId('total-Orders')).toHaveText(String(ledger.orders));
  await expect(page.getByTestId('total-Paid')).toHaveText(inRupees(ledger.paidPaise));
  await expect(page.getByTestId('total-Given back')).toHaveText(inRupees(ledger.backPaise));
  await expect(page.getByTestId('total-Net')).toHaveText(inRupees(ledger.paidPaise - ledger.backPaise));
  await shot(page, 'admin-reports');

  // The money CSV (rupees, per outlet for the month): its columns add up to the ledger's sums.
  const rows = await exported(page, 'Export money CSV');
  expect(new Set(rows.map((row) => row.period))).toEqual(new Set(['2026-10-01']));
  const paise = (column: string) => rows.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);
  expect({ orders: rows.reduce((sum, row) => sum + Number(row.orders), 0), paid: paise('paid'), back: paise('givenBack'), net: paise('net') }).toEqual({
    orders: ledger.orders,
    paid: ledger.paidPaise,
    back: ledger.backPaise,
    net: ledger.paidPaise - ledger.backPaise,
  });

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
  // Three coupons were used (SAVE0-SAVE2), ₹50 off each time on orders not cancelled.
  await expect(page.getByRole('region', { name: 'Coupons' }).getByRole('table').getByRole('row')).toHaveCount(4);
});
