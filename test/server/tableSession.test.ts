/**
 * One table, many phones (issue 23): diners who scan one table's QR code share its session and cart, each line
 * marked with who added it; a round sent to the kitchen is one dine-in order; changes at one table never lose or
 * double a dish, however they race. On PGlite here and on PostgreSQL under test:server:pg.
 */
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, TableSession } from '../../src/api/contract';
import { orderItems, orders, tableSessions } from '../../server/db/schema';
import { NOT_AT_THIS_TABLE, NOT_YOUR_LINE, NOTHING_TO_SEND, SESSION_ENDED, SESSION_IDLE_MS } from '../../server/tables/session';
import { backendName } from '../support/database';
import { dish, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';

let server: TestServer;
// 12:30 in Kolkata: Mohali Phase 8 is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server.close());

/** Table T1 with no session open: one test's session never meets another's. */
async function freshTable(): Promise<string> {
  await server.db.update(tableSessions).set({ closedAt: new Date(clock.now()) }).where(isNull(tableSessions.closedAt));
  return 'GL-MOH8-T1';
}

async function join(customer: Customer, tableCode: string): Promise<TableSession> {
  const res = await post<TableSession>(server, '/joinTable', { tableCode }, customer.auth);
  expect(res.status, res.body.message).toBe(200);
  return res.body.responsePacket;
}
const line = async (customer: Customer, session: TableSession, title: string, change: 'ADD' | 'REMOVE' = 'ADD') =>
  post<TableSession>(server, `/tableSession/${session.sessionId}/line`, { itemId: (await dish(server, title, session.restaurantUuid)).itemId, change }, customer.auth);
const send = (customer: Customer, session: TableSession) => post<TableSession>(server, `/tableSession/${session.sessionId}/sendRound`, {}, customer.auth);
const read = (customer: Customer, session: TableSession) => get<TableSession>(server, `/tableSession/${session.sessionId}`, customer.auth);
const cartOf = (session: TableSession) => session.cart.map((l) => [l.title, l.quantity, l.addedBy, l.mine]);

describe(`a table's session on ${backendName()}`, () => {
  it('joins everyone who scans the table into one session, and a rescan rejoins it', async () => {
    const [asha, ravi] = [await newCustomer(server), await newCustomer(server)];
    const table = await freshTable();
    const first = await join(asha, table);
    expect(first).toMatchObject({ tableNumber: 'T1', restaurantName: 'Gold Leaf — Mohali Phase 8', members: [{ name: 'Guest 1', you: true }], cart: [], rounds: [] });
    expect(first.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const second = await join(ravi, table.toLowerCase());
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.members).toEqual([
      { name: 'Guest 1', you: false },
      { name: 'Guest 2', you: true },
    ]);
    expect((await join(asha, table)).members).toHaveLength(2);
  });

  it('shares one cart: each sees every dish with who added it, and only its adder can take it off', async () => {
    const [asha, ravi] = [await newCustomer(server), await newCustomer(server)];
    const table = await freshTable();
    const session = await join(asha, table);
    await join(ravi, table);
    await line(asha, session, 'Butter Naan');
    await line(asha, session, 'Butter Naan');
    await line(ravi, session, 'Butter Naan');
    await line(ravi, session, 'Dal Makhani');
    const seenByAsha = (await read(asha, session)).body.responsePacket;
    expect(cartOf(seenByAsha)).toEqual([
      ['Butter Naan', 2, 'Guest 1', true],
      ['Butter Naan', 1, 'Guest 2', false],
      ['Dal Makhani', 1, 'Guest 2', false],
    ]);
    const naan = (await dish(server, 'Butter Naan')).price;
    const dal = (await dish(server, 'Dal Makhani')).price;
    expect(seenByAsha.cartTotal).toBe(3 * naan + dal);

    const refused = await line(asha, session, 'Dal Makhani', 'REMOVE');
    expect([refused.status, refused.body.message]).toEqual([422, NOT_YOUR_LINE]);
    const afterRemove = (await line(asha, session, 'Butter Naan', 'REMOVE')).body.responsePacket;
    expect(cartOf(afterRemove)[0]).toEqual(['Butter Naan', 1, 'Guest 1', true]);
  });

  it('sends the cart to the kitchen as one round: a dine-in order at the table, paid there later', async () => {
    const [asha, ravi] = [await newCustomer(server), await newCustomer(server)];
    const table = await freshTable();
    const session = await join(asha, table);
    await join(ravi, table);
    await line(asha, session, 'Butter Naan');
    await line(ravi, session, 'Butter Naan');
    await line(ravi, session, 'Dal Makhani');
    const sent = await send(ravi, session);
    expect(sent.body.message).toBe('Sent to the kitchen');
    const view = sent.body.responsePacket;
    expect(view.cart).toEqual([]);
    expect(view.rounds).toHaveLength(1);
    expect(view.rounds[0]).toMatchObject({ number: 1, sentBy: 'Guest 2', status: 'PLACED' });
    expect(view.rounds[0]?.lines.map((l) => [l.title, l.quantity, l.addedBy])).toEqual([
      ['Butter Naan', 1, 'Guest 1'],
      ['Butter Naan', 1, 'Guest 2'],
      ['Dal Makhani', 1, 'Guest 2'],
    ]);
    // The kitchen's ticket: the sender's order, the same dish from two diners one line.
    const ref = view.rounds[0]?.orderRefId ?? '';
    const order = (await get<Order>(server, `/orderDetail/${ref}`, ravi.auth)).body.responsePacket;
    expect(order).toMatchObject({ orderType: 'DineIn', tableNumber: view.tableNumber, paymentMode: 'CASH', paymentStatus: 'POSTPAID', status: 'PLACED' });
    expect(order.itemList.map((item) => [item.title, item.quantity])).toEqual([
      ['Butter Naan', 2],
      ['Dal Makhani', 1],
    ]);

    const empty = await send(asha, session);
    expect([empty.status, empty.body.message]).toEqual([422, NOTHING_TO_SEND]);
    // The next round starts on an empty cart and numbers on.
    await line(asha, session, 'Paneer Tikka');
    expect((await send(asha, session)).body.responsePacket.rounds.map((round) => [round.number, round.sentBy])).toEqual([
      [1, 'Guest 2'],
      [2, 'Guest 1'],
    ]);
  });

  it('never loses or doubles a dish: adds racing each other and two Send taps at once make one round of everything', async () => {
    const [asha, ravi] = [await newCustomer(server), await newCustomer(server)];
    const table = await freshTable();
    const session = await join(asha, table);
    await join(ravi, table);
    await Promise.all([...Array.from({ length: 8 }, () => line(asha, session, 'Butter Naan')), ...Array.from({ length: 8 }, () => line(ravi, session, 'Butter Naan'))]);
    expect(cartOf((await read(asha, session)).body.responsePacket)).toEqual([
      ['Butter Naan', 8, 'Guest 1', true],
      ['Butter Naan', 8, 'Guest 2', false],
    ]);
    const answers = await Promise.all([send(asha, session), send(ravi, session), send(asha, session)]);
    expect(answers.map((a) => `${a.status} ${a.body.message}`).sort()).toEqual(['200 Sent to the kitchen', `422 ${NOTHING_TO_SEND}`, `422 ${NOTHING_TO_SEND}`]);
    const view = (await read(ravi, session)).body.responsePacket;
    expect(view.rounds).toHaveLength(1);
    const [row] = await server.db.select().from(orders).where(eq(orders.refId, view.rounds[0]?.orderRefId ?? ''));
    const items = await server.db.select().from(orderItems).where(eq(orderItems.orderId, row?.id ?? -1));
    expect(items.map((item) => item.quantity)).toEqual([16]);
  });

  it('is for its diners only; after three quiet hours it is over, and the next scan starts a new one', async () => {
    const [asha, stranger] = [await newCustomer(server), await newCustomer(server)];
    const table = await freshTable();
    const session = await join(asha, table);
    const peek = await read(stranger, session);
    expect([peek.status, peek.body.message]).toEqual([404, NOT_AT_THIS_TABLE]);
    expect((await line(stranger, session, 'Butter Naan')).status).toBe(404);
    expect((await get(server, '/tableSession/not-a-session', asha.auth)).status).toBe(400);

    clock.advance(SESSION_IDLE_MS + 60_000);
    const over = await line(asha, session, 'Butter Naan');
    expect([over.status, over.body.message]).toEqual([410, SESSION_ENDED]);
    const next = await join(asha, table);
    expect(next.sessionId).not.toBe(session.sessionId);
    expect(next.members).toEqual([{ name: 'Guest 1', you: true }]);
  });

  it('refuses a dish not on the outlet’s menu and a table that is not ours, and keeps the cart when the kitchen is closed', async () => {
    const asha = await newCustomer(server);
    const session = await join(asha, await freshTable());
    const faridabadDish = (await post(server, `/tableSession/${session.sessionId}/line`, { itemId: 999_999, change: 'ADD' }, asha.auth)).body;
    expect(faridabadDish.message).toBe('Item 999999 is not on this outlet’s menu');
    const unknown = await post(server, '/joinTable', { tableCode: 'GL-NOWHERE-T1' }, asha.auth);
    expect(unknown.status).toBe(422);

    // Patiala closes at 23:30: a cart filled at 23:00 cannot go to its kitchen at 23:45, and stays.
    clock.setKolkata('2026-03-12T23:00:00');
    const late = await join(asha, 'GL-PTL-T1');
    await line(asha, late, 'Butter Naan');
    clock.setKolkata('2026-03-12T23:45:00');
    const closed = await send(asha, late);
    expect(closed.status).toBe(422);
    expect(closed.body.message).toContain('is closed now');
    expect(cartOf((await read(asha, late)).body.responsePacket)).toEqual([['Butter Naan', 1, 'Guest 1', true]]);
  });
});
