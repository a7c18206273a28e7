/**
 * The server's own files (pictures, migrations), found from this file's place in server/. The browser tests run
 * the server bundled into one file elsewhere (test/support/serverBundle.ts); that bundle is told this file's
 * address as its import.meta.url, so these paths hold in both.
 */
import { fileURLToPath } from 'node:url';

export const MEDIA_DIR = fileURLToPath(new URL('./media', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations', import.meta.url));
