/**
 * The database a test server runs on: a fresh in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server (scripts/with-postgres.sh starts a throwaway one), a database of its own created for this server and
 * dropped when it closes. The same tests thus run on both backends.
 */
import { randomBytes } from 'node:crypto';
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

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) return openDatabase();

  const name = `gl_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      await onAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
