/**
 * Issue 46's coupon walk on a laptop (1280 × 800), on the real server: a new content editor makes a coupon in the
 * console, in English and Hindi; the form says what is wrong before it saves (a cap below the flat discount); the list
 * shows it, and names it with its Hindi (that checkout picks it as the best offer is adminCoupons.test.ts's; the
 * screen that says so, bestOffer.spec.ts's). The same editor opens the event and deal editors: the event form says
 * so before saving when its ticket kinds would let in more people than it holds. SHOTS_DIR=<folder> saves the
 * screens (shots.ts).
 */
import type { Page } from '@playwright/test';
import type { AdminCoupon, AdminOutlet, Envelope } from '../../src/api/contract';
import { expect, test } from './fixtures';
import { inviteQuietly, joinQuietly, laptopPage, ownerInvitation } from './console';
import { shot } from './shots';

test.use({ viewport: { width: 1280, height: 800 } });

const read = async <T,>(page: Page, path: string): Promise<T> => ((await (await page.request.get(path)).json()) as Envelope<T>).responsePacket;

test('a new editor makes a coupon in the console (a cap below its discount refused first), listed with its Hindi; the event and deal editors open', async ({ page, server, browser }) => {
  await joinQuietly(page, ownerInvitation(server), 'Asha Owner');
  const mohali = (await read<AdminOutlet[]>(page, '/v1/admin/outlets')).find((outlet) => outlet.code === 'MOH8')!;
  const editorLink = await inviteQuietly(page, 'offers@chain.in', 'editor');

  const editor = await laptopPage(browser, server);
  await joinQuietly(editor, editorLink, 'Esha Editor');
  await editor.goto('/admin');
  await editor.getByRole('menuitem', { name: 'Coupons' }).click();
  await expect(editor.getByRole('row').filter({ hasText: 'GOLD20' })).toContainText('20 % off, up to ₹150');
  await editor.getByRole('link', { name: 'New coupon' }).click();

  const form = editor.locator('form');
  await form.getByRole('textbox', { name: 'Code diners type' }).fill('mohali300');
  await form.getByRole('textbox', { name: 'Title (English)' }).fill('₹300 off at Mohali');
  await form.getByRole('textbox', { name: 'Title in Hindi' }).fill('मोहाली में ₹300 की छूट');
  await form.getByRole('textbox', { name: 'Description (English)' }).fill('Flat ₹300 off orders of ₹1,000 or more at Mohali Phase 8.');
  await form.getByRole('textbox', { name: 'Description in Hindi' }).fill('मोहाली फेज़ 8 में ₹1,000 या उससे ज़्यादा के ऑर्डर पर ₹300 की छूट।');
  await form.getByRole('spinbutton', { name: 'Discount (₹)' }).fill('300');
  await form.getByRole('spinbutton', { name: 'Cap (₹)' }).fill('200');
  await form.getByRole('spinbutton', { name: 'Minimum order (₹)' }).fill('1000');
  await form.getByRole('combobox', { name: 'Outlet' }).click();
  await editor.getByRole('option', { name: mohali.title, exact: true }).click();
  await shot(editor, 'offers-coupon-create', { focus: form.getByRole('spinbutton', { name: 'Cap (₹)' }) });
  // The contract's own rule, in the form, before anything is sent.
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The cap (₹200) is below the flat discount (₹300)')).toBeVisible();
  await shot(editor, 'offers-coupon-form-refused', { focus: form.getByText('The cap (₹200) is below the flat discount (₹300)') });
  await form.getByRole('spinbutton', { name: 'Cap (₹)' }).fill('');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('MOHALI300 made: diners see it now.')).toBeVisible();
  await expect(editor.getByText('History of this coupon')).toBeVisible();
  await shot(editor, 'offers-coupon-edit');

  // The console's list names it with its Hindi beside, and counts no use until an order is placed.
  const made = (await read<AdminCoupon[]>(editor, '/v1/admin/coupons')).find((coupon) => coupon.code === 'MOHALI300')!;
  expect([made.translations.hi?.title, made.outletId, made.maxDiscount, made.orders]).toEqual(['मोहाली में ₹300 की छूट', mohali.id, null, 0]);
  await editor.getByRole('menuitem', { name: 'Coupons' }).click();
  await expect(editor.getByRole('row').filter({ hasText: 'MOHALI300' })).toContainText('₹300 off');
  await shot(editor, 'offers-coupon-list');

  // Events: the seeded Sufi night; one more couch than its capacity holds is said in the form, before saving.
  await editor.getByRole('menuitem', { name: 'Events' }).click();
  await expect(editor.getByRole('row').filter({ hasText: 'Sufi Night with Rooh-e-Punjab' })).toBeVisible();
  await shot(editor, 'offers-event-list');
  await editor.getByRole('row').filter({ hasText: 'Sufi Night with Rooh-e-Punjab' }).click();
  const eventForm = editor.locator('form');
  await expect(eventForm.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Sufi Night with Rooh-e-Punjab');
  await shot(editor, 'offers-event-edit');
  const capacity = eventForm.getByRole('spinbutton', { name: 'Capacity (people)' });
  const held = Number(await capacity.inputValue());
  await capacity.fill(String(held - 1));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(eventForm.getByText(`but the event holds ${held - 1}: lower their seats or raise the capacity`)).toBeVisible();
  await shot(editor, 'offers-event-refused', { focus: capacity });

  // Steal deals and their sections.
  await editor.getByRole('menuitem', { name: 'Steal deals' }).click();
  await expect(editor.getByRole('columnheader', { name: 'Left' })).toBeVisible();
  await shot(editor, 'offers-deal-list');
  await editor.getByRole('row').nth(1).click();
  await expect(editor.locator('form').getByRole('spinbutton', { name: 'Add to stock' })).toBeVisible();
  await shot(editor, 'offers-deal-edit');
});
