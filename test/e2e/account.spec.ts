/** Registration (/add-customer) and the edit-profile modal, as a new customer meets them at 390 x 844. */
import { pngOf } from '../support/pngFile';
import { expectAccessible } from './axe';
import type { Locator } from '@playwright/test';
import { expect, randomMobile, test } from './fixtures';
import { shot } from './shots';

// One server for all the tests here (sharedServer in fixtures.ts): each test registers a new random number; the
// seeded demo customer is only looked up, and server.log is the test's own.
test.use({ sharedServer: true });

/** A real PNG photo stand-in: a warm gradient with noise, so it does not compress below the 512 KiB threshold. */
function noisyPng(width: number, height: number): Buffer {
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16) & 0x3f;
  return pngOf(width, height, (x, y) => [190 + (noise() >> 1), Math.round((120 * x) / width) + noise(), Math.round((90 * y) / height) + noise()]);
}

/** Submits and expects exactly this message under exactly this field (tied to it for screen readers). */
async function expectFieldError(form: Locator, field: Locator, message: string) {
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(message);
  await expect(alert).toHaveCount(1);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('a new customer registers with a photo, then edits the profile from the side menu', async ({ page, server }) => {
  const photo = noisyPng(1600, 1200);
  expect(photo.length).toBeGreaterThan(524_288);

  await page.goto('/add-customer');
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  const form = page.locator('form.profile-form');
  const register = form.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  await expectAccessible(page);

  // GET OTP: the number is checked first; the seeded demo customer is registered and gets no code.
  await form.getByLabel('Mobile number').fill('3123456789');
  await form.getByRole('button', { name: 'GET OTP' }).click();
  await expectFieldError(form, form.getByLabel('Mobile number'), '*Please enter a valid mobile number');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByRole('button', { name: 'GET OTP' }).click();
  await expectFieldError(form, form.getByLabel('Mobile number'), 'This mobile nubmer is already registered');
  expect(server.log).not.toContain('OTP for 9876543210');
  await expect(register).toBeDisabled();

  const mobile = randomMobile();
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('button', { name: 'GET OTP' }).click();
  await expect(page.getByText('Otp Sent', { exact: true })).toBeVisible();
  await expect(page.getByText(`OTP sent to +91 ${mobile}`)).toBeVisible();
  await expect(register).toBeEnabled();

  // SPEC 5 order, one message at a time, under its own field.
  await register.click();
  await expectFieldError(form, form.getByLabel('Full name'), '*Please enter full name');
  await expect(form.getByLabel('Full name')).toBeFocused();
  await form.getByLabel('Full name').fill('Asha Verma');
  await form.getByLabel('Email').fill('asha@example');
  await register.click();
  await expectFieldError(form, form.getByLabel('Email'), '*Please enter a valid email');
  await form.getByLabel('Email').fill('asha@example.com');
  await register.click();
  await expectFieldError(form, form.getByLabel(/Date of birth/), '*Please select DOB');
  // Typed on the numeric keypad, whatever the phone's language: the slashes come by themselves.
  await form.getByLabel(/Date of birth/).pressSequentially('20051990');
  await expect(form.getByLabel(/Date of birth/)).toHaveValue('20/05/1990');
  await form.getByLabel(/Anniversary/).fill('02/11/2018');
  await register.click();
  await expectFieldError(form, form.getByRole('radiogroup', { name: 'Gender' }), '*Please select gender');
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByLabel(/One-time code/).fill('12');
  await register.click();
  await expectFieldError(form, form.getByLabel(/One-time code/), '*Please enter OTP properly');
  await expectAccessible(page);

  // A photo over 512 KiB is shrunk in the browser to a JPEG of at most 800 px a side before it is sent.
  await form.locator('input[type="file"]').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: photo });
  const preview = form.getByRole('img', { name: 'Your new profile picture' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  await form.getByLabel(/One-time code/).fill(await server.otpFor(mobile));
  await register.click();

  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toBeVisible();
  // Welcomed as new, not told a profile was "updated".
  await expect(success.locator('.registered__name')).toHaveText('Welcome to Gold Leaf, Asha Verma!');
  await expect(success.getByRole('status')).toHaveText('Your account is ready.');
  await expect(success).not.toContainText('Profile updated');
  const picture = success.getByRole('img', { name: 'Your profile picture' });
  await expect(picture).toHaveAttribute('src', /^\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(600);
  const stored = await page.request.get((await picture.getAttribute('src')) ?? '');
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect(stored.headers()['x-content-type-options']).toBe('nosniff');
  expect((await stored.body()).length).toBeLessThan(photo.length);
  await shot(page, 'registration-success');

  // OK reloads the app at /, signed in as the new customer.
  const reloaded = page.waitForEvent('load');
  await success.getByRole('button', { name: 'OK' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('open-menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const card = menu.getByTestId('profile-card');
  await expect(card).toContainText('Asha Verma');
  await expect(card).toContainText(`+91 ${mobile}`);
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//);

  // The card opens the edit-profile modal, filled in with what was saved, and the menu closes behind it: one
  // screen, not a modal over a drawer left to close afterwards.
  await card.click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(edit).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await edit.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // Each date says its format once, in its label, and not again as the field's placeholder.
  for (const field of [edit.getByLabel(/Date of birth/), edit.getByLabel(/Anniversary/)]) {
    const label = await field.evaluate((input: HTMLInputElement) => [...(input.labels ?? [])].map((l) => l.textContent).join(' '));
    const placeholder = (await field.getAttribute('placeholder')) ?? '';
    expect(`${label} ${placeholder}`.match(/DD\/MM\/YYYY/g), label).toHaveLength(1);
  }
  await shot(page, 'edit-profile-from-menu');
  await expect(edit.getByLabel('Full name')).toHaveValue('Asha Verma');
  await expect(edit.getByLabel('Mobile number')).toHaveValue(mobile);
  await expect(edit.getByLabel(/Date of birth/)).toHaveValue('20/05/1990');
  await expect(edit.getByLabel(/Anniversary/)).toHaveValue('02/11/2018');
  await expect(edit.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expectAccessible(page);

  await edit.getByLabel('Full name').fill('   ');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(edit, edit.getByLabel('Full name'), '*Please enter full name');
  await edit.getByLabel('Full name').fill('Asha Verma Kapoor');
  await edit.getByLabel('Email').fill('asha.kapoor@example.com');
  await edit.getByRole('radio', { name: 'Other' }).check();
  // A GSTIN for tax invoices (issue 23): one mistyped character is caught before it is sent.
  await edit.getByLabel(/GSTIN/).fill('27AAPFU0939F1ZW');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(edit, edit.getByLabel(/GSTIN/), 'Please enter a valid GSTIN: 15 characters, as on your GST certificate');
  await edit.getByLabel(/GSTIN/).fill('27 aapfu 0939 f1zv');
  await shot(page, 'edit-profile-gstin', { focus: edit.getByLabel(/GSTIN/) });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  // The menu's card changed at once, and so did the stored profile (it survives a reload).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0); // the toast sits over the header's buttons
  await page.getByTestId('open-menu').click();
  await expect(card).toContainText('Asha Verma Kapoor');
  await page.reload();
  await page.getByTestId('open-menu').click();
  await expect(menu.getByTestId('profile-card')).toContainText('Asha Verma Kapoor');
  await menu.getByTestId('profile-card').click();
  await expect(edit.getByLabel('Email')).toHaveValue('asha.kapoor@example.com');
  await expect(edit.getByRole('radio', { name: 'Other' })).toBeChecked();
  await expect(edit.getByLabel(/GSTIN/)).toHaveValue('27AAPFU0939F1ZV');
});

test('signing up through the login modal asks a new customer to complete the profile', async ({ page, server }) => {
  await page.goto('/');
  await page.getByTestId('open-menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  const mobile = randomMobile();
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'GET OTP' }).click();
  await login.getByLabel(/One-time code/).fill(await server.otpFor(mobile));
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login).toBeHidden();

  const complete = page.getByRole('dialog', { name: 'Complete your profile' });
  await expect(complete).toBeVisible();
  await expect(complete.getByLabel('Mobile number')).toHaveValue(mobile);
  await expect(complete.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /default-user/);
  await expectAccessible(page);

  await complete.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(complete, complete.getByLabel('Full name'), '*Please enter full name');
  await complete.getByLabel('Full name').fill('Ravi Kumar');
  await complete.getByLabel('Email').fill('ravi@example.in');
  await complete.getByLabel(/Date of birth/).fill('01/01/1985');
  await complete.getByRole('radio', { name: 'Male', exact: true }).check();
  await complete.getByLabel(/Anniversary/).fill('31/02/2015');
  await complete.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(complete, complete.getByLabel(/Anniversary/), 'Please enter a valid anniversary date (DD/MM/YYYY)');
  await complete.getByLabel(/Anniversary/).fill('');
  await complete.getByRole('button', { name: 'Save' }).click();
  await expect(complete).toBeHidden();
  // The server welcomes a first profile as new.
  await expect(page.getByText('Welcome to Gold Leaf, Ravi Kumar! Your account is ready.')).toBeVisible();

  // A reload does not ask again; the card shows the name, and opens the modal under its other header.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toHaveCount(0);
  await page.getByTestId('open-menu').click();
  await expect(menu.getByTestId('profile-card')).toContainText('Ravi Kumar');
  await menu.getByTestId('profile-card').click();
  await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
});
