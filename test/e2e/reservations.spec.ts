import { expectAccessible } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, signInQuietly, test } from './fixtures';
import { shot } from './shots';
import type { AppServer } from './appServer';

// One server for all the tests here (sharedServer in fixtures.ts): each test books for a new customer, at different
// outlets and times, far below a slot's 40 seats.
test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const OUTLET = 'Gold Leaf — Mohali Phase 8';
const DAY_MS = 24 * 60 * 60_000;

/** Tomorrow's date in Kolkata as the picker writes it (YYYY-MM-DD), whatever the zone of the test machine. */
const tomorrowInKolkata = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now() + DAY_MS);
/** How the server words a time: en-IN in Asia/Kolkata. */
const spoken = (epochMs: number) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);

/** A visitor opens the outlet's 'Reserve a Table' tab, is asked to log in, signs in, and opens the booking form. */
async function openBookingAsNewCustomer(page: Page, server: AppServer): Promise<Locator> {
  await page.goto(MOHALI);
  await page.getByRole('button', { name: 'Info' }).click();
  await page.getByRole('tablist', { name: 'About this outlet' }).getByRole('tab', { name: 'Reserve a Table' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  const mobile = await signIn(page, server);
  await expect(login).toBeHidden();

  await page.getByRole('tabpanel', { name: 'Reserve a Table' }).getByRole('button', { name: 'Book A Table' }).click();
  const booking = page.getByRole('dialog', { name: 'Book A Table' });
  await expect(booking).toBeVisible();
  // Preselected outlet, and the mobile number from the profile.
  await expect(booking.getByLabel('Restaurant', { exact: true }).locator('option:checked')).toHaveText(OUTLET);
  await expect(booking.getByLabel('Mobile number')).toHaveValue(mobile);
  return booking;
}

async function fill(booking: Locator, time: string) {
  await booking.getByLabel('Name', { exact: true }).fill('Asha Verma');
  await booking.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await booking.getByLabel('Date and time').fill(`${tomorrowInKolkata()}T${time}`);
  await booking.getByLabel('Occasion').selectOption('Birthday');
  const people = booking.getByLabel('Number of people');
  await people.fill('');
  await people.pressSequentially('-4e+'); // SPEC 5: e, E, + and - are blocked
  await expect(people).toHaveValue('4');
}

test("a visitor is asked to log in; a customer books a table from the outlet page; the form's error line stays below the fields", async ({ page, server }) => {
  const booking = await openBookingAsNewCustomer(page, server);

  await booking.getByRole('button', { name: 'Book A Table' }).click();
  const error = booking.getByRole('alert');
  await expect(error).toHaveText('Please fill details properly');
  const errorBox = await error.boundingBox();
  if (!errorBox) throw new Error('the error line is not on screen');
  // Each label and field brought to the foot of what shows (as the customer scrolls up to it) is whole, above
  // the error line, and is what a tap there reaches: none ever slides under it.
  const parts = booking.locator('form label, form .input');
  for (let i = 0; i < (await parts.count()); i += 1) {
    const part = parts.nth(i);
    await part.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const box = await part.boundingBox();
    if (!box) throw new Error(`part ${i} is not on screen`);
    const name = (await part.textContent()) || (await part.getAttribute('id'));
    expect(box.y + box.height, `${name} ends above the error line`).toBeLessThanOrEqual(errorBox.y);
    // What a tap on its middle reaches: the part itself, or else (for the failure message) what covers it.
    const reached = await part.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const found = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return found && element.contains(found) ? 'itself' : (found?.outerHTML.slice(0, 120) ?? 'nothing');
    });
    expect(reached, `${name} is not covered`).toBe('itself');
    if (name?.startsWith('Cooking instructions')) await shot(page, 'book-table-error-line');
  }
  for (const label of ['Name', 'Email', 'Date and time', 'Occasion', 'Number of people']) {
    await expect(booking.getByLabel(label, { exact: true }), label).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(booking.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'false');
  await expect(booking.getByLabel(/Cooking instructions/)).toHaveAttribute('aria-invalid', 'false');
  await expectAccessible(page);

  await fill(booking, '20:00');
  await expect(booking.getByRole('alert')).toHaveCount(0); // the marks follow the corrections
  await booking.getByLabel(/Cooking instructions/).fill('One guest is allergic to nuts');
  await booking.getByRole('button', { name: 'Book A Table' }).click();

  const success = page.getByRole('dialog', { name: 'Success' });
  const at = Date.parse(`${tomorrowInKolkata()}T20:00:00+05:30`);
  await expect(success).toContainText(`Your table at ${OUTLET} is booked for ${spoken(at)} for 4 people.`);
  await expect(booking).toBeHidden();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();

  // The form starts afresh next time.
  await page.getByRole('tabpanel', { name: 'Reserve a Table' }).getByRole('button', { name: 'Book A Table' }).click();
  await expect(booking.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(booking.getByLabel('Date and time')).toHaveValue('');
});

test('a refused booking shows Oops... with the server message and keeps the form', async ({ page, server }) => {
  // Signed in already (the login on the way is the first test's): Mohali Phase 8's page, its booking form.
  await signInQuietly(page, server, undefined, { open: MOHALI });
  await page.getByRole('button', { name: 'Info' }).click();
  await page.getByRole('tablist', { name: 'About this outlet' }).getByRole('tab', { name: 'Reserve a Table' }).click();
  await page.getByRole('tabpanel', { name: 'Reserve a Table' }).getByRole('button', { name: 'Book A Table' }).click();
  const booking = page.getByRole('dialog', { name: 'Book A Table' });
  // Mohali Phase 8 is open around the clock; the highway outlet opens at 07:00.
  await booking.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Gold Leaf — Phagwara highway' });
  await fill(booking, '04:00');
  await booking.getByRole('button', { name: 'Book A Table' }).click();

  const oops = page.getByRole('dialog', { name: 'Oops...' });
  await expect(oops).toContainText('Gold Leaf — Phagwara highway takes bookings between 07:00 and 23:59');
  await oops.getByRole('button', { name: 'OK' }).click();
  await expect(oops).toBeHidden();
  await expect(booking).toBeVisible();
  await expect(booking.getByLabel('Name', { exact: true })).toHaveValue('Asha Verma');
  await expect(booking.getByLabel('Number of people')).toHaveValue('4');

  // Corrected and sent again: a new attempt, booked.
  await booking.getByLabel('Date and time').fill(`${tomorrowInKolkata()}T13:30`);
  await booking.getByRole('button', { name: 'Book A Table' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(`is booked for ${spoken(Date.parse(`${tomorrowInKolkata()}T13:30:00+05:30`))} for 4 people.`);
});
