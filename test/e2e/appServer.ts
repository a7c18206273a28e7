/**
 * Runs the real server (`server/main.ts`) as a child process, as a user would, on a throw-away data folder and a
 * private copy of the built app (so a test may change what is deployed). Reads its console for OTPs. Its database is
 * the embedded one in that folder, or, when TEST_DATABASE_URL names a PostgreSQL server (scripts/with-postgres.sh),
 * a database of its own there, copied from the seeded one globalSetup made.
 */
import { execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { createPostgresDatabase, testDatabaseUrl } from '../support/database';
import { spawnServer, stopServer } from '../support/serverProcess';

/** Set by globalSetup: a data folder the server has already created and seeded, copied for each test. */
export const TEMPLATE_DATA_ENV = 'E2E_TEMPLATE_DATA_DIR';
/**
 * Set by globalSetup: the same, where Mohali Phase 8 has a kitchen (a key made by the CLI), and that key. Its orders
 * then wait for the kitchen instead of the demo's clock, so only tests that ask for the kitchen start from it.
 */
export const KITCHEN_TEMPLATE_DATA_ENV = 'E2E_KITCHEN_TEMPLATE_DATA_DIR';
export const KITCHEN_KEY_ENV = 'E2E_KITCHEN_KEY';
/** Set by globalSetup on PostgreSQL: the seeded database each server's is copied from, and the one with a kitchen. */
export const TEMPLATE_DATABASE_ENV = 'E2E_TEMPLATE_DATABASE';
export const KITCHEN_TEMPLATE_DATABASE_ENV = 'E2E_KITCHEN_TEMPLATE_DATABASE';
const OTP = /\[demo\] OTP for (\d{10}): (\d{4})/;

/**
 * Where the throw-away copies go: tmpfs when there is room. Every server copies the 41 MB seeded data folder;
 * on this machine's /tmp (ext4, mounted with discard) that took ~0.9 s of kernel time per test, on /dev/shm
 * ~0.05 s, and PGlite's own writes are cheaper there too. Docker gives /dev/shm 64 MB: then the OS temp folder.
 */
const SCRATCH = (() => {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize >= 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm: the OS temp folder
  }
  return tmpdir();
})();

export class AppServer {
  readonly dataDir = mkdtempSync(join(SCRATCH, 'e2e-data-'));
  readonly staticDir = mkdtempSync(join(SCRATCH, 'e2e-dist-'));
  private process: ChildProcess | null = null;
  private output = '';
  /** Where the current test's part of the output starts (a server shared by a file's tests: fixtures.ts). */
  private testOutputFrom = 0;
  /** Set while the server is shared by several tests, which must leave it running. */
  private shared = false;
  private readonly env: Record<string, string>;
  private readonly withKitchen: boolean;
  /** On PostgreSQL, this server's own database, made as it first starts and dropped as it is disposed. */
  private database: { name: string; url: string; drop(): Promise<void> } | null = null;
  /** The server's clock minus the machine's (CLOCK_AT), fixed once so a restart keeps the same time line; null: none. */
  private clockOffset: number | null;
  url = '';

  /**
   * DIST_DIR lets parallel work build elsewhere than dist/. `env` adds server settings for one test file
   * (e.g. DEMO_ORDER_SECONDS, so a demo order is delivered within the test). `withKitchen`: Mohali Phase 8 has
   * a kitchen, whose key is `kitchenKey`. `clockAt`: the time of day in Kolkata ('09:00') the server's clock reads
   * as it is made, today, running on from there (fixtures.ts sets the browser's to the same); null: the machine's.
   */
  constructor(
    distDir = process.env.DIST_DIR ?? 'dist',
    env: Record<string, string> = {},
    withKitchen = false,
    clockAt: string | null = null,
  ) {
    this.env = env;
    this.withKitchen = withKitchen;
    this.clockOffset = clockAt === null ? null : todayInKolkataAt(clockAt) - Date.now();
    cpSync(distDir, this.staticDir, { recursive: true });
    const template = process.env[withKitchen ? KITCHEN_TEMPLATE_DATA_ENV : TEMPLATE_DATA_ENV];
    if (template) cpSync(template, this.dataDir, { recursive: true });
  }

  get clockOffsetMs(): number | null {
    return this.clockOffset;
  }

  /** The time the server's clock reads now: the machine's, or the fixed time line of `clockAt`. */
  now(): number {
    return Date.now() + (this.clockOffset ?? 0);
  }

  /**
   * Moves the server's clock on by `ms` (from the machine's, or from `clockAt`'s time line), instead of waiting: a banner
   * scheduled minutes ahead. The demo reads CLOCK_AT as it starts, so this restarts the server on the same port and
   * data; its browser's clock is the test's to move (readServerTime).
   */
  async moveClockOn(ms: number): Promise<void> {
    await this.stop();
    this.clockOffset = (this.clockOffset ?? 0) + ms;
    await this.start();
  }

  /** The key to Mohali Phase 8's kitchen board and outlet API, for a server started with its kitchen. */
  get kitchenKey(): string {
    const key = process.env[KITCHEN_KEY_ENV];
    if (!this.withKitchen || !key) throw new Error('This server has no kitchen: its file asks for one with test.use({ withKitchen: true })');
    return key;
  }

  /** Starts the server; on a restart it keeps its port and its data. */
  async start(): Promise<void> {
    // A port of its own when the file's settings name one (a stand-in that must know where to send the browser back).
    const port = this.url ? new URL(this.url).port : (this.env.PORT ?? '0');
    // Stopped by SIGTERM after each test: no balancer to wait for. The log is read as text (the ready line, the
    // access lines, demo codes), also where the settings leave the demo, whose default is JSON.
    const clock: Record<string, string> = this.clockOffsetMs === null ? {} : { CLOCK_AT: new Date(this.now()).toISOString() };
    const adminUrl = testDatabaseUrl();
    if (adminUrl && !this.database) {
      // Without a template yet (globalSetup's first server), an empty database the server seeds as it starts.
      this.database = await createPostgresDatabase(adminUrl, process.env[this.withKitchen ? KITCHEN_TEMPLATE_DATABASE_ENV : TEMPLATE_DATABASE_ENV]);
    }
    const env = { DRAIN_SECONDS: '0', LOG_FORMAT: 'text', ...clock, ...this.env, PORT: port, ...this.databaseEnv(), STATIC_DIR: this.staticDir };
    const started = await spawnServer(env, (chunk) => {
      this.output += chunk;
    });
    this.process = started.child;
    this.url = started.url;
  }

  /** Where this server's database is, as the server and the command-line tools (scripts/cliDatabase.ts) read it. */
  databaseEnv(): Record<string, string> {
    return { DATA_DIR: this.dataDir, DATABASE_URL: this.database?.url ?? '' };
  }

  /** Names this server's PostgreSQL database (globalSetup keeps the first as the template); null on the embedded one. */
  get databaseName(): string | null {
    return this.database?.name ?? null;
  }

  /**
   * This server's database, opened by the test: the embedded one is one process's at a time, so the server must be
   * stopped first (PostgreSQL's is not, but the same tests run on both).
   */
  openDatabase(): Promise<DatabaseHandle> {
    if (this.process && !this.database) throw new Error('Stop the server first: its embedded database is one process\'s at a time');
    return openDatabase(this.database ? { databaseUrl: this.database.url } : { dataDir: this.dataDir });
  }

  async stop(): Promise<void> {
    if (this.shared) {
      throw new Error('This server is shared by the tests of its file (sharedServer in fixtures.ts): a test that stops it needs its own.');
    }
    if (this.process) await stopServer(this.process);
    this.process = null;
  }

  /**
   * Everything the server printed so far in this test (its access log has one "METHOD path status ms" line per
   * request). For a server of its own, that is everything since it started.
   */
  get log(): string {
    return this.output.slice(this.testOutputFrom);
  }

  /**
   * Hands the running server to the next test of a file that shares it (fixtures.ts): no test may stop it, and
   * each sees only its own part of the output, so none passes on what an earlier one printed (an OTP, a log line).
   */
  beginSharedTest(): void {
    this.shared = true;
    this.testOutputFrom = this.output.length;
  }

  /**
   * Issue 34: the link a table's QR code holds, as the server printed it on start ('[demo] Table QR codes: ...'):
   * '/?table=GL-MOH8-T3#k=<secret>', the secret in the fragment. Only Mohali Phase 8's tables are printed.
   */
  tableLink(code: string): string {
    const printed = new RegExp(`/\\?table=${code}#k=[0-9A-Z]+`).exec(this.output)?.[0];
    if (!printed) throw new Error(`The server printed no QR link for table ${code}`);
    return printed;
  }

  /** Issue 34: the secret of a table's QR code (what its link carries after '#k='), for an order placed through the API. */
  tableKey(code: string): string {
    return this.tableLink(code).slice(this.tableLink(code).indexOf('#k=') + 3);
  }

  /**
   * The newest OTP the server printed for `mobile`, waiting for it to appear: a bound on a code that never comes,
   * not a speed check (CI's shared cores once took longer than 10 s from the tap on GET OTP to the printed code).
   */
  async otpFor(mobile: string, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const codes = [...this.log.matchAll(new RegExp(OTP, 'g'))].filter((m) => m[1] === mobile);
      const latest = codes.at(-1)?.[2];
      if (latest) return latest;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no OTP printed for ${mobile}`);
  }

  async dispose(): Promise<void> {
    this.shared = false;
    await this.stop();
    await this.database?.drop();
    this.database = null;
    rmSync(this.dataDir, { recursive: true, force: true });
    rmSync(this.staticDir, { recursive: true, force: true });
  }
}

/** Epoch ms of `time` ('HH:mm') in Kolkata on today's date there. */
function todayInKolkataAt(time: string): number {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`clockAt is a time of day such as '09:00', got '${time}'`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now());
  return Date.parse(`${today}T${time}:00+05:30`);
}

/** Set by globalSetup: the token of the first owner's invitation, made on the template data folder (console.ts). */
export const OWNER_INVITATION_ENV = 'E2E_OWNER_INVITATION';

/**
 * The first owner's invitation, made as README says (npm run staff -- create) on a stopped server's database:
 * the token of the one-time link it prints.
 */
export function createOwnerInvitation(databaseEnv: Record<string, string>): string {
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'create', 'owner@chain.in', '--role', 'owner'], {
    env: { ...process.env, ...databaseEnv },
    encoding: 'utf8',
  });
  const token = /\/admin\/join#t=(\S+)/.exec(printed)?.[1];
  if (!token) throw new Error(`The staff command printed no link: ${printed}`);
  return token;
}

/**
 * A key to the outlet API and kitchen board for the outlet with this code, in a database no server has open
 * (the embedded one is one process's at a time), made by the CLI as a manager would (npm run outlet-key).
 */
export function createOutletKey(databaseEnv: Record<string, string>, code: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/outlet-key.ts', 'create', code, 'Kitchen board'], {
    env: { ...process.env, ...databaseEnv },
    encoding: 'utf8',
  }).trim();
}
