/**
 * The one ledger for wallet money and loyalty points. Balances are columns so that a debit is a single
 * conditional UPDATE (`balance = balance - x WHERE balance >= x`): two concurrent debits can never both pass
 * a check that only one of them can afford, and a balance never goes negative. Every change writes a ledger
 * row in the same transaction (callers run these inside the transaction of the change they pay for, so a
 * failure undoes both), and an entry with a reference is written at most once per kind: the ledger row is
 * inserted first, and a duplicate makes the whole change a no-op. server/ledgerCheck.ts proves the sums.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { pointTransactions, users, walletTransactions } from './db/schema';
import { ApiError } from './http/envelope';
import type { Words } from './http/say';
import { paymentWords } from './messages/payments';
import { MSG } from '../src/config/messages';

export const WELCOME_CREDIT_PAISE = 500_00;
export const NOT_ENOUGH_POINTS: Words = { ref: paymentWords.notEnoughPoints };

/** Why wallet money moved; the history shows each as its reason. */
export type WalletEntryKind =
  | 'WELCOME_CREDIT'
  | 'ORDER_PAYMENT'
  | 'TIP'
  | 'REFUND'
  | 'TOP_UP'
  | 'VOUCHER'
  | 'SCRATCH_CARD'
  | 'GIFT_CODE'
  | 'DEAL_PAYMENT'
  | 'EVENT_PAYMENT'
  /** Support's correction, with its reason (server/staff/corrections.ts). */
  | 'CORRECTION';

/** Why loyalty points moved. OPENING_BALANCE: points earned before the ledger existed (migration 0009). */
export type PointsEntryKind =
  | 'OPENING_BALANCE'
  | 'ORDER_EARNED'
  | 'ORDER_PAYMENT'
  | 'VOUCHER'
  | 'SCRATCH_CARD'
  | 'DEAL_PAYMENT'
  | 'EVENT_PAYMENT'
  | 'REFUND'
  /** The points an order earned, taken back when its outlet refused it. */
  | 'ORDER_CANCELLED'
  | 'CORRECTION';

interface Entry<K> {
  userId: number;
  kind: K;
  /** The food order it belongs to, when there is one (the history links to it). */
  orderId?: number | null;
  /** Makes the entry once-only for its kind: a second entry with the same kind and reference is a no-op. */
  reference?: string | null;
  /** A CORRECTION's reason, as the diner reads it. */
  reason?: string | null;
  now: number;
}
export type WalletEntry = Entry<WalletEntryKind> & { amountPaise: number };
export type PointsEntry = Entry<PointsEntryKind> & { points: number };

/** Writes the ledger row; false when this kind and reference has been written before (nothing changes then). */
async function writeWalletRow(tx: Database, entry: WalletEntry, signedPaise: number): Promise<boolean> {
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      userId: entry.userId,
      amountPaise: signedPaise,
      kind: entry.kind,
      orderId: entry.orderId ?? null,
      reference: entry.reference ?? null,
      reason: entry.reason ?? null,
      createdAt: new Date(entry.now),
    })
    .onConflictDoNothing()
    .returning({ id: walletTransactions.id });
  return row !== undefined;
}

async function writePointsRow(tx: Database, entry: PointsEntry, signedPoints: number): Promise<boolean> {
  const [row] = await tx
    .insert(pointTransactions)
    .values({
      userId: entry.userId,
      points: signedPoints,
      kind: entry.kind,
      orderId: entry.orderId ?? null,
      reference: entry.reference ?? null,
      reason: entry.reason ?? null,
      createdAt: new Date(entry.now),
    })
    .onConflictDoNothing()
    .returning({ id: pointTransactions.id });
  return row !== undefined;
}

/** The demo's ₹500 welcome credit, given once per customer (a unique index on the ledger enforces once). */
export async function grantWelcomeCredit(db: Database, userId: number, now: number): Promise<void> {
  await db.transaction((tx) => creditWallet(tx, { userId, amountPaise: WELCOME_CREDIT_PAISE, kind: 'WELCOME_CREDIT', now }));
}

/** Adds money; false (and nothing changes) when this kind and reference was credited before. */
export async function creditWallet(tx: Database, entry: WalletEntry): Promise<boolean> {
  if (entry.amountPaise <= 0) throw new Error(`A wallet credit must be positive, got ${entry.amountPaise}`);
  if (!(await writeWalletRow(tx, entry, entry.amountPaise))) return false;
  await tx
    .update(users)
    .set({ walletBalancePaise: sql`${users.walletBalancePaise} + ${entry.amountPaise}` })
    .where(eq(users.id, entry.userId));
  return true;
}

/**
 * Takes money from the wallet or throws the Low Balance error (the caller's transaction then rolls back the
 * ledger row too); false when this kind and reference was debited before.
 */
export async function debitWallet(tx: Database, entry: WalletEntry): Promise<boolean> {
  if (entry.amountPaise <= 0) throw new Error(`A wallet debit must be positive, got ${entry.amountPaise}`);
  if (!(await writeWalletRow(tx, entry, -entry.amountPaise))) return false;
  const [debited] = await tx
    .update(users)
    .set({ walletBalancePaise: sql`${users.walletBalancePaise} - ${entry.amountPaise}` })
    .where(and(eq(users.id, entry.userId), gte(users.walletBalancePaise, entry.amountPaise)))
    .returning({ id: users.id });
  if (!debited) throw new ApiError(422, MSG.lowBalance);
  return true;
}

/** Spends loyalty points (1 point = ₹1) or throws; same conditional-update rule as the wallet. */
export async function spendPoints(tx: Database, entry: PointsEntry): Promise<boolean> {
  if (entry.points <= 0) throw new Error(`Points spent must be positive, got ${entry.points}`);
  if (!(await writePointsRow(tx, entry, -entry.points))) return false;
  const [spent] = await tx
    .update(users)
    .set({ rewardPoints: sql`${users.rewardPoints} - ${entry.points}` })
    .where(and(eq(users.id, entry.userId), gte(users.rewardPoints, entry.points)))
    .returning({ id: users.id });
  if (!spent) throw new ApiError(422, NOT_ENOUGH_POINTS);
  return true;
}

/** Adds points; zero points is a no-op (a tiny order earns none); false when the reference was used before. */
export async function earnPoints(tx: Database, entry: PointsEntry): Promise<boolean> {
  if (entry.points < 0) throw new Error(`Points earned must not be negative, got ${entry.points}`);
  if (entry.points === 0) return false;
  if (!(await writePointsRow(tx, entry, entry.points))) return false;
  await tx.update(users).set({ rewardPoints: sql`${users.rewardPoints} + ${entry.points}` }).where(eq(users.id, entry.userId));
  return true;
}
