/**
 * Opening hours per weekday (issue 36), on a laptop (1280 × 800) and a phone (390 × 844): Mohali Phase 8's manager
 * closes it today and keeps tomorrow 10:00 to 22:00 in the console; the diner's outlet page then says it is closed and
 * opens tomorrow at 10, the outlet list says closed, and the timing tab lists the week with those two days.
 */
import type { Page } from '@playwright/test';
import type { AdminOutlet, Envelope } from '../../src/api/contract';
import { weekdayName } from '../../src/lib/weekHours';
import { kolkataWeekdayOf, type Weekday } from '../../src/lib/openingHours';
import { inviteQuietly, joinQuietly, laptopPage, ownerInvitation } from './console';
import { expect, test } from './fixtures';
import { tapInSideMenu } from './sideMenu';
import { shot } from './shots';

test.use({ viewport: { width: 1280, height: 800 } });

const MOHALI_PAGE = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const read = async <T,>(page: Page, path: string): Promise<T> => ((await (await page.request.get(path)).json()) as Envelope<T>).responsePacket;

async function chooseDay(page: Page, day: string, kind: string): Promise<void> {
  await page.getByRole('combobox', { name: `${day}'s hours` }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
}

test('a manager closes their outlet today and shortens tomorrow; the diner reads it on the page, the list and the week', async ({ page, server, browser }) => {
  await joinQuietly(page, ownerInvitation(server), 'Asha Owner');
  const mohali = (await read<AdminOutlet[]>(page, '/v1/admin/outlets')).find((outlet) => outlet.code === 'MOH8')!;
  const managerLink = await inviteQuietly(page, 'manager@chain.in', 'manager', [mohali.id]);

  // The days as the outlet's clock reads them (Kolkata), named as the console and the diner's app name them.
  const today = kolkataWeekdayOf(Date.now());
  const tomorrow = ((today + 1) % 7) as Weekday;
  const [todayName, tomorrowName] = [weekdayName(today, 'en-IN'), weekdayName(tomorrow, 'en-IN')];

  const manager = await laptopPage(browser, server);
  await joinQuietly(manager, managerLink, 'Manu Manager');
  await manager.goto(`/admin/outlets/${mohali.id}`);
  await chooseDay(manager, todayName, 'Closed all day');
  await chooseDay(manager, tomorrowName, 'Other hours');
  // A time that is not one keeps the form from being sent, and says which day.
  await manager.getByRole('textbox', { name: `${tomorrowName} opens` }).fill('25:00');
  await manager.getByRole('button', { name: 'Save' }).click();
  await expect(manager.getByRole('alert').filter({ hasText: `${tomorrowName}'s hours need times like 09:30 and 23:00` })).toBeVisible();
  expect((await read<AdminOutlet>(manager, `/v1/admin/outlets/${mohali.id}`)).weekdayHours).toEqual({});
  await manager.getByRole('textbox', { name: `${tomorrowName} opens` }).fill('10:00');
  await manager.getByRole('textbox', { name: `${tomorrowName} closes` }).fill('22:00');
  await shot(manager, 'admin36-weekday-hours');
  await manager.getByRole('button', { name: 'Save' }).click();
  await expect(manager.getByText('Saved. Diners see it now.')).toBeVisible();
  expect((await read<AdminOutlet>(manager, `/v1/admin/outlets/${mohali.id}`)).weekdayHours).toEqual({ [today]: null, [tomorrow]: { opens: '10:00', closes: '22:00' } });

  // The diner, on a phone: the owner's page, which has opened nothing (the owner worked through the console's API).
  const diner = page;
  await diner.setViewportSize({ width: 390, height: 844 });
  await diner.goto(MOHALI_PAGE);
  await expect(diner.getByText('Closed now. Opens tomorrow at 10:00 am.')).toBeVisible();
  await diner.getByRole('button', { name: 'Info' }).click();
  await diner.getByRole('tablist', { name: 'About this outlet' }).getByRole('tab', { name: 'Timing' }).click();
  const week = diner.getByRole('tabpanel', { name: 'Timing' }).getByRole('row');
  await expect(week).toHaveCount(7);
  await expect(week.first()).toContainText('Monday');
  await expect(diner.getByRole('row', { name: `${todayName} (today) Closed` })).toBeVisible();
  await expect(diner.getByRole('row', { name: `${tomorrowName} 10:00 – 22:00` })).toBeVisible();
  await shot(diner, 'weekday-hours-diner');

  await tapInSideMenu(diner, 'Locations');
  await expect(diner).toHaveURL(/\/restaurants$/);
  const card = diner.getByRole('listitem').filter({ has: diner.getByRole('heading', { name: mohali.title }) });
  await expect(card).toContainText('Closed today');
});
