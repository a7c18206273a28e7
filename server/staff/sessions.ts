/**
 * Console sessions (issue 36). The cookie carries 32 random bytes; the database keeps their SHA-256 only, so a copy
 * of it opens no console. Each request looks its session up (revoked, expired, or its staff member removed: out at
 * once, on every process).
 */
import { randomBytes } from 'node:crypto';
import { sha256 } from '../auth/credentials';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { STAFF_LIMITS } from '../../src/api/staffEndpoints';
import type { Database } from '../db/client';
import { staff, staffSessions } from '../db/schema';

export type StaffRow = typeof staff.$inferSelect;
export interface StaffSession {
  sessionId: number;
  member: StaffRow;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const HOUR_MS = 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute per session: a console polling a list costs no write per call. */
const SEEN_EVERY_MS = 60 * 1000;


export async function openSession(db: Database, staffId: number, device: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: sha256(token),
    staffId,
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + STAFF_LIMITS.sessionHours * HOUR_MS),
    device: device.slice(0, 120),
  });
  return token;
}

export async function findSession(db: Database, token: string | undefined, now: number): Promise<StaffSession | null> {
  if (!token || !TOKEN.test(token)) return null;
  const [row] = await db
    .select({ sessionId: staffSessions.id, lastSeenAt: staffSessions.lastSeenAt, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, new Date(now)), isNull(staff.removedAt)));
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: new Date(now) }).where(eq(staffSessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, member: row.member };
}

/** Ends one of the staff member's sessions; false when it is not theirs or already ended. */
export async function revokeSession(db: Database, staffId: number, sessionId: number, now: number): Promise<boolean> {
  const revoked = await db
    .update(staffSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return revoked.length > 0;
}

export async function revokeAllSessions(db: Database, staffId: number, now: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date(now) }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** The staff member's sessions still open, the newest first. */
export async function openSessions(db: Database, staffId: number, now: number) {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, new Date(now))))
    .orderBy(desc(staffSessions.lastSeenAt));
}
