/**
 * /offers (issue 10): loyalty points and their history, scratching a card by hand, the cards' grid, coupons copied
 * and used at checkout.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signInQuietly, test } from './fixtures';
import { api } from './orderSetup';
import { expectCartKept } from './deviceStore';
import type { WalletBalance } from '../../src/api/contract';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';

const DEMO_MOBILE = '9876543210';
const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';

const card = (page: Page, title: string) => page.getByTestId('scratch-card').filter({ hasText: title });

/** Rubs the foil with the mouse, row after row, as a finger would: pointer down, many moves, pointer up. */
async function scratchByHand(page: Page, foil: Locator): Promise<void> {
  await foil.scrollIntoViewIfNeeded();
  const box = await foil.boundingBox();
  if (!box) throw new Error('the foil is not on screen');
  await page.mouse.move(box.x + 6, box.y + 6);
  await page.mouse.down();
  for (let y = box.y + 6; y < box.y + box.height; y += 18) {
    await page.mouse.move(box.x + box.width - 6, y, { steps: 6 });
    await page.mouse.move(box.x + 6, y + 9, { steps: 6 });
  }
  await page.mouse.up();
}

test('scratching a card by hand reveals its reward once, and the points balance and history show it; the cards are equal tiles in an even grid, revealed or not', async ({ page, server }) => {
  // The demo customer: the seed gave them three cards.
  await signInQuietly(page, server, DEMO_MOBILE, { open: '/offers' });
  const before = await api<WalletBalance>(page, 'GET', '/getRewardPointAndWalletBalance');
  await expect(page.getByRole('heading', { name: 'Loyalty Points' })).toBeVisible();
  await expect(page.getByTestId('loyalty-points')).toHaveText(`${before.rewardPoints} pointsworth ₹${before.rewardPoints}`);
  await expect(page.getByText('1 point for every ₹10 you pay for an order')).toBeVisible();
  await expect(page.getByText('3 cards are waiting for you.')).toBeVisible();

  const welcome = card(page, 'Welcome to Gold Leaf Rewards');
  await expect(welcome.getByText('A reward inside')).toBeVisible();
  await watchToasts(page);
  await scratchByHand(page, welcome.getByTestId('scratch-foil'));
  await expectToastSeen(page, 'You won 50 loyalty points');
  await expect(welcome.getByTestId('scratch-reward')).toHaveText('50 loyalty points');
  await expect(welcome.getByTestId('scratch-foil')).toHaveCount(0);
  await expect(page.getByTestId('loyalty-points')).toContainText(`${before.rewardPoints + 50} points`);
  const history = page.getByRole('region', { name: 'Reward Details' });
  await expect(history.getByRole('listitem').first()).toContainText('Scratch card reward');
  await expect(history.getByRole('listitem').first()).toContainText('+50');

  // The Reveal button does the same for a keyboard or a screen reader.
  const wallet = card(page, 'Thank you for dining at Mohali Phase 8');
  await wallet.getByRole('button', { name: 'Reveal' }).click();
  await expect(wallet.getByTestId('scratch-reward')).toHaveText('₹100 in your wallet');
  // The button is gone: focus is on what was won, not lost to the top of the page.
  await expect(wallet.getByTestId('scratch-reward')).toBeFocused();
  await expect(page.getByText(`Wallet balance ₹${(before.walletBalance + 100).toLocaleString('en-IN')}`)).toBeVisible();

  // Again on another visit: the cards stay revealed and nothing is credited twice.
  await page.reload();
  await expect(card(page, 'Welcome to Gold Leaf Rewards').getByTestId('scratch-reward')).toHaveText('50 loyalty points');
  await expect(page.getByText('1 card is waiting for you.')).toBeVisible();
  const after = await api<WalletBalance>(page, 'GET', '/getRewardPointAndWalletBalance');
  expect(after).toEqual({ rewardPoints: before.rewardPoints + 50, walletBalance: before.walletBalance + 100 });

  // Tiles of two states, two revealed and one still to scratch, all of one size.
  const tiles = page.getByTestId('scratch-card');
  await expect(tiles).toHaveCount(3);
  await expect(card(page, 'Weekend brunch treat').getByRole('button', { name: 'Reveal' })).toBeVisible();
  const boxes = await tiles.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  const [first] = boxes;
  for (const box of boxes) {
    expect(Math.abs(box.width - (first?.width ?? 0))).toBeLessThan(0.5);
    expect(Math.abs(box.height - (first?.height ?? 0))).toBeLessThan(0.5);
  }
  // Two columns, and the third tile starts the second row under the first.
  expect(boxes[2]?.x).toBeCloseTo(first?.x ?? -1, 0);
  expect(boxes[1]?.y).toBeCloseTo(first?.y ?? -1, 0);
  // What a revealed card won shows whole on its face, a coupon's code included.
  await card(page, 'Weekend brunch treat').getByRole('button', { name: 'Reveal' }).click();
  await expect(card(page, 'Weekend brunch treat').getByTestId('scratch-reward')).toBeVisible();
  for (const reward of await page.getByTestId('scratch-reward').all()) {
    expect(await reward.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
  }
  await shot(page, 'scratch-grid', { focus: tiles.nth(1) });
});

test('a coupon is copied with a tap, and Use now applies it to the cart at checkout', async ({ page, server, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInQuietly(page, server, undefined, { open: '/offers' });
  const takeaway = page.getByTestId('offer-coupon').filter({ hasText: 'TAKEAWAY10' });
  await expect(takeaway).toContainText('10% off · min. bill ₹199 · TakeAway only');
  await expect(takeaway).toContainText('Valid till 31 Dec 2030');

  await watchToasts(page);
  await takeaway.getByRole('button', { name: 'Copy code TAKEAWAY10' }).click();
  await expectToastSeen(page, 'Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TAKEAWAY10');

  // No cart yet: Use now says what to do first.
  await takeaway.getByRole('button', { name: 'Use TAKEAWAY10 now' }).click();
  await expect(takeaway.getByRole('status')).toHaveText('Add dishes to your cart first, then use TAKEAWAY10 at checkout. Browse outlets');

  await page.goto(MOHALI);
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  const dish = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Paneer Tikka', exact: true }) });
  await dish.getByRole('button', { name: 'Add Paneer Tikka' }).click();
  // In the cart before the diner leaves (an Add's code may still be on its way on a first tap).
  await expect(page.getByTestId('view-cart')).toContainText('1 item');
  await expectCartKept(page, 1); // before the load below
  await page.goto('/offers');
  await page.getByTestId('offer-coupon').filter({ hasText: 'TAKEAWAY10' }).getByRole('button', { name: 'Use TAKEAWAY10 now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(/TAKEAWAY10 applied: you save ₹\d+/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bill Details' })).toContainText('Coupon Discount');
});
