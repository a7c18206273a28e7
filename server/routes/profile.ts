/** The signed-in customer's own account. */
import { Hono } from 'hono';
import { PATHS, type UserProfile } from '../../src/api/contract';
import { currentUser } from '../http/auth';
import { ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { deleteUserAndData, toUserProfile } from '../users';

export function profileRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(PATHS.profileDetail, (c) => ok<UserProfile>(c, toUserProfile(currentUser(c))));

  // SPEC 7 declares this as a GET. It is safe from cross-site forgery all the same: the credential travels
  // in an Authorization header that only our own page sets, never in a cookie.
  routes.get(PATHS.deleteAccount, async (c) => {
    await deleteUserAndData(deps.db, currentUser(c));
    return ok(c, null, 'Your account has been deleted');
  });

  return routes;
}
