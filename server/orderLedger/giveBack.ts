/**
 * The one way money goes back for an order. A diner's cancel, an outlet's refusal, a report's answer, support's
 * credit and a table's round cancelled after parts were paid all ask here, and nowhere else: on the order's locked
 * row, it reads what was paid and what went back from the order's ledger, gives each part asked for as far as what
 * is left allows (points no more than the points paid, a provider refund no more than that payment brought), writes
 * one ledger row for each with the wallet's or the points' own row, and answers what it gave and what is left.
 * So whatever the path, the order and the number of people pressing at once, on any database and any number of
 * processes, what went back never passes what was paid. A provider refund is written PENDING here and handed to the
 * provider after the commit (./providerRefunds.ts). Money back for a supply whose invoice stands takes its credit
 * note in the same transaction (./creditNote.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderLedger, orders, type BackCause, type BackMeans, type CreditNoteRow, type OrderLedgerRow } from '../db/schema';
import { ApiError } from '../http/envelope';
import { toRupees } from '../money';
import { dinerOf } from '../orders/diner';
import { creditWallet, earnPoints } from '../wallet';
import { issueCreditNote } from './creditNote';
import { pointsValue } from './paid';
import { ledgerOf, sourceLeftOf, sumsOf } from './sums';

export interface BackPart {
  to: BackMeans;
  /** What the path asks to give back (paise); for POINTS, the points' value (points × 100). */
  paise: number;
  /** Once-only: a second ask with the same reference gives nothing more. */
  reference: string;
  /** Whom it goes to: the order's diner unless said (a diner at the table who paid a part). */
  userId?: number;
  /** A SOURCE refund: the provider payment it goes back through. */
  paymentId?: string;
  /** The payment mode of that source, as the diner reads it ('UPI'). */
  paymentMode?: string | null;
  tablePaymentId?: number;
}

export interface GiveBackRequest {
  cause: BackCause;
  parts: BackPart[];
  now: number;
  /** Support's credit: all of it or none, refused with what is left (a cancel gives what is left and says so). */
  whole?: boolean;
  staffId?: number;
  note?: string;
  /** Support's money back: the reason the diner reads (a SupportReason). */
  reason?: string;
  /** The tax share of what is asked, when the path computed one (support's dishes): its credit note's tax. */
  taxPaise?: number;
}

export interface GivenBack {
  /** The rows written now (none for a part asked before). */
  rows: OrderLedgerRow[];
  givenPaise: number;
  /** What may still go back for the order after this. */
  leftPaise: number;
  /** The credit note written for it (./creditNote.ts), if one was due. */
  creditNote: CreditNoteRow | null;
}

/** The refusal of a whole part that is more than what is left. */
export const moreThanLeft = (refId: string, leftPaise: number) =>
  leftPaise > 0 ? `At most ₹${toRupees(leftPaise)} can go back for order ${refId}` : `Order ${refId} has had all its money back`;

export async function giveBack(tx: Database, orderId: number, request: GiveBackRequest): Promise<GivenBack> {
  // The order's row, locked: every giver for this order queues here, and reads the ledger as the last one left it.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Error(`No order ${orderId} to give money back for`);
  const ledger = await ledgerOf(tx, orderId);
  const written: OrderLedgerRow[] = [];
  for (const part of request.parts) {
    if (ledger.some((row) => row.reference === part.reference)) continue;
    const sums = sumsOf(ledger);
    const paise = amountFor(part, ledger, sums.leftPaise, sums.paidPoints - sums.backPoints);
    if (request.whole && paise < part.paise) throw new ApiError(409, moreThanLeft(order.refId, sums.leftPaise));
    if (paise <= 0) continue;
    const points = part.to === 'POINTS' ? paise / 100 : 0;
    const userId = part.userId ?? order.userId;
    // The wallet and points of a diner whose account was erased went with it: their money can go back only to its source.
    const walletOwner = part.to === 'SOURCE' ? null : dinerOf({ refId: order.refId, userId });
    const [row] = await tx
      .insert(orderLedger)
      .values({
        orderId,
        userId,
        flow: 'BACK',
        means: part.to,
        paymentMode: part.paymentMode ?? null,
        amountPaise: paise,
        points,
        cause: request.cause,
        reference: part.reference,
        paymentId: part.paymentId ?? null,
        tablePaymentId: part.tablePaymentId ?? null,
        refundState: part.to === 'SOURCE' ? 'PENDING' : null,
        staffId: request.staffId ?? null,
        note: request.note ?? null,
        reason: request.reason ?? null,
        at: new Date(request.now),
      })
      .returning();
    if (!row) throw new Error(`Order ${order.refId}: money back ${part.reference} not written`);
    if (walletOwner !== null) {
      const entry = { userId: walletOwner, orderId, reference: part.reference, now: request.now };
      if (part.to === 'WALLET') await creditWallet(tx, { ...entry, kind: 'REFUND', amountPaise: paise });
      if (part.to === 'POINTS') await earnPoints(tx, { ...entry, kind: 'REFUND', points });
    }
    ledger.push(row);
    written.push(row);
  }
  const left = sumsOf(ledger).leftPaise;
  const givenPaise = written.reduce((sum, row) => sum + row.amountPaise, 0);
  // Its credit note, in the same transaction as the money: one for all the rows this one ask wrote.
  const first = written[0];
  const creditNote = first ? await issueCreditNote(tx, order, { cause: request.cause, amountPaise: givenPaise, taxPaise: request.taxPaise, reference: first.reference, now: request.now }) : null;
  return { rows: written, givenPaise, leftPaise: left, creditNote };
}

/** What of a part can go now: no more than what is left, points in whole points paid, a source no more than it brought. */
function amountFor(part: BackPart, ledger: OrderLedgerRow[], leftPaise: number, pointsLeft: number): number {
  const asked = Math.min(Math.max(0, Math.round(part.paise)), leftPaise);
  if (part.to === 'POINTS') return pointsValue(Math.min(Math.floor(asked / 100), Math.max(0, pointsLeft)));
  if (part.to === 'SOURCE') return part.paymentId ? Math.min(asked, sourceLeftOf(ledger, part.paymentId)) : 0;
  return asked;
}
