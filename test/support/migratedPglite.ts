/**
 * Vitest's global setup: the migrated PGlite database every test database starts from, made once for the whole
 * run and written to a file the test files read (test/support/database.ts). Not made for a PostgreSQL run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpMigratedPglite, PGLITE_TEMPLATE_ENV, testDatabaseUrl } from './database';

export default async function setup(): Promise<(() => void) | undefined> {
  if (testDatabaseUrl()) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
