/** Table reservations: occasions, bookings and the seats booked per slot. */
import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt } from './columns';
import { restaurants } from './outlets';

/** SPEC 7 tableReservationOccasionList: the occasions a table can be booked for, in the order they are offered. */
export const reservationOccasions = pgTable('reservation_occasions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

/** A table booking (SPEC 3 table reservation). The occasion is kept as its text, as the customer chose it. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    reservedByName: text('reserved_by_name').notNull(),
    reservedByMobile: varchar('reserved_by_mobile', { length: 10 }).notNull(),
    reservedByEmail: text('reserved_by_email').notNull(),
    reservedFor: timestamp('reserved_for', { withTimezone: true, mode: 'date' }).notNull(),
    occasion: text('occasion').notNull(),
    numberOfPeople: integer('number_of_people').notNull(),
    cookingInstructions: text('cooking_instructions').notNull().default(''),
    eventId: text('event_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('reservations_user_idx').on(t.userId), index('reservations_restaurant_for_idx').on(t.restaurantId, t.reservedFor)],
);

/** Guests booked per outlet and slot: one conditional upsert books seats only while the slot has room. */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true, mode: 'date' }).notNull(),
    people: integer('people').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.slotStart] })],
);
