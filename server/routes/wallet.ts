/**
 * The wallet screen's calls (issue 10): the wallet history, and promo / voucher codes. Top-ups go through the
 * payments routes (generatePaymentRequest); the balance is getRewardPointAndWalletBalance there too.
 */
import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import {
  PATHS,
  redeemVoucherRequest,
  walletTransactionListQuery,
  type PaymentMode,
  type RedeemedVoucher,
  type WalletEntry,
  type WalletEntryPage,
} from '../../src/api/contract';
import { orders, paymentTransactions, walletTransactions } from '../db/schema';
import { currentUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { presentOnly } from '../http/query';
import { sayTo, type Words } from '../http/say';
import { m } from '../messages';
import type { AppEnv, Deps } from '../http/types';
import { parseWith, readJsonBody } from '../http/validate';
import { toRupees } from '../money';
import { VOUCHER_MESSAGES, redeemedVouchers, redeemVoucher, voucherCodeOf } from '../vouchers';
import { limitWrongGuesses } from '../guessLimits';
import { clientAddress } from '../http/clientAddress';
import type { WalletEntryKind } from '../wallet';

/** How a top-up was paid, as the history says it ('Added through Card'). */
const TOP_UP_SOURCE: Partial<Record<PaymentMode, string>> = { UPI: 'UPI', ONLINE: 'Online Payments', CARD: 'Card', WALLET_APP: 'Wallet app' };

interface HistoryRow {
  kind: string;
  reason: string | null;
  reference: string | null;
  orderRefId: string | null;
  topUpMode: string | null;
}

/** Support's correction, in the diner's words: why, when support said (server/staff/corrections.ts). */
export function correctionWords(reason: string | null): Words {
  const ref = reason ? m[`correction${reason}` as keyof typeof m] : undefined;
  return { ref: ref ?? m.correction };
}

/** The human reason for a ledger row: what the customer recognises, with the order or code it was for. */
function reasonFor(row: HistoryRow, userId: number): Words | string {
  const order = row.orderRefId;
  switch (row.kind as WalletEntryKind) {
    case 'WELCOME_CREDIT':
      return { ref: m.welcomeCredit };
    case 'TOP_UP': {
      const source = TOP_UP_SOURCE[row.topUpMode as PaymentMode];
      return source ? { ref: m.addedThrough, params: { source } } : { ref: m.addedOnline };
    }
    case 'ORDER_PAYMENT':
      return order ? { ref: m.paidForOrder, params: { order } } : { ref: m.paidForAnOrder };
    case 'TIP':
      return order ? { ref: m.tipForOrder, params: { order } } : { ref: m.tip };
    case 'REFUND':
      return order ? { ref: m.refundForOrder, params: { order } } : { ref: m.refundUnused };
    case 'VOUCHER': {
      const code = voucherCodeOf(row.reference, userId);
      return code ? { ref: m.voucherCode, params: { code } } : { ref: m.voucher };
    }
    case 'SCRATCH_CARD':
      return { ref: m.scratchCardReward };
    case 'GIFT_CODE':
      return { ref: m.giftCode };
    case 'DEAL_PAYMENT':
      return { ref: m.paidForDeal };
    case 'EVENT_PAYMENT':
      return { ref: m.paidForTickets };
    case 'CORRECTION':
      return correctionWords(row.reason);
    default:
      return row.kind;
  }
}

export function walletRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get(PATHS.walletTransactionList, async (c) => {
    const user = currentUser(c);
    const { page, size } = parseWith(walletTransactionListQuery, presentOnly(c.req.query()));
    const rows = await db
      .select({
        id: walletTransactions.id,
        amountPaise: walletTransactions.amountPaise,
        kind: walletTransactions.kind,
        reference: walletTransactions.reference,
        reason: walletTransactions.reason,
        createdAt: walletTransactions.createdAt,
        orderRefId: orders.refId,
        topUpMode: paymentTransactions.paymentMode,
      })
      .from(walletTransactions)
      .leftJoin(orders, eq(orders.id, walletTransactions.orderId))
      // A top-up's reference is its payment transaction: that says how it was paid.
      .leftJoin(paymentTransactions, and(eq(walletTransactions.kind, 'TOP_UP'), eq(paymentTransactions.id, walletTransactions.reference)))
      .where(eq(walletTransactions.userId, user.id))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(size + 1)
      .offset((page - 1) * size);
    const items = rows.slice(0, size).map(
      (row): WalletEntry => ({
        recordId: row.id,
        amount: toRupees(row.amountPaise),
        kind: row.kind,
        reason: sayTo(c.req.raw, reasonFor(row, user.id)),
        orderRefId: row.orderRefId,
        createdAt: row.createdAt.getTime(),
      }),
    );
    return ok<WalletEntryPage>(c, { items, hasMore: rows.length > size });
  });

  routes.post(PATHS.redeemVoucher, async (c) => {
    const user = currentUser(c);
    const { voucherCode } = await readJsonBody(c, redeemVoucherRequest);
    const now = deps.now();
    const redeemed = await limitWrongGuesses(
      db,
      deps.guessLimits,
      'voucher',
      { customerId: user.id, clientAddress: clientAddress(c) },
      now,
      () => redeemVoucher(db, user.id, voucherCode, now),
      (error) => error instanceof ApiError && error.message === VOUCHER_MESSAGES.invalid,
    );
    // The success constant, in English for every reader (no words given): the app's success dialog shows its green
    // tick for exactly this message (SPEC 4), and says "Success" in the reader's language itself.
    return ok<RedeemedVoucher>(c, redeemed);
  });

  routes.get(PATHS.redeemedVoucherList, async (c) => {
    const user = currentUser(c);
    return ok<RedeemedVoucher[]>(c, await redeemedVouchers(db, user.id));
  });

  return routes;
}
