/** Events, their ticket kinds and bookings (issue 11). */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt } from './columns';
import type { Translations } from './columns';
import { restaurants } from './outlets';

/**
 * Events (issue 11): an evening at an outlet with tickets. Times are instants; the app shows them in
 * Asia/Kolkata. status: SCHEDULED, or CANCELLED (no longer listed or sold).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    /** The venue: the outlet the event is held at. */
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull().default('SCHEDULED'),
    /** The people the venue holds for it: its ticket kinds (seats × admits) never exceed it. Null: made before the console. */
    capacity: integer('capacity'),
    /** Its title and description in other languages. */
    translations: jsonb('translations').$type<Translations<{ title: string; description: string }>>().notNull().default({}),
    /** What a console save sends back: a save from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('events_ends_at_idx').on(t.endsAt)],
);

/**
 * The kinds of ticket an event sells ('Stag', 'Couple', 'VIP table for 4'). seatsLeft is taken by one
 * conditional UPDATE (seats_left >= q), so concurrent buyers never sell more than seatsTotal.
 */
export const eventTicketKinds = pgTable(
  'event_ticket_kinds',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** How many people one ticket lets in (a couple: 2, a table for 4: 4). */
    admits: integer('admits').notNull().default(1),
    pricePaise: integer('price_paise').notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Its sale window: null from when it is made, and until the event is over. */
    salesStartAt: timestamp('sales_start_at', { withTimezone: true, mode: 'date' }),
    salesEndAt: timestamp('sales_end_at', { withTimezone: true, mode: 'date' }),
    /** Its name and description in other languages. */
    translations: jsonb('translations').$type<Translations<{ name: string; description: string }>>().notNull().default({}),
  },
  (t) => [index('event_ticket_kinds_event_idx').on(t.eventId, t.sortOrder)],
);

/**
 * A customer's tickets for one event. HELD while a provider payment is out (its seats are taken), PAID,
 * CANCELLED (the payment failed: seats given back) or EXPIRED (held too long: seats given back; a late
 * success takes them again if still free, else the money goes to the wallet). ref is what the ledger and
 * the payment row refer to; ticketCode is what the QR code at the door carries.
 */
export const eventBookings = pgTable(
  'event_bookings',
  {
    id: serial('id').primaryKey(),
    ref: varchar('ref', { length: 24 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    totalPaise: integer('total_paise').notNull(),
    status: text('status').notNull(),
    paymentMode: text('payment_mode').notNull(),
    ticketCode: varchar('ticket_code', { length: 32 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('event_bookings_user_idx').on(t.userId, t.status), index('event_bookings_status_created_idx').on(t.status, t.createdAt)],
);

/** The lines of a booking: which kind, how many, at what price (the price when booked). */
export const eventBookingLines = pgTable(
  'event_booking_lines',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
    ticketKindId: integer('ticket_kind_id')
      .notNull()
      .references(() => eventTicketKinds.id),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.ticketKindId] })],
);
