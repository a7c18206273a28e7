/**
 * EVENT_TICKETS: a provider payment for a held booking (server/payments/purpose.ts). A success marks the
 * booking PAID once (a conditional HELD → PAID update); if the hold had expired meanwhile, the seats are taken
 * again when they are still free, and when they are not the answer is false, so the provider's money goes to
 * the wallet (server/payments/outcome.ts). A failure releases the held seats, once (HELD → CANCELLED).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eventBookings, events } from '../db/schema';
import { payerOf, type PaymentPurposeHandler, type PaymentTxnRow } from '../payments/purpose';
import { ApiError } from '../http/envelope';
import { giveBackSeats, seatLinesOf, takeSeats } from './seats';

function bookingRef(txn: PaymentTxnRow): string {
  if (!txn.reference) throw new Error(`Event payment ${txn.id} has no booking reference`);
  return txn.reference;
}

const byRef = (txn: PaymentTxnRow) => and(eq(eventBookings.ref, bookingRef(txn)), eq(eventBookings.userId, payerOf(txn)));

async function markPaid(tx: Database, txn: PaymentTxnRow, from: 'HELD' | 'EXPIRED', now: number) {
  const [paid] = await tx
    .update(eventBookings)
    .set({ status: 'PAID', paidAt: new Date(now) })
    .where(and(byRef(txn), eq(eventBookings.status, from)))
    .returning();
  return paid;
}

export const eventTicketsPurpose: PaymentPurposeHandler = {
  walletKind: 'EVENT_PAYMENT',
  async describe(db, txn) {
    const [row] = await db
      .select({ title: events.title })
      .from(eventBookings)
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(byRef(txn));
    return ['Tickets', row ? row.title : bookingRef(txn)];
  },
  async succeeded(tx, txn, deps) {
    const now = deps.now();
    if (await markPaid(tx, txn, 'HELD', now)) return true;
    // The hold ran out before the provider answered: take the seats again if they are still free.
    const [booking] = await tx.select().from(eventBookings).where(and(byRef(txn), eq(eventBookings.status, 'EXPIRED')));
    if (!booking) return false;
    try {
      await takeSeats(tx, booking.eventId, await seatLinesOf(tx, booking.id));
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
    return (await markPaid(tx, txn, 'EXPIRED', now)) !== undefined;
  },
  async failed(tx, txn) {
    const [released] = await tx
      .update(eventBookings)
      .set({ status: 'CANCELLED' })
      .where(and(byRef(txn), eq(eventBookings.status, 'HELD')))
      .returning({ id: eventBookings.id });
    if (released) {
      await giveBackSeats(tx, released.id);
      return;
    }
    // An expired hold gave its seats back already: it only needs closing.
    await tx.update(eventBookings).set({ status: 'CANCELLED' }).where(and(byRef(txn), eq(eventBookings.status, 'EXPIRED')));
  },
  async order() {
    return null;
  },
};
