/**
 * What restaurantList traffic leaves in the idempotency store, and what a key costs: sends N list calls (default
 * 10,000, 20 at a time) each with a fresh Idempotency-Key, as the client once did, then N without, and prints the
 * rows stored and the calls per second of each. On PGlite, or on PostgreSQL under TEST_DATABASE_URL
 * (bash scripts/with-postgres.sh npm run measure:list-keys).
 *   npm run measure:list-keys -- 10000
 */
import { count } from 'drizzle-orm';
import { idempotencyKeys } from '../server/db/schema';
import { backendName } from '../test/support/database';
import { startTestServer } from '../test/support/server';

const total = Number(process.argv[2] ?? 10_000);
const PARALLEL = 20;
const query = { categoryId: 0, cityId: 0, latitude: 30.7374, longitude: 76.6762, length: 1000, orderType: 'All', searchKey: '', start: 0 };

const server = await startTestServer();
async function run(withKey: boolean): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < total) {
        next += 1;
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (withKey) headers['Idempotency-Key'] = crypto.randomUUID();
        const res = await fetch(`${server.url}/v1/api/restaurantList`, { method: 'POST', headers, body: JSON.stringify(query) });
        if (res.status !== 200) throw new Error(`restaurantList answered ${res.status}`);
        await res.arrayBuffer();
      }
    }),
  );
  return Math.round(total / ((performance.now() - started) / 1000));
}
try {
  const keyed = await run(true);
  const [rows] = await server.db.select({ n: count() }).from(idempotencyKeys);
  const plain = await run(false);
  console.log(`${backendName()}: ${total} keyed list calls left ${rows?.n ?? '?'} idempotency rows; ${keyed} calls/s keyed, ${plain} calls/s without a key`);
} finally {
  await server.close();
}
