/**
 * Closures: head office closes Mohali Phase 8 for Diwali through the console's API; diners read why
 * and when it is back on the outlet list and the outlet page, and the menu takes nothing to a checkout for now.
 */
import type { AdminClosure } from '../../src/api/contract';
import { dayAfter, kolkataDayOf, midnightOfDay } from '../../src/lib/closures';
import type { TestServer } from '../support/server';
import { staffClient } from '../support/staff';
import type { AppServer } from './appServer';
import { ownerInvitationToken } from './console';
import { expect, signIn, test } from './fixtures';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';

/** The chain's first owner, joined through the console's API with the invitation every test's data starts with (globalSetup). */
async function owner(server: AppServer) {
  const { admin, accept } = staffClient(() => ({ url: server.url }) as TestServer, Date.now);
  return { admin, owner: await accept(ownerInvitationToken(), 'owner@chain.in', 'Asha Owner') };
}

test('an outlet closed for Diwali says why and when it is back, on the list and its page, and offers no checkout', async ({ page, server }) => {
  const { admin, owner: headOffice } = await owner(server);
  const today = kolkataDayOf(Date.now());
  const endsOn = dayAfter(today);
  const closure = await admin<AdminClosure>(headOffice, 'POST', '/closures', { outletId: await mohaliId(server), startsOn: today, endsOn, reason: 'Diwali' });
  expect(closure.status).toBe(200);
  const backOn = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long' }).format(midnightOfDay(dayAfter(endsOn)));
  const words = `Closed for Diwali, back on ${backOn}`;

  await page.goto('/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gold Leaf — Mohali Phase 8' }) });
  // The card's lines each end in an ellipsis when long: the reason on one, the day it is back on the next.
  await expect(card.getByText('Closed for Diwali', { exact: true })).toBeVisible();
  await expect(card.getByTestId('outlet-facts')).toHaveText(`Back on ${backOn}`);
  await shot(page, 'closure36-list');

  await card.getByRole('link', { name: /Gold Leaf — Mohali Phase 8/ }).click();
  await expect(page).toHaveURL(new RegExp(`${MOHALI}$`));
  // The header says closed; the menu's closed line under it says why and when it is back.
  await expect(page.locator('.outlet-head').getByText('Closed now', { exact: true })).toBeVisible();
  // The menu's closed line says it too, and Add takes nothing to a cart: the same words, and no checkout.
  const closedLine = page.locator('.menu-bar__closed');
  await expect(closedLine).toContainText(words);
  const dish = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Butter Chicken', exact: true }) });
  const add = dish.getByRole('button', { name: 'Add Butter Chicken' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription(words);
  await watchToasts(page);
  // Playwright makes no tap on an aria-disabled button (deliveryReach.spec.ts): the tap is sent as the browser would.
  await add.dispatchEvent('click');
  await expectToastSeen(page, words);
  await expect(page.getByTestId('view-cart')).toHaveCount(0);
  await shot(page, 'closure36');

  // Booking a table: a day inside the closure is said under the picker as it is picked; the day it is back on is not.
  await page.getByRole('button', { name: 'Info' }).click();
  await page.getByRole('tablist', { name: 'About this outlet' }).getByRole('tab', { name: 'Reserve a Table' }).click();
  await signIn(page, server);
  await page.getByRole('tabpanel', { name: 'Reserve a Table' }).getByRole('button', { name: 'Book A Table' }).click();
  const booking = page.getByRole('dialog', { name: 'Book A Table' });
  await booking.getByLabel('Date and time').fill(`${endsOn}T20:00`);
  await expect(booking.getByRole('status')).toHaveText(words);
  await shot(page, 'closure36-booking');
  await booking.getByLabel('Date and time').fill(`${dayAfter(endsOn)}T20:00`);
  await expect(booking.getByRole('status')).toHaveCount(0);
});

async function mohaliId(server: AppServer): Promise<number> {
  const answer = (await (await fetch(`${server.url}/v1/api/getRestaurantDetail/96dcdcc6-59d1-40d3-b244-d273d2c3e76f`)).json()) as { responsePacket: { recordId: number } };
  return answer.responsePacket.recordId;
}
