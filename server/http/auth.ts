/** Resolves the signed-in customer from the Basic credential; signed-in routes then require one. */
import type { Context, MiddlewareHandler } from 'hono';
import { findSession } from '../auth/credentials';
import { unauthorised } from './envelope';
import type { AppEnv, Deps, UserRow } from './types';

/** Every API request: sets c.var.user (null without a valid credential; public routes ignore it). */
export function identifyUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    const session = header ? await findSession(deps.db, header, deps.now()) : null;
    c.set('user', session?.user ?? null);
    c.set('credentialId', session?.credentialId ?? null);
    await next();
  };
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
