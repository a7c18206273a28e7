/** Resolves the signed-in customer from the Basic credential; signed-in routes then require one. */
import type { Context, MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { findSession, type Session } from '../auth/credentials';
import { users } from '../db/schema';
import { settleEarnedPoints } from '../orders/earnedPoints';
import { unauthorised } from './envelope';
import type { AppEnv, Deps, UserRow } from './types';

/** Every API request: sets c.var.user (null without a valid credential; public routes ignore it). */
export function identifyUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    const session = header ? await findSession(deps.db, header, deps.now()) : null;
    c.set('user', session ? await withHandedOverPoints(deps, session) : null);
    c.set('credentialId', session?.credentialId ?? null);
    await next();
  };
}

/**
 * The customer as they stand once the points of orders handed over since (the demo's clock moves orders without a
 * write) are credited: before any route reads or spends their balance (../orders/earnedPoints.ts).
 */
async function withHandedOverPoints(deps: Deps, { user, awaitingPoints }: Session): Promise<UserRow> {
  // Credited by this request or by one racing it (which it waited for): either way, read the balance again.
  if ((await settleEarnedPoints(deps.db, user.id, deps, awaitingPoints)).handedOver === 0) return user;
  const [fresh] = await deps.db.select().from(users).where(eq(users.id, user.id));
  return fresh ?? user;
}

/** For signed-in routes: the customer, or 401 with errorCode 409 'Unauthorised Access' (SPEC 4: sign out). */
export function currentUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorised();
  return user;
}

/** For routes about the signed-in device itself (logout): the customer and the credential used. */
export function currentSession(c: Context<AppEnv>): { user: UserRow; credentialId: number } {
  const user = c.get('user');
  const credentialId = c.get('credentialId');
  if (!user || credentialId === null) throw unauthorised();
  return { user, credentialId };
}
