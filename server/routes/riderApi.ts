/**
 * Issue 37: the rider API under /v1/rider, for the rider page (src/rider) on the rider's own phone, signed in with
 * their shift's link (`Authorization: Bearer <token>`). A rider sees and moves only the orders handed to their
 * shift, and an ended shift is refused on its next request.
 *
 * Calling the diner: the page never gets the diner's number. POST /orders/{ref}/call asks the server to ring the
 * rider's phone and join the diner to the call (a click-to-call bridge, as Indian telephony providers offer), so
 * the number is in no page, dialer history or screenshot of the rider's phone. A tel: link would put it in all of
 * them. The bridge is Exotel's click-to-call (riders/callBridge.ts); the demo's prints that it would connect.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { riderDeliverRequest, type RiderCall, type RiderMe, type RiderOrder } from '../../src/api/contract/riders';
import { ApiError, errorResponse, ok } from '../http/envelope';
import { answerFailures } from '../http/apiAnswers';
import { jsonOnly } from '../http/json-only';
import { orderRefParam } from '../http/params';
import { english, sayTo, type Words } from '../http/say';
import type { Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { moveOrder } from '../outlet/moves';
import { callCustomer } from '../riders/calls';
import { checkHandoverCode, RIDER_ORDER_NOT_FOUND } from '../riders/handover';
import { ordersOfShift } from '../riders/orders';
import { riderWords } from '../messages/riders';
import { checkedFix, recordPosition } from '../riders/positions';
import { shiftForToken, type OutletRow, type RiderRow, type ShiftRow } from '../riders/shifts';

interface RiderEnv {
  Variables: { shift: ShiftRow; rider: RiderRow; outlet: OutletRow; requestId: string };
}

const LINK_REFUSED: Words = { ref: riderWords.linkRefused };
/** What a refused link is told in English (its reader's language on the wire). */
export const RIDER_LINK_REFUSED = english(LINK_REFUSED);

export function riderApiRoutes(deps: Deps): Hono<RiderEnv> {
  const api = new Hono<RiderEnv>();
  api.onError(answerFailures(deps.log));
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // As the diner's API and the console: JSON only, and no body over 1 MB is read.
  api.use('*', jsonOnly());
  api.use('*', async (c, next) => {
    const token = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    const signed = token ? await shiftForToken(deps.db, token, deps.now()) : null;
    if (!signed) return errorResponse(401, 401, sayTo(c.req.raw, LINK_REFUSED));
    c.set('shift', signed.shift);
    c.set('rider', signed.rider);
    c.set('outlet', signed.outlet);
    await next();
    return undefined;
  });

  api.get('/me', (c) => {
    const shift = c.get('shift');
    return ok<RiderMe>(c, {
      riderName: c.get('rider').name,
      outletTitle: c.get('outlet').title,
      outletPhone: c.get('outlet').phone,
      shiftEndsAt: shift.endsAt.getTime(),
      codesStopped: shift.codesStoppedAt !== null,
    });
  });

  api.get('/orders', async (c) => ok<RiderOrder[]>(c, await ordersOfShift(deps, c.get('shift'))));

  const orderOfShift = async (shift: ShiftRow, refId: string): Promise<RiderOrder> => {
    const order = (await ordersOfShift(deps, shift)).find((one) => one.orderRefId === refId);
    if (!order) throw new ApiError(404, RIDER_ORDER_NOT_FOUND);
    return order;
  };

  api.post('/orders/:orderRefId/position', async (c) => {
    const refId = orderRefParam(c.req.param('orderRefId'));
    const fix = checkedFix(await readJsonBody(c, z.unknown()));
    const moved = await recordPosition(deps, c.get('shift'), refId, fix);
    return ok(c, { moved });
  });

  api.post('/orders/:orderRefId/call', async (c) => {
    const order = await orderOfShift(c.get('shift'), orderRefParam(c.req.param('orderRefId')));
    if (order.status !== 'OUT_FOR_DELIVERY') throw new ApiError(409, { ref: riderWords.notOutForDelivery, params: { ref: order.orderRefId } });
    await callCustomer(deps, c.get('shift'), c.get('rider'), order.orderRefId);
    return ok<RiderCall>(c, { message: sayTo(c.req.raw, { ref: riderWords.phoneWillRing }) });
  });

  api.post('/orders/:orderRefId/deliver', async (c) => {
    const refId = orderRefParam(c.req.param('orderRefId'));
    const { code, cashCollected } = await readJsonBody(c, riderDeliverRequest);
    const cashCollectedPaise = await checkHandoverCode(deps, c.get('shift'), refId, code, cashCollected);
    await moveOrder(deps, c.get('outlet'), refId, { kind: 'delivered', handover: { by: 'CODE', cashCollectedPaise } });
    return ok<RiderOrder>(c, await orderOfShift(c.get('shift'), refId));
  });

  api.all('*', (c) => errorResponse(404, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));
  return api;
}
