/**
 * The database a test server runs on: a fresh in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server (scripts/with-postgres.sh starts a throwaway one), a database of its own created for this server and
 * dropped when it closes. The same tests thus run on both backends.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** Which backend this run tests, for test names and logs. */
export const backendName = (): string => (testDatabaseUrl() ? 'PostgreSQL' : 'PGlite');

async function onAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Names the file with the migrated PGlite database (test/support/migratedTemplate.ts writes it once per run). */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';

/** The PGlite under a database opened on PGlite: drizzle keeps the client it was given as $client. */
const pgliteOf = (db: DatabaseHandle['db']): PGlite => (db as unknown as { $client: PGlite }).$client;

/** A PGlite database brought up to date from nothing, dumped (PGlite's dumpDataDir). */
export async function dumpMigratedPglite(): Promise<Blob> {
  const handle = await openDatabase();
  try {
    return await pgliteOf(handle.db).dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

let migrated: Promise<Blob> | undefined;

/**
 * The migrated database each test database starts from, as a first start would leave it: migrating from nothing
 * again was most of a test server's start (1.5 s against 0.3 s). Made once per run; once per test file without it.
 */
function migratedPglite(): Promise<Blob> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  migrated ??= file ? Promise.resolve(new Blob([readFileSync(file)])) : dumpMigratedPglite();
  return migrated;
}

/** Names the migrated PostgreSQL database test databases are copied from (test/support/migratedTemplate.ts). */
export const PG_TEMPLATE_ENV = 'TEST_PG_TEMPLATE';

const databaseUrlOf = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A PostgreSQL database brought up to date from nothing, to be copied by CREATE DATABASE ... TEMPLATE, which needs
 * no one connected to it: it is closed before any test runs.
 */
export async function createMigratedPostgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const template = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: template.url });
  await database.close();
  return template;
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * PGlite databases that closed test servers gave back, emptied, for the next test server of this vitest worker (the
 * server project's files share their worker's modules, so its later files too). Loading the migrated dump into a new
 * PGlite cost about 1.7 s of CPU; emptying one, 0.3 s. Two are kept at most: a file rarely runs more servers at once.
 */
const emptied: PGlite[] = [];
const KEPT_AT_MOST = 2;

/**
 * Every table of the app's schema emptied and every sequence back at its start: as the migrated dump has them (its
 * tables hold no rows; the migrations' own table, in the drizzle schema, is kept). TRUNCATE rather than DELETE: in
 * single-user PGlite nothing vacuums, and deleted rows would pile up under the next tests' scans.
 */
const EMPTY_THE_SCHEMA = `
DO $$ BEGIN
  EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') FROM pg_tables WHERE schemaname = 'public');
  PERFORM setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false) FROM pg_sequences WHERE schemaname = 'public';
END $$`;

/** Keeps a closed test server's PGlite for the next one, or closes it: when enough are kept, or it cannot be emptied. */
async function giveBack(client: PGlite): Promise<void> {
  if (emptied.length < KEPT_AT_MOST && !client.closed) {
    try {
      await client.exec(EMPTY_THE_SCHEMA);
      emptied.push(client);
      return;
    } catch {
      // A test that broke it on purpose, or left it mid-transaction: it goes, and the next server loads the dump.
    }
  }
  if (!client.closed) await client.close();
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const { db } = await openDatabase({ startFrom: emptied.pop() ?? (await migratedPglite()) });
    return { db, close: () => giveBack(pgliteOf(db)) };
  }

  // A copy of the run's migrated template when there is one (vitest made it); else migrated from nothing.
  const created = await createPostgresDatabase(adminUrl, process.env[PG_TEMPLATE_ENV]);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A database of its own on the PostgreSQL server at `adminUrl`: a copy of `template` (which no one may be connected
 * to), or empty. FILE_COPY, not the default WAL_LOG: 0.18 s against 0.25 s for a database this small on a cluster
 * with fsync off.
 */
export async function createPostgresDatabase(adminUrl: string, template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `gl_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : ''}`));
  return { name, url: databaseUrlOf(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
