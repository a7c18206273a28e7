/**
 * The server's database for a command-line tool: DATABASE_URL, else the embedded one in DATA_DIR (default ./data),
 * which is one process's at a time (stop the server first).
 */
import { resolve } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../server/db/client';

export function openCliDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  return openDatabase(databaseUrl ? { databaseUrl } : { dataDir: resolve(process.env.DATA_DIR || 'data') });
}
