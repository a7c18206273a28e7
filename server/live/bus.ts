/**
 * Changes every server process on one database must hear (issue 22): an order's move, and an outlet's menu
 * changing. An order's change announces itself with NOTIFY inside the transaction that makes it, so it is heard
 * only once committed and never for a change that rolled back; each process LISTENs once and hands what it hears
 * to the streams of the customers and outlets connected to it (./hub.ts), and forgets a changed menu
 * (../menuCache.ts). PostgreSQL carries it between processes; PGlite, embedded, within the one.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import type { Log } from '../observability/logger';

const CHANNEL = 'order_changes';
const RECONNECT_MS = 1_000;

/** What changed: which order, whose (null: its diner's account was erased), at which outlet, and its status now. */
export interface LiveEvent {
  orderRefId: string;
  userId: number | null;
  restaurantId: number;
  status: string;
}

/**
 * What the channel carries: an order's change, or an outlet's menu changed (a trigger on menu_items sends that one,
 * migration 0022; every process forgets its copy). restaurantId null: a menu section changed, every outlet's menu
 * with it (migration 0042). 'outlets': an outlet or a closure changed (migration 0052).
 */
type Message = ({ kind: 'order' } & LiveEvent) | { kind: 'menu'; restaurantId: number | null } | { kind: 'outlets' };

/** What a process does with what it hears. */
export interface Listeners {
  order(event: LiveEvent): void;
  /** null: every outlet's. */
  menu(restaurantId: number | null): void;
  /** An outlet or a closure changed. */
  outlets?(): void;
  /**
   * Whether this process hears the channel now: true once it listens, false when its connection is lost (what
   * changed until it listens again is never heard). A copy kept on the strength of the notices is good only while true.
   */
  hearing?(on: boolean): void;
}

/** Announces an order's change, in the transaction that makes it. */
export async function announce(tx: Database, event: LiveEvent): Promise<void> {
  await notify(tx, { kind: 'order', ...event });
}

async function notify(db: Database, message: Message): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`);
}

function deliver(payload: string, listeners: Listeners): void {
  let message: Message;
  try {
    message = JSON.parse(payload) as Message;
  } catch {
    return;
  }
  if (message.kind === 'menu' && (typeof message.restaurantId === 'number' || message.restaurantId === null)) listeners.menu(message.restaurantId);
  if (message.kind === 'outlets') listeners.outlets?.();
  if (message.kind === 'order' && typeof message.orderRefId === 'string' && (typeof message.userId === 'number' || message.userId === null) && typeof message.restaurantId === 'number') {
    listeners.order({ orderRefId: message.orderRefId, userId: message.userId, restaurantId: message.restaurantId, status: message.status });
  }
}

export interface Listening {
  /** Resolves once this process hears the channel. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * PostgreSQL: one connection of the pool kept for LISTEN, opened again after it is lost. It is never handed back
 * to the pool (closed instead, once), so nothing it hears later, a server shutting it down included, reaches a
 * connection someone else is using.
 */
function listenPostgres(pool: pg.Pool, listeners: Listeners, log: Log): Listening {
  let close: (() => void) | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  // Again in a second, and again while the database does not answer.
  const reconnect = (): void => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnect), RECONNECT_MS);
  };
  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    let closed = false;
    const closeThis = () => {
      if (closed) return;
      closed = true;
      next.release(true);
    };
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload, listeners);
    });
    next.on('error', (error) => {
      closeThis();
      if (close === closeThis) listeners.hearing?.(false);
      if (stopped) return;
      log(`error: live updates lost their PostgreSQL connection (${error.message}); listening again`);
      if (close === closeThis) close = null;
      reconnect();
    });
    await next.query(`LISTEN ${CHANNEL}`);
    if (stopped) closeThis();
    else {
      close = closeThis;
      listeners.hearing?.(true);
    }
  };
  return {
    ready: connect(),
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (close) listeners.hearing?.(false);
      close?.();
      close = null;
    },
  };
}

/**
 * Listens on the database the app runs on, whichever driver it is. Without a driver it knows, nothing is heard:
 * the screens' polling still brings every change, only later.
 */
export function listenForChanges(db: Database, listeners: Listeners, log: Log): Listening {
  // drizzle keeps the driver's client as $client on both drivers; its type is not part of the shared Database type.
  const client = (() => {
    try {
      return (db as unknown as { $client: unknown }).$client;
    } catch {
      return null;
    }
  })();
  if (client instanceof pg.Pool) return listenPostgres(client, listeners, log);
  if (client instanceof PGlite) {
    // Embedded: the notices come from the same process and are never lost.
    const unsubscribe = client.listen(CHANNEL, (payload) => deliver(payload, listeners));
    return {
      ready: unsubscribe.then(() => listeners.hearing?.(true)),
      stop: async () => {
        listeners.hearing?.(false);
        (await unsubscribe)();
      },
    };
  }
  log('error: live updates are off: the database driver is neither PGlite nor a PostgreSQL pool');
  return { ready: Promise.resolve(), stop: async () => undefined };
}
