/** One table, many phones (issue 23): joining a table's session, its shared cart and its rounds (../tables/session.ts). */
import { Hono } from 'hono';
import { PATHS, joinTableRequest, tableLineRequest, type TableSession } from '../../src/api/contract';
import { currentUser } from '../http/auth';
import { ok } from '../http/envelope';
import { tableSessionParam } from '../http/params';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { changeLine, joinTable, readSession, sendRound, sessionView } from '../tables/session';

export function tableRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(PATHS.joinTable, async (c) => {
    const user = currentUser(c);
    const { tableCode } = await readJsonBody(c, joinTableRequest);
    const session = await joinTable(deps.db, user.id, tableCode, deps.now());
    return ok<TableSession>(c, await sessionView(deps, user.id, session));
  });

  routes.get('/tableSession/:sessionId', async (c) => {
    const user = currentUser(c);
    const session = await readSession(deps.db, user.id, tableSessionParam(c.req.param('sessionId')), deps.now());
    return ok<TableSession>(c, await sessionView(deps, user.id, session));
  });

  routes.post('/tableSession/:sessionId/line', async (c) => {
    const user = currentUser(c);
    const publicId = tableSessionParam(c.req.param('sessionId'));
    const { itemId, change } = await readJsonBody(c, tableLineRequest);
    const session = await changeLine(deps.db, user.id, publicId, itemId, change, deps.now());
    return ok<TableSession>(c, await sessionView(deps, user.id, session));
  });

  routes.post('/tableSession/:sessionId/sendRound', async (c) => {
    const user = currentUser(c);
    const session = await sendRound(deps, user.id, tableSessionParam(c.req.param('sessionId')));
    return ok<TableSession>(c, await sessionView(deps, user.id, session), 'Sent to the kitchen');
  });

  return routes;
}
