/** Info pages and upcoming outlets (issue 12). */
import { integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Translations } from './columns';

/** A page in another language (issue 46): its title and its HTML. */
export type PageTranslations = Translations<{ title: string; html: string }>;
/** An upcoming outlet's words in another language (issue 46). */
export type UpcomingTranslations = Translations<{ name: string; city: string; locality: string; openingMonth: string; description: string }>;

/**
 * Info pages a customer reads (issue 12: privacy policy, terms, CEO Speaks, nutrition, ATM bar), kept as HTML
 * that the client sanitises before it reaches the DOM. Keyed by slug: the URL names the page.
 */
export const staticPages = pgTable('static_pages', {
  slug: varchar('slug', { length: 64 }).primaryKey(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  translations: jsonb('translations').$type<PageTranslations>().notNull().default({}),
  /** Each console save adds one (issue 46): a save from an older version is refused. */
  version: integer('version').notNull().default(1),
});

/** Outlets the chain is about to open (issue 12, Upcoming Outlets), in the order the screen lists them. */
export const upcomingOutlets = pgTable('upcoming_outlets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  city: text('city').notNull(),
  locality: text('locality').notNull(),
  /** As customers read it: 'March 2027'. */
  openingMonth: text('opening_month').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
  translations: jsonb('translations').$type<UpcomingTranslations>().notNull().default({}),
  /** Listed from starts_at until ends_at (null: always, for ever): server/schedule.ts. */
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  version: integer('version').notNull().default(1),
});
