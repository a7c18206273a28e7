/** Offers and rewards (issue 10, /offers): the loyalty points history, the points on their way, and scratch cards of the signed-in customer. */
import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PATHS, rewardTransactionListQuery, type PointsEntry, type PointsEntryPage, type PointsOnTheWay, type ScratchCard } from '../../src/api/contract';
import { orders, pointTransactions } from '../db/schema';
import { currentUser } from '../http/auth';
import { ok } from '../http/envelope';
import { sayTo, type Words } from '../http/say';
import { m } from '../messages';
import { offerWords } from '../messages/offers';
import { presentOnly } from '../http/query';
import type { AppEnv, Deps } from '../http/types';
import { parseWith } from '../http/validate';
import { settleEarnedPoints } from '../orders/earnedPoints';
import { listScratchCards, revealScratchCard } from '../rewardCards';
import type { PointsEntryKind } from '../wallet';
import { correctionWords } from './wallet';

const scratchCardIdParam = z.string().regex(/^[1-9]\d{0,8}$/, 'scratchCardId must be a positive whole number').transform(Number);

// Partial: a kind another part adds later reads sensibly through the fallback until it gets its own reason.
const REASONS: Partial<Record<PointsEntryKind, (order: string | null) => Words>> = {
  OPENING_BALANCE: () => ({ ref: offerWords.pointsOpeningBalance }),
  ORDER_EARNED: (order) => (order ? { ref: offerWords.earnedOnOrder, params: { order } } : { ref: offerWords.earnedOnAnOrder }),
  ORDER_PAYMENT: (order) => (order ? { ref: m.paidForOrder, params: { order } } : { ref: m.paidForAnOrder }),
  SCRATCH_CARD: () => ({ ref: m.scratchCardReward }),
  DEAL_PAYMENT: () => ({ ref: offerWords.pointsForDeal }),
  EVENT_PAYMENT: () => ({ ref: m.paidForTickets }),
  REFUND: (order) => (order ? { ref: m.refundForOrder, params: { order } } : { ref: offerWords.pointsRefund }),
  VOUCHER: () => ({ ref: offerWords.promoCodeRedeemed }),
  ORDER_CANCELLED: (order) => (order ? { ref: offerWords.takenBackOrder, params: { order } } : { ref: offerWords.takenBackAnOrder }),
};

/** The reason a customer reads for a points entry: words for the reader's language, or the kind itself. */
export function pointsReason(kind: string, orderRefId: string | null): Words | string {
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
        reason: sayTo(c.req.raw, entry.kind === 'CORRECTION' ? correctionWords(entry.reason) : pointsReason(entry.kind, orderRefId)),
        orderRefId,
        createdAt: entry.createdAt.getTime(),
      }),
    );
    return ok<PointsEntryPage>(c, { items, hasMore: rows.length > size });
  });

  // The points on their way to the balance; those handed over were credited as the request came in (../http/auth.ts).
  routes.get(PATHS.pointsOnTheWay, async (c) => ok<PointsOnTheWay[]>(c, (await settleEarnedPoints(db, currentUser(c).id, deps)).pending));

  routes.get(PATHS.scratchCardList, async (c) => ok<ScratchCard[]>(c, await listScratchCards(db, currentUser(c).id)));

  routes.post('/scratchTheCard/:scratchCardId', async (c) => {
    const user = currentUser(c);
    const cardId = parseWith(scratchCardIdParam, c.req.param('scratchCardId'));
    const card = await revealScratchCard(db, user.id, cardId, deps.now());
    return ok<ScratchCard>(c, card, { ref: offerWords.youWon, params: { reward: card.reward?.text ?? { ref: offerWords.aReward } } });
  });

  return routes;
}
