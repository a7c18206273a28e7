/**
 * Console passkeys (issue 36) in real Chromium, with a virtual authenticator (the DevTools protocol's, user-verifying,
 * holding discoverable credentials): the owner made on the command line joins and sets up the authenticator app,
 * adds a passkey on the Security screen, signs out, and signs back in with the passkey alone: no password, no code.
 * Browsers refuse an IP address as a passkey's site, so the console is opened as localhost, as people open it by name.
 * SHOTS_DIR=<folder> saves the screens at 1280 × 800 (shots.ts).
 */
import { expect, test } from './fixtures';
import { shot } from './shots';
import { joinAsOwner, ownerInvitation } from './console';

test.use({ viewport: { width: 1280, height: 800 } });

test('the owner adds a passkey, signs out, and signs back in with it alone', async ({ browser, server }) => {
  const link = ownerInvitation(server);
  const site = server.url.replace('//127.0.0.1:', '//localhost:');
  const page = await (await browser.newContext({ baseURL: site, viewport: { width: 1280, height: 800 } })).newPage();
  // Nothing in the console's headers stands in WebAuthn's way: no Permissions-Policy denying passkeys.
  const shell = await page.request.get('/admin/passkeys');
  expect(shell.headers()['permissions-policy']).not.toMatch(/publickey-credentials/);
  await joinAsOwner(page, link.replace(server.url, site), 'Asha Owner');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByLabel('Name this passkey').fill('Asha’s laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey “Asha’s laptop” added. You can sign in with it now.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Asha’s laptop' });
  await expect(row).toContainText('Not yet');
  await shot(page, 'admin36-passkeys');
  // The browser made a discoverable credential for this site, on the authenticator.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((credential) => [credential.isResidentCredential, credential.rpId])).toEqual([[true, 'localhost']]);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shot(page, 'admin36-sign-in-passkey');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // Straight into the console: an owner, whose role needs a second factor, was asked for no code.
  await expect(page.getByRole('row').filter({ hasText: 'MOH8' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(row).not.toContainText('Not yet');
  await shot(page, 'admin36-passkeys-used');
});
