/**
 * Live order changes, across every server process on one database (issue 22). A change announces itself with
 * NOTIFY inside the transaction that makes it, so it is heard only once committed and never for a change that
 * rolled back; each process LISTENs once and hands what it hears to the streams of the customers and outlets
 * connected to it (./hub.ts). PostgreSQL carries it between processes; PGlite, embedded, within the one.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import type { Log } from '../observability/logger';

const CHANNEL = 'order_changes';
const RECONNECT_MS = 1_000;

/** What changed: which order, whose, at which outlet, and its status now. */
export interface LiveEvent {
  orderRefId: string;
  userId: number;
  restaurantId: number;
  status: string;
}

/** Announces a change, in the transaction that makes it. */
export async function announce(tx: Database, event: LiveEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

function parse(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as LiveEvent;
    return typeof event.orderRefId === 'string' && typeof event.userId === 'number' && typeof event.restaurantId === 'number' ? event : null;
  } catch {
    return null;
  }
}

export interface Listening {
  /** Resolves once this process hears the channel. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** PostgreSQL: one connection of the pool kept for LISTEN, opened again after it is lost. */
function listenPostgres(pool: pg.Pool, hear: (event: LiveEvent) => void, log: Log): Listening {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      const event = message.channel === CHANNEL && message.payload ? parse(message.payload) : null;
      if (event) hear(event);
    });
    next.on('error', (error) => {
      log(`error: live updates lost their PostgreSQL connection (${error.message}); listening again`);
      next.release(true);
      if (client === next) client = null;
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    });
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  return {
    ready: connect(),
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const held = client;
      client = null;
      if (held) {
        await held.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        held.release();
      }
    },
  };
}

/**
 * Listens on the database the app runs on, whichever driver it is. Without a driver it knows, nothing is heard:
 * the screens' polling still brings every change, only later.
 */
export function listenForChanges(db: Database, hear: (event: LiveEvent) => void, log: Log): Listening {
  // drizzle keeps the driver's client as $client on both drivers; its type is not part of the shared Database type.
  const client = (() => {
    try {
      return (db as unknown as { $client: unknown }).$client;
    } catch {
      return null;
    }
  })();
  if (client instanceof pg.Pool) return listenPostgres(client, hear, log);
  if (client instanceof PGlite) {
    const unsubscribe = client.listen(CHANNEL, (payload) => {
      const event = parse(payload);
      if (event) hear(event);
    });
    return { ready: unsubscribe.then(() => undefined), stop: async () => (await unsubscribe)() };
  }
  log('error: live updates are off: the database driver is neither PGlite nor a PostgreSQL pool');
  return { ready: Promise.resolve(), stop: async () => undefined };
}
