/**
 * Notifications (issue 9): what is kept for the list, what is queued for push, and the loop that sends.
 *
 * Producers never send: they store a notification (unique per customer and dedupeKey, so a status change or
 * an announcement yields exactly one) and queue one outbox row per device token, in one transaction. The
 * worker loop sends due rows, backs off on failures and gives up after the last delay. Nothing here runs in
 * a request's path, so a slow or failing push service never delays an order.
 */
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { notificationTag, type NotificationKind, type OrderStatus, type PushData } from '../../src/api/contract';
import type { Database, Transaction } from '../db/client';
import { alertSettings, devices, notifications, orders, pushOutbox, restaurants, users } from '../db/schema';
import type { Deps } from '../http/types';
import { progressOf } from '../orders/progress';
import type { BackSummary } from '../orderLedger/sums';
import { english, sayIn, type Words } from '../http/say';
import { notificationWords } from '../messages/notifications';
import { toRupees } from '../money';
import { formatRupees } from '../../src/lib/format';
import type { Locale } from '../../src/i18n';
import type { PushSender } from './sender';
import { fanOutDueCampaigns } from '../campaigns/fanOut';

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure gives up. */
export const PUSH_BACKOFF_MS = [5_000, 30_000, 120_000, 600_000] as const;
/** A claimed row is not claimed again for this long (a crash mid-send retries it afterwards). */
const CLAIM_LEASE_MS = 60_000;
export const BATCH = 50;
/** Status changes older than this are not announced (a restart after a long stop must not flood anyone). */
export const ORDER_NOTIFY_WINDOW_MS = 15 * 60_000;
export const DEFAULT_PUSH_INTERVAL_MS = 2_000;

type Setting = 'orderUpdates' | 'offers' | 'events';
const SETTING_OF: Record<NotificationKind, Setting> = { ORDER: 'orderUpdates', OFFER: 'offers', EVENT: 'events' };

export interface NewNotification {
  kind: NotificationKind;
  /** The server's own: its words, said in each reader's language (an announcement is the chain's text). */
  words?: { title: Words; body: Words };
  title: string;
  body: string;
  target: string;
  orderRefId: string | null;
  dedupeKey: string;
}

/** A notification of the server's own: its words, and their English as its title and body. */
export const worded = (title: Words, body: Words): Pick<NewNotification, 'words' | 'title' | 'body'> => ({
  words: { title, body },
  title: english(title),
  body: english(body),
});

/** A stored notification's title and body in `locale`. */
export const notificationText = (row: typeof notifications.$inferSelect, locale: Locale): { title: string; body: string } =>
  row.words ? { title: sayIn(locale, row.words.title), body: sayIn(locale, row.words.body) } : { title: row.title, body: row.body };


/** Whether the customer wants pushes of this kind (no settings row: all on). */
async function wantsPush(db: Database | Transaction, userId: number, kind: NotificationKind): Promise<boolean> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  return row ? row[SETTING_OF[kind]] : true;
}

/**
 * Stores the notification once (a repeat of the same dedupeKey does nothing) and, when `push`, queues it for
 * every device of the customer. Returns the new notification's id, or null when it already existed.
 */
async function storeAndQueue(db: Database, userId: number, notification: NewNotification, now: number, push: boolean): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(notifications)
      .values({ userId, ...notification, createdAt: new Date(now) })
      .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
      .returning({ id: notifications.id });
    if (!stored) return null;
    if (push) {
      const tokens = await tx.select({ fcmToken: devices.fcmToken }).from(devices).where(eq(devices.userId, userId));
      const unique = [...new Set(tokens.map((t) => t.fcmToken))];
      if (unique.length > 0) {
        await tx
          .insert(pushOutbox)
          .values(unique.map((fcmToken) => ({ notificationId: stored.id, fcmToken, nextAttemptAt: new Date(now), createdAt: new Date(now) })));
      }
    }
    return stored.id;
  });
}

/**
 * Stores a notification for the customer and queues its push when they want order pushes (an outlet's move). An order
 * whose diner's account was erased (userId null) tells no one.
 */
export async function notifyCustomer(db: Database, userId: number | null, notification: NewNotification, now: number): Promise<void> {
  if (userId === null) return;
  await storeAndQueue(db, userId, notification, now, await wantsPush(db, userId, notification.kind));
}

const w = notificationWords;
type Wording = { title: Words; body: Words } | null;
const ORDER_WORDING: Partial<Record<OrderStatus, (params: { outlet: string; ref: string }, orderType: string) => Wording>> = {
  ACCEPTED: (params) => ({ title: { ref: w.accepted }, body: { ref: w.acceptedBody, params } }),
  PREPARING: (params) => ({ title: { ref: w.preparing }, body: { ref: w.preparingBody, params } }),
  // Only a kitchen says READY: for a takeaway it is the moment to come (the rider's and the table's need no push).
  READY: (params, orderType) => (orderType === 'TakeAway' ? { title: { ref: w.ready }, body: { ref: w.readyBody, params } } : null),
  OUT_FOR_DELIVERY: (params) => ({ title: { ref: w.outForDelivery }, body: { ref: w.outForDeliveryBody, params } }),
  // DELIVERED is the handover: delivered at the door, served at the table, or ready at the counter.
  DELIVERED: (params, orderType) => {
    if (orderType === 'HomeDelivery') return { title: { ref: w.delivered }, body: { ref: w.deliveredBody, params } };
    if (orderType === 'DineIn') return { title: { ref: w.served }, body: { ref: w.servedBody, params } };
    return { title: { ref: w.ready }, body: { ref: w.pickedUpBody, params } };
  },
};

export const orderTarget = (refId: string): string => `/track-order?orderRefId=${encodeURIComponent(refId)}`;

/** An order cancelled (by its outlet or by the customer): why, and where the money went. */
export function cancelledNotification(refId: string, why: Words, refund: BackSummary): NewNotification {
  const back = refundWords(refund);
  return {
    kind: 'ORDER',
    ...worded({ ref: w.cancelled }, back ? { ref: w.thenSentence, params: { first: why, next: back } } : why),
    target: orderTarget(refId),
    orderRefId: refId,
    dedupeKey: `order-${refId}-CANCELLED`,
  };
}

/** Where a refund's money went, sentence after sentence; null when nothing was paid. */
export function refundWords({ sourcePaise, walletPaise, points }: Pick<BackSummary, 'sourcePaise' | 'walletPaise' | 'points'>): Words | null {
  const parts: Words[] = [];
  if (sourcePaise > 0) parts.push({ ref: w.refundToSource, params: { amount: formatRupees(toRupees(sourcePaise)) } });
  if (walletPaise > 0) parts.push({ ref: w.refundToWallet, params: { amount: formatRupees(toRupees(walletPaise)) } });
  if (points > 0) parts.push({ ref: w.pointsBack, params: { count: points } });
  return parts.reduce<Words | null>((sentence, part) => (sentence ? { ref: w.thenSentence, params: { first: sentence, next: part } } : part), null);
}

/** The notification for one status change of an order. */
export function orderNotification(refId: string, status: OrderStatus, outlet: string, orderType: string): NewNotification | null {
  const wording = ORDER_WORDING[status]?.({ outlet, ref: refId }, orderType);
  if (!wording) return null;
  return { kind: 'ORDER', ...worded(wording.title, wording.body), target: orderTarget(refId), orderRefId: refId, dedupeKey: `order-${refId}-${status}` };
}

/**
 * The demo's status changes are computed from the clock (orders/progress), so they are found by looking:
 * every placed order still moving, whose latest changes happened within the window, gets one notification per
 * change (the dedupeKey makes a second look a no-op). Returns how many notifications were stored.
 */
export async function notifyOrderProgress(deps: Pick<Deps, 'db' | 'now' | 'demo' | 'riderSpeedKmh'>): Promise<number> {
  if (!deps.demo) return 0;
  const now = deps.now();
  const since = now - ORDER_NOTIFY_WINDOW_MS;
  const rows = await deps.db
    .select({ order: orders, outlet: restaurants.title })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.status, 'PLACED'), isNotNull(orders.placedAt), gt(orders.expectedAt, new Date(since))))
    .orderBy(asc(orders.id));
  let stored = 0;
  for (const { order, outlet } of rows) {
    const history = progressOf(order, now, deps).history.filter((step) => step.status !== 'PLACED' && step.at > since);
    if (history.length === 0 || order.userId === null) continue;
    const push = await wantsPush(deps.db, order.userId, 'ORDER');
    for (const step of history) {
      const notification = orderNotification(order.refId, step.status, outlet, order.orderType);
      if (notification && (await storeAndQueue(deps.db, order.userId, notification, step.at, push)) !== null) stored += 1;
    }
  }
  return stored;
}

export interface Announcement {
  kind: 'OFFER' | 'EVENT';
  /** The offer's or event's id: the tag ('offer-<id>') and the key that makes announcing twice a no-op. */
  id: string;
  title: string;
  body: string;
  /** Where a tap leads, e.g. '/offers' or '/event-detail/<id>'. */
  target: string;
}

/** A new offer or event, for every customer who has that kind on. Returns how many customers it went to. */
export async function announce(deps: Pick<Deps, 'db' | 'now'>, announcement: Announcement): Promise<number> {
  const setting = SETTING_OF[announcement.kind];
  const recipients = await deps.db
    .select({ id: users.id })
    .from(users)
    .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
    .where(sql`coalesce(${alertSettings[setting]}, true)`)
    .orderBy(asc(users.id));
  const notification: NewNotification = {
    kind: announcement.kind,
    title: announcement.title,
    body: announcement.body,
    target: announcement.target,
    orderRefId: null,
    dedupeKey: `${announcement.kind.toLowerCase()}-${announcement.id}`,
  };
  let count = 0;
  const now = deps.now();
  for (const user of recipients) {
    if ((await storeAndQueue(deps.db, user.id, notification, now, true)) !== null) count += 1;
  }
  return count;
}

/** The push's data for a stored notification (every value a string, as FCM requires). */
export function pushDataOf(row: typeof notifications.$inferSelect, locale: Locale): PushData {
  const tagId = row.kind === 'ORDER' && row.orderRefId ? row.orderRefId : row.dedupeKey.replace(/^(offer|event)-/, '');
  return {
    kind: row.kind as NotificationKind,
    ...notificationText(row, locale),
    target: row.target,
    tag: notificationTag(row.kind as NotificationKind, tagId),
    notificationId: String(row.id),
    ...(row.orderRefId ? { orderRefId: row.orderRefId } : {}),
  };
}

/** Why a queued push was not sent: its device is no longer signed in to the customer it was for. */
export const DEVICE_SIGNED_OUT = 'The device is no longer signed in to this customer';

type Db = Database | Transaction;

/**
 * Signing out: what is still queued for the customer on these devices' tokens is dropped, so whoever signs in
 * next on the same phone never sees it (issue 20). Run in the transaction that unlinks the devices.
 */
export async function dropQueuedPushes(db: Db, userId: number, fcmTokens: string[]): Promise<void> {
  if (fcmTokens.length === 0) return;
  await db
    .update(pushOutbox)
    .set({ state: 'DROPPED', lastError: DEVICE_SIGNED_OUT })
    .where(
      and(
        eq(pushOutbox.state, 'PENDING'),
        inArray(pushOutbox.fcmToken, fcmTokens),
        inArray(pushOutbox.notificationId, db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId))),
      ),
    );
}

type NotificationRow = typeof notifications.$inferSelect;

/**
 * What claimed rows are sent with: each one's notification, and the language of its device if the token is, right
 * now, registered by the customer it is for (another may have signed in on that phone since); null when it is not.
 * Read for a few rows at a time (two queries), just before they are sent.
 */
async function addressed(db: Database, rows: OutboxRow[]): Promise<Map<number, { notification: NotificationRow; locale: Locale | null }>> {
  const found = await db.select().from(notifications).where(inArray(notifications.id, [...new Set(rows.map((r) => r.notificationId))]));
  const linked = await db
    .select({ userId: devices.userId, fcmToken: devices.fcmToken, locale: devices.locale })
    .from(devices)
    .where(inArray(devices.fcmToken, [...new Set(rows.map((r) => r.fcmToken))]));
  const localeOf = new Map<string, Locale>();
  for (const d of linked) if (!localeOf.has(`${d.userId} ${d.fcmToken}`)) localeOf.set(`${d.userId} ${d.fcmToken}`, d.locale === 'hi' ? 'hi' : 'en');
  const byId = new Map(found.map((n) => [n.id, n]));
  const result = new Map<number, { notification: NotificationRow; locale: Locale | null }>();
  for (const row of rows) {
    const notification = byId.get(row.notificationId);
    if (notification) result.set(row.id, { notification, locale: localeOf.get(`${notification.userId} ${row.fcmToken}`) ?? null });
  }
  return result;
}

/** A campaign's pushes go this many at a time (an order update's one after another, in order). */
export const BULK_CONCURRENCY = 16;

/**
 * FCM's answer to a 429: no push goes out until `until` (the business clock, deps.now), in this process. Kept per
 * worker; another process learns it from its own 429.
 */
export interface Throttle {
  until: number;
}

type OutboxRow = typeof pushOutbox.$inferSelect;

/** Sends one claimed row and records the outcome; a 429 sets the throttle and leaves the row due after it. */
async function sendRow(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  sender: PushSender,
  row: OutboxRow,
  address: { notification: NotificationRow; locale: Locale | null } | undefined,
  throttle: Throttle,
): Promise<void> {
  const { db } = deps;
  if (throttle.until > deps.now()) {
    // Claimed before FCM asked for a pause: back in the queue, due when the pause ends, no attempt spent.
    await db.update(pushOutbox).set({ nextAttemptAt: new Date(throttle.until) }).where(eq(pushOutbox.id, row.id));
    return;
  }
  if (!address) return; // removed with its customer; the row went with it
  // Checked when sending: a push queued while FCM was failing must not reach the next customer on that phone.
  if (!address.locale) {
    await db.update(pushOutbox).set({ state: 'DROPPED', lastError: DEVICE_SIGNED_OUT }).where(eq(pushOutbox.id, row.id));
    return;
  }
  const result = await sender.send(row.fcmToken, pushDataOf(address.notification, address.locale));
  const attempts = row.attempts + 1;
  if (result.outcome === 'sent') {
    // Marked at once, each on its own: a crash can only repeat a push whose request was in flight.
    await db.update(pushOutbox).set({ state: 'SENT', attempts, lastError: null }).where(eq(pushOutbox.id, row.id));
    return;
  }
  deps.log(`push: ${result.outcome} for notification ${row.notificationId}: ${result.reason}`);
  if (result.outcome === 'invalid-token') {
    await db.delete(devices).where(eq(devices.fcmToken, row.fcmToken));
    // Other pushes queued for the same dead token would fail the same way.
    await db
      .update(pushOutbox)
      .set({ state: 'FAILED', lastError: result.reason })
      .where(and(eq(pushOutbox.fcmToken, row.fcmToken), eq(pushOutbox.state, 'PENDING')));
    await db.update(pushOutbox).set({ state: 'FAILED', attempts, lastError: result.reason }).where(eq(pushOutbox.id, row.id));
    return;
  }
  if (result.outcome === 'retry' && result.retryAfterMs !== undefined) {
    // The project's quota, not this device: the row waits out the pause without spending an attempt.
    throttle.until = Math.max(throttle.until, deps.now() + result.retryAfterMs);
    await db.update(pushOutbox).set({ lastError: result.reason, nextAttemptAt: new Date(throttle.until) }).where(eq(pushOutbox.id, row.id));
    return;
  }
  const delay = result.outcome === 'retry' ? PUSH_BACKOFF_MS[attempts - 1] : undefined;
  await db
    .update(pushOutbox)
    .set(
      delay === undefined
        ? { state: 'FAILED', attempts, lastError: result.reason }
        : { attempts, lastError: result.reason, nextAttemptAt: new Date(deps.now() + delay) },
    )
    .where(eq(pushOutbox.id, row.id));
}

/** Sends rows together, their notifications and devices read for all of them at once. */
async function sendTogether(deps: Pick<Deps, 'db' | 'now' | 'log'>, sender: PushSender, rows: OutboxRow[], throttle: Throttle): Promise<void> {
  const addresses = await addressed(deps.db, rows);
  await Promise.all(rows.map((row) => sendRow(deps, sender, row, addresses.get(row.id), throttle)));
}

/**
 * Sends the due outbox rows once: order updates first, one after another; then a campaign's, BULK_CONCURRENCY at a
 * time. Returns how many were claimed (0 while FCM's pause lasts).
 */
export async function sendDuePushes(deps: Pick<Deps, 'db' | 'now' | 'log'>, sender: PushSender, throttle: Throttle = { until: 0 }): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  if (throttle.until > now) return 0;
  // Claim: move the due rows' next attempt past a lease in one statement, so two workers never send one row.
  const claimed = await db
    .update(pushOutbox)
    .set({ nextAttemptAt: new Date(now + CLAIM_LEASE_MS) })
    .where(
      inArray(
        pushOutbox.id,
        db
          .select({ id: pushOutbox.id })
          .from(pushOutbox)
          .where(and(eq(pushOutbox.state, 'PENDING'), lte(pushOutbox.nextAttemptAt, new Date(now))))
          .orderBy(asc(pushOutbox.bulk), asc(pushOutbox.id))
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  const ordered = claimed.sort((a, b) => a.id - b.id);
  for (const row of ordered.filter((r) => !r.bulk)) await sendTogether(deps, sender, [row], throttle);
  const bulk = ordered.filter((r) => r.bulk);
  for (let i = 0; i < bulk.length; i += BULK_CONCURRENCY) await sendTogether(deps, sender, bulk.slice(i, i + BULK_CONCURRENCY), throttle);
  return claimed.length;
}

export interface PushWorker {
  /** One round now (after the one in progress, if any): find new order status changes, then send what is due. Never throws. */
  runOnce(): Promise<void>;
  /** Stops the loop and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * The loop started with the app: every interval, one round. Rounds never overlap, and a failing round is
 * logged, never thrown (the app and its orders carry on). Without a sender, notifications are still stored.
 */
export function startPushWorker(deps: Pick<Deps, 'db' | 'now' | 'log' | 'demo' | 'riderSpeedKmh'>, sender: PushSender | null, intervalMs: number): PushWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const throttle: Throttle = { until: 0 };

  const round = async (): Promise<void> => {
    try {
      await notifyOrderProgress(deps);
      // Campaigns due now are fanned out into the outbox (their notifications stored even without a sender).
      await fanOutDueCampaigns(deps.db, deps.now, () => !stopped);
      // Then everything due is sent, a batch after another, while batches come back full.
      if (sender) while (!stopped && (await sendDuePushes(deps, sender, throttle)) === BATCH);
    } catch (error) {
      if (!stopped) deps.log(`error: push round failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  // A round asked for while another runs waits for it, then runs afresh (it must see the clock as it is now).
  const runOnce = async (): Promise<void> => {
    while (running) await running;
    const current = round().finally(() => {
      running = null;
    });
    running = current;
    await current;
  };
  const timer = setInterval(() => {
    if (!stopped && running === null) void runOnce();
  }, intervalMs);
  timer.unref();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
