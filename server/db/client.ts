/**
 * Opens the database the server runs on and brings its schema up to date: embedded PGlite (a directory, or
 * memory when no directory is given, as the tests do) or a real PostgreSQL server through node-postgres.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../paths';

/** What the routes see: either driver, through the query builder they share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction's handle, as `db.transaction(async (tx) => …)` passes it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenDatabaseOptions {
  /** PGlite data directory; created if missing. Omitted: an in-memory database. */
  dataDir?: string;
  /** A postgres:// URL: use that server instead of PGlite. */
  databaseUrl?: string;
  /**
   * In-memory PGlite only: start from this dump of a data directory (PGlite's dumpDataDir), or on this open PGlite,
   * then migrate as usual. The tests start hundreds of databases from one already migrated, and hand an emptied one
   * on from a closed test server to the next (test/support/database.ts).
   */
  startFrom?: Blob | PGlite;
}

/**
 * The statements each database opened here has run, as drizzle sends them (on PostgreSQL a transaction's BEGIN and
 * COMMIT are statements too; PGlite runs its own): /metrics' db_queries_total, so a load test can say how many
 * queries a request costs without depending on how busy the machine is.
 */
const tallies = new WeakMap<object, { count: number }>();
export const statementsRun = (db: Database): number => tallies.get(db)?.count ?? 0;

function counted<T extends object>(open: (logger: { logQuery(): void }) => T): T {
  const tally = { count: 0 };
  const db = open({
    logQuery: () => {
      tally.count += 1;
    },
  });
  tallies.set(db, tally);
  return db;
}

export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
}

/** The URL without its password, to name the server in a message. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.username ? `${decodeURIComponent(url.username)}@` : ''}${url.host}${url.pathname}`;
  } catch {
    return 'an unreadable DATABASE_URL';
  }
}

/** The driver's own reason (connection refused, authentication, unknown database), under drizzle's wrapper. */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof AggregateError && cause.errors.length > 0) return cause.errors.map(reasonOf).join('; ');
  return cause instanceof Error ? cause.message || cause.name : String(cause);
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle connection that the server drops (restart, failover) must not crash the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = counted((logger) => drizzleNodePg({ client: pool, schema, logger }));
    const where = describeDatabaseUrl(options.databaseUrl);
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end();
      throw new Error(`Cannot connect to PostgreSQL at ${where}: ${reasonOf(error)}`, { cause: error });
    }
    try {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw new Error(`Bringing the schema of PostgreSQL at ${where} up to date failed: ${reasonOf(error)}`, { cause: error });
    }
    return { db, close: () => pool.end() };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { startFrom } = options;
  const client =
    startFrom instanceof PGlite ? startFrom : await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : startFrom ? { loadDataDir: startFrom } : {});
  const db = counted((logger) => drizzlePglite({ client, schema, logger }));
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}
