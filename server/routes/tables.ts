/** One table, many phones (issue 23): joining a table's session, its shared cart and its rounds (../tables/session.ts). */
import { Hono } from 'hono';
import { joinTableRequest, payTableShareRequest, tableLineRequest, type TableSession, type TableShareAnswer } from '../../src/api/contract';
import { TABLE_PATHS } from '../../src/api/tableEndpoints';
import { currentUser } from '../http/auth';
import { ok } from '../http/envelope';
import { tableWords } from '../messages/tables';
import { tableSessionParam } from '../http/params';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { toPaise } from '../money';
import { changeLine, joinTable, payShare, readSession, sendRound, sessionView } from '../tables/session';

export function tableRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(TABLE_PATHS.joinTable, async (c) => {
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
    const { change, ...dish } = await readJsonBody(c, tableLineRequest);
    const session = await changeLine(deps.db, user.id, publicId, dish, change, deps.now());
    return ok<TableSession>(c, await sessionView(deps, user.id, session));
  });

  routes.post('/tableSession/:sessionId/sendRound', async (c) => {
    const user = currentUser(c);
    const session = await sendRound(deps, user.id, tableSessionParam(c.req.param('sessionId')));
    return ok<TableSession>(c, await sessionView(deps, user.id, session), { ref: tableWords.sentToKitchen });
  });

  routes.post('/tableSession/:sessionId/pay', async (c) => {
    const user = currentUser(c);
    const publicId = tableSessionParam(c.req.param('sessionId'));
    const { kind, paymentMode, expectedAmount } = await readJsonBody(c, payTableShareRequest);
    const { session, txnId } = await payShare(deps, user.id, publicId, kind, paymentMode, toPaise(expectedAmount));
    // The provider is asked outside the transaction (a slow provider holds no lock); a refusal fails the payment.
    const redirectUrl = txnId ? await deps.openPayment(txnId) : null;
    const answer: TableShareAnswer = { session: await sessionView(deps, user.id, session), redirectUrl };
    return ok<TableShareAnswer>(c, answer, { ref: txnId ? tableWords.payOnNextPage : session.closedAt ? tableWords.paidInFullThanks : tableWords.partPaid });
  });

  return routes;
}
