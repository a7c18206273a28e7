/** Table bookings (SPEC 7 tableReservationOccasionList and saveReservation). */
import { Hono } from 'hono';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { PATHS, RESERVATION_LIMITS, saveReservationRequest, type Reservation } from '../../src/api/contract';
import type { Database } from '../db/client';
import { reservationOccasions, reservationSlots, reservations, restaurants, users } from '../db/schema';
import { currentUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { dateTimeOf, dayOf, weekdayOf } from '../http/say';
import { hoursAt } from '../../src/lib/openingHours';
import { assertNotClosedOn } from '../closures';
import { restaurantNotFound, withinOpeningHours, type RestaurantRow } from '../outlets';
import { bookingWords } from '../messages/bookings';
import { checkTableForEvent } from '../events/store';

const DAY_MS = 24 * 60 * 60_000;
/** Bookings are counted per half hour; Kolkata's +05:30 keeps these slots on the local half hours. */
export const RESERVATION_SLOT_MINUTES = 30;
const SLOT_MS = RESERVATION_SLOT_MINUTES * 60_000;

/**
 * What one customer may book at one outlet: one table a half hour and two a day. A family books one table, a
 * host a second for later; sixteen tables of twenty was one account filling an outlet's evening.
 */
export const TABLES_PER_CUSTOMER = { perSlot: 1, perDay: 2 };
/** Kolkata's day, whatever the server's zone: +05:30 all year. */
const KOLKATA_OFFSET_MS = 330 * 60_000;
const kolkataDayOf = (at: number) => {
  const start = Math.floor((at + KOLKATA_OFFSET_MS) / DAY_MS) * DAY_MS - KOLKATA_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
};

/** Refuses a booking past the customer's own caps; run under the customer's row lock, so bursts take turns. */
async function assertCustomerCaps(tx: Database, userId: number, outlet: RestaurantRow, at: number): Promise<void> {
  const { start, end } = kolkataDayOf(at);
  const slotStart = Math.floor(at / SLOT_MS) * SLOT_MS;
  const booked = await tx
    .select({ reservedFor: reservations.reservedFor })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.restaurantId, outlet.id), gte(reservations.reservedFor, start), lt(reservations.reservedFor, end)));
  const inSlot = booked.filter((b) => Math.floor(b.reservedFor.getTime() / SLOT_MS) * SLOT_MS === slotStart).length;
  if (inSlot >= TABLES_PER_CUSTOMER.perSlot) {
    throw new ApiError(422, { ref: bookingWords.tableBookedAlready, params: { outlet: outlet.title, when: dateTimeOf(at) } });
  }
  if (booked.length >= TABLES_PER_CUSTOMER.perDay) {
    throw new ApiError(422, { ref: bookingWords.tablesPerDay, params: { count: TABLES_PER_CUSTOMER.perDay, outlet: outlet.title, day: dayOf(at) } });
  }
}

/**
 * Books `guests` seats in the outlet's slot for `at`, in one conditional upsert (so concurrent bookings never
 * pass the outlet's seats per slot), or throws saying what is left.
 */
async function takeSeats(tx: Database, outlet: RestaurantRow, at: number, guests: number): Promise<void> {
  const slotStart = new Date(Math.floor(at / SLOT_MS) * SLOT_MS);
  const capacity = outlet.reservationSeatsPerSlot;
  const [taken] =
    guests > capacity
      ? []
      : await tx
          .insert(reservationSlots)
          .values({ restaurantId: outlet.id, slotStart, people: guests })
          .onConflictDoUpdate({
            target: [reservationSlots.restaurantId, reservationSlots.slotStart],
            set: { people: sql`${reservationSlots.people} + ${guests}` },
            setWhere: sql`${reservationSlots.people} + ${guests} <= ${capacity}`,
          })
          .returning({ people: reservationSlots.people });
  if (taken) return;
  const [slot] = await tx
    .select({ people: reservationSlots.people })
    .from(reservationSlots)
    .where(and(eq(reservationSlots.restaurantId, outlet.id), eq(reservationSlots.slotStart, slotStart)));
  const left = capacity - (slot?.people ?? 0);
  const when = dateTimeOf(at);
  const place = { outlet: outlet.title, when };
  throw new ApiError(422, left <= 0 ? { ref: bookingWords.fullyBooked, params: place } : { ref: bookingWords.seatsLeft, params: { ...place, count: left } });
}

type ReservationRow = typeof reservations.$inferSelect;

const toReservation = (row: ReservationRow, outlet: RestaurantRow): Reservation => ({
  reservationId: row.id,
  restaurantId: outlet.id,
  restaurantName: outlet.title,
  reservationDateTime: row.reservedFor.getTime(),
  occasion: row.occasion,
  numberOfPeople: row.numberOfPeople,
  reservedByName: row.reservedByName,
  reservedByMobile: row.reservedByMobile,
  reservedByEmail: row.reservedByEmail,
  cookingInstructions: row.cookingInstructions,
  eventId: row.eventId,
  createdAt: row.createdAt.getTime(),
});

export function reservationRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  const occasionNames = async (): Promise<string[]> =>
    (await db.select({ name: reservationOccasions.name }).from(reservationOccasions).orderBy(asc(reservationOccasions.sortOrder))).map(
      (o) => o.name,
    );

  // Public: the form loads it before the customer has to sign in.
  routes.get(PATHS.tableReservationOccasionList, async (c) => ok<string[]>(c, await occasionNames()));

  routes.post(PATHS.saveReservation, async (c) => {
    const user = currentUser(c);
    const booking = await readJsonBody(c, saveReservationRequest);

    // Checked in the order a customer can fix them: which outlet, which occasion, then when.
    const [outlet] = await db.select().from(restaurants).where(eq(restaurants.id, booking.restaurantId));
    if (!outlet) throw restaurantNotFound();
    if (!outlet.availableInDineIn) throw new ApiError(422, { ref: bookingWords.noTableBookings, params: { outlet: outlet.title } });

    const occasions = await occasionNames();
    if (!occasions.includes(booking.occasion)) throw new ApiError(400, `occasion must be one of: ${occasions.join(', ')}`);

    const now = deps.now();
    // Issue 11: a table booked from an event belongs to that event, at its outlet.
    await checkTableForEvent(db, booking.eventId, outlet, now);
    const at = booking.reservationDateTime;
    if (at <= now) throw new ApiError(422, { ref: bookingWords.chooseFutureTime });
    if (at > now + RESERVATION_LIMITS.maxDaysAhead * DAY_MS) {
      throw new ApiError(422, { ref: bookingWords.daysAhead, params: { days: RESERVATION_LIMITS.maxDaysAhead } });
    }
    // Issue 36: a day the outlet (or the chain) is closed says why, and when it is back.
    await assertNotClosedOn(db, outlet.id, at);
    if (!withinOpeningHours(outlet, at)) {
      // That day's own hours (issue 36: weekdays may differ), or the day named when the outlet keeps it closed.
      const day = hoursAt(outlet, at);
      if (day === null) throw new ApiError(422, { ref: bookingWords.closedThatDay, params: { outlet: outlet.title, day: weekdayOf(at) } });
      throw new ApiError(422, { ref: bookingWords.bookingHours, params: { outlet: outlet.title, opening: day.opens, closing: day.closes } });
    }

    const [row] = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await assertCustomerCaps(tx, user.id, outlet, at);
      await takeSeats(tx, outlet, at, booking.numberOfPeople);
      return tx
        .insert(reservations)
        .values({
          userId: user.id,
          restaurantId: outlet.id,
          reservedByName: booking.reservedByName,
          reservedByMobile: booking.reservedByMobile,
          reservedByEmail: booking.reservedByEmail,
          reservedFor: new Date(at),
          occasion: booking.occasion,
          numberOfPeople: booking.numberOfPeople,
          cookingInstructions: booking.cookingInstructions ?? '',
          eventId: booking.eventId,
          createdAt: new Date(now),
        })
        .returning();
    });
    if (!row) throw new Error('Reservation insert returned nothing');
    return ok<Reservation>(c, toReservation(row, outlet), {
      ref: bookingWords.tableBooked,
      params: { outlet: outlet.title, when: dateTimeOf(at), count: booking.numberOfPeople },
    });
  });

  return routes;
}
