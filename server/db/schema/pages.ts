/** Info pages and upcoming outlets (issue 12). */
import { integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Info pages a customer reads (issue 12: privacy policy, terms, CEO Speaks, nutrition, ATM bar), kept as HTML
 * that the client sanitises before it reaches the DOM. Keyed by slug: the URL names the page.
 */
export const staticPages = pgTable('static_pages', {
  slug: varchar('slug', { length: 64 }).primaryKey(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
});
