/**
 * payForEventReservation: the seats, the booking and its payment in one transaction. Wallet and Loyalty Points
 * pay at once (the ledger entry is once-only per booking ref); a provider mode holds the seats for
 * EVENT_LIMITS.holdMinutes and writes the payment request the provider page decides (EVENT_TICKETS purpose).
 * Any refusal (sold out, low balance) rolls everything back: no seat is held for a booking that does not exist.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  PROVIDER_PAYMENT_MODES,
  type EventReservation,
  type PayForEventRequest,
  type PaymentMode,
} from '../../src/api/contract';
import { MSG } from '../../src/config/messages';
import { eventBookingLines, eventBookings, eventTicketKinds, paymentTransactions, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { bookingWords } from '../messages/bookings';
import { paymentWords } from '../messages/payments';
import { requireUpiId } from '../payments/provider';
import type { Deps, UserRow } from '../http/types';
import { toPaise } from '../money';
import { debitWallet, spendPoints } from '../wallet';
import { newBookingRef, newTicketCode } from './codes';
import { giveBackSeats, releaseExpiredHolds, takeSeats } from './seats';
import { findEvent, toBookings } from './store';

/** SPEC 5: no cash of any kind for events (cash on delivery, cash at the table, paying at the counter). */
const CASH_MODES: readonly PaymentMode[] = ['CASH_ON_DELIVERY', 'CASH', 'PAY_AT_STORE'];

const isProviderMode = (mode: PaymentMode) => (PROVIDER_PAYMENT_MODES as readonly PaymentMode[]).includes(mode);

/** 1 loyalty point pays ₹1; an amount with paise needs the next whole point (as for food orders). */
const pointsFor = (paise: number) => Math.ceil(paise / 100);

/** The screen the customer comes back to from the provider page: it reads the booking from the server there. */
export const eventReturnPath = (eventId: number) => `/event-detail/${eventId}`;

export function refuseCash(mode: PaymentMode): void {
  if (CASH_MODES.includes(mode)) throw new ApiError(422, { ref: bookingWords.cashNotForEvents });
}

export async function reserveEventTickets(deps: Deps, user: UserRow, request: PayForEventRequest): Promise<EventReservation> {
  const { db } = deps;
  const { paymentMode } = request;
  refuseCash(paymentMode);
  requireUpiId(deps.payments, paymentMode, request.upiId);
  const provider = isProviderMode(paymentMode);
  const walletPartPaise = toPaise(request.payableUsingWallet ?? 0);
  if (!provider && walletPartPaise > 0) throw new ApiError(400, 'payableUsingWallet goes with a UPI, online, card or wallet-app payment');

  const now = deps.now();
  await releaseExpiredHolds(db, now, [request.eventId]);
  const { event } = await findEvent(db, request.eventId);
  if (event.endsAt.getTime() <= now) throw new ApiError(422, { ref: bookingWords.eventOver });

  const kinds = new Map((await db.select().from(eventTicketKinds).where(eq(eventTicketKinds.eventId, event.id))).map((k) => [k.id, k]));
  const lines = request.tickets.map(({ ticketId, quantity }) => {
    const kind = kinds.get(ticketId);
    if (!kind) throw new ApiError(422, { ref: bookingWords.ticketNotForEvent });
    if (kind.salesStartAt && kind.salesStartAt.getTime() > now) throw new ApiError(422, { ref: bookingWords.ticketSaleNotOpen, params: { ticket: kind.name } });
    if (kind.salesEndAt && kind.salesEndAt.getTime() <= now) throw new ApiError(422, { ref: bookingWords.ticketSaleClosed, params: { ticket: kind.name } });
    return { ticketKindId: kind.id, quantity, unitPricePaise: kind.pricePaise };
  });
  const totalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  if (provider) {
    // Checked now; the wallet's part is taken only when the provider succeeds, in the same transaction.
    if (walletPartPaise >= totalPaise) throw new ApiError(422, { ref: paymentWords.walletCoversTickets });
    if (walletPartPaise > user.walletBalancePaise) throw new ApiError(422, MSG.lowBalance);
  }

  const txnId = randomBytes(16).toString('base64url');
  const booking = await db.transaction(async (tx) => {
    // One unpaid booking per customer and event: a new one replaces the last (its seats back on sale), so asking
    // again and again never holds more seats, or longer, than one booking does. The customer's row lock makes
    // concurrent asks take turns. A payment still open for the replaced booking stays open: paid after all, its
    // money goes to the wallet (server/events/paymentPurpose.ts).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const replaced = await tx
      .update(eventBookings)
      .set({ status: 'CANCELLED' })
      .where(and(eq(eventBookings.userId, user.id), eq(eventBookings.eventId, event.id), eq(eventBookings.status, 'HELD')))
      .returning({ id: eventBookings.id });
    for (const old of replaced) await giveBackSeats(tx, old.id);
    await takeSeats(tx, event.id, lines);
    const [row] = await tx
      .insert(eventBookings)
      .values({
        ref: newBookingRef(),
        userId: user.id,
        eventId: event.id,
        totalPaise,
        status: provider ? 'HELD' : 'PAID',
        paymentMode,
        ticketCode: newTicketCode(),
        createdAt: new Date(now),
        paidAt: provider ? null : new Date(now),
      })
      .returning();
    if (!row) throw new Error('Event booking insert returned nothing');
    await tx.insert(eventBookingLines).values(lines.map((line) => ({ bookingId: row.id, ...line })));
    const entry = { userId: user.id, kind: 'EVENT_PAYMENT' as const, reference: row.ref, now };
    if (paymentMode === 'WALLET') await debitWallet(tx, { ...entry, amountPaise: totalPaise });
    else if (paymentMode === 'LOYALTY_POINTS') await spendPoints(tx, { ...entry, points: pointsFor(totalPaise) });
    else {
      await tx.insert(paymentTransactions).values({
        id: txnId,
        userId: user.id,
        orderId: null,
        purpose: 'EVENT_TICKETS',
        reference: row.ref,
        paymentMode,
        amountPaise: totalPaise - walletPartPaise,
        walletPartPaise,
        returnTo: eventReturnPath(event.id),
        status: 'PENDING',
        createdAt: new Date(now),
      });
    }
    return row;
  });
  const [shown] = await toBookings(db, [booking]);
  if (!shown) throw new Error(`Booking ${booking.ref} could not be read back`);
  return {
    booking: shown,
    paymentRequest: provider ? { paymentTransactionRefId: txnId, redirectUrl: (await deps.openPayment(txnId)).redirectUrl } : null,
  };
}
