/**
 * Issue 23, help with an order: a customer reports a missing or wrong dish on an order that reached them; the
 * outlet's board lists the report until it answers, with the dishes' price back in the wallet once when it says so.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_WINDOW_MS } from '../../src/api/endpoints';
import type { Envelope, NotificationPage, Order, WalletBalance } from '../../src/api/contract';
import type { OutletOrder } from '../../src/outlet/contract';
import { restaurants, walletTransactions } from '../../server/db/schema';
import { ANSWERED_ALREADY, NOT_HANDED_OVER, NOT_IN_ORDER, NO_OPEN_REPORT, REPORTED_ALREADY, TOO_LATE_TO_REPORT } from '../../server/orders/report';
import { createOutletKey } from '../../server/outlet/keys';
import { formatRupees } from '../../src/lib/format';
import { backendName } from '../support/database';
import { MOHALI, dish, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';

let server: TestServer;
let key: string;
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, demoOrderSeconds: 60 });
  const [mohali] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI));
  if (!mohali) throw new Error('no Mohali');
  key = (await createOutletKey(server.db, mohali.id, 'Kitchen board', clock.now())).key;
});
afterAll(() => server.close());

async function outlet<T>(path: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${server.url}/v1/outlet-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
const report = (customer: Customer, body: Record<string, unknown>) => post<Order>(server, '/reportOrderProblem', body, customer.auth);
const answer = (ref: string, body: unknown) => outlet<OutletOrder>(`/orders/${ref}/report/answer`, body);
const board = async () => (await outlet<OutletOrder[]>('/orders')).body.responsePacket;
const wallet = async (customer: Customer) => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket.walletBalance;

/** A wallet-paid takeaway of two Butter Naan, handed over by the kitchen. */
async function handedOver(customer: Customer): Promise<Order> {
  const order = await draft(server, customer, [['Butter Naan', 2]]);
  expect((await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth)).body.message).toBe('Order Placed');
  const early = await report(customer, { orderRefId: order.orderRefId, kind: 'MISSING', itemIds: [order.itemList[0]?.itemId] });
  expect([early.status, early.body.message]).toEqual([422, NOT_HANDED_OVER]);
  for (const [move, body] of [['accept', { minutes: 15 }], ['preparing', {}], ['delivered', {}]] as const) {
    expect((await outlet(`/orders/${order.orderRefId}/${move}`, body)).status).toBe(200);
  }
  return order;
}

describe(`reporting a missing or wrong dish on ${backendName()}`, () => {
  it('reaches the board once; the outlet’s answer puts the dishes’ price back in the wallet once, however often it is sent', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const order = await handedOver(customer);
    const naan = await dish(server, 'Butter Naan');
    const paid = await wallet(customer);

    const sent = await report(customer, { orderRefId: order.orderRefId, kind: 'MISSING', itemIds: [naan.itemId, naan.itemId], note: '  Only one naan came  ' });
    expect([sent.status, sent.body.message]).toEqual([200, 'The outlet has your report']);
    expect(sent.body.responsePacket.report).toEqual({ kind: 'MISSING', itemIds: [naan.itemId], note: 'Only one naan came', at: clock.now(), resolvedAt: null, reply: null, refund: 0 });
    expect(sent.body.responsePacket.restaurantPhone).toBe('+91 172 466 0808');
    const again = await report(customer, { orderRefId: order.orderRefId, kind: 'WRONG', itemIds: [naan.itemId] });
    expect([again.status, again.body.message]).toEqual([422, REPORTED_ALREADY]);

    const listed = (await board()).find((o) => o.orderRefId === order.orderRefId);
    expect(listed).toMatchObject({ status: 'DELIVERED', report: { kind: 'MISSING', items: [{ title: 'Butter Naan', quantity: 2 }], note: 'Only one naan came', refundable: naan.price * 2 } });

    const answers = await Promise.all(Array.from({ length: 6 }, () => answer(order.orderRefId, { reply: 'Sorry, our packer missed it.', refund: true })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(await wallet(customer)).toBeCloseTo(paid + naan.price * 2, 2);
    const credits = await server.db.select().from(walletTransactions).where(eq(walletTransactions.reference, `report-${(await idOf(order.orderRefId))}-wallet`));
    expect(credits.map((c) => c.amountPaise)).toEqual([Math.round(naan.price * 200)]);
    expect((await board()).map((o) => o.orderRefId)).not.toContain(order.orderRefId);

    const seen = (await get<Order>(server, `/orderDetail/${order.orderRefId}`, customer.auth)).body.responsePacket;
    expect(seen.report).toMatchObject({ resolvedAt: clock.now(), reply: 'Sorry, our packer missed it', refund: naan.price * 2 });
    const note = (await get<NotificationPage>(server, '/getNotificationList', customer.auth)).body.responsePacket.items[0];
    expect(note).toMatchObject({ title: 'Your report is answered', orderRefId: order.orderRefId });
    expect(note?.body).toBe(`Gold Leaf — Mohali Phase 8 answered your report on order ${order.orderRefId}: Sorry, our packer missed it. ${formatRupees(naan.price * 2)} is back in your wallet.`);
    const late = await report(customer, { orderRefId: order.orderRefId, kind: 'WRONG', itemIds: [naan.itemId] });
    expect([late.status, late.body.message]).toEqual([422, ANSWERED_ALREADY]);
  });

  it('refuses dishes from another order, a report a day after the handover, and an answer with nothing to answer, in words', async () => {
    const customer = await newCustomer(server);
    const order = await handedOver(customer);
    const stranger = await dish(server, 'Dal Makhani');
    expect((await report(customer, { orderRefId: order.orderRefId, kind: 'WRONG', itemIds: [stranger.itemId] })).body.message).toBe(NOT_IN_ORDER);
    expect((await report(customer, { orderRefId: order.orderRefId, kind: 'LATE', itemIds: [stranger.itemId] })).body.message).toBe('kind must be MISSING or WRONG');
    expect((await report(customer, { orderRefId: order.orderRefId, kind: 'WRONG', itemIds: [] })).body.message).toBe('Choose the dishes that were missing or wrong');
    expect((await answer(order.orderRefId, { reply: 'Sorry', refund: true })).body).toMatchObject({ errorCode: 422, message: NO_OPEN_REPORT(order.orderRefId) });
    expect((await answer(order.orderRefId, { reply: 'x', refund: true })).body.message).toBe('reply must be at least 3 characters');

    clock.advance(REPORT_WINDOW_MS + 60_000);
    const late = await report(customer, { orderRefId: order.orderRefId, kind: 'MISSING', itemIds: [order.itemList[0]?.itemId] });
    expect([late.status, late.body.message]).toEqual([422, TOO_LATE_TO_REPORT]);
    expect((await report(await newCustomer(server), { orderRefId: order.orderRefId, kind: 'MISSING', itemIds: [1] })).status).toBe(404);
  });

  it('an answer without a refund leaves the wallet as it was', async () => {
    const customer = await newCustomer(server);
    const order = await handedOver(customer);
    const paid = await wallet(customer);
    await report(customer, { orderRefId: order.orderRefId, kind: 'WRONG', itemIds: [order.itemList[0]?.itemId] });
    expect((await answer(order.orderRefId, { reply: 'Please call us, we will bring the right dish', refund: false })).status).toBe(200);
    expect(await wallet(customer)).toBe(paid);
    const seen = (await get<Order>(server, `/orderDetail/${order.orderRefId}`, customer.auth)).body.responsePacket;
    expect(seen.report).toMatchObject({ reply: 'Please call us, we will bring the right dish', refund: 0 });
  });
});

async function idOf(ref: string): Promise<number> {
  const { orders } = await import('../../server/db/schema');
  const [row] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.refId, ref));
  if (!row) throw new Error(`no order ${ref}`);
  return row.id;
}
