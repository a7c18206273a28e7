/**
 * Sizes and add-ons (issue 23): a dish's choice groups on the menu, priced by the server on every order and table
 * line, one line per dish-and-choices, named on the kitchen's ticket and the invoice. On PGlite; the race
 * (tagged postgres) on PostgreSQL too.
 */
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Invoice, MenuItem, Order, TableEntry, TableSession } from '../../src/api/contract';
import type { OutletOrder } from '../../src/outlet/contract';
import { menuItems, restaurants, tableSessions } from '../../server/db/schema';
import { createOutletKey } from '../../server/outlet/keys';
import { backendName } from '../support/database';
import { dish, MOHALI, newCustomer, PHAGWARA_HIGHWAY, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { tableKeyOf } from '../support/tables';
import { get, post } from './http';

let server: TestServer;
// 12:30 in Kolkata: every outlet is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server.close());

/** The ids of the named choices of a dish, looked up by name as a diner would pick them. */
function choiceIds(item: MenuItem, ...names: string[]): number[] {
  const all = (item.choiceGroups ?? []).flatMap((group) => group.choices);
  return names.map((name) => {
    const choice = all.find((c) => c.name === name);
    if (!choice) throw new Error(`${item.title} has no choice ${name}`);
    return choice.choiceId;
  });
}

type Line = { title: string; choices?: string[]; quantity?: number; instruction?: string };
async function saveLines(customer: Customer, lines: Line[], extra: Record<string, unknown> = {}) {
  const items = await Promise.all(
    lines.map(async ({ title, choices, quantity = 1, instruction }) => {
      const item = await dish(server, title);
      return { itemId: item.itemId, ...(choices ? { choiceIds: choiceIds(item, ...choices) } : {}), quantity, ...(instruction ? { instruction } : {}) };
    }),
  );
  return post<Order>(server, '/saveOrder', { restaurantUuid: MOHALI, orderType: 'TakeAway', items, ...extra }, customer.auth);
}
const linesOf = (order: Order) => order.itemList.map((line) => [line.title, line.choices, line.price, line.quantity]);

describe(`sizes and add-ons on ${backendName()}`, () => {
  it('are on the menu where a real menu has them, priced higher at a highway outlet', async () => {
    const pizza = await dish(server, 'Margherita Pizza');
    expect(pizza.price).toBe(299);
    expect(pizza.choiceGroups?.map((group) => [group.name, group.min, group.max, group.choices.length])).toEqual([
      ['Size', 1, 1, 3],
      ['Crust', 1, 1, 3],
      ['Toppings', 0, 3, 5],
    ]);
    expect((await dish(server, 'Chicken Dum Biryani')).choiceGroups?.[0]?.choices.map((c) => [c.name, c.price])).toEqual([
      ['Half (serves 1)', 0],
      ['Full (serves 2)', 220],
    ]);
    expect((await dish(server, 'Cappuccino')).choiceGroups?.map((group) => group.name)).toEqual(['Size', 'Add-ons']);
    expect((await dish(server, 'Butter Naan')).choiceGroups).toBeUndefined();
    // Highway outlets charge about 10 % more, rounded up to ₹5: Large 12" +₹260 is +₹290 there.
    const highway = await dish(server, 'Margherita Pizza', PHAGWARA_HIGHWAY);
    expect(highway.choiceGroups?.[0]?.choices.map((c) => c.price)).toEqual([0, 165, 290]);
  });

  it('prices each dish with its choices, one line per dish-and-choices', async () => {
    const customer = await newCustomer(server);
    const res = await saveLines(customer, [
      { title: 'Cappuccino', choices: ['Large', 'Extra shot'], quantity: 2 },
      { title: 'Cappuccino', choices: ['Regular'] },
      // The same choices named in another order are the same line.
      { title: 'Cappuccino', choices: ['Extra shot', 'Large'] },
      { title: 'Margherita Pizza', choices: ['Large 12"', 'Cheese burst', 'Extra cheese', 'Jalapeños', 'Mushrooms'] },
      { title: 'Butter Naan', quantity: 2 },
    ]);
    expect(res.status, res.body.message).toBe(200);
    const order = res.body.responsePacket;
    expect(linesOf(order)).toEqual([
      ['Cappuccino', 'Large, Extra shot', 229, 3],
      ['Cappuccino', 'Regular', 149, 1],
      ['Margherita Pizza', 'Large 12", Cheese burst, Extra cheese, Jalapeños, Mushrooms', 299 + 260 + 99 + 59 + 39 + 49, 1],
      ['Butter Naan', '', 69, 2],
    ]);
    expect(order.bill.restaurantBill).toBe(229 * 3 + 149 + 805 + 69 * 2);
  });

  it('refuses a pick that is short of a group’s minimum, over its maximum, or not the dish’s, with a message naming it', async () => {
    const customer = await newCustomer(server);
    const pizza = await dish(server, 'Margherita Pizza');
    const cappuccino = await dish(server, 'Cappuccino');
    // A group that asks for a pick with no default: what the kitchen serves the kulcha with, one or both.
    const kulcha = await dish(server, 'Amritsari Kulcha');
    const servedWith = { groupId: 5, name: 'Served with', min: 1, max: 2, choices: [{ choiceId: 51, name: 'Chole', price: 0 }, { choiceId: 52, name: 'Raita', price: 0 }] };
    await server.db.update(menuItems).set({ choiceGroups: [servedWith] }).where(eq(menuItems.id, kulcha.itemId));
    const cases: Array<[Array<Record<string, unknown>>, string]> = [
      [[{ itemId: kulcha.itemId, quantity: 1 }], 'Please choose Served with for Amritsari Kulcha'],
      [[{ itemId: pizza.itemId, choiceIds: choiceIds(pizza, 'Large 12"', 'Cheese burst', 'Medium 10"'), quantity: 1 }], 'Choose at most 1 of Size for Margherita Pizza'],
      [
        [{ itemId: pizza.itemId, choiceIds: choiceIds(pizza, 'Regular 7"', 'Thin crust', 'Extra cheese', 'Jalapeños', 'Black olives', 'Mushrooms'), quantity: 1 }],
        'Choose at most 3 of Toppings for Margherita Pizza',
      ],
      // A cappuccino's choice on a pizza, and a choice twice.
      [[{ itemId: pizza.itemId, choiceIds: [...choiceIds(pizza, 'Regular 7"', 'Thin crust'), 999], quantity: 1 }], 'Some choices for Margherita Pizza are not on the menu'],
      [[{ itemId: cappuccino.itemId, choiceIds: [...choiceIds(cappuccino, 'Large', 'Extra shot', 'Extra shot')], quantity: 1 }], 'Some choices for Cappuccino are not on the menu'],
    ];
    for (const [items, message] of cases) {
      const res = await post<Order>(server, '/saveOrder', { restaurantUuid: MOHALI, orderType: 'TakeAway', items }, customer.auth);
      expect([res.status, res.body.message]).toEqual([422, message]);
    }
  });

  it('takes a size left unpicked as the dish as priced: a cart or an app from before sizes still orders what it showed', async () => {
    const customer = await newCustomer(server);
    const res = await saveLines(customer, [
      { title: 'Cappuccino', quantity: 2 },
      { title: 'Cappuccino', choices: ['Regular'] },
      { title: 'Margherita Pizza', choices: ['Extra cheese'] },
    ]);
    expect(res.status, res.body.message).toBe(200);
    expect(linesOf(res.body.responsePacket)).toEqual([
      ['Cappuccino', 'Regular', 149, 3],
      ['Margherita Pizza', 'Regular 7", Hand-tossed, Extra cheese', 358, 1],
    ]);
  });

  it('keeps each line’s cooking instruction when the cart is priced again, and changes only the line named', async () => {
    const customer = await newCustomer(server);
    const first = (await saveLines(customer, [{ title: 'Cappuccino', choices: ['Large'] }, { title: 'Cappuccino', choices: ['Regular'] }])).body.responsePacket;
    const cappuccino = await dish(server, 'Cappuccino');
    const saved = await post<Order>(
      server,
      '/updateInstructionOnOrderItem',
      { orderRefId: first.orderRefId, itemId: cappuccino.itemId, choiceIds: choiceIds(cappuccino, 'Large'), instruction: 'Extra hot' },
      customer.auth,
    );
    expect(saved.status, saved.body.message).toBe(200);
    const again = (await saveLines(customer, [{ title: 'Cappuccino', choices: ['Large'] }, { title: 'Cappuccino', choices: ['Regular'], quantity: 2 }], { orderRefId: first.orderRefId }))
      .body.responsePacket;
    expect(again.itemList.map((line) => [line.choices, line.quantity, line.instruction])).toEqual([
      ['Large', 1, 'Extra hot'],
      ['Regular', 2, ''],
    ]);
  });

  it('names the choices on the placed order, the kitchen’s ticket and the invoice', async () => {
    const customer = await newCustomer(server);
    const order = (await saveLines(customer, [{ title: 'Cappuccino', choices: ['Large', 'Vanilla syrup'] }])).body.responsePacket;
    const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
    expect(placed.body.message).toBe('Order Placed');
    const detail = (await get<Order>(server, `/orderDetail/${order.orderRefId}`, customer.auth)).body.responsePacket;
    expect(detail.itemList[0]).toMatchObject({ title: 'Cappuccino', choices: 'Large, Vanilla syrup', price: 149 + 40 + 30 });

    const [mohali] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI));
    const { key } = await createOutletKey(server.db, mohali?.id ?? -1, 'Kitchen board', clock.now());
    const board = await fetch(`${server.url}/v1/outlet-api/orders`, { headers: { Authorization: `Bearer ${key}` } });
    const ticket = ((await board.json()) as Envelope<OutletOrder[]>).responsePacket.find((t) => t.orderRefId === order.orderRefId);
    expect(ticket?.items).toEqual([{ title: 'Cappuccino', choices: 'Large, Vanilla syrup', quantity: 1, vegNonVeg: 'VEG', instruction: '' }]);

    const invoice = (await get<Invoice>(server, `/orderInvoice/${order.orderRefId}`, customer.auth)).body.responsePacket;
    expect(invoice.lines).toEqual([{ description: 'Cappuccino (Large, Vanilla syrup)', quantity: 1, rate: 219, amount: 219 }]);
  });

  it('keeps a table’s dishes apart by their choices, even when one diner’s taps race, and sends them so', { tags: ['postgres'] }, async () => {
    await server.db.update(tableSessions).set({ closedAt: new Date(clock.now()) }).where(isNull(tableSessions.closedAt));
    const asha = await newCustomer(server);
    const session = (await post<TableEntry>(server, '/joinTable', { tableCode: 'GL-MOH8-T2', key: await tableKeyOf(server.db, 'GL-MOH8-T2') }, asha.auth)).body.responsePacket;
    const pizza = await dish(server, 'Paneer Tikka Pizza');
    const add = (...names: string[]) =>
      post<TableSession>(server, `/tableSession/${session.sessionId}/line`, { itemId: pizza.itemId, choiceIds: choiceIds(pizza, ...names), change: 'ADD' }, asha.auth);
    const taps = await Promise.all(Array.from({ length: 8 }, () => add('Medium 10"', 'Thin crust', 'Sweet corn')));
    expect(taps.map((tap) => tap.status)).toEqual(Array(8).fill(200));
    await add('Regular 7"', 'Hand-tossed');
    // The pizza as priced, its size and crust left to their defaults, is the same line.
    await add();
    expect((await add('Large 12"', 'Medium 10"')).body.message).toBe('Choose at most 1 of Size for Paneer Tikka Pizza');
    const cart = (await get<TableSession>(server, `/tableSession/${session.sessionId}`, asha.auth)).body.responsePacket.cart;
    expect(cart.map((line) => [line.choices, line.price, line.quantity])).toEqual([
      ['Medium 10", Thin crust, Sweet corn', 379 + 150 + 39, 8],
      ['Regular 7", Hand-tossed', 379, 2],
    ]);
    const sent = await post<TableSession>(server, `/tableSession/${session.sessionId}/sendRound`, {}, asha.auth);
    expect(sent.status, sent.body.message).toBe(200);
    const round = sent.body.responsePacket.rounds[0];
    const order = (await get<Order>(server, `/orderDetail/${round?.orderRefId}`, asha.auth)).body.responsePacket;
    expect(linesOf(order)).toEqual([
      ['Paneer Tikka Pizza', 'Medium 10", Thin crust, Sweet corn', 568, 8],
      ['Paneer Tikka Pizza', 'Regular 7", Hand-tossed', 379, 2],
    ]);
  });
});
