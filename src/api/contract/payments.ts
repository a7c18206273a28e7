/** Payment methods, the wallet and loyalty points ledgers, and provider payments. */
import type { PAYMENT_PURPOSES } from '../endpoints';
import { pageQuery } from './fields';
import type { Page } from './fields';
import type { Order, PaymentMode, UpiApp } from './orders';

export interface PaymentMethod {
  paymentMode: PaymentMode;
  title: string;
  description: string;
  /** UPI only: false when the provider's page finds the diner's UPI app itself (no UPI id typed first). */
  asksUpiId?: boolean;
  /** UPI only: the apps the provider can open in one tap for this diner (UPI intent); absent when none. */
  upiApps?: UpiApp[];
  /** The chain's default way to pay this kind of order, chosen for a diner who has not paid before. */
  isDefault?: boolean;
}

export interface WalletBalance {
  walletBalance: number;
  rewardPoints: number;
}

/**
 * Points an order earned that reach the balance once its food is handed over (issue 34): delivered, collected,
 * served or its dine-in bill paid. getPointsOnTheWay answers one per order still on its way.
 */
export interface PointsOnTheWay {
  orderRefId: string;
  points: number;
}

/** One row of the wallet ledger as the customer sees it (getWalletTransactionListData). */
export interface WalletEntry {
  recordId: number;
  /** Rupees, signed: a credit is positive, a debit negative. */
  amount: number;
  kind: string;
  /** Human text per kind, e.g. 'Added through Card', 'Paid for order GL-…', 'Voucher GOLD100'. */
  reason: string;
  orderRefId: string | null;
  /** epoch ms */
  createdAt: number;
}

export type WalletEntryPage = Page<WalletEntry>;

/** getWalletTransactionListData's query. */
export const walletTransactionListQuery = pageQuery();

/** One row of the loyalty points ledger as the customer sees it (getRewardTransactionListData). */
export interface PointsEntry {
  recordId: number;
  /** Signed: earned points are positive, spent ones negative. */
  points: number;
  kind: string;
  /** Human text per kind, e.g. 'Earned on order GL-…', 'Scratch card reward'. */
  reason: string;
  orderRefId: string | null;
  /** epoch ms */
  createdAt: number;
}

export type PointsEntryPage = Page<PointsEntry>;

/** getRewardTransactionListData's query. */
export const rewardTransactionListQuery = pageQuery();

export interface PaymentRequest {
  paymentTransactionRefId: string;
  /** The provider page to send the customer to (the reference server's test-mode page). */
  redirectUrl: string;
  /**
   * Asked with a upiApp: what opens that app, for the diner only. The provider's `upi://pay?…` (the app then turns
   * it into the app's own link), or the test-mode page's stand-in for the app. Absent: the provider could not, and
   * redirectUrl is its page, which offers the UPI apps itself.
   */
  upiIntentUrl?: string;
}

/** What a provider payment is for (server/payments/purposes.ts). */
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export interface PaymentResult {
  status: 'SUCCESS' | 'FAILED' | 'PENDING';
  purpose: PaymentPurpose;
  /** The food order paid for (PLACE_ORDER, SETTLE_BILL); null for the other purposes. */
  order: Order | null;
  /** Where the app goes back to for the other purposes (the path the payment was started from). */
  returnTo: string | null;
  /**
   * A success the order could no longer use (a closure since, the wallet part spent meanwhile, the bill changed): the
   * money went to the wallet, and why, in the reader's language; null when the payment was used.
   */
  unused: { amount: number; why: string } | null;
}
