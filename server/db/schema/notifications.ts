/** Push: devices, the notification list, alert settings and the outbox. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { Words } from '../../http/say';
import { credentials, users } from './account';
import { campaigns } from './campaigns';

/**
 * Push (issue 9): the devices a customer registered for push, one row per customer and deviceId (the same
 * device re-registering replaces its token). Tied to the credential it was registered with, so signing out
 * that device (logout revokes its credential) unlinks it, and deleting the account removes them all.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: integer('credential_id').references(() => credentials.id, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 128 }).notNull(),
    deviceType: text('device_type').notNull(),
    fcmToken: text('fcm_token').notNull(),
    /** The app's language when the device was last linked (issue 24): its pushes are said in it. */
    locale: text('locale').notNull().default('en'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [unique('devices_user_device').on(t.userId, t.deviceId), index('devices_fcm_token_idx').on(t.fcmToken)],
);

/**
 * What the customer's notification list shows. dedupeKey ('order-GL123-ACCEPTED', 'offer-42') is unique per
 * customer, so a status change or an announcement produces its notification exactly once, however many
 * workers look at the same moment.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    target: text('target').notNull(),
    orderRefId: varchar('order_ref_id', { length: 40 }),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** The server's own notifications as words (issue 24), said in each reader's language; title and body are their English. */
    words: jsonb('words').$type<{ title: Words; body: Words }>(),
    /** The campaign it came from (issue 46), for its figures; null for the server's own. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** When its push's click reopened the app (the app reports it): a campaign's 'opened'. */
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('notifications_user_dedupe').on(t.userId, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_campaign_idx').on(t.campaignId),
  ],
);

/** Which pushes a customer wants; no row means the defaults (all on). */
export const alertSettings = pgTable('alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderUpdates: boolean('order_updates').notNull().default(true),
  offers: boolean('offers').notNull().default(true),
  events: boolean('events').notNull().default(true),
});

/**
 * Pushes waiting to be sent, one per notification and device token. The sender claims due rows by moving
 * nextAttemptAt forward (a lease), so a crash mid-send retries later; failures back off until they give up.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    fcmToken: text('fcm_token').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** PENDING until SENT, or FAILED (gave up, or the token was refused), or DROPPED (its device signed out). */
    state: text('state').notNull().default('PENDING'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** A campaign's push (issue 46): sent after any order update that is due, however many are queued. */
    bulk: boolean('bulk').notNull().default(false),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.state, t.nextAttemptAt),
    // A campaign's 100,000 pending rows: claiming in order, and forgetting a dead token's, read only the pending ones.
    index('push_outbox_pending_order_idx').on(t.bulk, t.id).where(sql`${t.state} = 'PENDING'`),
    index('push_outbox_pending_token_idx').on(t.fcmToken).where(sql`${t.state} = 'PENDING'`),
  ],
);
