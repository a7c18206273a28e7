/**
 * Issue 12: Contact Us, franchise and careers forms (a success dialog each, a validation message each, the CV's
 * type and size), feedback's messages, and rating a delivered order from its My Orders card, then changing it.
 * (Feedback sent offline, and sent once: outbox.spec.ts.)
 */
import { expectAccessible } from './axe';
import type { Page } from '@playwright/test';
import { expect, signInQuietly, test } from './fixtures';
import { tapInSideMenu } from './sideMenu';
import { api, createDraftOrder } from './orderSetup';
import type { Order } from '../../src/api/contract';

// Demo orders here are delivered 3 s after they are placed, so one can be rated at once. One server for the
// file: the forms are sent by visitors, and the rated order belongs to a new customer of the test's own.
test.use({ serverEnv: { DEMO_ORDER_SECONDS: '3' }, sharedServer: true });

const formWith = (page: Page, button: string) => page.locator('form').filter({ has: page.getByRole('button', { name: button }) });

/** The failure under a field, tied to it for screen readers. */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

async function fillSender(form: ReturnType<typeof formWith>) {
  await form.getByLabel('Name', { exact: true }).fill('Gurpreet Kaur');
  await form.getByLabel('Mobile number').fill('9815012345');
  await form.getByLabel('Email').fill('gurpreet.kaur@example.com');
}

test('Contact Us: tap to call or mail, and a message sent with a success dialog', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Call guest care/ })).toHaveAttribute('href', 'tel:+911724702200');
  await expect(page.getByRole('link', { name: /care@goldleafrestaurants\.in/ })).toHaveAttribute('href', 'mailto:care@goldleafrestaurants.in');
  await expect(page.getByText('Sector 17-C')).toBeVisible();

  const form = formWith(page, 'Send message');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expectFieldError(page, 'Name', 'Please enter your name');
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await expectAccessible(page);

  await fillSender(form);
  await form.getByLabel('Message', { exact: true }).fill('Can we book the first floor of the Sector 17 outlet for 40 guests on a Tuesday evening?');
  await form.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message sent' });
  await expect(dialog).toContainText('within one working day');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('Franchise: consent is required, then the enquiry is sent', async ({ page }) => {
  await page.goto('/franchise');
  const form = formWith(page, 'Send enquiry');
  await fillSender(form);
  await form.getByLabel('City').fill('Ludhiana');
  await form.getByLabel('Investment range').selectOption('₹1 crore – ₹2 crore');
  await form.getByLabel('About you and your site').fill('A 4,000 sq ft ground floor on Ferozepur Road with parking for 30 cars.');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select terms and conditions');
  await expect(form.getByRole('checkbox')).toHaveAccessibleDescription('Please select terms and conditions');
  await expectAccessible(page);

  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Enquiry sent' })).toContainText('within 3 working days');
});

test('Careers: a CV must be a PDF of at most 2 MB; a good one is sent', async ({ page }) => {
  await page.goto('/job-and-career');
  const form = formWith(page, 'Submit application');
  await fillSender(form);
  await form.getByLabel('City').fill('Mohali');
  await form.getByLabel('Position').selectOption('Tandoor Cook');
  await form.getByLabel('Your experience').fill('Six years on the tandoor at a dhaba on the Kharar highway.');
  await form.getByRole('checkbox').check();
  const cv = form.getByLabel(/^CV/);

  await cv.setInputFiles({ name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK\u0003\u0004 word') });
  await expectFieldError(page, 'CV (PDF, at most 2 MB)', 'Your CV must be a PDF file');

  const tooBig = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tooBig });
  await expectFieldError(page, 'CV (PDF, at most 2 MB)', 'Your CV must be at most 2 MB');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(150_000, 0x20), Buffer.from('\n%%EOF\n')]);
  await cv.setInputFiles({ name: 'Aman Deep CV.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(form.getByText('Aman Deep CV.pdf · 147 KB')).toBeVisible();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('dialog', { name: 'Application sent' })).toContainText('Our HR team will contact you');
});

test('a delivered order is rated from its My Orders card, the rating shows as given, and is changed', async ({ page, server }) => {
  const mobile = await signInQuietly(page, server);

  // Signed in, the forms know who is writing.
  await tapInSideMenu(page, 'Contact Us');
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);

  // Feedback says the spec's words, one at a time, under the field they are about.
  await tapInSideMenu(page, 'Feedback');
  const feedback = formWith(page, 'Submit feedback');
  await expect(feedback.getByLabel('Mobile number')).toHaveValue(mobile);
  await feedback.getByLabel('Name', { exact: true }).fill('Kiran Gill');
  await feedback.getByRole('button', { name: 'Submit feedback' }).click();
  await expectFieldError(page, 'Restaurant', 'Please select restaurant');
  await feedback.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Gold Leaf — Mohali Phase 8' });
  await feedback.getByRole('button', { name: 'Submit feedback' }).click();
  const food = feedback.getByRole('group', { name: 'Quality of food' });
  await expect(food).toHaveAccessibleDescription('Please enter details properly');
  await expect(food.getByRole('radio', { name: '1 star' })).toBeFocused();
  await expectAccessible(page);

  const draft = await createDraftOrder(page);
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
  await expect.poll(async () => (await api<Order>(page, 'GET', `/orderDetail/${order.orderRefId}`)).status, { timeout: 15_000 }).toBe('DELIVERED');

  await page.goto('/my-orders');
  const card = page.getByRole('listitem').filter({ has: page.getByTestId('order-card-feedback') });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Rate and tip/ }).click();
  const dialog = page.getByRole('dialog');
  const rate = dialog.getByRole('form', { name: 'Rate your order' });
  await rate.getByRole('radio', { name: '4 stars' }).check();
  await rate.getByLabel('Comment (optional)').fill('Paneer was soft and still hot');
  await rate.getByRole('button', { name: 'Submit rating' }).click();

  const given = dialog.getByRole('region', { name: 'Your rating' });
  await expect(given.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(given).toContainText('Paneer was soft and still hot');
  await expect(given).toContainText('You can change it until');
  await expectAccessible(page);

  await given.getByRole('button', { name: 'Change rating' }).click();
  const change = dialog.getByRole('form', { name: 'Change your rating' });
  await expect(change.getByRole('radio', { name: '4 stars' })).toBeChecked();
  // The stars are a radio group: the arrow keys move the choice.
  await change.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(change.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await change.getByLabel('Comment (optional)').fill('Rider could not find the gate; called twice');
  await change.getByRole('button', { name: 'Save rating' }).click();
  await expect(given.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(page.getByText('Your rating has been updated')).toBeVisible();

  // The tip is there too, and is a payment: paid now, from the wallet.
  await expect(dialog.getByRole('form', { name: 'Tip your rider' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  expect(await api<Order>(page, 'GET', `/orderDetail/${order.orderRefId}`)).toMatchObject({ rating: 2, ratingComment: 'Rider could not find the gate; called twice' });

  // Order Details shows the same rating, still changeable.
  await card.getByTestId('order-card').click();
  await expect(page.getByRole('region', { name: 'Your rating' }).getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change rating' })).toBeVisible();
});
