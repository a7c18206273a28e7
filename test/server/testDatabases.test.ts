// @module-tag postgres (every test of this file runs on PostgreSQL too: vitest.config.ts)
/**
 * Every test server starts on a database as a first start leaves it, also on PGlite, where a closed test server's
 * database is emptied and handed on to the next (test/support/database.ts): no row of the last test's, every
 * sequence at its start.
 */
import { sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { backendName, openTestDatabase } from '../support/database';
import { startTestServer } from '../support/server';

/** Both drivers answer a raw statement with its rows under `rows`; the shared Database type does not say so. */
const read = async <T>(db: Database, statement: SQL): Promise<T[]> => ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

const rowsIn = async (db: Database): Promise<Record<string, number>> => {
  const tables = await read<{ name: string }>(db, sql`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await read<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM ${name}`));
    if (row?.n) counts[name] = row.n;
  }
  return counts;
};

it('a test database holds no row of the test before and numbers from the start', async () => {
  const before = await startTestServer();
  // Rows of every kind a test makes, and numbers taken from the sequences: the demo's seed does both.
  expect(Object.keys(await rowsIn(before.db)).length).toBeGreaterThan(10);
  // A mark on the PGlite session itself, which emptying the tables leaves: it shows the next database is this one.
  await before.db.execute(sql`SELECT set_config('test.handed_on', 'yes', false)`);
  await before.close();

  const database = await openTestDatabase();
  try {
    const [mark] = await read<{ value: string | null }>(database.db, sql`SELECT current_setting('test.handed_on', true) AS value`);
    // PGlite hands the database on; PostgreSQL creates another from the template.
    expect(mark?.value ?? '').toBe(backendName() === 'PGlite' ? 'yes' : '');
    expect(await rowsIn(database.db)).toEqual({});
    const sequences = await read<{ name: string; next: string; start: string }>(
      database.db,
      sql`SELECT sequencename AS name, nextval(format('%I.%I', schemaname, sequencename)::regclass)::text AS next, start_value::text AS start FROM pg_sequences WHERE schemaname = 'public'`,
    );
    expect(sequences.length).toBeGreaterThan(10);
    expect(sequences.filter((row) => row.next !== row.start)).toEqual([]);
  } finally {
    await database.close();
  }
});
