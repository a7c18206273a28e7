/**
 * Paying: the payment methods per order type, wallet and points, placing an order with a mode that settles
 * at once, tips, postpaid dine-in bills, and payment requests that go through the provider page.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { and, count, eq } from 'drizzle-orm';
import {
  CHECKOUT_PATHS,
  PATHS,
  completePostPaidOrderRequest,
  generatePaymentRequest,
  payTipRequest,
  usePointsRequest,
  placeOrderRequest,
  setLastPaymentModeRequest,
  topUpRequest,
  type Order,
  type PaymentMethod,
  type PaymentMode,
  type PaymentPurpose,
  type PaymentRequest,
  type PaymentResult,
  type UpiApp,
  type WalletBalance,
} from '../../src/api/contract';
import { orderLedger, orders, paymentTransactions, users, walletTransactions } from '../db/schema';
import { paidInPoints, recordPaid } from '../orderLedger/paid';
import { currentUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { orderRefParam, orderTypeParam, txnIdParam } from '../http/params';
import type { AppEnv, Deps, UserRow } from '../http/types';
import { readJsonBody } from '../http/validate';
import { toPaise, toRupees } from '../money';
import { assertOutletOpen, markBillPaid, placeOrThrow, supersedePendingPayments } from '../orders/place';
import { applyPaymentOutcome } from '../payments/outcome';
import { closureRefusal } from '../orders/paymentPurposes';
import { askProvider } from '../payments/settle';
import { purposeOf } from '../payments/purposes';
import { ALREADY_PLACED, effectiveStatus, findOwnOrder, isUnplaced, repriceDraft, requireDraft, toDraftAnswer, toOrder, type OrderRow } from '../orders/store';
import { debitWallet, NOT_ENOUGH_POINTS, spendPoints } from '../wallet';
import { pointsToPay } from '../pricing';
import { sessionOfRound } from '../tables/bill';
import { tableWords } from '../messages/tables';
import { MSG } from '../../src/config/messages';
import type { MessageRef } from '../../src/i18n';
import { sayTo, type Words } from '../http/say';
import { formatRupees } from '../../src/lib/format';
import { paymentWords } from '../messages/payments';
import { requireUpiAppOrId, type UpiIntentRequest } from '../payments/provider';
import { methodsFor } from '../payments/methods';

/** Modes that settle at once, and the one order type each is limited to. */
const ONLY_FOR: Partial<Record<PaymentMode, { orderType: string; refusal: MessageRef }>> = {
  CASH_ON_DELIVERY: { orderType: 'HomeDelivery', refusal: paymentWords.cashOnDeliveryOnly },
  PAY_AT_STORE: { orderType: 'TakeAway', refusal: paymentWords.payAtStoreOnly },
  CASH: { orderType: 'DineIn', refusal: paymentWords.cashOnly },
};

/**
 * A UPI payment in the app the diner tapped, with what the provider asks of the payer and of their browser (the
 * address as this server sees it, under TRUST_PROXY); nothing for any other payment.
 */
function upiIntentOf(c: Context<AppEnv>, user: UserRow, upiApp: UpiApp | undefined): UpiIntentRequest | undefined {
  if (upiApp === undefined) return undefined;
  return {
    app: upiApp,
    payer: { mobile: user.mobile, email: user.email, ip: c.get('clientAddress'), userAgent: c.req.header('User-Agent') ?? '', referer: c.req.header('Referer') ?? null },
  };
}

export function paymentRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/getPaymentGatewayList/:orderType', (c) => {
    const orderType = orderTypeParam(c.req.param('orderType'));
    return ok<PaymentMethod[]>(c, methodsFor(orderType, deps.payments, currentUser(c), deps.defaultPaymentModes));
  });

  routes.post(PATHS.setLastPaymentMode, async (c) => {
    const user = currentUser(c);
    const { paymentMode } = await readJsonBody(c, setLastPaymentModeRequest);
    await db.update(users).set({ lastPaymentMode: paymentMode }).where(eq(users.id, user.id));
    return ok<PaymentMode>(c, paymentMode);
  });

  routes.get(PATHS.lastPaymentMode, (c) => ok<PaymentMode | null>(c, currentUser(c).lastPaymentMode as PaymentMode | null));

  routes.get(PATHS.walletBalance, (c) => {
    const user = currentUser(c);
    return ok<WalletBalance>(c, { walletBalance: toRupees(user.walletBalancePaise), rewardPoints: user.rewardPoints });
  });

  routes.post('/placeOrder/:orderRefId', async (c) => {
    const user = currentUser(c);
    const refId = orderRefParam(c.req.param('orderRefId'));
    const { paymentMode } = await readJsonBody(c, placeOrderRequest);
    const now = deps.now();
    const order = await db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, refId, true);
      if (!isUnplaced(row)) throw new ApiError(422, ALREADY_PLACED);
      const only = ONLY_FOR[paymentMode];
      if (only && only.orderType !== row.orderType) throw new ApiError(422, { ref: only.refusal });
      if (paymentMode === 'CASH_ON_DELIVERY') return placeOrThrow(tx, row, { paymentMode, paymentStatus: 'UNPAID' }, deps);
      if (paymentMode === 'PAY_AT_STORE') return placeOrThrow(tx, row, { paymentMode, paymentStatus: 'PAY_AT_RESTAURANT' }, deps);
      if (paymentMode === 'CASH') return placeOrThrow(tx, row, { paymentMode, paymentStatus: 'POSTPAID' }, deps);
      const placed = await placeOrThrow(tx, row, { paymentMode, paymentStatus: 'PAID' }, deps);
      if (paymentMode === 'WALLET') {
        await debitWallet(tx, { userId: user.id, amountPaise: row.grandTotalPaise, kind: 'ORDER_PAYMENT', orderId: row.id, now });
        await recordPaid(tx, { orderId: row.id, userId: user.id, means: 'WALLET', paymentMode, amountPaise: row.grandTotalPaise, cause: 'ORDER', reference: `order-${row.id}-wallet`, at: now });
      } else {
        const points = pointsToPay(row.grandTotalPaise);
        await spendPoints(tx, { userId: user.id, points, kind: 'ORDER_PAYMENT', orderId: row.id, now });
        await recordPaid(tx, paidInPoints(row.id, user.id, points, `order-${row.id}-points`, now));
      }
      return placed;
    });
    return ok<Order>(c, await toOrder(db, order, deps), 'Order Placed');
  });

  routes.post('/payAtRestaurant/:orderRefId', async (c) => {
    const user = currentUser(c);
    const refId = orderRefParam(c.req.param('orderRefId'));
    const order = await db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, refId, true);
      if (!isUnplaced(row)) throw new ApiError(422, ALREADY_PLACED);
      if (row.orderType === 'HomeDelivery') throw new ApiError(422, { ref: paymentWords.payAtRestaurantOnly });
      const paymentMode: PaymentMode = row.orderType === 'TakeAway' ? 'PAY_AT_STORE' : 'CASH';
      return placeOrThrow(tx, row, { paymentMode, paymentStatus: 'PAY_AT_RESTAURANT' }, deps);
    });
    return ok<Order>(c, await toOrder(db, order, deps), 'Order Placed');
  });

  routes.post('/completePostPaidOrder/:orderRefId', async (c) => {
    const user = currentUser(c);
    const refId = orderRefParam(c.req.param('orderRefId'));
    const { paidByWallet } = await readJsonBody(c, completePostPaidOrderRequest);
    const now = deps.now();
    const order = await db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, refId, true);
      if (row.paymentStatus !== 'POSTPAID') {
        throw new ApiError(422, { ref: row.paymentStatus === 'PAID' ? paymentWords.billAlreadyPaid : paymentWords.noBillToSettle });
      }
      if ((await sessionOfRound(tx, row.id)) !== null) throw new ApiError(422, { ref: tableWords.payAtTheTable });
      if (!paidByWallet) throw new ApiError(422, { ref: paymentWords.payAtCounter });
      const paid = await markBillPaid(tx, row, 'WALLET', now);
      if (!paid) throw new ApiError(422, { ref: paymentWords.billAlreadyPaid });
      await debitWallet(tx, { userId: user.id, amountPaise: row.grandTotalPaise, kind: 'ORDER_PAYMENT', orderId: row.id, now });
      await recordPaid(tx, { orderId: row.id, userId: user.id, means: 'WALLET', paymentMode: 'WALLET', amountPaise: row.grandTotalPaise, cause: 'BILL', reference: `bill-${row.id}-wallet`, at: now });
      await supersedePendingPayments(tx, row.id, now);
      return paid;
    });
    return ok<Order>(c, await toOrder(db, order, deps), { ref: paymentWords.billPaid });
  });

  routes.post(CHECKOUT_PATHS.usePoints, async (c) => {
    const user = currentUser(c);
    const { orderRefId, usePoints } = await readJsonBody(c, usePointsRequest);
    const repriced = await db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, orderRefId, true);
      requireDraft(row);
      return repriceDraft(tx, row, { usePoints }, deps.now());
    });
    const order = repriced.order;
    const message: Words = !usePoints
      ? { ref: paymentWords.pointsRemoved }
      : order.pointsUsed > 0
        ? { ref: paymentWords.pointsApplied, params: { points: order.pointsUsed } }
        : { ref: paymentWords.noPointsToUse };
    return ok<Order>(c, await toDraftAnswer(db, repriced, deps, c.req.raw), message);
  });

  routes.post(PATHS.payTip, async (c) => {
    const user = currentUser(c);
    const { orderRefId, tipAmount } = await readJsonBody(c, payTipRequest);
    const tipPaise = toPaise(tipAmount);
    const now = deps.now();
    const tipped = await db.transaction(async (tx): Promise<{ order: OrderRow; couponDropped: Words | null }> => {
      const row = await findOwnOrder(tx, user.id, orderRefId, true);
      // On a draft the tip is part of the bill (0 takes it off again); afterwards it is paid from the wallet.
      if (isUnplaced(row)) {
        requireDraft(row);
        return repriceDraft(tx, row, { tipPaise }, now);
      }
      if (tipPaise === 0) throw new ApiError(422, MSG.selectTip);
      if (effectiveStatus(row, deps) === 'CANCELLED') throw new ApiError(422, { ref: paymentWords.tipOncePlaced });
      await debitWallet(tx, { userId: user.id, amountPaise: tipPaise, kind: 'TIP', orderId: row.id, now });
      // Numbered by the tips before it (the order's row is locked): each tip is its own row of money in.
      const tips = await tx.select({ n: count() }).from(orderLedger).where(and(eq(orderLedger.orderId, row.id), eq(orderLedger.cause, 'TIP')));
      await recordPaid(tx, { orderId: row.id, userId: user.id, means: 'WALLET', paymentMode: 'WALLET', amountPaise: tipPaise, cause: 'TIP', reference: `tip-${row.id}-${(tips[0]?.n ?? 0) + 1}`, at: now });
      const [updated] = await tx
        .update(orders)
        .set({ tipPaidAfterPaise: row.tipPaidAfterPaise + tipPaise, updatedAt: new Date(now) })
        .where(eq(orders.id, row.id))
        .returning();
      if (!updated) throw new Error(`Order ${row.refId} vanished while tipping`);
      return { order: updated, couponDropped: null };
    });
    return ok<Order>(c, await toDraftAnswer(db, tipped, deps, c.req.raw), tipped.couponDropped ?? { ref: tipPaise === 0 ? paymentWords.tipRemoved : paymentWords.thanksForTip });
  });

  routes.post(PATHS.generatePaymentRequestWithOrder, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, generatePaymentRequest);
    requireUpiAppOrId(deps.payments, request, user);
    const walletPartPaise = toPaise(request.payableUsingWallet ?? 0);
    const now = deps.now();
    // 128 random bits: the provider page has no sign-in, so knowing the id is what authorises seeing it.
    const txnId = randomBytes(16).toString('base64url');
    await db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, request.orderRefId, true);
      let purpose: 'PLACE_ORDER' | 'SETTLE_BILL';
      if (isUnplaced(row)) {
        // Refused before the customer pays: money taken for an order a closed outlet cannot cook helps nobody.
        await assertOutletOpen(tx, row, deps);
        purpose = 'PLACE_ORDER';
        await tx.update(orders).set({ status: 'PAYMENT_PENDING', updatedAt: new Date(now) }).where(eq(orders.id, row.id));
      } else if (row.orderType === 'DineIn' && row.paymentStatus === 'POSTPAID') {
        // A round of a table's bill is paid in parts at the table, never as a whole here too.
        if ((await sessionOfRound(tx, row.id)) !== null) throw new ApiError(422, { ref: tableWords.payAtTheTable });
        purpose = 'SETTLE_BILL';
      } else {
        throw new ApiError(422, row.paymentStatus === 'PAID' ? { ref: paymentWords.orderAlreadyPaid } : ALREADY_PLACED);
      }
      // Split: the wallet's part is checked now and taken when the provider succeeds, in the same transaction.
      if (walletPartPaise >= row.grandTotalPaise) throw new ApiError(422, { ref: paymentWords.walletCoversBill });
      if (walletPartPaise > user.walletBalancePaise) throw new ApiError(422, MSG.lowBalance);
      // Points towards the bill are spent when the provider places the order: refused now if they are no longer
      // there. A postpaid bill spent its points when it was placed.
      if (purpose === 'PLACE_ORDER' && row.pointsUsed > user.rewardPoints) throw new ApiError(422, NOT_ENOUGH_POINTS);
      // A newer request replaces any earlier one still open: only one payment per order can succeed.
      await supersedePendingPayments(tx, row.id, now);
      await tx.insert(paymentTransactions).values({
        id: txnId,
        userId: user.id,
        orderId: row.id,
        purpose,
        paymentMode: request.paymentMode,
        amountPaise: row.grandTotalPaise - walletPartPaise,
        walletPartPaise,
        status: 'PENDING',
        createdAt: new Date(now),
      });
    });
    return ok<PaymentRequest>(c, { paymentTransactionRefId: txnId, ...(await deps.openPayment(txnId, upiIntentOf(c, user, request.upiApp))) });
  });

  routes.post(PATHS.generatePaymentRequest, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, topUpRequest);
    requireUpiAppOrId(deps.payments, request, user);
    const txnId = randomBytes(16).toString('base64url');
    await db.insert(paymentTransactions).values({
      id: txnId,
      userId: user.id,
      orderId: null,
      purpose: 'TOP_UP',
      paymentMode: request.paymentMode,
      amountPaise: toPaise(request.amount),
      returnTo: request.returnTo ?? null,
      status: 'PENDING',
      createdAt: new Date(deps.now()),
    });
    return ok<PaymentRequest>(c, { paymentTransactionRefId: txnId, ...(await deps.openPayment(txnId, upiIntentOf(c, user, request.upiApp))) });
  });

  routes.post('/updatePaymentRequest/:txnId', async (c) => {
    const user = currentUser(c);
    const txnId = txnIdParam(c.req.param('txnId'));
    const where = and(eq(paymentTransactions.id, txnId), eq(paymentTransactions.userId, user.id));
    const [known] = await db.select().from(paymentTransactions).where(where);
    if (!known) throw new ApiError(404, { ref: paymentWords.paymentNotFound });
    // Back from the provider with nothing heard yet (return and webhook lost or late): ask it.
    await askProvider(deps, known);
    await applyPaymentOutcome(db, txnId, deps);
    const [txn] = await db.select().from(paymentTransactions).where(where);
    if (!txn) throw new ApiError(404, { ref: paymentWords.paymentNotFound });
    const status = txn.status as PaymentResult['status'];
    // A success that could not be used went to the wallet (../payments/outcome.ts): said as such, never as paid.
    const [unusedRow] = status === 'SUCCESS' ? await db.select({ paise: walletTransactions.amountPaise }).from(walletTransactions).where(and(eq(walletTransactions.kind, 'REFUND'), eq(walletTransactions.reference, txn.id))) : [];
    const unused: Words | null = unusedRow
      ? ((await closureRefusal(db, txn, deps)) ?? { ref: paymentWords.unusedInWallet, params: { amount: formatRupees(toRupees(unusedRow.paise)) } })
      : null;
    // A failed payment is the spec's sentence (MSG), said in the reader's language as it is.
    const message: Words | string = status === 'SUCCESS' ? (unused ?? { ref: paymentWords.paymentSuccessful }) : status === 'FAILED' ? MSG.transactionFailed : { ref: paymentWords.paymentPending };
    const result: PaymentResult = {
      status,
      purpose: txn.purpose as PaymentPurpose,
      order: await purposeOf(txn.purpose).order(db, txn, deps),
      returnTo: txn.returnTo,
      unused: unused && unusedRow ? { amount: toRupees(unusedRow.paise), why: sayTo(c.req.raw, unused) } : null,
    };
    return ok<PaymentResult>(c, result, message);
  });

  return routes;
}
