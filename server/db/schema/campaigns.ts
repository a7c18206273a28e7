/**
 * Campaigns (issue 46): a push and an in-app notification that head office sends to a segment of diners. An
 * editor prepares one; the owner (or a role the owner allows) sends it. Each diner it reaches has one recipient
 * row (unique per campaign and diner), written in the same transaction as their notification and its queued
 * pushes, so a diner gets it once however many processes fan it out, and a crash resumes from the last batch.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from './columns';
import { users } from './account';
import { staff } from './staff';

/** Who a campaign reaches (checked by the contract's campaignSegment). */
export type CampaignSegment =
  | { type: 'everyone' }
  | { type: 'city'; city: string }
  | { type: 'outlet'; outletId: number; days: number }
  | { type: 'dish'; itemId: number }
  | { type: 'lapsed'; days: number }
  | { type: 'device'; mobile: string };

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    /** OFFER or EVENT: which of the diner's alert settings lets it through. */
    kind: text('kind').notNull(),
    /** English; empty when the campaign has no English text. */
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    translations: jsonb('translations').$type<Translations<{ title: string; body: string }>>().notNull().default({}),
    /** The app path its click opens, e.g. '/offers'. */
    target: text('target').notNull(),
    segment: jsonb('segment').$type<CampaignSegment>().notNull(),
    /** Sent even in quiet hours (22:00-08:00 India). */
    urgent: boolean('urgent').notNull().default(false),
    /** When it goes out once sent (null: at once). */
    sendAt: timestamp('send_at', { withTimezone: true, mode: 'date' }),
    /** DRAFT (editable), SCHEDULED (sent by the owner, waiting for sendAt), SENDING (fanning out), SENT (every diner queued). */
    state: text('state').notNull().default('DRAFT'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    sentBy: integer('sent_by').references(() => staff.id, { onDelete: 'set null' }),
    /** The last diner (by id) fanned out: a restart resumes after it. */
    fanoutCursor: integer('fanout_cursor').notNull().default(0),
    /** A process fanning it out holds it until then; past it, another process takes over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('campaigns_due_idx').on(t.state, t.sendAt)],
);

/**
 * One row per campaign and diner reached: QUEUED (its notification stored and pushes queued, perhaps held for
 * quiet hours until deliverAt) or CAPPED (over the chain's per-diner cap: nothing stored, only counted).
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    held: boolean('held').notNull().default(false),
    locale: text('locale').notNull(),
    devices: integer('devices').notNull().default(0),
    deliverAt: timestamp('deliver_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] }), index('campaign_recipients_cap_idx').on(t.userId, t.deliverAt)],
);

/** The chain's one row of campaign settings: which roles besides the owner may send. */
export const campaignSettings = pgTable('campaign_settings', {
  id: integer('id').primaryKey().default(1),
  senderRoles: text('sender_roles').array().notNull().default([]),
  version: integer('version').notNull().default(1),
});
