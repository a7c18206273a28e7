/**
 * What each kind of provider payment does once the provider has decided. The payment machinery (request,
 * provider page, outcome applied exactly once, split with the wallet, refund when a success can no longer be
 * used) is shared; a purpose only says what paying means for its own records.
 */
import type { Order } from '../../src/api/contract';
import type { Database } from '../db/client';
import type { paymentTransactions } from '../db/schema';
import type { Deps } from '../http/types';
import type { WalletEntryKind } from '../wallet';

export type PaymentTxnRow = typeof paymentTransactions.$inferSelect;

/**
 * Who pays. Every payment still to be decided or applied has its diner: an erase keeps only a kept order's decided
 * and applied payments, naming no one (migration 0081, server/privacy/anonymiseOrders.ts), for refunds through them.
 */
export function payerOf(txn: Pick<PaymentTxnRow, 'id' | 'userId'>): number {
  if (txn.userId === null) throw new Error(`Payment ${txn.id} has no payer: its diner's account was erased`);
  return txn.userId;
}

export interface PaymentPurposeHandler {
  /** The ledger reason when the wallet pays part of it (split payment). */
  walletKind: WalletEntryKind;
  /** The provider page's line naming what is paid for, e.g. ['Order', 'GL-…'] or ['For', 'Wallet top-up']. */
  describe(db: Database, txn: PaymentTxnRow): Promise<[label: string, value: string]>;
  /**
   * Applies a success, inside the transaction that marks the payment applied (a savepoint: throwing or
   * answering false undoes everything it did). False when it can no longer be applied (already paid another
   * way, sold out meanwhile): the money then goes to the customer's wallet instead of being lost.
   */
  succeeded(tx: Database, txn: PaymentTxnRow, deps: Deps): Promise<boolean>;
  /** Releases what the request was holding (an order waiting for payment goes back to draft, seats, stock). */
  failed(tx: Database, txn: PaymentTxnRow, deps: Deps): Promise<void>;
  /** The food order updatePaymentRequest answers with; null for purposes that are not a food order. */
  order(db: Database, txn: PaymentTxnRow, deps: Deps): Promise<Order | null>;
}
