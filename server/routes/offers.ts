/** Offers and rewards (issue 10, /offers): the loyalty points history and scratch cards of the signed-in customer. */
import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PATHS, rewardTransactionListQuery, type PointsEntry, type PointsEntryPage, type ScratchCard } from '../../src/api/contract';
import { orders, pointTransactions } from '../db/schema';
import { currentUser } from '../http/auth';
import { ok } from '../http/envelope';
import { presentOnly } from '../http/query';
import type { AppEnv, Deps } from '../http/types';
import { parseWith } from '../http/validate';
import { listScratchCards, revealScratchCard } from '../rewardCards';
import type { PointsEntryKind } from '../wallet';

const scratchCardIdParam = z.string().regex(/^[1-9]\d{0,8}$/, 'scratchCardId must be a positive whole number').transform(Number);

// Partial: a kind another part adds later reads sensibly through the fallback until it gets its own reason.
const REASONS: Partial<Record<PointsEntryKind, (orderRefId: string | null) => string>> = {
  OPENING_BALANCE: () => 'Points earned before this history began',
  ORDER_EARNED: (ref) => (ref ? `Earned on order ${ref}` : 'Earned on an order'),
  ORDER_PAYMENT: (ref) => (ref ? `Paid for order ${ref}` : 'Paid for an order'),
  SCRATCH_CARD: () => 'Scratch card reward',
  DEAL_PAYMENT: () => 'Paid for a steal deal',
  EVENT_PAYMENT: () => 'Paid for event tickets',
  REFUND: (ref) => (ref ? `Refund for order ${ref}` : 'Refund'),
  VOUCHER: () => 'Promo code redeemed',
  ORDER_CANCELLED: (ref) => (ref ? `Taken back: order ${ref} was cancelled` : 'Taken back: an order was cancelled'),
};

/** The reason a customer reads for a points entry. */
export function pointsReason(kind: string, orderRefId: string | null): string {
  const reason = REASONS[kind as PointsEntryKind];
  return reason ? reason(orderRefId) : kind.charAt(0) + kind.slice(1).toLowerCase().replace(/_/g, ' ');
}

export function offerRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get(PATHS.rewardTransactionList, async (c) => {
    const user = currentUser(c);
    const { page, size } = parseWith(rewardTransactionListQuery, presentOnly(c.req.query()));
    const rows = await db
      .select({ entry: pointTransactions, orderRefId: orders.refId })
      .from(pointTransactions)
      .leftJoin(orders, eq(orders.id, pointTransactions.orderId))
      .where(eq(pointTransactions.userId, user.id))
      .orderBy(desc(pointTransactions.createdAt), desc(pointTransactions.id))
      .limit(size + 1)
      .offset((page - 1) * size);
    const items = rows.slice(0, size).map(
      ({ entry, orderRefId }): PointsEntry => ({
        recordId: entry.id,
        points: entry.points,
        kind: entry.kind,
        reason: pointsReason(entry.kind, orderRefId),
        orderRefId,
        createdAt: entry.createdAt.getTime(),
      }),
    );
    return ok<PointsEntryPage>(c, { items, hasMore: rows.length > size });
  });

  routes.get(PATHS.scratchCardList, async (c) => ok<ScratchCard[]>(c, await listScratchCards(db, currentUser(c).id)));

  routes.post('/scratchTheCard/:scratchCardId', async (c) => {
    const user = currentUser(c);
    const cardId = parseWith(scratchCardIdParam, c.req.param('scratchCardId'));
    const card = await revealScratchCard(db, user.id, cardId, deps.now());
    return ok<ScratchCard>(c, card, `You won ${card.reward?.text ?? 'a reward'}`);
  });

  return routes;
}
