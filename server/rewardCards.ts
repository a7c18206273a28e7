/**
 * Reward cards, the spec's scratch cards (issue 10): earned by paid food orders, revealed once. The reward is
 * drawn on the server when the card is made and stays there until the card is scratched, so a client can
 * neither see nor choose it. Revealing is one conditional UPDATE (UNSCRATCHED -> REVEALED) in the transaction
 * that credits the reward with the ledger reference 'scratch-<id>': two devices scratching at once get the same
 * card back and the reward is credited once (the row lock decides, the ledger's unique reference is the second
 * guard).
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { ScratchCard, ScratchReward, ScratchRewardKind } from '../src/api/contract';
import { formatRupees } from '../src/lib/format';
import type { Database } from './db/client';
import { coupons, orders, scratchCards } from './db/schema';
import { ApiError } from './http/envelope';
import { offerWords } from './messages/offers';
import { toRupees } from './money';
import { creditWallet, earnPoints } from './wallet';

type ScratchCardRow = typeof scratchCards.$inferSelect;

/** The earning rule (README): a food order paid with money for ₹299 or more earns one card. */
export const SCRATCH_CARD_MIN_ORDER_PAISE = 299_00;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An unscratched card can be scratched for this long after it was earned. */
export const SCRATCH_CARD_DAYS = 30;
/** A revealed coupon can be used for this long. */
export const SCRATCH_COUPON_DAYS = 30;
/** The coupon reward: 15% off up to ₹150 on a bill of ₹299 or more, once. */
const COUPON_PERCENT = 15;
const COUPON_MAX_DISCOUNT_PAISE = 150_00;


export interface DrawnReward {
  rewardKind: ScratchRewardKind;
  rewardValue: number;
  couponCode: string | null;
}

// No 0/O or 1/I: the code is read off a screen and typed at checkout.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const personalCode = (): string =>
  `GL${COUPON_PERCENT}-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** 10-50 points (45 %), ₹20-₹100 in the wallet (40 %), or a personal 15 % off coupon (15 %). */
export function drawReward(): DrawnReward {
  const roll = randomInt(100);
  if (roll < 45) return { rewardKind: 'POINTS', rewardValue: 5 * randomInt(2, 11), couponCode: null };
  if (roll < 85) return { rewardKind: 'WALLET', rewardValue: 10_00 * randomInt(2, 11), couponCode: null };
  return { rewardKind: 'COUPON', rewardValue: COUPON_PERCENT, couponCode: personalCode() };
}

/**
 * Gives the order its card, in the transaction that marks it paid; at most once per order (unique orderId),
 * however many paths mark it paid. A bill under ₹299 earns none.
 */
export async function earnScratchCard(
  tx: Database,
  order: { id: number; userId: number | null; refId: string; grandTotalPaise: number },
  now: number,
): Promise<void> {
  // An erased diner's order (a cash order handed over after the erase) earns no one a card.
  if (order.grandTotalPaise < SCRATCH_CARD_MIN_ORDER_PAISE || order.userId === null) return;
  await tx
    .insert(scratchCards)
    .values({
      userId: order.userId,
      orderId: order.id,
      // The order's reference is shown beside it (orderRefId).
      title: 'For your order',
      ...drawReward(),
      createdAt: new Date(now),
      expiresAt: new Date(now + SCRATCH_CARD_DAYS * DAY_MS),
    })
    .onConflictDoNothing();
}

function rewardOf(row: ScratchCardRow): ScratchReward {
  const kind = row.rewardKind as ScratchRewardKind;
  if (kind === 'POINTS') return { kind, points: row.rewardValue, amount: 0, couponCode: null, text: `${row.rewardValue} loyalty points` };
  if (kind === 'WALLET') {
    const amount = toRupees(row.rewardValue);
    return { kind, points: 0, amount, couponCode: null, text: `${formatRupees(amount)} in your wallet` };
  }
  return { kind, points: 0, amount: 0, couponCode: row.couponCode, text: `${row.rewardValue}% off your next order` };
}

export function toScratchCard(row: ScratchCardRow, orderRefId: string | null): ScratchCard {
  const revealed = row.status === 'REVEALED';
  return {
    scratchCardId: row.id,
    status: revealed ? 'REVEALED' : 'UNSCRATCHED',
    title: row.title,
    orderRefId,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    revealedAt: row.revealedAt?.getTime() ?? null,
    // The reward stays on the server until the card is scratched.
    reward: revealed ? rewardOf(row) : null,
  };
}

/** The customer's cards, newest first. */
export async function listScratchCards(db: Database, userId: number): Promise<ScratchCard[]> {
  const rows = await db
    .select({ card: scratchCards, orderRefId: orders.refId })
    .from(scratchCards)
    .leftJoin(orders, eq(orders.id, scratchCards.orderId))
    .where(eq(scratchCards.userId, userId))
    .orderBy(desc(scratchCards.id));
  return rows.map((row) => toScratchCard(row.card, row.orderRefId));
}

/** Credits what the card holds, in the reveal's transaction; the reference makes each credit once-only. */
async function creditReward(tx: Database, card: ScratchCardRow, now: number): Promise<void> {
  const entry = { userId: card.userId, kind: 'SCRATCH_CARD' as const, orderId: card.orderId, reference: `scratch-${card.id}`, now };
  if (card.rewardKind === 'POINTS') {
    await earnPoints(tx, { ...entry, points: card.rewardValue });
  } else if (card.rewardKind === 'WALLET') {
    await creditWallet(tx, { ...entry, amountPaise: card.rewardValue });
  } else if (card.couponCode !== null) {
    await tx
      .insert(coupons)
      .values({
        code: card.couponCode,
        title: `${card.rewardValue}% off, from your scratch card`,
        description: `Your own code: ${card.rewardValue}% off up to ${formatRupees(toRupees(COUPON_MAX_DISCOUNT_PAISE))} on a bill of ${formatRupees(toRupees(SCRATCH_CARD_MIN_ORDER_PAISE))} or more, once.`,
        discountType: 'PERCENT',
        discountValue: card.rewardValue,
        maxDiscountPaise: COUPON_MAX_DISCOUNT_PAISE,
        minOrderPaise: SCRATCH_CARD_MIN_ORDER_PAISE,
        orderTypes: null,
        restaurantId: null,
        validFrom: new Date(now),
        validTo: new Date(now + SCRATCH_COUPON_DAYS * DAY_MS),
        maxUsesPerCustomer: 1,
        maxUsesTotal: 1,
      })
      .onConflictDoNothing();
  }
}

/**
 * Scratches the customer's card: the first call reveals it and credits the reward, every later or concurrent
 * call (another device) answers the same revealed card and credits nothing. Someone else's card is not found.
 */
export async function revealScratchCard(db: Database, userId: number, cardId: number, now: number): Promise<ScratchCard> {
  const row = await db.transaction(async (tx) => {
    const [revealed] = await tx
      .update(scratchCards)
      .set({ status: 'REVEALED', revealedAt: new Date(now) })
      .where(
        and(
          eq(scratchCards.id, cardId),
          eq(scratchCards.userId, userId),
          eq(scratchCards.status, 'UNSCRATCHED'),
          gt(scratchCards.expiresAt, new Date(now)),
        ),
      )
      .returning();
    if (revealed) {
      await creditReward(tx, revealed, now);
      return revealed;
    }
    const [card] = await tx
      .select()
      .from(scratchCards)
      .where(and(eq(scratchCards.id, cardId), eq(scratchCards.userId, userId)));
    if (!card) throw new ApiError(404, { ref: offerWords.scratchCardNotFound });
    if (card.status !== 'REVEALED') throw new ApiError(422, { ref: offerWords.scratchCardExpired });
    return card;
  });
  const [order] = row.orderId === null ? [] : await db.select({ refId: orders.refId }).from(orders).where(eq(orders.id, row.orderId));
  return toScratchCard(row, order?.refId ?? null);
}

/**
 * A coupon won on a scratch card belongs to its winner: a condition for queries on coupons that keeps out
 * codes won by anyone else (not listed for them, 'not valid' when they type it).
 */
export const notSomeoneElsesReward = (db: Database, userId: number): SQL =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(scratchCards)
      .where(and(eq(scratchCards.couponCode, coupons.code), ne(scratchCards.userId, userId))),
  );

/** The demo customer's three cards (seed.ts), one of each reward, so the demo shows every kind of reveal. */
const DEMO_CARDS: Array<{ title: string } & DrawnReward> = [
  { title: 'Welcome to Gold Leaf Rewards', rewardKind: 'POINTS', rewardValue: 50, couponCode: null },
  { title: 'Thank you for dining at Mohali Phase 8', rewardKind: 'WALLET', rewardValue: 100_00, couponCode: null },
  { title: 'Weekend brunch treat', rewardKind: 'COUPON', rewardValue: COUPON_PERCENT, couponCode: 'GL15-BRUNCH' },
];
const DEMO_CARD_DAYS = 365;

export async function seedDemoScratchCards(db: Database, userId: number, now: number): Promise<void> {
  await db.insert(scratchCards).values(
    DEMO_CARDS.map((card, i) => ({
      userId,
      ...card,
      // Oldest first, so the list (newest first) shows them in this order.
      createdAt: new Date(now - (DEMO_CARDS.length - i) * 60_000),
      expiresAt: new Date(now + DEMO_CARD_DAYS * DAY_MS),
    })),
  );
}
