/**
 * The Basic credential of SPEC 7: base64(mobile:secretKey). Each sign-in issues a fresh secretKey for that
 * device; only its SHA-256 is stored, and it lapses after the client's own credential lifetime (30 days).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { CREDENTIAL_LIFETIME_DAYS } from '../../src/config/constants';
import { MOBILE_PATTERN } from '../../src/lib/validation';
import type { Database } from '../db/client';
import { credentials, users } from '../db/schema';
import type { UserRow } from '../http/types';

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

export async function findSession(db: Database, header: string | undefined, now: number): Promise<{ user: UserRow; credentialId: number } | null> {
  const parsed = parseBasicAuth(header);
  if (!parsed) return null;
  const [row] = await db
    .select({ user: users, credentialId: credentials.id })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .where(
      and(
        eq(credentials.secretHash, sha256(parsed.secretKey)),
        eq(users.mobile, parsed.mobile),
        gt(credentials.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return row ?? null;
}
