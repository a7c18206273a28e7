/** Outlets, their banners, keys to the outlet API and kitchen board, and reviews. */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Translations } from './columns';
import type { FieldTranslations } from '../../../src/api/contract/translations';
import type { WeekdayHours } from '../../../src/lib/openingHours';

/** A banner: its title, and its pictures (their words are drawn in). */
export type BannerTranslations = Translations<{ title: string; webImageUrl: string; adImageUrl: string }>;

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    bannerType: text('banner_type').notNull(),
    title: text('title').notNull(),
    sliderAction: text('slider_action').notNull(),
    webImageUrl: text('web_image_url').notNull(),
    adImageUrl: text('ad_image_url').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** The banner in other languages (issue 24): its title and pictures, whose words are in the picture. */
    translations: jsonb('translations').$type<BannerTranslations>().notNull().default({}),
    /** Issue 46: shown from starts_at until ends_at (null: always, for ever), on the clock of each request (server/schedule.ts). */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** Where it shows: a diner near one of these outlets or in one of these areas (outlets' towns); both empty, everywhere. */
    outletIds: integer('outlet_ids').array().notNull().default(sql`'{}'`),
    areas: text('areas').array().notNull().default(sql`'{}'`),
    /** Each console save adds one: a save made from an older version is told (409), never silently wins. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('banners_type_order_idx').on(t.bannerType, t.sortOrder)],
);

/** An outlet's words the chain writes in other languages too; its name is its brand and stays as it is. */
export const OUTLET_WORDS = ['description', 'address'] as const;
export type OutletWord = (typeof OUTLET_WORDS)[number];

export const restaurants = pgTable('restaurants', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  title: text('title').notNull(),
  area: text('area').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  availableInDineIn: boolean('available_in_dine_in').notNull(),
  availableInHomeDelivery: boolean('available_in_home_delivery').notNull(),
  availableInTakeAway: boolean('available_in_take_away').notNull(),
  imageUrl: text('image_url').notNull(),
  /** "HH:mm", Asia/Kolkata: the usual hours, every day but those of weekdayHours. */
  openingTime: varchar('opening_time', { length: 5 }).notNull(),
  closingTime: varchar('closing_time', { length: 5 }).notNull(),
  /** Issue 36: the weekdays with other hours, or closed all day (src/lib/openingHours.ts). */
  weekdayHours: jsonb('weekday_hours').$type<WeekdayHours>().notNull().default({}),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  facilities: text('facilities').array().notNull(),
  deliveryRadiusInMeter: integer('delivery_radius_in_meter').notNull(),
  description: text('description').notNull().default(''),
  /** Short code used in table QR codes: GL-<code>-T1. */
  code: varchar('code', { length: 8 }).notNull().default(''),
  /** How many guests the outlet seats by booking in one RESERVATION_SLOT_MINUTES slot. */
  reservationSeatsPerSlot: integer('reservation_seats_per_slot').notNull().default(40),
  /** A paused outlet takes no orders until then (its kitchen is full); null: taking orders. */
  pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'date' }),
  /** Each console save adds one (issue 36): a save made from an older version is told, never silently wins. */
  version: integer('version').notNull().default(1),
  /** Shown to diners (issue 36): an outlet made in the console starts hidden until head office makes it live. */
  live: boolean('live').notNull().default(true),
  /** Issue 46: what a diner reads of the outlet in other languages: its description and address (OUTLET_WORDS). */
  translations: jsonb('translations').$type<FieldTranslations<OutletWord>>().notNull().default({}),
}, (t) => [uniqueIndex('restaurants_code_unique').on(t.code).where(sql`${t.code} <> ''`)]);

/** An outlet's keys to the outlet API and kitchen board (issue 22): SHA-256 of the key, never the key. */
export const outletKeys = pgTable('outlet_keys', {
  id: serial('id').primaryKey(),
  restaurantId: integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique(),
  label: text('label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
);
