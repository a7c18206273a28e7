/**
 * Refunds above the owner's limit (issue 47): support's ask waits in support_refunds until someone with the finance
 * role who did not ask approves (it is paid then, through the same giveSupportBack as any credit) or declines it
 * (the dishes it kept, if chosen by dish, are then left to give back again).
 * The decision is one conditional UPDATE from WAITING: of two approvers pressing at once, on any number of processes,
 * one moves it and pays, the other is told it is decided; the payment's reference is the request's own besides, so
 * the ledger could not take it twice either. The decision and its audit row commit with the money.
 */
import { and, desc, eq, ne, or, isNull, count } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SupportReason, SupportRefundView, SupportSettings } from '../../src/api/contract/support';
import { orders, restaurants, staff, supportRefunds, supportSettings, type SupportRefundRow, type SupportRefundState } from '../db/schema';
import type { Database } from '../db/client';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { toPaise, toRupees } from '../money';
import { sendRefundsOf } from '../orderLedger/providerRefunds';
import { recordAudit, type Actor } from './audit';
import { giveSupportBack, releaseLines } from './orderCredit';

export const noSuchRefund = (id: number) => `No refund request ${id}`;
export const ASKER_CANNOT_DECIDE = 'You asked for this refund: someone else in finance decides it';
export const decidedAlready = (state: SupportRefundState) => `This refund was ${state === 'APPROVED' ? 'approved' : 'declined'} already`;
export const STALE_SETTINGS = 'The limit changed since you opened it: reload and try again';

const asker = alias(staff, 'asker');
const decider = alias(staff, 'decider');

/** Refunds as finance reads them, newest first; `orderId` narrows to one order's. */
export async function listRefunds(db: Database, filter: { state?: SupportRefundState; orderId?: number; page: number; perPage: number }): Promise<{ items: SupportRefundView[]; total: number }> {
  const where = and(filter.state ? eq(supportRefunds.state, filter.state) : undefined, filter.orderId === undefined ? undefined : eq(supportRefunds.orderId, filter.orderId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: supportRefunds, refId: orders.refId, outletTitle: restaurants.title, askedBy: asker.name, decidedBy: decider.name })
      .from(supportRefunds)
      .innerJoin(orders, eq(orders.id, supportRefunds.orderId))
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .leftJoin(asker, eq(asker.id, supportRefunds.askedBy))
      .leftJoin(decider, eq(decider.id, supportRefunds.decidedBy))
      .where(where)
      .orderBy(desc(supportRefunds.askedAt), desc(supportRefunds.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(supportRefunds).where(where),
  ]);
  return {
    total: total?.total ?? 0,
    items: rows.map(({ row, refId, outletTitle, askedBy, decidedBy }) => ({
      id: row.id,
      orderRefId: refId,
      outletTitle,
      amount: toRupees(row.amountPaise),
      to: row.ask.to,
      why: row.ask.reason as SupportReason,
      note: row.ask.note,
      state: row.state,
      askedBy,
      askedAt: row.askedAt.getTime(),
      decidedBy,
      decidedAt: row.decidedAt?.getTime() ?? null,
    })),
  };
}

/**
 * Finance decides a waiting refund. The asker is refused; a refund decided already (by a second approver a moment
 * before) is refused with what happened; an approval pays it, all of it or none, and rolls back if the order has no
 * room left now (a cancel since), leaving it WAITING to decline.
 */
export async function decideRefund(deps: Deps, actor: Actor, id: number, approve: boolean): Promise<{ state: SupportRefundState; given: number }> {
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(supportRefunds)
      .set({ state: approve ? 'APPROVED' : 'DECLINED', decidedBy: actor.staffId, decidedAt: new Date(now) })
      .where(and(eq(supportRefunds.id, id), eq(supportRefunds.state, 'WAITING'), or(isNull(supportRefunds.askedBy), ne(supportRefunds.askedBy, actor.staffId ?? 0))))
      .returning();
    if (!moved) throw await whyNotMoved(tx, actor, id);
    const [order] = await tx.select().from(orders).where(eq(orders.id, moved.orderId)).for('update');
    if (!order) throw new ApiError(404, noSuchRefund(id));
    const given = approve
      ? await giveSupportBack(tx, order, { to: moved.ask.to, paise: moved.amountPaise, why: moved.ask.reason, note: moved.ask.note, taxPaise: moved.ask.taxPaise }, `support-request-${moved.id}`, moved.askedBy, now)
      : { givenPaise: 0, leftPaise: 0 };
    // Declined: the dishes it kept are left to give back again (in the same transaction as the decision).
    if (!approve) await releaseLines(tx, order.id, moved.ask.lines);
    await recordAudit(
      tx,
      actor,
      {
        action: approve ? 'refund-approved' : 'refund-declined',
        entity: 'order',
        entityId: order.refId,
        outletId: order.restaurantId,
        before: { requestId: id, state: 'WAITING' },
        after: { requestId: id, state: moved.state, amount: toRupees(moved.amountPaise), to: moved.ask.to, given: toRupees(given.givenPaise) },
      },
      now,
    );
    return { row: moved, given: toRupees(given.givenPaise) };
  });
  if (approve && done.row.ask.to === 'SOURCE') await sendRefundsOf(deps, done.row.orderId);
  return { state: done.row.state, given: done.given };
}

async function whyNotMoved(tx: Database, actor: Actor, id: number): Promise<ApiError> {
  const [row]: SupportRefundRow[] = await tx.select().from(supportRefunds).where(eq(supportRefunds.id, id));
  if (!row) return new ApiError(404, noSuchRefund(id));
  if (row.state !== 'WAITING') return new ApiError(409, decidedAlready(row.state));
  if (row.askedBy !== null && row.askedBy === actor.staffId) return new ApiError(403, ASKER_CANNOT_DECIDE);
  return new ApiError(409, decidedAlready(row.state));
}

export async function readSupportSettings(db: Database): Promise<SupportSettings> {
  const [row] = await db.select().from(supportSettings).where(eq(supportSettings.id, 1));
  return { approvalAbove: row?.approvalAbovePaise == null ? null : toRupees(row.approvalAbovePaise), version: row?.version ?? 1 };
}

/** The owner sets the limit, against the version they read (a second owner's change is not overwritten), audited. */
export async function saveSupportSettings(deps: Deps, actor: Actor, request: { approvalAbove: number | null; version: number }): Promise<SupportSettings> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx.insert(supportSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx.select().from(supportSettings).where(eq(supportSettings.id, 1)).for('update');
    if (!before || before.version !== request.version) throw new ApiError(409, STALE_SETTINGS);
    const approvalAbovePaise = request.approvalAbove === null ? null : toPaise(request.approvalAbove);
    const [after] = await tx.update(supportSettings).set({ approvalAbovePaise, version: before.version + 1 }).where(eq(supportSettings.id, 1)).returning();
    if (!after) throw new Error('support settings not saved');
    const rupees = (paise: number | null) => (paise === null ? null : toRupees(paise));
    await recordAudit(tx, actor, { action: 'update', entity: 'support-settings', entityId: '1', before: { approvalAbove: rupees(before.approvalAbovePaise) }, after: { approvalAbove: rupees(after.approvalAbovePaise) } }, now);
    return { approvalAbove: rupees(after.approvalAbovePaise), version: after.version };
  });
}
