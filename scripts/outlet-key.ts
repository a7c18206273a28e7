/**
 * Outlet keys for the outlet API and the kitchen board at /outlet (issue 22):
 *
 *   npm run outlet-key -- create <outlet code> [label]   a new key for the outlet, printed once, never again
 *   npm run outlet-key -- list                           every key: outlet, label, made, last used, revoked
 *   npm run outlet-key -- revoke <key id>                the key stops working at once
 *
 * On the server's database: DATABASE_URL, else the embedded one in DATA_DIR (default ./data). An embedded
 * database is one process's at a time: stop the server, run this, start it again. From the moment an outlet has
 * a key, its new orders wait for its kitchen's moves (the demo's clock moves only outlets without one).
 */
import { eq, or } from 'drizzle-orm';
import { UUID_PATTERN } from '../src/api/endpoints';
import { openCliDatabase } from './cliDatabase';
import { restaurants } from '../server/db/schema';
import { createOutletKey, listOutletKeys, revokeOutletKey } from '../server/outlet/keys';

const USAGE = 'Usage: npm run outlet-key -- create <outlet code> [label] | list | revoke <key id>';
const when = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-');

async function main(args: string[]): Promise<number> {
  const [command, arg, ...rest] = args;
  if (!command || !['create', 'list', 'revoke'].includes(command) || (command !== 'list' && !arg)) {
    console.error(USAGE);
    return 2;
  }
  const database = await openCliDatabase();
  try {
    const { db } = database;
    if (command === 'list') {
      const keys = await listOutletKeys(db);
      if (keys.length === 0) console.log('No outlet keys yet.');
      for (const key of keys) {
        console.log(`${key.id}\t${key.code}\t${key.outlet}\t${key.label}\tmade ${when(key.createdAt)}\tused ${when(key.lastUsedAt)}\t${key.revokedAt ? `revoked ${when(key.revokedAt)}` : 'working'}`);
      }
      return 0;
    }
    if (command === 'revoke') {
      const id = Number(arg);
      if (!Number.isInteger(id) || id <= 0 || !(await revokeOutletKey(db, id, Date.now()))) {
        console.error(`No working key with id ${arg}. See: npm run outlet-key -- list`);
        return 1;
      }
      console.error(`Key ${id} revoked: it no longer opens anything.`);
      return 0;
    }
    const code = String(arg).toUpperCase();
    // By its code (MOH8), or its uuid (a uuid column compares only with a uuid).
    const byUuid = UUID_PATTERN.test(String(arg).toLowerCase()) ? eq(restaurants.uuid, String(arg).toLowerCase()) : undefined;
    const [outlet] = await db.select().from(restaurants).where(or(eq(restaurants.code, code), byUuid));
    if (!outlet) {
      const codes = (await db.select({ code: restaurants.code }).from(restaurants)).map((r) => r.code).join(', ');
      console.error(`No outlet with code ${code}. The codes: ${codes || 'none (the database has no outlets yet)'}`);
      return 1;
    }
    const label = rest.join(' ').trim() || 'Kitchen board';
    const { id, key } = await createOutletKey(db, outlet.id, label, Date.now());
    // The key alone on standard output (for a script to keep); what it is for on standard error.
    console.error(`Key ${id} for ${outlet.title} (${label}). Shown this once: keep it in the kitchen board or the POS.`);
    console.log(key);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
