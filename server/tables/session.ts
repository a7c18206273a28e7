/**
 * One table, many phones (issue 23). Everyone who scans a table's QR code joins its open session and shares one
 * cart, each line marked with who added it; anyone sends what is on it to the kitchen as a round, and each round is
 * one kitchen ticket: a dine-in order placed by the sender, paid at the table afterwards. A session nobody has
 * touched for SESSION_IDLE_MS is closed at the next scan, which opens a new one.
 *
 * Every change runs in one transaction that first locks the session's row, so changes at one table queue behind
 * each other: a dish added while another phone sends the round is either in that round or left on the cart, never
 * lost or sent twice.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { MAX_TABLE_DINERS, MAX_TABLE_WAITING, type OrderStatus, type TableAdmission, type TableEntry, type TableLine, type TableSession, type VegNonVeg } from '../../src/api/contract';
import type { Database } from '../db/client';
import { menuItems, orders, restaurantTables, restaurants, tableLines, tableMembers, tablePayments, tableSessions, users } from '../db/schema';
import { billState, billView } from './bill';
import { ApiError } from '../http/envelope';
import { sayIn } from '../http/say';
import type { Locale } from '../../src/i18n';
import { m } from '../messages';
import { tableWords } from '../messages/tables';
import type { Deps } from '../http/types';
import { toRupees } from '../money';
import { saveDraft, type DraftLine } from '../orders/draft';
import { chooseOn, type ChosenDish } from '../dishChoices';
import { inLineOrder, lineKey, withChoices } from '../../src/rules/lineKey';
import { placeOrThrow } from '../orders/place';
import { effectiveStatus } from '../orders/store';
import { MAX_QUANTITY } from '../routes/orders';
import { sameSecret } from './secret';
import { tableWithKey } from './tableAccess';

type SessionRow = typeof tableSessions.$inferSelect;

/** Three quiet hours: a table's evening is over, and the next scan starts a new session. */
export const SESSION_IDLE_MS = 3 * 3_600_000;
// In English, as the tests read them; the diner reads them in their language.
export const NOT_AT_THIS_TABLE = tableWords.notAtThisTable.en;
export const SESSION_ENDED = tableWords.sessionEnded.en;
export const NOTHING_TO_SEND = tableWords.nothingToSend.en;
export const NOT_YOUR_LINE = tableWords.notYourLine.en;

const newPublicId = () => randomBytes(16).toString('base64url');
const newJoinCode = () => String(randomInt(0, 10_000)).padStart(4, '0');
const newRequestId = () => randomBytes(9).toString('base64url');

type MemberRow = typeof tableMembers.$inferSelect;
/** A phone at a table's session: the session, and where the phone stands in it (in, waiting, declined). */
export interface TableStanding {
  session: SessionRow;
  member: MemberRow;
}

/** Issue 34: wrong join codes a phone may type, and a whole session: past them, only a diner can let one in. */
export const WRONG_CODES_PER_PHONE = 5;
export const WRONG_CODES_PER_SESSION = 20;

/**
 * Joins the open session of the table (opening one if there is none, or the last one went quiet), given the secret
 * of its QR code (issue 34). The phone that opens the session is its first diner; a newcomer to a session with
 * diners waits for one of them to let it in (admitTo) or types the join code (typeJoinCode). A rescan rejoins as
 * the phone stood.
 */
export async function joinTable(
  db: Database,
  userId: number,
  { tableCode, key, name }: { tableCode: string; key?: string | undefined; name?: string | undefined },
  now: number,
): Promise<TableStanding> {
  const table = await tableWithKey(db, tableCode, key);
  const code = table.code;
  return db.transaction(async (tx) => {
    // Lock the table's row: two first scans at once open one session, not two, and joins queue one by one.
    await tx.select().from(restaurantTables).where(eq(restaurantTables.code, code)).for('update');
    let [session] = await tx.select().from(tableSessions).where(and(eq(tableSessions.tableCode, code), isNull(tableSessions.closedAt)));
    if (session && now - session.activeAt.getTime() > SESSION_IDLE_MS) {
      // Only if still quiet: a change that committed meanwhile keeps it open.
      const [ended] = await tx
        .update(tableSessions)
        .set({ closedAt: new Date(now) })
        .where(and(eq(tableSessions.id, session.id), lt(tableSessions.activeAt, new Date(now - SESSION_IDLE_MS))))
        .returning();
      if (ended) session = undefined;
    }
    const opening = !session;
    if (!session) {
      [session] = await tx
        .insert(tableSessions)
        .values({ publicId: newPublicId(), tableCode: code, restaurantId: table.restaurantId, openedAt: new Date(now), activeAt: new Date(now), joinCode: newJoinCode() })
        .returning();
      if (!session) throw new Error(`No session opened for table ${code}`);
    }
    const [known] = await tx.select().from(tableMembers).where(and(eq(tableMembers.sessionId, session.id), eq(tableMembers.userId, userId)));
    if (known) {
      // Issue 35: a rescan names the diner as they say now (a name given before names were asked is kept otherwise).
      if (!name || name === known.name) return { session, member: known };
      const [renamed] = await tx
        .update(tableMembers)
        .set({ name })
        .where(and(eq(tableMembers.sessionId, session.id), eq(tableMembers.userId, userId)))
        .returning();
      return { session, member: renamed ?? known };
    }
    if (!opening) {
      const counts = await statusCounts(tx, session.id);
      if (counts.ADMITTED >= MAX_TABLE_DINERS) throw new ApiError(422, { ref: tableWords.tableFull, params: { max: MAX_TABLE_DINERS } });
      if (counts.WAITING >= MAX_TABLE_WAITING) throw new ApiError(422, { ref: tableWords.tooManyWaiting });
    }
    const [member] = await tx
      .insert(tableMembers)
      .values({ sessionId: session.id, userId, joinedAt: new Date(now), status: opening ? 'ADMITTED' : 'WAITING', name: name ?? null, requestId: newRequestId() })
      .returning();
    if (!member) throw new Error(`No member stored for session ${session.id}`);
    // Someone waiting at the door does not keep the table's evening going; a new diner does.
    return { session: opening ? await touch(tx, session, now) : session, member };
  });
}

async function statusCounts(tx: Database, sessionId: number): Promise<Record<TableAdmission, number>> {
  const rows = await tx
    .select({ status: tableMembers.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(tableMembers)
    .where(eq(tableMembers.sessionId, sessionId))
    .groupBy(tableMembers.status);
  const counts: Record<TableAdmission, number> = { ADMITTED: 0, WAITING: 0, DECLINED: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/**
 * Lets a waiting newcomer in, under the session's lock (the caller holds it): every way in (a diner admitting, the
 * join code) queues on that lock, so the count read here is still true when the newcomer is let in, and the table
 * never has more than MAX_TABLE_DINERS.
 */
async function letIn(tx: Database, session: SessionRow, member: MemberRow, now: number): Promise<TableStanding> {
  const counts = await statusCounts(tx, session.id);
  if (counts.ADMITTED >= MAX_TABLE_DINERS) throw new ApiError(422, { ref: tableWords.tableFull, params: { max: MAX_TABLE_DINERS } });
  const [admitted] = await tx
    .update(tableMembers)
    .set({ status: 'ADMITTED', joinedAt: new Date(now) })
    .where(and(eq(tableMembers.sessionId, session.id), eq(tableMembers.userId, member.userId), eq(tableMembers.status, 'WAITING')))
    .returning();
  if (!admitted) throw new ApiError(404, { ref: tableWords.noSuchRequest });
  return { session: await touch(tx, session, now), member: admitted };
}

/** The session and the phone's place in it, locked for a change when asked; 404 for a phone never there, 410 once over. */
async function standing(db: Database, userId: number, publicId: string, now: number, lock: boolean): Promise<TableStanding> {
  const query = db.select().from(tableSessions).where(eq(tableSessions.publicId, publicId));
  const [session] = lock ? await query.for('update') : await query;
  const [member] = session
    ? await db.select().from(tableMembers).where(and(eq(tableMembers.sessionId, session.id), eq(tableMembers.userId, userId)))
    : [];
  if (!session || !member) throw new ApiError(404, { ref: tableWords.notAtThisTable });
  if (session.closedAt || now - session.activeAt.getTime() > SESSION_IDLE_MS) throw new ApiError(410, { ref: tableWords.sessionEnded });
  return { session, member };
}

/** Where the phone stands: asked again and again by a newcomer waiting to be let in. */
export const tableStanding = (db: Database, userId: number, publicId: string, now: number) => standing(db, userId, publicId, now, false);

/**
 * A waiting newcomer types the join code a diner's phone shows. Each wrong one counts against the phone and the
 * session (kept, as the refusal is said after the transaction); past either limit the code no longer lets anyone
 * in, so 4 digits cannot be tried through.
 */
export async function typeJoinCode(db: Database, userId: number, publicId: string, code: string, now: number): Promise<TableStanding> {
  const outcome = await db.transaction(async (tx): Promise<TableStanding | { wrong: number } | 'spent'> => {
    const place = await standing(tx, userId, publicId, now, true);
    const { session, member } = place;
    if (member.status === 'ADMITTED') return place;
    if (member.status === 'DECLINED') throw new ApiError(403, { ref: tableWords.declinedByTable });
    if (!session.joinCode || member.wrongCodes >= WRONG_CODES_PER_PHONE || session.wrongCodes >= WRONG_CODES_PER_SESSION) return 'spent';
    if (sameSecret(code, session.joinCode)) return letIn(tx, session, member, now);
    await tx
      .update(tableMembers)
      .set({ wrongCodes: sql`${tableMembers.wrongCodes} + 1` })
      .where(and(eq(tableMembers.sessionId, session.id), eq(tableMembers.userId, userId)));
    await tx.update(tableSessions).set({ wrongCodes: sql`${tableSessions.wrongCodes} + 1` }).where(eq(tableSessions.id, session.id));
    const left = Math.min(WRONG_CODES_PER_PHONE - member.wrongCodes, WRONG_CODES_PER_SESSION - session.wrongCodes) - 1;
    return left > 0 ? { wrong: left } : 'spent';
  });
  if (outcome === 'spent') throw new ApiError(422, { ref: tableWords.joinCodeSpent });
  if ('wrong' in outcome) throw new ApiError(422, { ref: tableWords.wrongJoinCode, params: { left: outcome.wrong } });
  return outcome;
}

/**
 * Issue 35: a newcomer who stops waiting (Cancel request) takes the request back, in one statement that only
 * matches while they still wait: the diners no longer see it, and none can let in a phone that has gone. Its wrong
 * join codes went to the session's count too, which stays: withdrawing and asking again cannot try codes through.
 */
export async function withdrawRequest(db: Database, userId: number, publicId: string): Promise<void> {
  const session = db.select({ id: tableSessions.id }).from(tableSessions).where(eq(tableSessions.publicId, publicId));
  await db.delete(tableMembers).where(and(inArray(tableMembers.sessionId, session), eq(tableMembers.userId, userId), eq(tableMembers.status, 'WAITING')));
}

/** A diner at the table lets a waiting newcomer in, or declines them (who then can do nothing at this table). */
export async function admitTo(db: Database, userId: number, publicId: string, requestId: string, admit: boolean, now: number): Promise<{ session: SessionRow; name: string }> {
  return db.transaction(async (tx) => {
    const session = await memberSession(tx, userId, publicId, now, true);
    const [newcomer] = await tx
      .select({ member: tableMembers, fullName: users.fullName })
      .from(tableMembers)
      .innerJoin(users, eq(users.id, tableMembers.userId))
      .where(and(eq(tableMembers.sessionId, session.id), eq(tableMembers.requestId, requestId), eq(tableMembers.status, 'WAITING')));
    if (!newcomer) throw new ApiError(404, { ref: tableWords.noSuchRequest });
    const name = shownName(newcomer.member.name, newcomer.fullName) ?? 'Guest';
    if (admit) return { session: (await letIn(tx, session, newcomer.member, now)).session, name };
    await tx
      .update(tableMembers)
      .set({ status: 'DECLINED' })
      .where(and(eq(tableMembers.sessionId, session.id), eq(tableMembers.userId, newcomer.member.userId)));
    return { session, name };
  });
}

/** The name a diner gave, else their profile's first name; null for neither. */
const shownName = (given: string | null, fullName: string): string | null => given ?? (fullName.trim().split(/\s+/)[0] || null);

export async function touch(tx: Database, session: SessionRow, now: number): Promise<SessionRow> {
  const [row] = await tx.update(tableSessions).set({ activeAt: new Date(now) }).where(eq(tableSessions.id, session.id)).returning();
  return row ?? session;
}

/**
 * The session the diner is a member of, locked for a change when asked; a stranger is told to scan the table, a
 * newcomer not let in yet (or declined) is told so, and a session closed or gone quiet is over.
 */
export async function memberSession(db: Database, userId: number, publicId: string, now: number, lock: boolean, reading = false): Promise<SessionRow> {
  const query = db.select().from(tableSessions).where(eq(tableSessions.publicId, publicId));
  const [session] = lock ? await query.for('update') : await query;
  const [member] = session
    ? await db.select().from(tableMembers).where(and(eq(tableMembers.sessionId, session.id), eq(tableMembers.userId, userId)))
    : [];
  if (!session || !member) throw new ApiError(404, { ref: tableWords.notAtThisTable });
  if (member.status === 'WAITING') throw new ApiError(403, { ref: tableWords.waitingForTable });
  if (member.status === 'DECLINED') throw new ApiError(403, { ref: tableWords.declinedByTable });
  // A session closed by its paid bill can still be read by its diners: the last screen says so. One the outlet
  // cleared cannot.
  if (session.closedAt && !session.clearedAt && reading) {
    const [paid] = await db.select({ id: tablePayments.id }).from(tablePayments).where(and(eq(tablePayments.sessionId, session.id), eq(tablePayments.status, 'PAID'))).limit(1);
    if (paid) return session;
  }
  if (session.closedAt || now - session.activeAt.getTime() > SESSION_IDLE_MS) throw new ApiError(410, { ref: tableWords.sessionEnded });
  return session;
}

/** A dish on the table's cart: the dish, and the sizes and add-ons picked for it (issue 23). */
export interface TableDish {
  itemId: number;
  choiceIds?: number[];
}

/** One more of a dish-and-choices on the diner's own line, or one fewer (the line goes at none). */
export async function changeLine(db: Database, userId: number, publicId: string, { itemId, choiceIds = [] }: TableDish, change: 'ADD' | 'REMOVE', now: number): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const session = await memberSession(tx, userId, publicId, now, true);
    const lineOf = async (ids: number[]) => {
      const mine = and(eq(tableLines.sessionId, session.id), eq(tableLines.userId, userId), eq(tableLines.itemId, itemId), isNull(tableLines.roundNumber));
      const [found] = await tx
        .select()
        .from(tableLines)
        .where(and(mine, eq(tableLines.choiceIds, inLineOrder(ids))));
      return found;
    };
    if (change === 'REMOVE') {
      // The line as the table shows it: its choices as they were stored.
      const line = await lineOf(choiceIds);
      if (!line) throw new ApiError(422, { ref: tableWords.notYourLine });
      if (line.quantity > 1) await tx.update(tableLines).set({ quantity: line.quantity - 1 }).where(eq(tableLines.id, line.id));
      else await tx.delete(tableLines).where(eq(tableLines.id, line.id));
      return touch(tx, session, now);
    }
    const [dish] = await tx
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.id, itemId), eq(menuItems.restaurantId, session.restaurantId)));
    if (!dish) throw new ApiError(422, `Item ${itemId} is not on this outlet’s menu`);
    if (!dish.isAvailable) throw new ApiError(422, { ref: m.notAvailableNow, params: { dish: dish.title } });
    // The same choices however named (a size left to its default too) are the same line.
    const chosen = chooseOn(dish, choiceIds);
    const line = await lineOf(chosen.choiceIds);
    if (line) {
      if (line.quantity >= MAX_QUANTITY) throw new ApiError(422, { ref: tableWords.atMostOfOneDish, params: { max: MAX_QUANTITY } });
      await tx.update(tableLines).set({ quantity: line.quantity + 1 }).where(eq(tableLines.id, line.id));
    } else {
      await tx.insert(tableLines).values({
        sessionId: session.id,
        userId,
        itemId,
        ...chosen,
        title: dish.title,
        vegNonVeg: dish.vegNonVeg,
        quantity: 1,
        addedAt: new Date(now),
      });
    }
    return touch(tx, session, now);
  });
}

/**
 * Sends everything on the table's cart to the kitchen as the next round: one dine-in order, placed by the sender
 * and paid at the table later (POSTPAID), the same dish from two diners one line on the ticket. Refused, and nothing
 * sent, when the outlet is not taking orders.
 */
export async function sendRound(deps: Deps, userId: number, publicId: string): Promise<SessionRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const session = await memberSession(tx, userId, publicId, now, true);
    const lines = await tx
      .select()
      .from(tableLines)
      .where(and(eq(tableLines.sessionId, session.id), isNull(tableLines.roundNumber)))
      .orderBy(asc(tableLines.id));
    if (lines.length === 0) throw new ApiError(422, { ref: tableWords.nothingToSend });
    const [table] = await tx.select().from(restaurantTables).where(eq(restaurantTables.code, session.tableCode));
    if (!table) throw new Error(`Session ${session.id} lost its table`);

    // The menu as it is now: a dish sold out since it was added is said, not sent; a new price is the price.
    const dishes = await tx
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, session.restaurantId), inArray(menuItems.id, lines.map((line) => line.itemId))));
    const byDish = new Map<string, DraftLine>();
    for (const line of lines) {
      const dish = dishes.find((row) => row.id === line.itemId);
      if (!dish?.isAvailable) throw new ApiError(422, { ref: tableWords.notAvailableTakeOff, params: { dish: line.title } });
      let chosen: ChosenDish;
      try {
        chosen = chooseOn(dish, line.choiceIds);
      } catch {
        throw new ApiError(422, { ref: tableWords.choicesGoneTakeOff, params: { dish: withChoices(line.title, line.choices) } });
      }
      if (chosen.pricePaise !== line.pricePaise) await tx.update(tableLines).set({ pricePaise: chosen.pricePaise }).where(eq(tableLines.id, line.id));
      const key = lineKey(line.itemId, chosen.choiceIds);
      const merged = byDish.get(key) ?? { itemId: line.itemId, ...chosen, quantity: 0, instruction: '', title: dish.title, vegNonVeg: dish.vegNonVeg };
      merged.quantity += line.quantity;
      byDish.set(key, merged);
    }
    const { order } = await saveDraft(
      tx,
      {
        userId,
        restaurantId: session.restaurantId,
        orderType: 'DineIn',
        earlierRefId: undefined,
        lines: [...byDish.values()],
        place: {
          tableCode: table.code,
          tableNumber: table.tableNumber,
          deliveryText: null,
          deliveryLatitude: null,
          deliveryLongitude: null,
          deliveryDistanceMetres: null,
          scheduledFor: null,
        },
      },
      now,
    );
    const placed = await placeOrThrow(tx, order, { paymentMode: 'CASH', paymentStatus: 'POSTPAID' }, deps);
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${tableLines.roundNumber}), 0)`.mapWith(Number) })
      .from(tableLines)
      .where(eq(tableLines.sessionId, session.id));
    await tx
      .update(tableLines)
      .set({ roundNumber: (last?.number ?? 0) + 1, orderId: placed.id })
      .where(inArray(tableLines.id, lines.map((line) => line.id)));
    return touch(tx, session, now);
  });
}

/** The session as the diner reads it: who is at the table, the cart, and each round with its order's status. */
export async function sessionView(deps: Deps, userId: number, session: SessionRow, locale: Locale = 'en'): Promise<TableSession> {
  const { db } = deps;
  const [[outlet], [table], members, lines] = await Promise.all([
    db.select({ uuid: restaurants.uuid, title: restaurants.title }).from(restaurants).where(eq(restaurants.id, session.restaurantId)),
    db.select().from(restaurantTables).where(eq(restaurantTables.code, session.tableCode)),
    db
      .select({ userId: tableMembers.userId, given: tableMembers.name, fullName: users.fullName, status: tableMembers.status, requestId: tableMembers.requestId })
      .from(tableMembers)
      .innerJoin(users, eq(users.id, tableMembers.userId))
      .where(eq(tableMembers.sessionId, session.id))
      .orderBy(asc(tableMembers.joinedAt), asc(tableMembers.userId)),
    db.select().from(tableLines).where(eq(tableLines.sessionId, session.id)).orderBy(asc(tableLines.id)),
  ]);
  if (!outlet || !table) throw new Error(`Session ${session.id} lost its outlet or table`);
  // The name each gave, else first names only: the table sees who added what, not everyone's full name.
  const diners = members.filter((member) => member.status === 'ADMITTED');
  // Issue 35: one who gave no name (and has none on their profile) is a guest in the reader's language.
  const guest = (number: number) => sayIn(locale, { ref: tableWords.guest, params: { number } });
  const someone = sayIn(locale, { ref: tableWords.aGuest });
  const nameOf = new Map(diners.map((member, index) => [member.userId, shownName(member.given, member.fullName) ?? guest(index + 1)]));
  const toLine = (line: typeof tableLines.$inferSelect): TableLine => ({
    lineId: line.id,
    itemId: line.itemId,
    choiceIds: line.choiceIds,
    choices: line.choices,
    title: line.title,
    price: toRupees(line.pricePaise),
    quantity: line.quantity,
    vegNonVeg: line.vegNonVeg as VegNonVeg,
    addedBy: nameOf.get(line.userId) ?? someone,
    mine: line.userId === userId,
    paid: line.paidBy !== null,
  });

  const cart = lines.filter((line) => line.roundNumber === null);
  const sent = lines.filter((line) => line.roundNumber !== null);
  const orderIds = [...new Set(sent.map((line) => line.orderId).filter((id): id is number => id !== null))];
  const roundOrders = orderIds.length > 0 ? await db.select().from(orders).where(inArray(orders.id, orderIds)) : [];
  const rounds = [...new Set(sent.map((line) => line.roundNumber as number))].sort((a, b) => a - b).map((number) => {
    const roundLines = sent.filter((line) => line.roundNumber === number);
    const order = roundOrders.find((row) => row.id === roundLines[0]?.orderId);
    if (!order) throw new Error(`Round ${number} of session ${session.id} has no order`);
    return {
      number,
      orderRefId: order.refId,
      sentBy: (order.userId !== null && nameOf.get(order.userId)) || someone,
      sentByYou: order.userId === userId,
      sentAt: order.placedAt?.getTime() ?? order.createdAt.getTime(),
      status: effectiveStatus(order, deps) as OrderStatus,
      lines: roundLines.map(toLine),
    };
  });
  return {
    sessionId: session.publicId,
    restaurantUuid: outlet.uuid,
    restaurantName: outlet.title,
    tableNumber: table.tableNumber,
    tableCode: table.code,
    members: diners.map((member) => ({ name: nameOf.get(member.userId) ?? someone, you: member.userId === userId })),
    cart: cart.map(toLine),
    cartTotal: toRupees(cart.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0)),
    rounds,
    bill: billView(await billState(db, deps, session), userId, (id) => nameOf.get(id) ?? someone, session.closedAt !== null),
    joinCode: session.wrongCodes < WRONG_CODES_PER_SESSION ? session.joinCode : null,
    waiting: members
      .filter((member) => member.status === 'WAITING' && member.requestId !== null)
      .map((member) => ({ requestId: member.requestId as string, name: shownName(member.given, member.fullName) ?? someone })),
  };
}

/** Where a phone stands at the table, as it reads it: the table itself only once it is in. */
export async function entryView(deps: Deps, userId: number, { session, member }: TableStanding, locale: Locale = 'en'): Promise<TableEntry> {
  const [[outlet], [table], [user]] = await Promise.all([
    deps.db.select({ uuid: restaurants.uuid, title: restaurants.title }).from(restaurants).where(eq(restaurants.id, session.restaurantId)),
    deps.db.select().from(restaurantTables).where(eq(restaurantTables.code, session.tableCode)),
    deps.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)),
  ]);
  if (!outlet || !table) throw new Error(`Session ${session.id} lost its outlet or table`);
  return {
    sessionId: session.publicId,
    status: member.status,
    name: shownName(member.name, user?.fullName ?? '') ?? sayIn(locale, { ref: tableWords.aGuest }),
    tableCode: table.code,
    tableNumber: table.tableNumber,
    restaurantUuid: outlet.uuid,
    restaurantName: outlet.title,
    session: member.status === 'ADMITTED' ? await sessionView(deps, userId, session, locale) : null,
  };
}

/** For reading: the member's session (not locked). */
export const readSession = (db: Database, userId: number, publicId: string, now: number) => memberSession(db, userId, publicId, now, false, true);
