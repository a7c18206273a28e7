/**
 * The head office console (issue 36) as a new head-office user meets it, on a laptop (1280 × 800), on the real server:
 * the owner made on the command line joins, sets up the authenticator app, signs out and back in with password and
 * code; invites an editor and an outlet manager; the editor joins by the link and changes an outlet's description;
 * the owner reads it in the audit trail with before and after; the manager opening another outlet's page reads the
 * server's refusal. SHOTS_DIR=<folder> saves the main screens (shots.ts).
 * And the console is its own bundle: nothing of react-admin in the customer app's files, nothing of /admin in its worker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import type { AdminOutlet, Envelope } from '../../src/api/contract';
import { expect, test } from './fixtures';
import { shot } from './shots';
import { PASSWORD, codeAt, invite, inviteQuietly, join, laptopPage, ownerInvitation } from './console';

test.use({ viewport: { width: 1280, height: 800 } });


test('the owner signs in with a code, invites an editor and a manager; the editor’s change is in the audit trail; the manager is refused another outlet', async ({ page, server, browser }) => {
  const ownerLink = ownerInvitation(server);
  // Any console address is its page (client-side routes), never cached stale, under its own policy: scripts only its own.
  const shell = await page.request.get('/admin/outlets/1');
  expect([shell.status(), shell.headers()['cache-control']]).toEqual([200, 'no-cache']);
  expect(shell.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';.*; frame-ancestors 'none'$/);
  const html = await shell.text();
  expect(html).toContain('<div id="console">');
  const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  expect((await page.request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Joining as the owner leads to the authenticator's setup: its QR code and the key to type.
  await join(page, ownerLink, 'Asha Owner');
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(await codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByRole('columnheader', { name: 'Outlet' })).toBeVisible();

  // Out, and back in with password and the next code (the one just used never works twice).
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shot(page, 'admin36-sign-in');
  await page.getByLabel('Work e-mail').fill('owner@chain.in');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(await codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  const mohali = page.getByRole('row').filter({ hasText: 'MOH8' });
  await expect(mohali).toBeVisible();
  await shot(page, 'admin36-outlets');

  const outlets = ((await (await page.request.get('/v1/admin/outlets')).json()) as Envelope<AdminOutlet[]>).responsePacket;
  const mohaliOutlet = outlets.find((outlet) => outlet.code === 'MOH8')!;
  const morinda = outlets.find((outlet) => outlet.code === 'MRD')!;

  // The editor's invitation by the API; the manager's walks the form.
  const editorLink = await inviteQuietly(page, 'editor@chain.in', 'editor');
  const managerLink = await invite(page, 'manager@chain.in', /^Outlet manager/, mohaliOutlet.title);

  // The editor joins (no second factor for the role) and changes Mohali's description.
  const editor = await laptopPage(browser, server);
  await join(editor, editorLink, 'Esha Editor');
  // The list's copy shows first; the outlet's own read must be back before the owner saves, or the editor holds the new version.
  const ownRead = editor.waitForResponse((response) => response.request().method() === 'GET' && response.url().endsWith(`/v1/admin/outlets/${mohaliOutlet.id}`));
  await editor.getByRole('row').filter({ hasText: 'MOH8' }).click();
  await ownRead;
  const description = editor.getByLabel('Description', { exact: true });
  await expect(description).toHaveValue(mohaliOutlet.description);
  // Meanwhile the owner saves the outlet's phone: the editor's save is told, keeps nothing of theirs silently, and reloads.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const ownerSave = await page.request.patch(`/v1/admin/outlets/${mohaliOutlet.id}`, {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { version: mohaliOutlet.version, phone: '+91 172 466 0000' },
  });
  expect(ownerSave.status()).toBe(200);
  await description.fill('Fresh tandoor breads all day');
  await editor.getByRole('button', { name: 'Save' }).click();
  const conflict = editor.locator('#main-content').getByRole('alert');
  await expect(conflict).toContainText('Someone else saved this outlet after you opened it.');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(editor.getByLabel('Phone')).toHaveValue('+91 172 466 0000');
  await expect(conflict).toHaveCount(0);
  await description.fill('Fresh tandoor breads all day');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Saved. Diners see it now.')).toBeVisible();
  await editor.context().close();

  // The owner reads it in the chain's trail, filtered to outlets, before and after; and on the outlet's own page.
  await page.getByRole('menuitem', { name: 'Audit trail' }).click();
  const change = page.getByRole('row').filter({ hasText: 'Esha Editor' }).filter({ hasText: 'Outlet changed' });
  await expect(change).toContainText('description');
  await expect(change.getByLabel(`before: ${mohaliOutlet.description}`)).toBeVisible();
  await expect(change).toContainText('Fresh tandoor breads all day');
  await shot(page, 'admin36-audit');
  await page.getByRole('menuitem', { name: 'Outlets', exact: true }).click();
  await page.getByRole('row').filter({ hasText: 'MOH8' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/outlets/${mohaliOutlet.id}$`));
  await expect(page.getByRole('region', { name: 'History of this outlet' })).toContainText('Fresh tandoor breads all day');
  await shot(page, 'admin36-outlet-edit');

  // The manager sees their outlet only, and another outlet's address gets the server's refusal, not a blank page.
  const manager = await laptopPage(browser, server);
  await join(manager, managerLink, 'Mohan Manager');
  await expect(manager.getByRole('row').filter({ hasText: 'MOH8' })).toBeVisible();
  await expect(manager.getByRole('row').filter({ hasText: 'MRD' })).toHaveCount(0);
  await manager.goto(`/admin/outlets/${morinda.id}`);
  await expect(manager.locator('#main-content').getByRole('alert')).toHaveText('This outlet is not one of yours');
  await manager.context().close();

  // The owner's staff list: everyone who joined, each with their role and outlets; and someone invited who has not
  // joined, listed under the staff; withdrawn, their link no longer works.
  const laterLink = await inviteQuietly(page, 'later@chain.in', 'editor');
  await page.getByRole('menuitem', { name: 'Staff', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'manager@chain.in' })).toContainText('Mohali Phase 8');
  await expect(page.getByRole('row').filter({ hasText: 'editor@chain.in' })).toContainText('editor');
  const pending = page.getByRole('region', { name: 'Invited, not joined yet' });
  await expect(pending.getByRole('row').filter({ hasText: 'later@chain.in' })).toContainText('Asha Owner');
  await shot(page, 'admin36-staff');
  await pending.getByRole('button', { name: 'Withdraw the invitation for later@chain.in' }).click();
  await page.getByRole('dialog', { name: 'Withdraw the invitation for later@chain.in?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('The invitation for later@chain.in no longer works')).toBeVisible();
  await expect(pending).toHaveCount(0);
  const late = await laptopPage(browser, server);
  await join(late, laterLink, 'Lata Later');
  await expect(late.getByText('This invitation link has expired or was already used. Ask for a new one.')).toBeVisible();
});

test('the customer app carries nothing of the console: no react-admin in its files, no /admin in its worker', () => {
  const dist = process.env.DIST_DIR ?? 'dist';
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(joinPath(folder, entry.name)) : [joinPath(folder, entry.name)]));
  const mentions = (file: string) => /\.(js|css|html|json)$/.test(file) && /RaLayout|ra\.action\.|react-admin/.test(readFileSync(file, 'utf8'));
  // The console's own bundle does carry the marks looked for, so their absence elsewhere means something.
  expect(files(joinPath(dist, 'admin')).some(mentions)).toBe(true);
  expect(files(dist).filter((file) => !file.startsWith(joinPath(dist, 'admin')) && mentions(file))).toEqual([]);
  const precached = [...readFileSync(joinPath(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  expect(precached.length).toBeGreaterThan(10);
  expect(precached.filter((url) => /(^|\/)admin\//.test(url!))).toEqual([]);
});
