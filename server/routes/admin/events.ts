/**
 * Events in the console (issue 46): an evening at an outlet with its kinds of ticket (price, seats, how many each
 * admits, a sale window), its capacity, and its words in English and Hindi: exactly what the diner's side sells
 * (server/events). Owners and editors run every event; an outlet manager their outlets' (in the query, and per
 * record); the other roles, customers and strangers none. A save names the version it was read at and is audited,
 * before and after, in its transaction.
 *
 * Seats are sold while an editor works: a kind's seats move by the difference only (`seats_left + Δ >= 0`, one
 * conditional UPDATE), so a save never sells a seat twice nor undoes a sale, and a kind with tickets sold is never
 * removed (its buyers hold them).
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createEventRequest, eventProblems, updateEventRequest, type AdminEvent, type AdminTicketKind, type EventFields, type TicketKindFields } from '../../../src/api/contract';
import type { Database } from '../../db/client';
import { eventBookingLines, eventBookings, eventTicketKinds, events, restaurants } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { toPaise, toRupees } from '../../money';
import { actorOf, outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';
import { recordAudit } from '../../staff/audit';
import type { StaffRow } from '../../staff/sessions';
import { OFFER_EDITORS } from './coupons';
import { keptHindi } from './hindi';

type EventRow = typeof events.$inferSelect;
type KindRow = typeof eventTicketKinds.$inferSelect;

export const NO_SUCH_EVENT = 'No such event';
export const STALE_EVENT = 'Someone else saved this event after you opened it. Reload to see their change, then make yours again.';
export const EVENT_OVER_ALREADY = 'The event would be over before now: no diner could buy a ticket';
export const SEATS_BELOW_SOLD = (name: string, taken: number) => `${name} has ${taken} tickets sold or held: its seats cannot go below that`;
export const KIND_SOLD = (name: string) => `${name} has tickets sold: it cannot be removed. Lower its seats to those sold to stop its sale.`;
export const NOT_THIS_EVENTS_KIND = 'A ticket kind in the list is not this event’s';
export const CANCEL_WITH_TICKETS = (sold: number) =>
  `${sold} tickets of this event are paid for: refund their buyers before cancelling it, or keep it and lower its seats to stop new sales.`;

const kindOf = (row: KindRow): AdminTicketKind => ({
  id: row.id,
  name: row.name,
  description: row.description,
  admits: row.admits,
  price: toRupees(row.pricePaise),
  seats: row.seatsTotal,
  salesStartAt: row.salesStartAt?.getTime() ?? null,
  salesEndAt: row.salesEndAt?.getTime() ?? null,
  translations: row.translations.hi ? { hi: { name: row.translations.hi.name, description: row.translations.hi.description } } : {},
  seatsLeft: row.seatsLeft,
});

export const eventFieldsOf = (row: EventRow, kinds: readonly KindRow[]): EventFields => ({
  title: row.title,
  description: row.description,
  imageUrl: row.imageUrl,
  outletId: row.restaurantId,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
  status: row.status as EventFields['status'],
  // An event from before the console holds what its kinds let in.
  capacity: row.capacity ?? kinds.reduce((people, kind) => people + kind.seatsTotal * kind.admits, 0),
  translations: row.translations.hi ? { hi: row.translations.hi } : {},
  ticketKinds: kinds.map(kindOf).map(({ seatsLeft: _left, ...kind }) => kind),
});

const eventOf = (row: EventRow, kinds: readonly KindRow[]): AdminEvent => ({
  id: row.id,
  ...eventFieldsOf(row, kinds),
  ticketKinds: kinds.map(kindOf),
  ticketsTaken: kinds.reduce((sum, kind) => sum + kind.seatsTotal - kind.seatsLeft, 0),
  version: row.version,
});

const kindColumns = (kind: TicketKindFields, sortOrder: number) => ({
  name: kind.name,
  description: kind.description,
  admits: kind.admits,
  pricePaise: toPaise(kind.price),
  salesStartAt: kind.salesStartAt === null ? null : new Date(kind.salesStartAt),
  salesEndAt: kind.salesEndAt === null ? null : new Date(kind.salesEndAt),
  translations: keptHindi(kind.translations),
  sortOrder,
});

const eventColumns = (fields: EventFields) => ({
  title: fields.title,
  description: fields.description,
  imageUrl: fields.imageUrl,
  restaurantId: fields.outletId,
  startsAt: new Date(fields.startsAt),
  endsAt: new Date(fields.endsAt),
  status: fields.status,
  capacity: fields.capacity,
  translations: keptHindi(fields.translations),
});

async function kindsOf(db: Database, eventIds: readonly number[]): Promise<Map<number, KindRow[]>> {
  const byEvent = new Map<number, KindRow[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db.select().from(eventTicketKinds).where(inArray(eventTicketKinds.eventId, [...eventIds])).orderBy(asc(eventTicketKinds.sortOrder), asc(eventTicketKinds.id));
  for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  return byEvent;
}

async function checkOutlet(db: Database, member: StaffRow, outletId: number): Promise<void> {
  requireOutlet(member, outletId);
  const [outlet] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, outletId));
  if (!outlet) throw new ApiError(422, 'No such outlet');
}

const refuseProblems = (fields: EventFields) => {
  const problems = eventProblems(fields);
  if (problems.length > 0) throw new ApiError(422, problems.map((problem) => problem.message).join('. '));
};

/**
 * The kinds as the save lists them: kept ones changed (their seats moved by the difference, never below those taken),
 * new ones added, left-out ones removed while none of them is sold. In the event's transaction, its row locked.
 */
async function saveKinds(tx: Database, eventId: number, before: readonly KindRow[], wanted: readonly TicketKindFields[]): Promise<void> {
  const known = new Map(before.map((kind) => [kind.id, kind]));
  if (wanted.some((kind) => kind.id !== undefined && !known.has(kind.id))) throw new ApiError(422, NOT_THIS_EVENTS_KIND);
  const keptIds = wanted.flatMap((kind) => (kind.id === undefined ? [] : [kind.id]));
  const removed = before.filter((kind) => !keptIds.includes(kind.id));
  if (removed.length > 0) {
    const [sold] = await tx
      .select({ kindId: eventBookingLines.ticketKindId })
      .from(eventBookingLines)
      .where(inArray(eventBookingLines.ticketKindId, removed.map((kind) => kind.id)))
      .limit(1);
    if (sold) throw new ApiError(422, KIND_SOLD(known.get(sold.kindId)!.name));
    await tx.delete(eventTicketKinds).where(and(eq(eventTicketKinds.eventId, eventId), keptIds.length > 0 ? notInArray(eventTicketKinds.id, keptIds) : undefined));
  }
  for (const [index, kind] of wanted.entries()) {
    const columns = kindColumns(kind, index + 1);
    const old = kind.id === undefined ? undefined : known.get(kind.id);
    if (!old) {
      await tx.insert(eventTicketKinds).values({ eventId, ...columns, seatsTotal: kind.seats, seatsLeft: kind.seats });
      continue;
    }
    const change = kind.seats - old.seatsTotal;
    const [saved] = await tx
      .update(eventTicketKinds)
      .set({ ...columns, seatsTotal: kind.seats, seatsLeft: sql`${eventTicketKinds.seatsLeft} + ${change}` })
      .where(and(eq(eventTicketKinds.id, old.id), sql`${eventTicketKinds.seatsLeft} + ${change} >= 0`))
      .returning({ id: eventTicketKinds.id });
    if (!saved) {
      const [now] = await tx.select().from(eventTicketKinds).where(eq(eventTicketKinds.id, old.id));
      throw new ApiError(422, SEATS_BELOW_SOLD(kind.name, now ? now.seatsTotal - now.seatsLeft : 0));
    }
  }
}

export function adminEventRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  const readEvent = async (db: Database, member: StaffRow, id: number, lock = false): Promise<{ row: EventRow; kinds: KindRow[] }> => {
    const query = db.select().from(events).where(eq(events.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new ApiError(404, NO_SUCH_EVENT);
    requireOutlet(member, row.restaurantId);
    return { row, kinds: (await kindsOf(db, [id])).get(id) ?? [] };
  };

  routes.get('/events', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const rows = await deps.db.select().from(events).where(outletScope(member, events.restaurantId)).orderBy(asc(events.startsAt), asc(events.id));
    const kinds = await kindsOf(deps.db, rows.map((row) => row.id));
    return ok(c, rows.map((row) => eventOf(row, kinds.get(row.id) ?? [])));
  });

  routes.get('/events/:id', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const { row, kinds } = await readEvent(deps.db, member, rowIdParam(c.req.param('id'), NO_SUCH_EVENT));
    return ok(c, eventOf(row, kinds));
  });

  routes.post('/events', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const fields = await readJsonBody(c, createEventRequest);
    await checkOutlet(deps.db, member, fields.outletId);
    const now = deps.now();
    if (fields.endsAt <= now) throw new ApiError(422, EVENT_OVER_ALREADY);
    const saved = await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(events).values(eventColumns(fields)).returning();
      if (!row) throw new Error('The event was not saved');
      await saveKinds(tx, row.id, [], fields.ticketKinds);
      const kinds = (await kindsOf(tx, [row.id])).get(row.id) ?? [];
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'event', entityId: String(row.id), outletId: row.restaurantId, before: null, after: eventFieldsOf(row, kinds) }, now);
      return eventOf(row, kinds);
    });
    return ok(c, saved, `${saved.title} made`);
  });

  routes.patch('/events/:id', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const id = rowIdParam(c.req.param('id'), NO_SUCH_EVENT);
    const { version, ...changes } = await readJsonBody(c, updateEventRequest);
    const fields = Object.keys(changes) as Array<keyof EventFields>;
    const now = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      const { row: before, kinds } = await readEvent(tx, member, id, true);
      if (changes.outletId !== undefined) await checkOutlet(tx, member, changes.outletId);
      if (before.version !== version) throw new ApiError(409, STALE_EVENT);
      const was = eventFieldsOf(before, kinds);
      const merged = { ...was, ...changes } as EventFields;
      refuseProblems(merged);
      if (changes.status === 'CANCELLED' && before.status !== 'CANCELLED') {
        const [paid] = await tx
          .select({ n: sql<number>`coalesce(sum(${eventBookingLines.quantity}), 0)`.mapWith(Number) })
          .from(eventBookingLines)
          .innerJoin(eventBookings, eq(eventBookings.id, eventBookingLines.bookingId))
          .where(and(eq(eventBookings.eventId, id), eq(eventBookings.status, 'PAID')));
        if (paid && paid.n > 0) throw new ApiError(422, CANCEL_WITH_TICKETS(paid.n));
      }
      const [row] = await tx
        .update(events)
        .set({ ...eventColumns(merged), version: sql`${events.version} + 1` })
        .where(eq(events.id, id))
        .returning();
      if (changes.ticketKinds) await saveKinds(tx, id, kinds, changes.ticketKinds);
      const after = (await kindsOf(tx, [id])).get(id) ?? [];
      const is = eventFieldsOf(row!, after);
      await recordAudit(
        tx,
        actorOf(c, member),
        {
          action: 'update',
          entity: 'event',
          entityId: String(id),
          outletId: row!.restaurantId,
          before: Object.fromEntries(fields.map((field) => [field, was[field]])),
          after: Object.fromEntries(fields.map((field) => [field, is[field]])),
        },
        now,
      );
      return eventOf(row!, after);
    });
    return ok(c, saved, `${saved.title} saved`);
  });

  return routes;
}
