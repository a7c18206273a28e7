// @module-tag postgres (every test of this file runs on PostgreSQL too: vitest.config.ts)
/** A bad DATABASE_URL says what failed, never only "Failed query: CREATE SCHEMA ...", and never the password. */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { testDatabaseUrl } from '../support/database';

describe('opening PostgreSQL through DATABASE_URL', () => {
  it('names the server and the reason when nothing listens there, without the password', async () => {
    const failure = openDatabase({ databaseUrl: 'postgres://shop:s3cret@127.0.0.1:1/goldleaf' });
    await expect(failure).rejects.toThrow(/^Cannot connect to PostgreSQL at shop@127\.0\.0\.1:1\/goldleaf: .*ECONNREFUSED/);
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });

  it('names an unknown database (checked against the PostgreSQL server of the run, or a refused one)', async () => {
    const server = new URL(testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:1/postgres');
    server.pathname = '/no_such_database';
    const expected = testDatabaseUrl() ? /database "no_such_database" does not exist/ : /ECONNREFUSED/;
    await expect(openDatabase({ databaseUrl: server.toString() })).rejects.toThrow(expected);
  });
});
