/**
 * The Basic credential of SPEC 7: base64(mobile:secretKey). Each sign-in issues a fresh secretKey for that
 * device; only its SHA-256 is stored, and it lapses after the client's own credential lifetime (30 days).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { CREDENTIAL_LIFETIME_DAYS } from '../../src/config/constants';
import { MOBILE_PATTERN } from '../../src/lib/validation';
import type { Database } from '../db/client';
import { credentials, orders, users } from '../db/schema';
import { preparedPer } from '../db/prepared';
import { awaitingPoints } from '../orders/earnedPoints';
import type { UserRow } from '../http/types';

type OrderRow = typeof orders.$inferSelect;

const SECRET_PATTERN = /^[0-9a-f]{64}$/;
const DAY_MS = 86_400_000;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export async function issueCredential(db: Database, userId: number, now: number): Promise<string> {
  const secretKey = randomBytes(32).toString('hex');
  await db.insert(credentials).values({
    userId,
    secretHash: sha256(secretKey),
    expiresAt: new Date(now + CREDENTIAL_LIFETIME_DAYS * DAY_MS),
    createdAt: new Date(now),
  });
  return secretKey;
}

/** Splits an Authorization header into mobile and secretKey, or null when it is not a well-formed one. */
export function parseBasicAuth(header: string | undefined): { mobile: string; secretKey: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const mobile = decoded.slice(0, colon);
  const secretKey = decoded.slice(colon + 1);
  return MOBILE_PATTERN.test(mobile) && SECRET_PATTERN.test(secretKey) ? { mobile, secretKey } : null;
}

export interface Session {
  user: UserRow;
  credentialId: number;
  /** The customer's orders whose earned points wait for the handover (../orders/earnedPoints.ts), read with it. */
  awaitingPoints: OrderRow[];
}

/**
 * The customer and device of a credential with their orders awaiting points, one row per such order (one, with no
 * order, when none is: a secret hash is unique). Every signed-in request sends it, so it is built once (../db/prepared.ts).
 */
const sessionOf = preparedPer((db) =>
  db
    .select({ user: users, credentialId: credentials.id, awaiting: orders })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .leftJoin(orders, awaitingPoints(users.id))
    .where(and(eq(credentials.secretHash, sql.placeholder('secretHash')), eq(users.mobile, sql.placeholder('mobile')), gt(credentials.expiresAt, sql.placeholder('now'))))
    .prepare('find_session'),
);

/**
 * The customer and device of a Basic credential, in one query with their orders awaiting points: every signed-in
 * request credits those the clock has handed over before it reads a balance, and this saves it a round trip.
 */
export async function findSession(db: Database, header: string | undefined, now: number): Promise<Session | null> {
  const parsed = parseBasicAuth(header);
  if (!parsed) return null;
  const rows = await sessionOf(db).execute({ secretHash: sha256(parsed.secretKey), mobile: parsed.mobile, now: new Date(now) });
  const [first] = rows;
  if (!first) return null;
  return { user: first.user, credentialId: first.credentialId, awaitingPoints: rows.flatMap((row) => (row.awaiting ? [row.awaiting] : [])) };
}
