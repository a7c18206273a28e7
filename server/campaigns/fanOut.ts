/**
 * Fanning a sent campaign out to its diners (issue 46), a batch of diners per transaction. Each batch stores one
 * recipient row per diner (the primary key (campaign, diner) makes a diner get it once), their notification (the
 * in-app list's, in their language) and one queued push per device, and moves the campaign's cursor past them
 * with a conditional UPDATE taken first: a second process on the same batch waits on that row, then finds the
 * cursor moved and rolls back, so no batch is fanned out twice and a crash resumes after the last committed one.
 * The chain's cap per diner is counted under a lock on the diners' rows, so two campaigns at once cannot both
 * pass it. Sending the queued pushes is the outbox's (server/push/notifications.ts).
 *
 * Why the project's own outbox, on PGlite and PostgreSQL alike, and not a kept job queue: graphile-worker 0.16.6 (the
 * last for Node 20; 0.18 and pg-boss 11/12 need Node 22) installs and runs here on PostgreSQL, but it cannot run on
 * PGlite (it needs a node-postgres pool, LISTEN/NOTIFY on a connection of its own and its own schema and functions;
 * embedded PGlite has no such server), and on PostgreSQL it fits two rules badly. Its jobs fall due by PostgreSQL's
 * now() (or Node's new Date()), not the server's clock (deps.now) that quiet hours, back-off and Retry-After are
 * held to and tested by; and a job whose process was killed stays locked for 4 hours (its resetLockedAt), where a
 * lease here lets the next process go on within a minute. Both could be bridged (a heartbeat per process and its
 * forceUnlockWorkers; due times kept in these rows, the queue only running what is due), which would keep this
 * outbox's rows and add a second mechanism beside them.
 */
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { CAMPAIGN_CAP_PER_DAY } from '../../src/api/contract';
import type { Database } from '../db/client';
import { campaignRecipients, campaigns, notifications, pushOutbox, users } from '../db/schema';
import { deliveryTime } from './quietHours';
import { segmentBatch } from './segments';
import { campaignText } from './texts';

export const FANOUT_BATCH = 500;
/** A process fanning out holds its campaign this long past each batch; a crashed one's is taken over after it. */
export const FANOUT_LEASE_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

type Campaign = typeof campaigns.$inferSelect;

/** Takes a campaign that is due (or whose fan-out stopped mid-way past its lease), or null. */
export async function claimDueCampaign(db: Database, now: number): Promise<Campaign | null> {
  const [claimed] = await db
    .update(campaigns)
    .set({ state: 'SENDING', leaseUntil: new Date(now + FANOUT_LEASE_MS) })
    .where(
      inArray(
        campaigns.id,
        db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(
            and(
              inArray(campaigns.state, ['SCHEDULED', 'SENDING']),
              or(isNull(campaigns.sendAt), sql`${campaigns.sendAt} <= ${new Date(now)}`),
              or(isNull(campaigns.leaseUntil), lt(campaigns.leaseUntil, new Date(now))),
            ),
          )
          .orderBy(campaigns.id)
          .limit(1)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  return claimed ?? null;
}

class BatchTaken extends Error {}

/**
 * One batch of the campaign's diners after its cursor: 'more' when there may be others, 'done' when none is left
 * (the campaign is SENT), 'taken' when another process moved the cursor first (this one stops).
 */
export async function fanOutBatch(db: Database, campaign: Campaign, now: number): Promise<{ result: 'more' | 'done' | 'taken'; cursor: number }> {
  const kind = campaign.kind === 'EVENT' ? 'EVENT' : 'OFFER';
  const cursor = campaign.fanoutCursor;
  try {
    return await db.transaction(async (tx) => {
      const batch = await segmentBatch(tx, kind, campaign.segment, now, cursor, FANOUT_BATCH);
      const last = batch.at(-1)?.userId;
      const [moved] = await tx
        .update(campaigns)
        .set(
          last === undefined
            ? { state: 'SENT', fannedOutAt: new Date(now), leaseUntil: null }
            : { fanoutCursor: last, leaseUntil: new Date(now + FANOUT_LEASE_MS) },
        )
        .where(and(eq(campaigns.id, campaign.id), eq(campaigns.fanoutCursor, cursor), eq(campaigns.state, 'SENDING')))
        .returning({ id: campaigns.id });
      if (!moved) throw new BatchTaken();
      if (last === undefined) return { result: 'done' as const, cursor };

      const ids = batch.map((r) => r.userId);
      // Held until the diners' rows are ours: another campaign counting the same diners waits for this one's rows.
      await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(users.id).for('update');
      const deliverAt = deliveryTime(now, campaign.urgent);
      const recent = await tx
        .select({ userId: campaignRecipients.userId, n: sql<number>`count(*)` })
        .from(campaignRecipients)
        .where(and(inArray(campaignRecipients.userId, ids), eq(campaignRecipients.state, 'QUEUED'), gt(campaignRecipients.deliverAt, new Date(deliverAt - DAY_MS))))
        .groupBy(campaignRecipients.userId);
      const countOf = new Map(recent.map((r) => [r.userId, Number(r.n)]));
      const rows = batch.map((r) => ({
        campaignId: campaign.id,
        userId: r.userId,
        state: (countOf.get(r.userId) ?? 0) >= CAMPAIGN_CAP_PER_DAY ? 'CAPPED' : 'QUEUED',
        held: deliverAt > now,
        locale: r.locale,
        devices: r.tokens.length,
        deliverAt: new Date(deliverAt),
      }));
      const fresh = await tx.insert(campaignRecipients).values(rows).onConflictDoNothing().returning({ userId: campaignRecipients.userId, state: campaignRecipients.state });
      const queued = new Set(fresh.filter((r) => r.state === 'QUEUED').map((r) => r.userId));
      const reached = batch.filter((r) => queued.has(r.userId));
      if (reached.length > 0) {
        const stored = await tx
          .insert(notifications)
          .values(
            reached.map((r) => ({
              userId: r.userId,
              kind,
              ...campaignText(campaign, r.locale),
              target: campaign.target,
              orderRefId: null,
              dedupeKey: `campaign-${campaign.id}`,
              createdAt: new Date(now),
              campaignId: campaign.id,
            })),
          )
          .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
          .returning({ id: notifications.id, userId: notifications.userId });
        const tokensOf = new Map(reached.map((r) => [r.userId, r.tokens]));
        const pushes = stored.flatMap((n) =>
          (tokensOf.get(n.userId) ?? []).map((fcmToken) => ({ notificationId: n.id, fcmToken, nextAttemptAt: new Date(deliverAt), createdAt: new Date(now), bulk: true })),
        );
        for (let i = 0; i < pushes.length; i += 1000) await tx.insert(pushOutbox).values(pushes.slice(i, i + 1000));
      }
      return { result: 'more' as const, cursor: last };
    });
  } catch (error) {
    if (error instanceof BatchTaken) return { result: 'taken', cursor };
    throw error;
  }
}

/** Fans out every due campaign, batch after batch, until none is due or `keepGoing` says stop. Returns diners reached. */
export async function fanOutDueCampaigns(db: Database, now: () => number, keepGoing: () => boolean = () => true): Promise<number> {
  let batches = 0;
  while (keepGoing()) {
    const campaign = await claimDueCampaign(db, now());
    if (!campaign) break;
    let current = campaign;
    while (keepGoing()) {
      const { result, cursor } = await fanOutBatch(db, current, now());
      if (result !== 'more') break;
      batches += 1;
      current = { ...current, fanoutCursor: cursor };
    }
  }
  return batches;
}
