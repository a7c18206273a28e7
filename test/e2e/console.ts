/**
 * The console's people in browser specs: the first owner made on the command line (README: npm run staff -- create),
 * joining by an invitation's link, the authenticator's codes, and an owner's invitations.
 */
import { execFileSync } from 'node:child_process';
import { generate } from 'otplib';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { AppServer } from './appServer';

export const PASSWORD = 'a long enough passphrase';

/** The first owner's invitation, made on the server's data while it is stopped. */
export async function ownerInvitation(server: AppServer): Promise<string> {
  await server.stop();
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'create', 'owner@chain.in', '--role', 'owner'], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', PUBLIC_URL: server.url },
    encoding: 'utf8',
  });
  await server.start();
  const link = /https?:\/\/\S+\/admin\/join#t=\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`The staff command printed no link: ${printed}`);
  return link;
}

export const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

export async function join(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join the console' })).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join' }).click();
}

/** The owner joins by their link and sets up the authenticator app (owners must). */
export async function joinAsOwner(page: Page, link: string, name: string): Promise<void> {
  await join(page, link, name);
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(await codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByRole('columnheader', { name: 'Outlet' })).toBeVisible();
}

export async function invite(page: Page, email: string, role: RegExp, outlet?: string): Promise<string> {
  await page.goto('/admin/staff/create');
  await page.getByLabel('Their work e-mail').fill(email);
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: role }).click();
  if (outlet) {
    await page.getByLabel('Their outlets').click();
    await page.getByRole('option', { name: outlet }).click();
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  const link = page.getByTestId('invite-link');
  await expect(link).toContainText('/admin/join#t=');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  return (await link.textContent())!.trim();
}

export async function laptopPage(browser: Browser, server: AppServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}
