/**
 * Seats of an event's ticket kinds, taken and given back only by conditional updates: `seats_left >= q` is
 * checked and decremented in the same statement, so however many buyers race for the last seats, no more
 * are sold than there are. Lines are taken in ticket-id order, so two bookings of the same kinds lock them
 * in the same order and never deadlock each other on PostgreSQL.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { EVENT_LIMITS } from '../../src/api/contract';
import type { Database } from '../db/client';
import { eventBookingLines, eventBookings, eventTicketKinds } from '../db/schema';
import { ApiError } from '../http/envelope';
import { bookingWords } from '../messages/bookings';

export interface SeatLine {
  ticketKindId: number;
  quantity: number;
}

const HOLD_MS = EVENT_LIMITS.holdMinutes * 60_000;

/** Takes every line's seats or throws 'No more tickets are available.' (the caller's transaction undoes the rest). */
export async function takeSeats(tx: Database, eventId: number, lines: readonly SeatLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.ticketKindId - b.ticketKindId)) {
    const [taken] = await tx
      .update(eventTicketKinds)
      .set({ seatsLeft: sql`${eventTicketKinds.seatsLeft} - ${line.quantity}` })
      .where(and(eq(eventTicketKinds.id, line.ticketKindId), eq(eventTicketKinds.eventId, eventId), gte(eventTicketKinds.seatsLeft, line.quantity)))
      .returning({ id: eventTicketKinds.id });
    if (!taken) throw new ApiError(422, { ref: bookingWords.noMoreTickets });
  }
}

/** Gives a booking's seats back. Call only after a conditional status change proved this caller releases it. */
export async function giveBackSeats(tx: Database, bookingId: number): Promise<void> {
  const lines = await tx.select().from(eventBookingLines).where(eq(eventBookingLines.bookingId, bookingId));
  for (const line of lines.sort((a, b) => a.ticketKindId - b.ticketKindId)) {
    await tx
      .update(eventTicketKinds)
      .set({ seatsLeft: sql`${eventTicketKinds.seatsLeft} + ${line.quantity}` })
      .where(eq(eventTicketKinds.id, line.ticketKindId));
  }
}

/** The seats of a booking, as takeSeats wants them (a late payment takes an expired booking's seats again). */
export async function seatLinesOf(tx: Database, bookingId: number): Promise<SeatLine[]> {
  return tx
    .select({ ticketKindId: eventBookingLines.ticketKindId, quantity: eventBookingLines.quantity })
    .from(eventBookingLines)
    .where(eq(eventBookingLines.bookingId, bookingId));
}

/**
 * Seats held for a provider payment that was never finished go back on sale after EVENT_LIMITS.holdMinutes.
 * The status flips HELD → EXPIRED in one conditional update, so each booking's seats come back exactly once,
 * however many readers run this at the same moment; a payment that succeeds later takes them again if it
 * still can (server/events/paymentPurpose.ts), or is refunded to the wallet.
 */
export async function releaseExpiredHolds(db: Database, now: number, eventIds?: readonly number[]): Promise<void> {
  const stale = and(
    eq(eventBookings.status, 'HELD'),
    lt(eventBookings.createdAt, new Date(now - HOLD_MS)),
    eventIds ? inArray(eventBookings.eventId, [...eventIds]) : undefined,
  );
  // Most reads find nothing to release: a plain read first keeps them from opening a write transaction.
  const [any] = await db.select({ id: eventBookings.id }).from(eventBookings).where(stale).limit(1);
  if (!any) return;
  await db.transaction(async (tx) => {
    const expired = await tx.update(eventBookings).set({ status: 'EXPIRED' }).where(stale).returning({ id: eventBookings.id });
    for (const booking of expired) await giveBackSeats(tx, booking.id);
  });
}
