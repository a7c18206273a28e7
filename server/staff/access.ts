/**
 * Who may do what in the console (issue 36), decided here on every call: the console only hides what this already
 * refuses. A session is looked up on each request; a role is checked per route; an outlet manager's outlets are
 * checked per record and put into every list's query (never filtered after it).
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { matchedRoutes } from 'hono/route';
import { ADMIN_API_BASE_PATH, STAFF_COOKIE, type StaffRole } from '../../src/api/staffEndpoints';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { needsSecondFactor } from './accounts';
import type { Actor } from './audit';
import { findSession, type StaffRow, type StaffSession } from './sessions';

export interface AdminEnv {
  Variables: { staffSession: StaffSession | null; requestId: string; clientAddress: string };
}

export const SIGN_IN_FIRST = 'Sign in to the console first';
export const SET_UP_SECOND_FACTOR = 'Set up your authenticator app first';
export const NOT_YOUR_ROLE = 'Your role cannot do this';
export const NOT_YOUR_OUTLET = 'This outlet is not one of yours';

export function identifyStaff(deps: Deps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    c.set('staffSession', await findSession(deps.db, getCookie(c, STAFF_COOKIE), deps.now()));
    await next();
  };
}

/**
 * Every console route but those of `open` (signing in) needs a session, and a stranger is told so before anything of
 * the request's body is read, its type and size included: 401 whatever they send (a stranger's code to /totp/confirm
 * was answered about the code). A route added later is held to it. A path that is no console route passes on to its 404.
 */
export function sessionFirst(open: Hono<AdminEnv>): MiddlewareHandler<AdminEnv> {
  const strangersMay = new Set(open.routes.map((route) => `${route.method} ${ADMIN_API_BASE_PATH}${route.path}`));
  return async (c, next) => {
    // The route that will answer: the first of the console's own (the fallbacks are ALL, the app's pages outside /v1/admin).
    const route = matchedRoutes(c).find((one) => one.method !== 'ALL' && one.path.startsWith(`${ADMIN_API_BASE_PATH}/`));
    if (route && !strangersMay.has(`${route.method} ${route.path}`)) anySession(c);
    await next();
  };
}

/** The signed-in session, even one whose second factor is still to be set up (for the setup itself). */
export function anySession(c: Context<AdminEnv>): StaffSession {
  const session = c.get('staffSession');
  if (!session) throw new ApiError(401, SIGN_IN_FIRST);
  return session;
}

/** The staff member, fully signed in, in one of `roles` (every role when none are named). */
export function staffIn(c: Context<AdminEnv>, roles?: readonly StaffRole[]): StaffRow {
  const { member } = anySession(c);
  if (needsSecondFactor(member.role) && !member.totpConfirmedAt) throw new ApiError(403, SET_UP_SECOND_FACTOR);
  if (roles && !roles.includes(member.role)) throw new ApiError(403, NOT_YOUR_ROLE);
  return member;
}

export const actorOf = (c: Context<AdminEnv>, member: StaffRow): Actor => ({ staffId: member.id, role: member.role, requestId: c.get('requestId') });

/** Only an outlet manager is held to outlets: theirs, or 403, whatever the record. */
export function requireOutlet(member: StaffRow, outletId: number): void {
  if (member.role === 'manager' && !member.outletIds.includes(outletId)) throw new ApiError(403, NOT_YOUR_OUTLET);
}

/** A list's condition on its outlet column: a manager's outlets only, in the query itself. */
export function outletScope(member: StaffRow, column: AnyPgColumn): SQL {
  if (member.role !== 'manager') return sql`true`;
  return member.outletIds.length > 0 ? inArray(column, member.outletIds) : sql`false`;
}
