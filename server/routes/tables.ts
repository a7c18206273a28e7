/** One table, many phones (issue 23): joining a table's session, its shared cart and its rounds (../tables/session.ts). */
import { Hono } from 'hono';
import { joinTableRequest, payTableShareRequest, tableAdmitRequest, tableJoinCodeRequest, tableLineRequest, type TableEntry, type TableSession, type TableShareAnswer } from '../../src/api/contract';
import { TABLE_PATHS } from '../../src/api/tableEndpoints';
import { currentUser } from '../http/auth';
import { readerLocale } from '../http/say';
import { ok } from '../http/envelope';
import { tableWords } from '../messages/tables';
import { tableSessionParam } from '../http/params';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { toPaise } from '../money';
import { formatRupees } from '../../src/lib/format';
import { payShare } from '../tables/parts';
import { admitTo, changeLine, entryView, joinTable, readSession, sendRound, sessionView, tableStanding, typeJoinCode, withdrawRequest } from '../tables/session';

export function tableRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(TABLE_PATHS.joinTable, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, joinTableRequest);
    const standing = await joinTable(deps.db, user.id, request, deps.now());
    return ok<TableEntry>(c, await entryView(deps, user.id, standing, readerLocale(c.req.raw)));
  });

  // Issue 34: a newcomer asks where it stands until a diner lets it in, or types the join code.
  routes.get('/tableSession/:sessionId/entry', async (c) => {
    const user = currentUser(c);
    const standing = await tableStanding(deps.db, user.id, tableSessionParam(c.req.param('sessionId')), deps.now());
    return ok<TableEntry>(c, await entryView(deps, user.id, standing, readerLocale(c.req.raw)));
  });

  routes.post('/tableSession/:sessionId/joinCode', async (c) => {
    const user = currentUser(c);
    const publicId = tableSessionParam(c.req.param('sessionId'));
    const { code } = await readJsonBody(c, tableJoinCodeRequest);
    const standing = await typeJoinCode(deps.db, user.id, publicId, code, deps.now());
    return ok<TableEntry>(c, await entryView(deps, user.id, standing, readerLocale(c.req.raw)));
  });

  // Issue 35: a newcomer who stops waiting takes the request back (nothing to answer: the phone has left the table).
  routes.post('/tableSession/:sessionId/withdraw', async (c) => {
    const user = currentUser(c);
    await withdrawRequest(deps.db, user.id, tableSessionParam(c.req.param('sessionId')));
    return ok<null>(c, null);
  });

  routes.post('/tableSession/:sessionId/admit', async (c) => {
    const user = currentUser(c);
    const publicId = tableSessionParam(c.req.param('sessionId'));
    const { requestId, admit } = await readJsonBody(c, tableAdmitRequest);
    const { session, name } = await admitTo(deps.db, user.id, publicId, requestId, admit, deps.now());
    return ok<TableSession>(c, await sessionView(deps, user.id, session, readerLocale(c.req.raw)), { ref: admit ? tableWords.letIn : tableWords.keptOut, params: { name } });
  });

  routes.get('/tableSession/:sessionId', async (c) => {
    const user = currentUser(c);
    const session = await readSession(deps.db, user.id, tableSessionParam(c.req.param('sessionId')), deps.now());
    return ok<TableSession>(c, await sessionView(deps, user.id, session, readerLocale(c.req.raw)));
  });

  routes.post('/tableSession/:sessionId/line', async (c) => {
    const user = currentUser(c);
    const publicId = tableSessionParam(c.req.param('sessionId'));
    const { change, ...dish } = await readJsonBody(c, tableLineRequest);
    const session = await changeLine(deps.db, user.id, publicId, dish, change, deps.now());
    return ok<TableSession>(c, await sessionView(deps, user.id, session, readerLocale(c.req.raw)));
  });

  routes.post('/tableSession/:sessionId/sendRound', async (c) => {
    const user = currentUser(c);
    const session = await sendRound(deps, user.id, tableSessionParam(c.req.param('sessionId')));
    return ok<TableSession>(c, await sessionView(deps, user.id, session, readerLocale(c.req.raw)), { ref: tableWords.sentToKitchen });
  });

  routes.post('/tableSession/:sessionId/pay', async (c) => {
    const user = currentUser(c);
    const publicId = tableSessionParam(c.req.param('sessionId'));
    const { kind, paymentMode, expectedAmount } = await readJsonBody(c, payTableShareRequest);
    const { session, txnId } = await payShare(deps, user.id, publicId, kind, paymentMode, toPaise(expectedAmount));
    // The provider is asked outside the transaction (a slow provider holds no lock); a refusal fails the payment.
    const redirectUrl = txnId ? (await deps.openPayment(txnId)).redirectUrl : null;
    const answer: TableShareAnswer = { session: await sessionView(deps, user.id, session, readerLocale(c.req.raw)), redirectUrl };
    const said = txnId ? tableWords.payOnNextPage : paymentMode === 'CASH' ? tableWords.handCashToStaff : session.closedAt ? tableWords.paidInFullThanks : tableWords.partPaid;
    return ok<TableShareAnswer>(c, answer, { ref: said, params: { amount: formatRupees(expectedAmount) } });
  });

  return routes;
}
