/** Events and bookings as the contract shows them (src/api/contract.ts, events section), read from the tables. */
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import {
  EVENT_MESSAGES,
  type EventBooking,
  type EventBookingStatus,
  type EventDetail,
  type EventSummary,
  type EventTicketKind,
  type EventVenue,
  type PaymentMode,
} from '../../src/api/contract';
import type { Database } from '../db/client';
import { eventBookingLines, eventBookings, eventTicketKinds, events, restaurants } from '../db/schema';
import { ApiError } from '../http/envelope';
import { bookingWords } from '../messages/bookings';
import { toRupees } from '../money';
import type { Locale } from '../../src/i18n';
import { wordsIn } from '../translations/wordsIn';

export type EventRow = typeof events.$inferSelect;
type RestaurantRow = typeof restaurants.$inferSelect;
type KindRow = typeof eventTicketKinds.$inferSelect;
export type BookingRow = typeof eventBookings.$inferSelect;

/** The past list is long-lived: the newest few are what anyone looks back at. */
const PAST_EVENTS_SHOWN = 20;

const toVenue = (outlet: RestaurantRow): EventVenue => ({
  restaurantId: outlet.id,
  restaurantUuid: outlet.uuid,
  title: outlet.title,
  area: outlet.area,
  address: outlet.address,
});

/** An event's own words a diner reads; a list shows the title, the event's screen the description too. */
const LISTED_WORDS = ['title'] as const;
const EVENT_WORDS = ['title', 'description'] as const;
const TICKET_WORDS = ['name', 'description'] as const;

function toSummary(event: EventRow, outlet: RestaurantRow, kinds: readonly KindRow[], locale: Locale): EventSummary {
  const onSale = kinds.filter((k) => k.seatsLeft > 0);
  const prices = (onSale.length > 0 ? onSale : kinds).map((k) => k.pricePaise);
  return {
    eventId: event.id,
    ...wordsIn(event, LISTED_WORDS, locale),
    imageUrl: event.imageUrl,
    startsAt: event.startsAt.getTime(),
    endsAt: event.endsAt.getTime(),
    venue: toVenue(outlet),
    lowestPrice: prices.length > 0 ? toRupees(Math.min(...prices)) : null,
    seatsLeft: kinds.reduce((sum, k) => sum + k.seatsLeft, 0),
    soldOut: kinds.every((k) => k.seatsLeft === 0),
  };
}

const toTicketKind = (kind: KindRow, locale: Locale): EventTicketKind => ({
  ticketId: kind.id,
  ...wordsIn(kind, TICKET_WORDS, locale),
  admits: kind.admits,
  price: toRupees(kind.pricePaise),
  seatsLeft: kind.seatsLeft,
  soldOut: kind.seatsLeft === 0,
});

async function kindsByEvent(db: Database, eventIds: readonly number[]): Promise<Map<number, KindRow[]>> {
  const byEvent = new Map<number, KindRow[]>();
  if (eventIds.length === 0) return byEvent;
  const kinds = await db
    .select()
    .from(eventTicketKinds)
    .where(inArray(eventTicketKinds.eventId, [...eventIds]))
    .orderBy(asc(eventTicketKinds.sortOrder), asc(eventTicketKinds.id));
  for (const kind of kinds) byEvent.set(kind.eventId, [...(byEvent.get(kind.eventId) ?? []), kind]);
  return byEvent;
}

/** Upcoming: not yet over (an event under way is still upcoming: the door is open), soonest first. Past: newest first. */
export async function listEvents(db: Database, when: 'upcoming' | 'past', now: number, locale: Locale): Promise<EventSummary[]> {
  const at = new Date(now);
  const rows = await db
    .select({ event: events, outlet: restaurants })
    .from(events)
    .innerJoin(restaurants, eq(restaurants.id, events.restaurantId))
    .where(and(eq(events.status, 'SCHEDULED'), when === 'upcoming' ? gt(events.endsAt, at) : lte(events.endsAt, at)))
    .orderBy(when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt))
    .limit(when === 'upcoming' ? 1000 : PAST_EVENTS_SHOWN);
  const kinds = await kindsByEvent(db, rows.map((r) => r.event.id));
  return rows.map(({ event, outlet }) => toSummary(event, outlet, kinds.get(event.id) ?? [], locale));
}

/** A listed event with its venue, or 404 'Event not found' (a cancelled event is not found either). */
export async function findEvent(db: Database, eventId: number): Promise<{ event: EventRow; outlet: RestaurantRow }> {
  const [row] = await db
    .select({ event: events, outlet: restaurants })
    .from(events)
    .innerJoin(restaurants, eq(restaurants.id, events.restaurantId))
    .where(and(eq(events.id, eventId), eq(events.status, 'SCHEDULED')));
  // English for every reader: the event screen knows a taken-down event by these words (EventDetailScreen).
  if (!row) throw new ApiError(404, EVENT_MESSAGES.eventNotFound);
  return row;
}

export async function eventDetail(db: Database, eventId: number, now: number, locale: Locale): Promise<EventDetail> {
  const { event, outlet } = await findEvent(db, eventId);
  const kinds = await kindsByEvent(db, [event.id]);
  return { ...toSummary(event, outlet, kinds.get(event.id) ?? [], locale), ...wordsIn(event, EVENT_WORDS, locale), isPast: event.endsAt.getTime() <= now };
}

export async function ticketKinds(db: Database, eventId: number, locale: Locale): Promise<EventTicketKind[]> {
  const { event } = await findEvent(db, eventId);
  return ((await kindsByEvent(db, [event.id])).get(event.id) ?? []).map((kind) => toTicketKind(kind, locale));
}

/** Bookings as the customer sees them, in the order given. */
export async function toBookings(db: Database, bookings: readonly BookingRow[]): Promise<EventBooking[]> {
  if (bookings.length === 0) return [];
  const eventIds = [...new Set(bookings.map((b) => b.eventId))];
  const eventRows = await db
    .select({ event: events, outlet: restaurants })
    .from(events)
    .innerJoin(restaurants, eq(restaurants.id, events.restaurantId))
    .where(inArray(events.id, eventIds));
  const eventsById = new Map(eventRows.map((r) => [r.event.id, r]));
  const lines = await db
    .select({ line: eventBookingLines, kind: eventTicketKinds })
    .from(eventBookingLines)
    .innerJoin(eventTicketKinds, eq(eventTicketKinds.id, eventBookingLines.ticketKindId))
    .where(inArray(eventBookingLines.bookingId, bookings.map((b) => b.id)))
    .orderBy(asc(eventTicketKinds.sortOrder), asc(eventTicketKinds.id));
  return bookings.map((booking) => {
    const found = eventsById.get(booking.eventId);
    if (!found) throw new Error(`Booking ${booking.ref} names a missing event ${booking.eventId}`);
    const { event, outlet } = found;
    const status = booking.status as EventBookingStatus;
    return {
      bookingRef: booking.ref,
      eventId: event.id,
      title: event.title,
      imageUrl: event.imageUrl,
      startsAt: event.startsAt.getTime(),
      endsAt: event.endsAt.getTime(),
      venue: toVenue(outlet),
      lines: lines
        .filter(({ line }) => line.bookingId === booking.id)
        .map(({ line, kind }) => ({
          ticketId: kind.id,
          name: kind.name,
          admits: kind.admits,
          quantity: line.quantity,
          price: toRupees(line.unitPricePaise),
          lineTotal: toRupees(line.unitPricePaise * line.quantity),
        })),
      total: toRupees(booking.totalPaise),
      status,
      paymentMode: booking.paymentMode as PaymentMode,
      // The code lets its holder in: it is shown only once the tickets are paid for.
      ticketCode: status === 'PAID' ? booking.ticketCode : null,
      paidAt: booking.paidAt?.getTime() ?? null,
    };
  });
}

/** The customer's paid tickets: events still to come first (soonest first), then past ones (newest first). */
export async function myPaidBookings(db: Database, userId: number, now: number): Promise<EventBooking[]> {
  const rows = await db
    .select({ booking: eventBookings, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(eventBookings)
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .where(and(eq(eventBookings.userId, userId), eq(eventBookings.status, 'PAID')))
    .orderBy(asc(events.startsAt), asc(eventBookings.id));
  const coming = rows.filter((r) => r.endsAt.getTime() > now);
  const past = rows.filter((r) => r.endsAt.getTime() <= now).reverse();
  return toBookings(db, [...coming, ...past].map((r) => r.booking));
}

/**
 * saveReservation's eventId (SPEC 3: empty, or '0' as the form's default, for a plain table): a table booked
 * from an event names an event that exists, is held at the outlet booked, and is not over.
 */
export async function checkTableForEvent(db: Database, eventId: string, outlet: RestaurantRow, now: number): Promise<void> {
  if (eventId === '' || eventId === '0') return;
  if (!/^[1-9]\d{0,8}$/.test(eventId)) throw new ApiError(400, 'eventId must be empty or an event id');
  const { event, outlet: venue } = await findEvent(db, Number(eventId));
  if (venue.id !== outlet.id) throw new ApiError(422, { ref: bookingWords.eventHeldAt, params: { event: event.title, venue: venue.title } });
  if (event.endsAt.getTime() <= now) throw new ApiError(422, { ref: bookingWords.eventIsOver, params: { event: event.title } });
}
