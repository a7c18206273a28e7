/**
 * Every kind of the chain's words a diner reads, and what of each is translated (issue 46): the console's 'Hindi'
 * screen counts and lists, per kind, the records with a field that has English words and no Hindi yet (wordsIn.ts's
 * `untranslated`, the rule the diner's answers follow). A kind that gets a `translations` column adds itself here
 * (events, ticket kinds, steal deals, info pages): its records' English words, its translations, its editor's address.
 * A deal's terms are lines of their own, edited beside its description; the count asks for its title and description.
 */
import { asc, eq } from 'drizzle-orm';
import type { FieldTranslations } from '../../src/api/contract/translations';
import type { Database } from '../db/client';
import {
  banners,
  coupons,
  dealCategories,
  dealItems,
  DISH_WORDS,
  eventTicketKinds,
  events,
  menuCategories,
  menuItems,
  menuSubCategories,
  OUTLET_WORDS,
  restaurants,
  staticPages,
  upcomingOutlets,
} from '../db/schema';

/** One record as the count reads it: its id, its name and place for the list, its English words and translations. */
export interface TranslatedRecord {
  id: string;
  name: string;
  where: string | null;
  words: Record<string, string>;
  translations: FieldTranslations<string>;
  /** The id its editor opens, where that is another record's (a ticket kind is edited in its event). */
  editorId?: string;
}

export interface TranslatedKind {
  kind: string;
  label: string;
  fields: readonly string[];
  /** Every record of the kind, in the order its console list shows them. */
  records: (db: Database) => Promise<TranslatedRecord[]>;
  /** The console's address of the record's editor, under /admin. */
  editor: (id: string) => string;
}

const TITLE = ['title'] as const;
const TITLE_AND_DESCRIPTION = ['title', 'description'] as const;

export const TRANSLATED_KINDS: readonly TranslatedKind[] = [
  {
    kind: 'dishes',
    label: 'Dishes',
    fields: DISH_WORDS,
    records: async (db) =>
      (
        await db
          .select({ id: menuItems.id, title: menuItems.title, description: menuItems.description, translations: menuItems.translations, outlet: restaurants.title })
          .from(menuItems)
          .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
          .orderBy(asc(restaurants.title), asc(menuItems.sortOrder), asc(menuItems.id))
      ).map((row) => ({ id: String(row.id), name: row.title, where: row.outlet, words: { title: row.title, description: row.description }, translations: row.translations })),
    editor: (id) => `/dishes/${id}`,
  },
  {
    kind: 'sections',
    label: 'Menu sections',
    fields: TITLE,
    records: async (db) =>
      (await db.select().from(menuCategories).orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id))).map((row) => ({
        id: String(row.id),
        name: row.title,
        where: null,
        words: { title: row.title },
        translations: row.translations,
      })),
    editor: (id) => `/sections/${id}`,
  },
  {
    kind: 'sub-sections',
    label: 'Menu sub-sections',
    fields: TITLE,
    records: async (db) =>
      (
        await db
          .select({ id: menuSubCategories.id, title: menuSubCategories.title, translations: menuSubCategories.translations, section: menuCategories.title })
          .from(menuSubCategories)
          .innerJoin(menuCategories, eq(menuCategories.id, menuSubCategories.categoryId))
          .orderBy(asc(menuCategories.sortOrder), asc(menuSubCategories.sortOrder), asc(menuSubCategories.id))
      ).map((row) => ({ id: String(row.id), name: row.title, where: row.section, words: { title: row.title }, translations: row.translations })),
    editor: (id) => `/sub-sections/${id}`,
  },
  {
    kind: 'outlets',
    label: 'Outlets',
    fields: OUTLET_WORDS,
    records: async (db) =>
      (await db.select().from(restaurants).orderBy(asc(restaurants.title))).map((row) => ({
        id: String(row.id),
        name: row.title,
        where: row.area,
        words: { description: row.description, address: row.address },
        translations: row.translations,
      })),
    editor: (id) => `/outlets/${id}`,
  },
  {
    // Their pictures per language are the banners' editor's (their words are drawn in); the count asks for the title.
    kind: 'banners',
    label: 'Banners',
    fields: TITLE,
    records: async (db) =>
      (await db.select().from(banners).orderBy(asc(banners.bannerType), asc(banners.sortOrder), asc(banners.id))).map((row) => ({
        id: String(row.id),
        name: row.title,
        where: row.bannerType,
        words: { title: row.title },
        translations: row.translations,
      })),
    editor: (id) => `/banners/${id}`,
  },
  {
    kind: 'coupons',
    label: 'Coupons',
    fields: TITLE_AND_DESCRIPTION,
    records: async (db) =>
      (await db.select().from(coupons).orderBy(asc(coupons.code))).map((row) => ({
        id: row.code,
        name: row.title,
        where: row.code,
        words: { title: row.title, description: row.description },
        translations: row.translations,
      })),
    editor: (id) => `/coupons/${encodeURIComponent(id)}`,
  },
  {
    kind: 'events',
    label: 'Events',
    fields: TITLE_AND_DESCRIPTION,
    records: async (db) =>
      (
        await db
          .select({ id: events.id, title: events.title, description: events.description, translations: events.translations, outlet: restaurants.title })
          .from(events)
          .innerJoin(restaurants, eq(restaurants.id, events.restaurantId))
          .orderBy(asc(events.startsAt), asc(events.id))
      ).map((row) => ({ id: String(row.id), name: row.title, where: row.outlet, words: { title: row.title, description: row.description }, translations: row.translations })),
    editor: (id) => `/events/${id}`,
  },
  {
    // A ticket kind is edited inside its event: its editor is the event's.
    kind: 'ticket-kinds',
    label: 'Ticket kinds',
    fields: ['name', 'description'],
    records: async (db) =>
      (
        await db
          .select({ id: eventTicketKinds.id, eventId: events.id, name: eventTicketKinds.name, description: eventTicketKinds.description, translations: eventTicketKinds.translations, event: events.title })
          .from(eventTicketKinds)
          .innerJoin(events, eq(events.id, eventTicketKinds.eventId))
          .orderBy(asc(events.startsAt), asc(eventTicketKinds.sortOrder), asc(eventTicketKinds.id))
      ).map((row) => ({
        id: String(row.id),
        editorId: String(row.eventId),
        name: row.name,
        where: row.event,
        words: { name: row.name, description: row.description },
        translations: row.translations,
      })),
    editor: (eventId) => `/events/${eventId}`,
  },
  {
    kind: 'deals',
    label: 'Steal deals',
    fields: TITLE_AND_DESCRIPTION,
    records: async (db) =>
      (
        await db
          .select({ id: dealItems.id, title: dealItems.title, description: dealItems.description, translations: dealItems.translations, outlet: restaurants.title })
          .from(dealItems)
          .innerJoin(restaurants, eq(restaurants.id, dealItems.restaurantId))
          .orderBy(asc(dealItems.sortOrder), asc(dealItems.id))
      ).map((row) => ({ id: String(row.id), name: row.title, where: row.outlet, words: { title: row.title, description: row.description }, translations: row.translations })),
    editor: (id) => `/deals/${id}`,
  },
  {
    kind: 'deal-sections',
    label: 'Deal sections',
    fields: TITLE,
    records: async (db) =>
      (await db.select().from(dealCategories).orderBy(asc(dealCategories.sortOrder), asc(dealCategories.id))).map((row) => ({
        id: String(row.id),
        name: row.title,
        where: null,
        words: { title: row.title },
        translations: row.translations,
      })),
    editor: (id) => `/deal-sections/${id}`,
  },
  {
    kind: 'pages',
    label: 'Info pages',
    fields: ['title', 'html'],
    records: async (db) =>
      (await db.select().from(staticPages).orderBy(asc(staticPages.slug))).map((row) => ({
        id: row.slug,
        name: row.title,
        where: `/${row.slug}`,
        words: { title: row.title, html: row.html },
        translations: row.translations,
      })),
    editor: (slug) => `/pages/${encodeURIComponent(slug)}`,
  },
  {
    kind: 'upcoming-outlets',
    label: 'Upcoming outlets',
    fields: ['name', 'description'],
    records: async (db) =>
      (await db.select().from(upcomingOutlets).orderBy(asc(upcomingOutlets.sortOrder), asc(upcomingOutlets.id))).map((row) => ({
        id: String(row.id),
        name: row.name,
        where: row.city,
        words: { name: row.name, description: row.description },
        translations: row.translations,
      })),
    editor: (id) => `/upcoming-outlets/${id}`,
  },
];
