/**
 * Issue 34: every outlet API endpoint that names an order or a dish keeps to the key's own outlet. Noida's key,
 * turned on Mohali's orders and dishes, is refused or sees nothing, and the database is as it was; the same
 * request with Mohali's key then works, so the refusal is about the outlet and nothing else.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Order } from '../../src/api/contract';
import type { OutletDish, OutletOrder } from '../../src/outlet/contract';
import { menuItems, orders, restaurants, users, walletTransactions } from '../../server/db/schema';
import { createOutletKey } from '../../server/outlet/keys';
import { MOHALI, dish, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { post } from './http';

const NOIDA = '7ddacd16-2db5-40c2-bbfa-98841a012eb5';
let server: TestServer;
let mohaliKey: string;
let noidaKey: string;
let mohaliId: number;
// 12:30 in Kolkata: Mohali and Noida are open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, demoOrderSeconds: 60 });
  const idOf = async (uuid: string) => (await server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, uuid)))[0]?.id ?? 0;
  mohaliId = await idOf(MOHALI);
  mohaliKey = (await createOutletKey(server.db, mohaliId, 'Mohali board', clock.now())).key;
  noidaKey = (await createOutletKey(server.db, await idOf(NOIDA), 'Noida board', clock.now())).key;
});
afterAll(() => server.close());

async function outlet<T>(key: string, path: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${server.url}/v1/outlet-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
const NOT_FOUND = { status: 404, body: { errorCode: 404, message: 'Order not found', responsePacket: null } };

const orderRow = async (ref: string) => (await server.db.select().from(orders).where(eq(orders.refId, ref)))[0];
const walletRows = async (customer: Customer) => {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  return server.db.select().from(walletTransactions).where(eq(walletTransactions.userId, user?.id ?? 0));
};

async function placed(customer: Customer, paymentMode: string, overrides: Record<string, unknown> = {}, uuid = MOHALI): Promise<Order> {
  const order = await draft(server, customer, [['Butter Naan', 2]], { restaurantUuid: uuid, ...overrides });
  const res = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode }, customer.auth);
  expect(res.body.message).toBe('Order Placed');
  return res.body.responsePacket;
}

/** A stream's events one at a time, so a test can wait for 'ready' before anything happens. */
function eventsOf(res: Response) {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error(`no stream: ${res.status}`);
  let buffer = '';
  return {
    async next(): Promise<{ event: string; data: unknown }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) return { event, data: JSON.parse(data) as unknown };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    close: () => reader.cancel(),
  };
}

describe('another outlet’s key', () => {
  it('cannot take this outlet’s dish off the menu or put it back: no such dish, the dish unchanged', async () => {
    const naan = await dish(server, 'Butter Naan');
    const before = (await server.db.select().from(menuItems).where(eq(menuItems.id, naan.itemId)))[0];
    expect(before?.isAvailable).toBe(true);
    for (const inStock of [false, true]) {
      expect(await outlet(noidaKey, `/menu/${naan.itemId}/stock`, { inStock })).toEqual({
        status: 404,
        body: { errorCode: 404, message: 'No such dish at this outlet', responsePacket: null },
      });
    }
    expect((await server.db.select().from(menuItems).where(eq(menuItems.id, naan.itemId)))[0]).toEqual(before);
    // Mohali's own key can: the dish and the request were good.
    expect((await outlet<OutletDish>(mohaliKey, `/menu/${naan.itemId}/stock`, { inStock: false })).body.responsePacket).toMatchObject({ inStock: false });
    expect((await outlet<OutletDish>(mohaliKey, `/menu/${naan.itemId}/stock`, { inStock: true })).body.responsePacket).toMatchObject({ inStock: true });
  });

  it('reads only its own menu: none of this outlet’s dishes', async () => {
    const mine = (await outlet<OutletDish[]>(mohaliKey, '/menu')).body.responsePacket.map((d) => d.itemId);
    const theirs = (await outlet<OutletDish[]>(noidaKey, '/menu')).body.responsePacket.map((d) => d.itemId);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
  });

  it('cannot accept or refuse this outlet’s order: not found, the order as it was and no money back', async () => {
    const customer = await newCustomer(server);
    const order = await placed(customer, 'WALLET', { orderType: 'TakeAway' });
    const before = await orderRow(order.orderRefId);
    const money = await walletRows(customer);
    expect(await outlet(noidaKey, `/orders/${order.orderRefId}/reject`, { reason: 'Not ours' })).toEqual(NOT_FOUND);
    expect(await outlet(noidaKey, `/orders/${order.orderRefId}/accept`, { minutes: 10 })).toEqual(NOT_FOUND);
    expect(await orderRow(order.orderRefId)).toEqual(before);
    expect(await walletRows(customer)).toEqual(money);
    expect((await outlet<OutletOrder>(mohaliKey, `/orders/${order.orderRefId}/accept`, { minutes: 10 })).status).toBe(200);
  });

  it('cannot answer this outlet’s report with money back: not found, the report open and the wallet untouched', async () => {
    const customer = await newCustomer(server);
    const order = await placed(customer, 'WALLET', { orderType: 'TakeAway' });
    for (const [move, body] of [['accept', { minutes: 15 }], ['preparing', {}], ['delivered', {}]] as const) {
      expect((await outlet(mohaliKey, `/orders/${order.orderRefId}/${move}`, body)).status).toBe(200);
    }
    const naan = await dish(server, 'Butter Naan');
    expect((await post(server, '/reportOrderProblem', { orderRefId: order.orderRefId, kind: 'MISSING', itemIds: [naan.itemId] }, customer.auth)).status).toBe(200);
    const before = await orderRow(order.orderRefId);
    const money = await walletRows(customer);
    expect(await outlet(noidaKey, `/orders/${order.orderRefId}/report/answer`, { reply: 'Here is your money', refund: true })).toEqual(NOT_FOUND);
    expect(await orderRow(order.orderRefId)).toEqual(before);
    expect(before?.report?.resolvedAt).toBeNull();
    expect(await walletRows(customer)).toEqual(money);
    // Mohali's answer puts the two naan back: the report was open and refundable.
    const answered = await outlet<OutletOrder>(mohaliKey, `/orders/${order.orderRefId}/report/answer`, { reply: 'Sorry', refund: true });
    expect(answered.status).toBe(200);
    expect((await walletRows(customer)).length).toBe(money.length + 1);
  });

  it('cannot mark this outlet’s table calls done: not found, both calls still waiting', async () => {
    const customer = await newCustomer(server);
    const order = await placed(customer, 'CASH', { orderType: 'DineIn', tableCode: 'GL-MOH8-T1' });
    for (const need of ['WAITER', 'BILL']) {
      expect((await post(server, '/callTable', { orderRefId: order.orderRefId, need }, customer.auth)).status).toBe(200);
    }
    const before = await orderRow(order.orderRefId);
    expect(before?.waiterCalledAt).not.toBeNull();
    expect(before?.billRequestedAt).not.toBeNull();
    for (const need of ['waiter', 'bill']) {
      expect(await outlet(noidaKey, `/orders/${order.orderRefId}/calls/${need}/done`, {})).toEqual(NOT_FOUND);
    }
    expect(await orderRow(order.orderRefId)).toEqual(before);
    expect((await outlet<OutletOrder>(mohaliKey, `/orders/${order.orderRefId}/calls/bill/done`, {})).body.responsePacket.calls.bill).toBeNull();
  });

  it('sees none of this outlet’s orders on its board', async () => {
    const customer = await newCustomer(server);
    const order = await placed(customer, 'PAY_AT_STORE', { orderType: 'TakeAway' });
    const refs = async (key: string) => (await outlet<OutletOrder[]>(key, '/orders')).body.responsePacket.map((o) => o.orderRefId);
    expect(await refs(mohaliKey)).toContain(order.orderRefId);
    const mohaliRefs = (await server.db.select({ ref: orders.refId }).from(orders).where(eq(orders.restaurantId, mohaliId))).map((o) => o.ref);
    expect(mohaliRefs).toContain(order.orderRefId);
    const onNoidaBoard = await refs(noidaKey);
    expect(onNoidaBoard.filter((ref) => mohaliRefs.includes(ref))).toEqual([]);
  });

  it('hears none of this outlet’s orders on its stream: the first order it hears of is its own', async () => {
    const noidaStream = eventsOf(await fetch(`${server.url}/v1/outlet-api/stream`, { headers: { Authorization: `Bearer ${noidaKey}` } }));
    // 'ready' comes once the stream listens: from here a Mohali order it heard would come before Noida's own.
    expect(await noidaStream.next()).toEqual({ event: 'ready', data: {} });
    const customer = await newCustomer(server);
    const mohaliOrder = await placed(customer, 'PAY_AT_STORE', { orderType: 'TakeAway' });
    await outlet(mohaliKey, `/orders/${mohaliOrder.orderRefId}/accept`, { minutes: 10 });
    const noidaOrder = await placed(customer, 'PAY_AT_STORE', { orderType: 'TakeAway' }, NOIDA);
    expect(await noidaStream.next()).toEqual({ event: 'order', data: { orderRefId: noidaOrder.orderRefId, status: 'PLACED' } });
    await noidaStream.close();
  });
});
