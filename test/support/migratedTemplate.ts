/**
 * Vitest's global setup: the migrated database every test database starts from, made once for the whole run.
 * On PGlite, a dump written to a file the test files read; on PostgreSQL, a template database each test database
 * is created from (test/support/database.ts). Migrating from nothing was most of a test server's start: on
 * PostgreSQL 0.41 s a test database against 0.18 s for a file copy of the template.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMigratedPostgresTemplate, dumpMigratedPglite, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV, testDatabaseUrl } from './database';

export default async function setup(): Promise<() => Promise<void> | void> {
  const adminUrl = testDatabaseUrl();
  if (adminUrl) {
    const template = await createMigratedPostgresTemplate(adminUrl);
    process.env[PG_TEMPLATE_ENV] = template.name;
    return template.drop;
  }
  const folder = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
