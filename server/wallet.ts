/**
 * Wallet money and reward points. The balance is a column so that a debit is a single conditional UPDATE
 * (`balance = balance - x WHERE balance >= x`): two concurrent debits can never both pass a check that only
 * one of them can afford, and the balance can never go negative. Every change writes a ledger row; callers
 * run these inside the same transaction as the change they pay for, so a failure undoes both.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { users, walletTransactions } from './db/schema';
import { ApiError } from './http/envelope';
import { MSG } from '../src/config/messages';

export const WELCOME_CREDIT_PAISE = 500_00;
export const NOT_ENOUGH_POINTS = 'Not enough loyalty points';

export type WalletEntryKind = 'WELCOME_CREDIT' | 'ORDER_PAYMENT' | 'TIP' | 'REFUND';

/** The demo's ₹500 welcome credit, given once per customer (a unique index on the ledger enforces once). */
export async function grantWelcomeCredit(db: Database, userId: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(walletTransactions)
      .values({ userId, amountPaise: WELCOME_CREDIT_PAISE, kind: 'WELCOME_CREDIT', createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id });
    if (entry) {
      await tx.update(users).set({ walletBalancePaise: sql`${users.walletBalancePaise} + ${WELCOME_CREDIT_PAISE}` }).where(eq(users.id, userId));
    }
  });
}

/** Takes money from the wallet or throws the Low Balance error; call inside the transaction it pays for. */
export async function debitWallet(
  tx: Database,
  entry: { userId: number; amountPaise: number; kind: WalletEntryKind; orderId: number; now: number },
): Promise<void> {
  const [debited] = await tx
    .update(users)
    .set({ walletBalancePaise: sql`${users.walletBalancePaise} - ${entry.amountPaise}` })
    .where(and(eq(users.id, entry.userId), gte(users.walletBalancePaise, entry.amountPaise)))
    .returning({ id: users.id });
  if (!debited) throw new ApiError(422, MSG.lowBalance);
  await tx.insert(walletTransactions).values({
    userId: entry.userId,
    amountPaise: -entry.amountPaise,
    kind: entry.kind,
    orderId: entry.orderId,
    createdAt: new Date(entry.now),
  });
}

export async function creditWallet(
  tx: Database,
  entry: { userId: number; amountPaise: number; kind: WalletEntryKind; orderId: number; now: number },
): Promise<void> {
  await tx
    .update(users)
    .set({ walletBalancePaise: sql`${users.walletBalancePaise} + ${entry.amountPaise}` })
    .where(eq(users.id, entry.userId));
  const { now, ...row } = entry;
  await tx.insert(walletTransactions).values({ ...row, createdAt: new Date(now) });
}

/** Spends loyalty points (1 point = ₹1) or throws; same conditional-update rule as the wallet. */
export async function spendPoints(tx: Database, userId: number, points: number): Promise<void> {
  const [spent] = await tx
    .update(users)
    .set({ rewardPoints: sql`${users.rewardPoints} - ${points}` })
    .where(and(eq(users.id, userId), gte(users.rewardPoints, points)))
    .returning({ id: users.id });
  if (!spent) throw new ApiError(422, NOT_ENOUGH_POINTS);
}

export async function earnPoints(tx: Database, userId: number, points: number): Promise<void> {
  if (points <= 0) return;
  await tx.update(users).set({ rewardPoints: sql`${users.rewardPoints} + ${points}` }).where(eq(users.id, userId));
}
