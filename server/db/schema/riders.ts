/**
 * Issue 37: an outlet's own delivery riders, their shifts (each signed in by a link sent by SMS; only the link
 * token's SHA-256 is kept), the orders handed to a shift with the diner's handover code, and the positions a rider's
 * phone reported (kept a week: server/riders/positions.ts prunes them).
 */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { restaurants } from './outlets';

export const riders = pgTable(
  'riders',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    /** A rider who left keeps their row (orders name them) and is no longer offered on the board. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [unique('riders_outlet_phone').on(t.restaurantId, t.phone)],
);

/**
 * A rider's shift: what their link signs in to. Ended (revokedAt) by the outlet, or by a new link; expires at endsAt.
 * wrongCodes: the diner's codes it got wrong, on any of its orders; at the cap (../../riders/handover.ts) its codes
 * stop (codesStoppedAt) and the outlet is told.
 */
export const riderShifts = pgTable(
  'rider_shifts',
  {
    id: serial('id').primaryKey(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    codesStoppedAt: timestamp('codes_stopped_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rider_shifts_rider_idx').on(t.riderId).where(sql`${t.revokedAt} IS NULL`)],
);

/**
 * An order handed to one of the outlet's riders: the shift that carries it, the 4-digit code the diner shows at the
 * door, the wrong tries at it (3 lock the order for 10 minutes), and how it was handed over.
 */
export const orderRiders = pgTable(
  'order_riders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => riderShifts.id, { onDelete: 'cascade' }),
    riderId: integer('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    handoverCode: varchar('handover_code', { length: 4 }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** When it was handed over; the rider sees the order until an hour after. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** CODE: the diner's code; OVERRIDE: the outlet's, with its reason (audited). */
    deliveredBy: text('delivered_by').$type<'CODE' | 'OVERRIDE'>(),
    overrideReason: text('override_reason'),
    /** Cash on delivery: the amount the rider confirmed collecting. */
    cashCollectedPaise: integer('cash_collected_paise'),
    /** Calls the rider placed to the diner through the bridge, and the last one's time (riders/calls.ts limits them). */
    calls: integer('calls').notNull().default(0),
    lastCallAt: timestamp('last_call_at', { withTimezone: true, mode: 'date' }),
    /** When the server last took a position for it (its clock): one a second (../../riders/positions.ts). */
    lastPositionAt: timestamp('last_position_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('order_riders_shift_idx').on(t.shiftId),
    // The day close reads a day's handovers (migration 0077).
    index('order_riders_delivered_at_idx').on(t.deliveredAt).where(sql`${t.deliveredAt} IS NOT NULL`),
  ],
);

export const riderPositions = pgTable(
  'rider_positions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => riderShifts.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** When the phone took it (it may arrive later, queued while offline). */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rider_positions_order_idx').on(t.orderId, t.at), index('rider_positions_at_idx').on(t.at)],
);
