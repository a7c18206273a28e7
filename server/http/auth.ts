/** Resolves the signed-in customer from the Basic credential; signed-in routes then require one. */
import type { Context, MiddlewareHandler } from 'hono';
import { findUserByCredential } from '../auth/credentials';
import { unauthorised } from './envelope';
import type { AppEnv, Deps, UserRow } from './types';

/** Every API request: sets c.var.user (null without a valid credential; public routes ignore it). */
export function identifyUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    c.set('user', header ? await findUserByCredential(deps.db, header, deps.now()) : null);
    await next();
  };
}

/** For signed-in routes: the customer, or 401 with errorCode 409 'Unauthorised Access' (SPEC 4: sign out). */
export function currentUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorised();
  return user;
}
