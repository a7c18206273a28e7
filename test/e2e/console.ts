/**
 * The console's people in browser specs: the first owner made on the command line (README: npm run staff -- create),
 * joining by an invitation's link, the authenticator's codes, and an owner's invitations.
 */
import { generate } from 'otplib';
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { OWNER_INVITATION_ENV, type AppServer } from './appServer';
import { ADMIN_API_BASE_PATH, inviteLink, type StaffRole } from '../../src/api/staffEndpoints';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/api/protocol';
import type { Envelope, StaffInvitation, StaffMe, TotpSetup } from '../../src/api/contract';

export const PASSWORD = 'a long enough passphrase';

/** The token of the first owner's one-time invitation, which every test's data starts with (globalSetup). */
export function ownerInvitationToken(): string {
  const token = process.env[OWNER_INVITATION_ENV];
  if (!token) throw new Error(`${OWNER_INVITATION_ENV} is unset: globalSetup makes the owner's invitation`);
  return token;
}

/** The first owner's link to join the console on this server. */
export const ownerInvitation = (server: AppServer): string => inviteLink(server.url, ownerInvitationToken());

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

/**
 * Someone joins the console through its API, where joining is not what a test walks (adminConsole.spec walks the
 * join, invitation and authenticator screens with join, joinAsOwner and invite): the invitation accepted, the
 * authenticator app set up where the role needs it, and the session in the page's cookies, as those screens leave
 * it. The page opens nothing: each screen skipped is a load of the console's 1.4 MB of script less.
 */
export async function joinQuietly(page: Page, link: string, name: string): Promise<void> {
  const token = new URL(link).hash.replace(/^#t=/, '');
  const me = await consoleCall<StaffMe>(page, '/invitations/accept', { token, name, password: PASSWORD });
  if (!me.needsSecondFactor) return;
  const { secret } = await consoleCall<TotpSetup>(page, '/totp/setup', {});
  await consoleCall<StaffMe>(page, '/totp/confirm', { code: await codeAt(secret, Date.now()) });
}

/** An owner's invitation made through the console's API (see joinQuietly): the link to join by. */
export async function inviteQuietly(owner: Page, email: string, role: StaffRole, outletIds: number[] = []): Promise<string> {
  return (await consoleCall<StaffInvitation>(owner, '/invitations', { email, role, outletIds })).link;
}

/** A POST to the console's API as its screens send it: the page's cookies, the XSRF cookie echoed in its header. */
async function consoleCall<T>(page: Page, path: string, data: unknown): Promise<T> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  const res = await page.request.post(`${ADMIN_API_BASE_PATH}${path}`, { data, headers: xsrf ? { [XSRF_HEADER]: xsrf } : {} });
  if (!res.ok()) throw new Error(`POST ${ADMIN_API_BASE_PATH}${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as Envelope<T>).responsePacket;
}

export async function laptopPage(browser: Browser, server: AppServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}
