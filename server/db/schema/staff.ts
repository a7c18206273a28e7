/**
 * Head office staff (issue 36): their accounts, console sessions and invitations, and the audit trail of every change
 * they make. Staff are not customers: nothing here points at users, and no customer credential opens the console.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../src/api/staffEndpoints';
import { createdAt } from './columns';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-case; one account per address among the staff still employed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** An outlet manager's outlets (restaurants.id); empty for the roles that span the chain. */
    outletIds: integer('outlet_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** scrypt, with its parameters and salt (server/staff/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret (base32); confirmed once a first code from the staff member's app matched it. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The last TOTP time step accepted, so a code is good once. */
    totpLastStep: integer('totp_last_step'),
    /** Wrong passwords or codes in a row; five lock the account until lockedUntil. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** Removed staff keep their row (the audit trail names them) and can no longer sign in. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('staff_email_current').on(t.email).where(sql`${t.removedAt} IS NULL`)],
);

/** A console session: the cookie holds a random token, the database its SHA-256 only. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** What the staff member signed in with, to tell their sessions apart ('Chrome on Windows'). */
    device: text('device').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** A one-time link to join the console, for one address and role; its token is kept as SHA-256 only. */
export const staffInvites = pgTable('staff_invites', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  email: text('email').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  outletIds: integer('outlet_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** Null for the first owner, made on the command line. */
  invitedBy: integer('invited_by').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Every staff change to money or content, written in the same transaction as the change: who (and in what role),
 * which record, its fields before and after, and the request that made it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    outletId: integer('outlet_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_at_idx').on(t.at)],
);

/**
 * A staff member's passkey (WebAuthn): the credential's id and COSE public key (base64url), its signature counter,
 * and the name its owner gave it. A passkey signs in as both factors (its authenticator verified the user).
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** base64url, as the browser reports it; one credential belongs to one staff member. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for those that keep none, as most passkeys do). */
    counter: integer('counter').notNull().default(0),
    /** How the browser can reach the authenticator ('internal', 'usb', 'hybrid'…), to hint at sign-in. */
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/**
 * A WebAuthn challenge handed out and not yet answered: single use (taken with DELETE … RETURNING), short-lived, and
 * for a registration bound to the staff member who asked. Kept in the database so any server process can check it.
 */
export const staffWebauthnChallenges = pgTable(
  'staff_webauthn_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull().unique(),
    /** 'register' or 'sign-in'. */
    purpose: text('purpose').$type<'register' | 'sign-in'>().notNull(),
    /** Who registers; null for a sign-in, where the passkey itself says who. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('staff_webauthn_challenges_expires_idx').on(t.expiresAt)],
);
