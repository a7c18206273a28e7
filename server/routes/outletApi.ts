/**
 * The outlet API (issue 22, src/outlet/contract.ts): an outlet's kitchen board or POS, signed in with the outlet's
 * key, reads its live orders and moves them, marks dishes out of stock and back, pauses and resumes its orders,
 * and hears every change as it happens (server-sent events).
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  acceptRequest,
  answerReportRequest,
  emptyRequest,
  outForDeliveryRequest,
  pauseRequest,
  rejectRequest,
  riderRequest,
  stockRequest,
  type OutletDish,
  type OutletInfo,
  type OutletMoveName,
  type OutletTable,
} from '../../src/outlet/contract';
import { clearTable, outletTables, rotateTableSecret } from '../outlet/tables';
import { cashReceived } from '../tables/parts';
import { menuCategories, menuItems, restaurants } from '../db/schema';
import { ApiError, errorResponse, ok } from '../http/envelope';
import { inIndia } from '../riders/plausible';
import { orderRefParam, rowIdParam, tableCodeParam } from '../http/params';
import type { Deps } from '../http/types';
import { parseWith, readJsonBody } from '../http/validate';
import type { LiveHub } from '../live/hub';
import { liveStream, type StreamControl } from '../live/stream';
import { outletForKey, type OutletRow } from '../outlet/keys';
import { liveOrders, outletOrder } from '../outlet/liveOrders';
import { moveOrder, type OutletMove, type RiderShiftRef } from '../outlet/moves';
import { tableCallDone } from '../outlet/tableCalls';
import { resolveReport } from '../orders/report';
import type { TableNeed } from '../../src/api/contract';
import { answerFailures } from '../http/apiAnswers';
import { jsonOnly } from '../http/json-only';
import { addRiderRequest, deliveredRequest, reassignRequest, type OutletRider } from '../../src/api/contract/riders';
import { riders } from '../db/schema';
import { endShift, openShiftOf, sendRiderLink, startShift, type RiderRow } from '../riders/shifts';
import { auditRiderChange, NO_SUCH_RIDER, outletRider, outletRiders, removeRider, type OutletActor } from '../riders/outletRiders';
import { reassignOrder } from '../riders/reassign';
import { linkOrigin } from '../http/publicUrl';

const actorOf = (c: Context<OutletEnv>): OutletActor => ({ outletId: c.get('outlet').id, keyId: c.get('keyId'), requestId: c.get('requestId') });

interface OutletEnv {
  /** keyId: which of the outlet's keys signed the request; its stream ends when that key is revoked. */
  Variables: { outlet: OutletRow; keyId: number; requestId: string };
}

export const WRONG_KEY = 'This outlet key is not valid. Ask for a new one.';
const ITEM_ID = /^[1-9]\d{0,8}$/;

/** A rider's position the outlet's POS reports is believed as a rider's own is (../riders/plausible.ts): in India. */
function plausible(position: { latitude: number; longitude: number }): { latitude: number; longitude: number } {
  if (!inIndia(position)) throw new ApiError(400, 'This position is outside India: check the rider’s location');
  return position;
}

/** Reads the move's body and turns it into the move. */
const MOVES: Record<OutletMoveName, (c: Context, deps: Deps) => Promise<OutletMove>> = {
  accept: async (c) => ({ kind: 'accept', ...(await body(c, acceptRequest)) }),
  reject: async (c) => ({ kind: 'reject', ...(await body(c, rejectRequest)) }),
  preparing: async (c) => (await body(c, emptyRequest), { kind: 'preparing' }),
  ready: async (c) => (await body(c, emptyRequest), { kind: 'ready' }),
  'out-for-delivery': async (c, deps) => {
    const { riderName, riderPhone, riderId, latitude, longitude } = await body(c, outForDeliveryRequest);
    const position = latitude !== undefined && longitude !== undefined ? plausible({ latitude, longitude }) : undefined;
    if (riderId !== undefined) {
      const { rider, shift } = await riderForHandover(deps, c.get('outlet') as OutletRow, riderId);
      return { kind: 'out_for_delivery', rider: { name: rider.name, phone: rider.phone }, shift, ...(position ? { position } : {}) };
    }
    return { kind: 'out_for_delivery', rider: { name: riderName ?? '', phone: riderPhone ?? '' }, ...(position ? { position } : {}) };
  },
  rider: async (c) => ({ kind: 'rider', position: plausible(await body(c, riderRequest)) }),
  delivered: async (c) => {
    const { overrideReason } = await body(c, deliveredRequest);
    return { kind: 'delivered', ...(overrideReason ? { handover: { by: 'OVERRIDE', reason: overrideReason, keyId: c.get('keyId') as number, requestId: c.get('requestId') as string } } : {}) };
  },
};

/**
 * Issue 37: one of the outlet's riders, on their open shift, or on a new one whose sign-in link goes out once the
 * move is made (a rider's first order of a shift brings their link).
 */
async function riderForHandover(deps: Deps, outlet: OutletRow, riderId: number): Promise<{ rider: RiderRow; shift: RiderShiftRef }> {
  const rider = await outletRider(deps, outlet.id, riderId);
  const open = await openShiftOf(deps.db, rider.id, deps.now());
  if (open) return { rider, shift: { riderId: rider.id, shiftId: open.id } };
  const started = await startShift(deps.db, rider, deps.now());
  return { rider, shift: { riderId: rider.id, shiftId: started.shift.id, newLink: started.token } };
}

/** An empty body reads as {}: a move without details may be sent with none. */
async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  // Hono keeps the body it read, so readJsonBody reads the same text again.
  if ((await c.req.text()).trim() === '') return parseWith(schema, {});
  return readJsonBody(c, schema);
}

const infoOf = (outlet: OutletRow, now: number): OutletInfo => ({
  title: outlet.title,
  code: outlet.code,
  pausedUntil: outlet.pausedUntil && outlet.pausedUntil.getTime() > now ? outlet.pausedUntil.getTime() : null,
});

export function outletApiRoutes(deps: Deps, hub: LiveHub, control: StreamControl): Hono<OutletEnv> {
  const api = new Hono<OutletEnv>();
  api.onError(answerFailures(deps.log));
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  // As the diner's API and the console: JSON only, and no body over 1 MB is read (a 100 MB one was, whole).
  api.use('*', jsonOnly());
  api.use('*', async (c, next) => {
    const key = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    const signed = key ? await outletForKey(deps.db, key, deps.now()) : null;
    if (!signed) return errorResponse(401, 401, WRONG_KEY);
    c.set('outlet', signed.outlet);
    c.set('keyId', signed.keyId);
    await next();
    return undefined;
  });

  api.get('/me', (c) => ok<OutletInfo>(c, infoOf(c.get('outlet'), deps.now())));

  api.get('/orders', async (c) => ok(c, await liveOrders(deps, c.get('outlet'))));

  // Issue 37: an order out for delivery goes to another of the outlet's riders (before the moves: 'reassign' is none).
  api.post('/orders/:orderRefId/reassign', async (c) => {
    const { riderId } = await readJsonBody(c, reassignRequest);
    const outlet = c.get('outlet');
    const { order, rider, newLink } = await reassignOrder(deps, outlet, actorOf(c), orderRefParam(c.req.param('orderRefId')), riderId);
    if (newLink) await sendRiderLink(deps, rider, newLink, linkOrigin(deps.publicUrl, c.req.url));
    return ok(c, await outletOrder(deps, order));
  });

  api.post('/orders/:orderRefId/:move', async (c) => {
    const name = c.req.param('move') as OutletMoveName;
    const read = MOVES[name] as ((c: Context, deps: Deps) => Promise<OutletMove>) | undefined;
    if (!read) throw new ApiError(404, `No such move: ${name}`);
    const outlet = c.get('outlet');
    const move = await read(c, deps);
    const moved = await moveOrder(deps, outlet, orderRefParam(c.req.param('orderRefId')), move);
    if (move.kind === 'out_for_delivery' && move.shift?.newLink) {
      await sendRiderLink(deps, await outletRider(deps, outlet.id, move.shift.riderId), move.shift.newLink, linkOrigin(deps.publicUrl, c.req.url));
    }
    return ok(c, await outletOrder(deps, moved));
  });

  // Issue 37: the outlet's riders; a new link for one (their earlier link stops working); ending a shift; removing one.
  api.get('/riders', async (c) => ok<OutletRider[]>(c, await outletRiders(deps, c.get('outlet').id)));
  api.post('/riders', async (c) => {
    const { name, phone } = await readJsonBody(c, addRiderRequest);
    const outletId = c.get('outlet').id;
    await deps.db.transaction(async (tx) => {
      const [rider] = await tx
        .insert(riders)
        .values({ restaurantId: outletId, name, phone, createdAt: new Date(deps.now()) })
        .onConflictDoUpdate({ target: [riders.restaurantId, riders.phone], set: { name, active: true } })
        .returning();
      if (!rider) throw new Error('The rider was not stored');
      await auditRiderChange(tx, actorOf(c), 'rider.saved', rider, { name, phone }, deps.now());
    });
    return ok<OutletRider[]>(c, await outletRiders(deps, outletId));
  });
  api.post('/riders/:riderId/link', async (c) => {
    await body(c, emptyRequest);
    const rider = await outletRider(deps, c.get('outlet').id, rowIdParam(c.req.param('riderId'), NO_SUCH_RIDER));
    const { token } = await deps.db.transaction(async (tx) => {
      const started = await startShift(tx, rider, deps.now());
      await auditRiderChange(tx, actorOf(c), 'rider.link_sent', rider, { shiftId: started.shift.id }, deps.now());
      return started;
    });
    await sendRiderLink(deps, rider, token, linkOrigin(deps.publicUrl, c.req.url));
    return ok<OutletRider[]>(c, await outletRiders(deps, c.get('outlet').id));
  });
  api.post('/riders/:riderId/end-shift', async (c) => {
    await body(c, emptyRequest);
    const rider = await outletRider(deps, c.get('outlet').id, rowIdParam(c.req.param('riderId'), NO_SUCH_RIDER));
    // Issue 44: what they still carry goes back to the board as 'rider needed' in the same transaction, named in the audit.
    await deps.db.transaction(async (tx) => {
      const ended = await endShift(tx, deps, rider.id, deps.now());
      if (ended.ended) await auditRiderChange(tx, actorOf(c), 'rider.shift_ended', rider, { riderNeeded: ended.riderNeeded }, deps.now());
    });
    return ok<OutletRider[]>(c, await outletRiders(deps, c.get('outlet').id));
  });

  // Off the list: their shift ends now; their row stays for the orders that name them.
  api.post('/riders/:riderId/remove', async (c) => {
    await body(c, emptyRequest);
    await removeRider(deps, actorOf(c), rowIdParam(c.req.param('riderId'), NO_SUCH_RIDER));
    return ok<OutletRider[]>(c, await outletRiders(deps, c.get('outlet').id));
  });

  // The floor saw to a table's call: /orders/<ref>/calls/waiter/done, /orders/<ref>/calls/bill/done.
  api.post('/orders/:orderRefId/calls/:need/done', async (c) => {
    const need = { waiter: 'WAITER', bill: 'BILL' }[c.req.param('need')] as TableNeed | undefined;
    if (!need) throw new ApiError(404, `No such call: ${c.req.param('need')}`);
    await body(c, emptyRequest);
    const done = await tableCallDone(deps, c.get('outlet').id, orderRefParam(c.req.param('orderRefId')), need);
    deps.metrics.outletMoves.inc({ move: `${need.toLowerCase()}_done` });
    return ok(c, await outletOrder(deps, done));
  });

  // The outlet's answer to a customer's report of a missing or wrong dish.
  api.post('/orders/:orderRefId/report/answer', async (c) => {
    const answer = await readJsonBody(c, answerReportRequest);
    const answered = await resolveReport(deps, c.get('outlet'), orderRefParam(c.req.param('orderRefId')), answer);
    return ok(c, await outletOrder(deps, answered));
  });

  api.get('/menu', async (c) => {
    const rows = await deps.db
      .select({ itemId: menuItems.id, title: menuItems.title, category: menuCategories.title, inStock: menuItems.isAvailable })
      .from(menuItems)
      .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
      .where(eq(menuItems.restaurantId, c.get('outlet').id))
      .orderBy(asc(menuCategories.sortOrder), asc(menuItems.sortOrder));
    return ok<OutletDish[]>(c, rows);
  });

  // Out of stock: the dish shows as not available on the menu (whose ETag changes with it) and orders refuse it.
  api.post('/menu/:itemId/stock', async (c) => {
    const itemId = c.req.param('itemId');
    if (!ITEM_ID.test(itemId)) throw new ApiError(400, 'itemId must be a positive whole number');
    const { inStock } = await readJsonBody(c, stockRequest);
    const [dish] = await deps.db
      .update(menuItems)
      .set({ isAvailable: inStock })
      .where(and(eq(menuItems.id, Number(itemId)), eq(menuItems.restaurantId, c.get('outlet').id)))
      .returning({ itemId: menuItems.id, title: menuItems.title, inStock: menuItems.isAvailable });
    if (!dish) throw new ApiError(404, 'No such dish at this outlet');
    // This process's copy at once (the database tells the others): the kitchen reads its change back.
    deps.menus.forget(c.get('outlet').id);
    deps.metrics.outletMoves.inc({ move: inStock ? 'back_in_stock' : 'out_of_stock' });
    return ok(c, dish);
  });

  api.post('/pause', async (c) => {
    const { minutes } = await readJsonBody(c, pauseRequest);
    const now = deps.now();
    const [outlet] = await deps.db
      .update(restaurants)
      .set({ pausedUntil: new Date(now + minutes * 60_000) })
      .where(eq(restaurants.id, c.get('outlet').id))
      .returning();
    if (!outlet) throw new Error('The outlet vanished');
    // This process's copy of the outlets at once (the database tells the others: outletCache.ts).
    deps.outlets.forget();
    deps.metrics.outletMoves.inc({ move: 'pause' });
    return ok<OutletInfo>(c, infoOf(outlet, now));
  });

  api.post('/resume', async (c) => {
    const [outlet] = await deps.db.update(restaurants).set({ pausedUntil: null }).where(eq(restaurants.id, c.get('outlet').id)).returning();
    if (!outlet) throw new Error('The outlet vanished');
    deps.outlets.forget();
    deps.metrics.outletMoves.inc({ move: 'resume' });
    return ok<OutletInfo>(c, infoOf(outlet, deps.now()));
  });

  // Issue 34: the outlet's tables, clearing one, and a new QR code secret for one.
  api.get('/tables', async (c) => ok<OutletTable[]>(c, await outletTables(deps, c.get('outlet').id)));
  api.post('/tables/:code/clear', async (c) => {
    await body(c, emptyRequest);
    return ok<OutletTable>(c, await clearTable(deps, c.get('outlet').id, tableCodeParam(c.req.param('code'))));
  });
  // A diner's part of the table's bill, taken in cash by the staff: it is paid now (once).
  api.post('/tables/:code/cash/:partId', async (c) => {
    await body(c, emptyRequest);
    const code = tableCodeParam(c.req.param('code'));
    await cashReceived(deps, c.get('outlet'), code, rowIdParam(c.req.param('partId'), `No cash part at table ${code}`));
    const [table] = await outletTables(deps, c.get('outlet').id, code);
    return ok<OutletTable | null>(c, table ?? null, 'Cash received: the part is paid');
  });
  api.post('/tables/:code/rotate', async (c) => {
    await body(c, emptyRequest);
    return ok<OutletTable>(c, await rotateTableSecret(deps, c.get('outlet').id, tableCodeParam(c.req.param('code'))));
  });

  api.get('/stream', (c) => liveStream(c, control, { kind: 'outlet', keyId: c.get('keyId') }, (send) => hub.forOutlet(c.get('outlet').id, send)));

  api.all('*', (c) => errorResponse(404, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));
  return api;
}
