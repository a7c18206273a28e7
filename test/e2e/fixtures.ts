import { test as base, expect, request } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { AppServer } from './appServer';
import { offlineAsPagesSeeIt } from './offline';
import { CREDENTIAL_LIFETIME_DAYS } from '../../src/config/constants';
import type { Credentials, UserProfile } from '../../src/api/contract';
import { CREDENTIAL_COOKIE, CREDENTIAL_UNTIL_COOKIE, encodeCredential } from '../../src/features/auth/credential';
import { storedOnDevice } from './deviceStore';
import { answerOf, xsrfHeader } from './orderSetup';

/**
 * What Chromium prints when the Content-Security-Policy or Permissions-Policy refuses something ("Refused to
 * load the script ... because it violates the following Content Security Policy directive") or cannot read a
 * policy (a directive a <meta> cannot carry, an unknown feature).
 */
export const isPolicyViolation = (text: string) => /Content Security Policy|Permissions-Policy/i.test(text);

/**
 * The tag of a test (or a describe) that runs with the app's service worker: offline, push, updates, the worker's
 * copies, the main journeys. The others run as a first visit does before the worker takes the page: installing it
 * (149 precached files) in each of them cost about 2 s of CPU a test: 185 CPU-s against 145 for payment and journey.
 */
export const WITH_WORKER = '@worker';

/**
 * The servers one spec file shares among its tests (sharedServer below), one per build and settings; they are
 * disposed when the worker moves on to another file. Starting a server (copy, spawn, tsx, PGlite) takes about
 * 3 s of CPU, and 8-10 s of wall time while the suite keeps both cores busy: a third of a typical test.
 */
class FileServers {
  private file = '';
  private readonly servers = new Map<string, AppServer>();

  /** Disposes the servers of the file before, once a test of another file starts. */
  async enter(file: string): Promise<void> {
    if (file === this.file) return;
    await this.disposeAll();
    this.file = file;
  }

  async get(file: string, distDir: string | undefined, env: Record<string, string>, withKitchen: boolean, clockAt: string | null): Promise<AppServer> {
    await this.enter(file);
    const key = JSON.stringify([distDir, env, withKitchen, clockAt]);
    const running = this.servers.get(key);
    if (running) return running;
    const server = new AppServer(distDir, env, withKitchen, clockAt);
    try {
      await server.start();
    } catch (error) {
      await server.dispose();
      throw error;
    }
    this.servers.set(key, server);
    return server;
  }

  async disposeAll(): Promise<void> {
    const servers = [...this.servers.values()];
    this.servers.clear();
    await Promise.all(servers.map((server) => server.dispose()));
  }
}

interface ServerOptions {
  /**
   * One server for all the tests of this spec file (each still gets its own browser context, and sees only its
   * own part of the server's log), instead of a fresh one per test. Only for files whose tests never stop the
   * server, never change the deployed files or the database behind its back, and never need seed data untouched
   * (single-use vouchers, seats, the demo customer's cards): each signs in a new random customer of its own.
   * Mind the server's OTP limit per client, 20 an hour: a file may sign in at most that many times.
   */
  sharedServer: boolean;
  /** Server settings for the whole file, e.g. DEMO_ORDER_SECONDS so a demo order is delivered within a test. */
  serverEnv: Record<string, string>;
  /** The build to serve: DIST_DIR (or dist) unless a file serves a build of its own. */
  serverDist: string | undefined;
  /**
   * Mohali Phase 8 has a kitchen (server.kitchenKey opens its board and outlet API): its orders wait for the
   * kitchen's moves instead of the demo's clock.
   */
  withKitchen: boolean;
  /**
   * The time of day in Kolkata ('09:00') the test's server and its browser read as the server starts, today, both
   * running on from there: for a test whose screens change with the hour (which outlets are open, the slots, a
   * closed outlet's 'Schedule for when it opens') but whose subject is not the hour, so it holds whenever it runs.
   * null: the machine's clock.
   */
  clockAt: string | null;
}

export const test = base.extend<
  ServerOptions & {
    server: AppServer;
    leaveOtherFilesServers: void;
    closeOwnContexts: void;
    noUncaughtErrors: void;
    noPolicyViolations: void;
    appConsoleOnFailure: void;
  },
  { fileServers: FileServers }
>({
  sharedServer: [false, { option: true }],
  serverEnv: [{}, { option: true }],
  serverDist: [undefined, { option: true }],
  withKitchen: [false, { option: true }],
  clockAt: [null, { option: true }],
  fileServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const servers = new FileServers();
      await use(servers);
      await servers.disposeAll();
    },
    { scope: 'worker' },
  ],
  // Automatic, so the servers of a file are gone before the next file's tests run, whatever server those use.
  leaveOtherFilesServers: [
    async ({ fileServers }, use, testInfo) => {
      await fileServers.enter(testInfo.file);
      await use();
    },
    { auto: true },
  ],
  // Automatic: a second phone, a kitchen's tablet or a staff console a test opens from `browser` is closed with the
  // test. Playwright closes only the test's own context; the others lived on with the worker's browser, each page
  // still polling and reconnecting to a server long gone, on the CPU of every test after it.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
  server: async ({ sharedServer, serverEnv, serverDist, withKitchen, clockAt, fileServers }, use, testInfo) => {
    if (sharedServer) {
      const server = await fileServers.get(testInfo.file, serverDist, serverEnv, withKitchen, clockAt);
      server.beginSharedTest();
      await use(server);
      return;
    }
    const server = new AppServer(serverDist, serverEnv, withKitchen, clockAt);
    await server.start();
    await use(server);
    await server.dispose();
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  serviceWorkers: async ({}, use, testInfo) => use(testInfo.tags.includes(WITH_WORKER) ? 'allow' : 'block'),
  baseURL: async ({ server }, use) => use(server.url),
  context: async ({ context, server }, use) => {
    offlineAsPagesSeeIt(context);
    await readServerTime(context, server);
    await use(context);
  },
  // Every test also proves the app threw nothing it did not handle (exceptions and unhandled rejections).
  noUncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (webError) => errors.push(webError.error().stack ?? webError.error().message));
      await use();
      expect(errors, 'uncaught errors in the app').toEqual([]);
    },
    { auto: true },
  ],
  // ...and that the app runs under its own security policies: nothing it does is refused by them.
  noPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (isPolicyViolation(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      await use();
      expect(violations, 'Content-Security-Policy or Permissions-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // A failed test prints what the app said on the console (errors and warnings: 'Could not save cart', 'Stored
  // state could not be read'): a failure seen once on CI and never again here then still names its cause.
  appConsoleOnFailure: [
    async ({ context }, use, testInfo) => {
      const said: string[] = [];
      context.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) said.push(`[${message.type()}] ${message.location().url}: ${message.text()}`);
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus && said.length > 0) console.error(`What the app said on the console:\n${said.join('\n')}`);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * A browser context on the server's time line (clockAt): its pages' clock reads what the server's does and runs on
 * (Playwright's clock). The test's own context has it already; a second phone or a kitchen's tablet needs it too.
 */
export async function readServerTime(context: BrowserContext, server: AppServer): Promise<void> {
  if (server.clockOffsetMs !== null) await context.clock.install({ time: server.now() });
}

/** A fresh random valid mobile number, so tests never share an account. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * A number signing in for the first time has no name yet, so the app asks to complete the profile (SPEC 2):
 * tests about something else close that modal.
 */
export async function closeCompleteProfile(page: Page): Promise<void> {
  const completeProfile = page.getByRole('dialog', { name: 'Complete your profile' });
  await expect(completeProfile).toBeVisible();
  // Escape rather than a tap on ×: the pointer would stay at the top, over the 'Otp Sent' toast, which then
  // never goes (a hovered toast waits) and covers the header's buttons.
  await page.keyboard.press('Escape');
  await expect(completeProfile).toBeHidden();
}

/** Signs in through the open login form (modal or page) with the OTP the server printed. */
export async function signIn(page: Page, server: AppServer, mobile = randomMobile()): Promise<string> {
  const form = page.locator('form.login-form');
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('button', { name: 'GET OTP' }).click();
  const otp = await server.otpFor(mobile);
  await form.getByLabel(/One-time code/).fill(otp);
  await form.getByRole('button', { name: 'Verify' }).click();
  await closeCompleteProfile(page);
  return mobile;
}

/**
 * Signs in through the API, as the login form does, without the form: the OTP the server printed, then the
 * credential cookie the app reads as it starts (src/features/auth/credential.ts). Ends where signIn does: on
 * home, signed in, the profile (still to be completed) kept on the device. For tests whose subject comes after
 * signing in; the form itself is proven in auth.spec.ts. Going through it cost about 3 s of CPU a test.
 * `open`: the screen to open signed in, when the test's next step is another screen than home; null opens nothing
 * (the test calls the API, or opens its own screen next, where the app reads the credential as it starts). Each
 * load of the app skipped is about 1 s of CPU.
 */
export async function signInQuietly(page: Page, server: AppServer, mobile = randomMobile(), { open = '/' }: { open?: string | null } = {}): Promise<string> {
  // A client of its own, with cookies of its own: the page may still be loading, and an XSRF cookie it is given
  // meanwhile would no longer match one read for the header. This client's, read before each call, always does.
  const client = await request.newContext({ baseURL: server.url });
  const post = async <T>(path: string, body: unknown): Promise<T> =>
    answerOf<T>(await client.post(`/v1/api${path}`, { data: body, headers: xsrfHeader((await client.storageState()).cookies) }), `POST ${path}`);
  let credentials: Credentials;
  try {
    await post('/generateOtpForUser', { mobileNumber: mobile });
    credentials = await post<Credentials>('/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: await server.otpFor(mobile) });
  } finally {
    await client.dispose();
  }
  const expires = Math.floor(Date.now() / 1000) + CREDENTIAL_LIFETIME_DAYS * 24 * 60 * 60;
  const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), url: server.url, expires, sameSite: 'Strict' as const });
  await page.context().addCookies([cookie(CREDENTIAL_COOKIE, encodeCredential(credentials)), cookie(CREDENTIAL_UNTIL_COOKIE, String(expires * 1000))]);
  if (open === null) return mobile;
  await page.goto(open);
  // The app fetches the profile as it starts and keeps it (persistedAtom 'user'): screens that read it (a form's
  // mobile number) open with it, as after the form.
  await expect.poll(async () => (await storedOnDevice<UserProfile>(page, 'user'))?.mobile).toBe(mobile);
  return mobile;
}

/**
 * Waits until the service worker controls the page (it claims clients on activation). A bound on a worker that
 * never installs, not a speed check: on CI's shared cores, installing (149 precached files, 1.5 MB) once took over 30 s.
 */
export async function waitForWorker(page: Page): Promise<void> {
  if (!test.info().tags.includes(WITH_WORKER)) throw new Error('This test runs without the service worker: give it { tag: WITH_WORKER } (fixtures.ts)');
  try {
    // Polled every 100 ms, not on every frame (Playwright's default): asking for frames for the seconds an install
    // takes kept the page drawing, 1.2 s more CPU each 10 s.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000, polling: 100 });
  } catch (error) {
    throw new Error(`No service worker controls the page; what the page sees of it: ${await workerState(page)}`, { cause: error });
  }
}

/** The registration's workers and how far the precache got: whether an install never began, stalled or failed. */
async function workerState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const caches_ = await Promise.all((await caches.keys()).map(async (name) => `${name}: ${(await (await caches.open(name)).keys()).length}`));
      return JSON.stringify({
        registration: registration ? { installing: registration.installing?.state, waiting: registration.waiting?.state, active: registration.active?.state } : 'none',
        caches: caches_,
      });
    })
    .catch((error: unknown) => `unreadable (${String(error)})`);
}
