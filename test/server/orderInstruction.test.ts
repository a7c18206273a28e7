/**
 * Issue 35: one cooking instruction for the whole order, set on its draft at checkout (POST
 * /updateOrderCookingInstruction): only by the order's own customer, only while it is a draft, at most 250
 * characters. Re-pricing keeps it, and the kitchen reads it with the order on the outlet API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Envelope, Order } from '../../src/api/contract';
import type { OutletOrder } from '../../src/outlet/contract';
import { restaurants } from '../../server/db/schema';
import { createOutletKey } from '../../server/outlet/keys';
import { MOHALI, draft, newCustomer, saveOrder, type Customer } from '../support/ordering';
import { backendName } from '../support/database';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';

let server: TestServer;
let alice: Customer;
let bob: Customer;
let kitchenKey: string;
// 12:30 in Kolkata: Mohali is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  [alice, bob] = await Promise.all([newCustomer(server), newCustomer(server)]);
  const [mohali] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI));
  if (!mohali) throw new Error('no Mohali');
  kitchenKey = (await createOutletKey(server.db, mohali.id, 'Kitchen board', clock.now())).key;
});
afterAll(() => server.close());

const PATH = '/updateOrderCookingInstruction';
const setInstruction = (customer: Customer, orderRefId: string, cookingInstruction: unknown) =>
  post<Order>(server, PATH, { orderRefId, cookingInstruction }, customer.auth);
const detail = async (customer: Customer, ref: string) => (await get<Order>(server, `/orderDetail/${ref}`, customer.auth)).body.responsePacket;

describe(`the order's cooking instruction (${backendName()})`, () => {
  it('is set on a draft, trimmed, read back with the order, and taken off with an empty one', async () => {
    const order = await draft(server, alice, [['Paneer Tikka', 1]]);
    expect(order.cookingInstruction).toBe('');
    const set = await setInstruction(alice, order.orderRefId, '  Less spicy, no onions  ');
    expect([set.status, set.body.message]).toEqual([200, 'Instruction saved']);
    expect(set.body.responsePacket).toMatchObject({ orderRefId: order.orderRefId, status: 'DRAFT', cookingInstruction: 'Less spicy, no onions', bill: order.bill });
    expect((await detail(alice, order.orderRefId)).cookingInstruction).toBe('Less spicy, no onions');

    const cleared = await setInstruction(alice, order.orderRefId, '');
    expect([cleared.status, cleared.body.responsePacket.cookingInstruction]).toEqual([200, '']);
    expect((await detail(alice, order.orderRefId)).cookingInstruction).toBe('');
  });

  it('stays when the draft is priced again: the cart saved again, a quantity changed, a payment under way', async () => {
    const order = await draft(server, alice, [['Paneer Tikka', 1]]);
    expect((await setInstruction(alice, order.orderRefId, 'No onions')).status).toBe(200);
    const again = (await saveOrder(server, alice, [['Paneer Tikka', 1], ['Butter Naan', 2]], { orderRefId: order.orderRefId })).body.responsePacket;
    expect(again).toMatchObject({ orderRefId: order.orderRefId, cookingInstruction: 'No onions', itemList: [{ title: 'Paneer Tikka' }, { title: 'Butter Naan' }] });
    const naan = again.itemList[1]!.itemId;
    const stepped = await post<Order>(server, `/updateOrderItemQuantity/${order.orderRefId}/${naan}/DECREASE`, {}, alice.auth);
    expect(stepped.body.responsePacket).toMatchObject({ cookingInstruction: 'No onions', itemList: [{}, { quantity: 1 }] });

    // A draft awaiting a provider payment keeps its terms: the cart saved again is a new draft that takes them over.
    expect((await post(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, alice.auth)).status).toBe(200);
    const fresh = (await saveOrder(server, alice, [['Paneer Tikka', 2]], { orderRefId: order.orderRefId })).body.responsePacket;
    expect(fresh.orderRefId).not.toBe(order.orderRefId);
    expect(fresh).toMatchObject({ status: 'DRAFT', cookingInstruction: 'No onions' });
  });

  it('is at most 250 characters: one more is refused with a clear message, and the stored one stays', async () => {
    const order = await draft(server, alice, [['Paneer Tikka', 1]]);
    expect((await setInstruction(alice, order.orderRefId, 'Less spicy')).status).toBe(200);
    const longest = 'x'.repeat(250);
    expect((await setInstruction(alice, order.orderRefId, longest)).body.responsePacket.cookingInstruction).toBe(longest);

    const tooLong = await setInstruction(alice, order.orderRefId, 'y'.repeat(251));
    expect([tooLong.status, tooLong.body.errorCode, tooLong.body.message, tooLong.body.responsePacket]).toEqual([
      400,
      400,
      'Cooking instructions can be at most 250 characters',
      null,
    ]);
    const notText = await setInstruction(alice, order.orderRefId, 42);
    expect([notText.status, notText.body.message]).toEqual([400, 'cookingInstruction must be a string']);
    expect((await detail(alice, order.orderRefId)).cookingInstruction).toBe(longest);
  });

  it("refuses another customer's order as not found, and leaves it as it was", async () => {
    const order = await draft(server, alice, [['Paneer Tikka', 1]]);
    expect((await setInstruction(alice, order.orderRefId, 'Less spicy')).status).toBe(200);
    const bobs = await setInstruction(bob, order.orderRefId, 'Extra spicy');
    expect([bobs.status, bobs.body.message, bobs.body.responsePacket]).toEqual([404, 'Order not found', null]);
    expect((await detail(alice, order.orderRefId)).cookingInstruction).toBe('Less spicy');
    const signedOut = await post(server, PATH, { orderRefId: order.orderRefId, cookingInstruction: 'Extra spicy' });
    expect(signedOut.status).toBe(401);
    expect((await detail(alice, order.orderRefId)).cookingInstruction).toBe('Less spicy');
  });

  it('refuses a placed order and one awaiting a payment: the kitchen reads the instruction it was placed with', async () => {
    const order = await draft(server, alice, [['Paneer Tikka', 1]]);
    expect((await setInstruction(alice, order.orderRefId, 'Less spicy, no onions')).status).toBe(200);
    const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, alice.auth);
    expect(placed.body.responsePacket).toMatchObject({ status: 'PLACED', cookingInstruction: 'Less spicy, no onions' });

    const late = await setInstruction(alice, order.orderRefId, 'Extra spicy');
    expect([late.status, late.body.message]).toEqual([422, 'This order can no longer be changed']);
    expect((await detail(alice, order.orderRefId)).cookingInstruction).toBe('Less spicy, no onions');

    const res = await fetch(`${server.url}/v1/outlet-api/orders`, { headers: { Authorization: `Bearer ${kitchenKey}` } });
    const board = ((await res.json()) as Envelope<OutletOrder[]>).responsePacket;
    expect(board.find((row) => row.orderRefId === order.orderRefId)).toMatchObject({ cookingInstruction: 'Less spicy, no onions', items: [{ title: 'Paneer Tikka' }] });

    const paying = await draft(server, alice, [['Paneer Tikka', 1]]);
    expect((await post(server, '/generatePaymentRequestWithOrder', { orderRefId: paying.orderRefId, paymentMode: 'CARD' }, alice.auth)).status).toBe(200);
    const underWay = await setInstruction(alice, paying.orderRefId, 'Extra spicy');
    expect([underWay.status, underWay.body.message]).toEqual([422, 'A payment for this order is under way. Finish or cancel it first.']);
    expect((await detail(alice, paying.orderRefId)).cookingInstruction).toBe('');
  });

  it('answers in Hindi for a Hindi reader', async () => {
    const order = await draft(server, alice, [['Paneer Tikka', 1]]);
    const res = await post<Order>(server, PATH, { orderRefId: order.orderRefId, cookingInstruction: 'कम तीखा' }, { ...alice.auth, 'Accept-Language': 'hi' });
    expect([res.status, res.body.message, res.body.responsePacket.cookingInstruction]).toEqual([200, 'निर्देश सेव हो गया', 'कम तीखा']);
  });
});
