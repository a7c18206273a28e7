/** Per-request guards: rate limits and idempotency keys. */
import { index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Fixed-window counters for rate limits ('otp-number:<mobile>', 'otp-client:<address>'). One conditional
 * upsert takes a unit, so concurrent requests cannot all slip under the limit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Stored answers of POSTs sent with an Idempotency-Key. A row with a null status is "in progress": the
 * unique constraint makes exactly one of several concurrent duplicates the one that acts.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 200 }).notNull(),
    /** METHOD + path, so one key reused on another endpoint is a different request. */
    scope: text('scope').notNull(),
    /** 'user:<uuid>' or 'anonymous'. */
    owner: text('owner').notNull(),
    /** SHA-256 of the request body: the same key with a different body is refused rather than replayed. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [unique('idempotency_keys_key_scope_owner').on(t.key, t.scope, t.owner), index('idempotency_keys_created_idx').on(t.createdAt)],
);
