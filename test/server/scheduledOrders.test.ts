/**
 * Scheduled orders (issue 23): a delivery or takeaway can be scheduled for a slot later today or tomorrow, inside
 * the outlet's hours with its preparation time; a slot outside them is refused with the next valid one named, at
 * saving and again at placing; a closed outlet takes an order scheduled for when it opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DriverLocation, Order } from '../../src/api/contract';
import { rideMinutes } from '../../src/rules/deliveryTime';
import { PREPARATION_MINUTES } from '../../src/lib/orderSlots';
import { restaurants } from '../../server/db/schema';
import { metresBetween } from '../../server/geo';
import { kolkataTime, manualClock, startTestServer, type TestServer } from '../support/server';
import { draft, newCustomer, saveOrder, type Customer } from '../support/ordering';
import { get, post } from './http';

const NOIDA = '7ddacd16-2db5-40c2-bbfa-98841a012eb5'; // 11:00 to 23:30
const clock = manualClock(kolkataTime('2026-01-15T15:30:00'));
const at = clock.setKolkata;

let server: TestServer;
let alice: Customer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  alice = await newCustomer(server);
});
afterAll(() => server.close());

const paneer: Array<[string, number]> = [['Paneer Tikka', 1]];
const place = (order: Order) => post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, alice.auth);
const detail = async (order: Order) => (await get<Order>(server, `/orderDetail/${order.orderRefId}`, alice.auth)).body.responsePacket;

describe('a scheduled order', () => {
  it('is taken for a slot inside the hours, and kept: placed now, expected at its slot', async () => {
    at('2026-01-15T15:30:00');
    const slot = kolkataTime('2026-01-15T19:45:00');
    const order = await draft(server, alice, paneer, { restaurantUuid: NOIDA, scheduledFor: slot });
    expect(order.scheduledFor).toBe(slot);
    const placed = await place(order);
    expect(placed.status).toBe(200);
    expect(placed.body.responsePacket).toMatchObject({ status: 'PLACED', scheduledFor: slot, expectedAt: slot, placedAt: clock.now() });
  });

  it('is refused outside the opening hours, with the next valid slot offered', async () => {
    at('2026-01-15T21:00:00');
    // 23:30 is Noida's closing minute; a takeaway needs 20 minutes of an open kitchen before its slot.
    const late = await saveOrder(server, alice, paneer, { restaurantUuid: NOIDA, scheduledFor: kolkataTime('2026-01-15T23:30:00') });
    expect(late.status).toBe(422);
    expect(late.body).toEqual({
      errorCode: 422,
      message: 'Gold Leaf — Noida cannot have your order ready at 11:30 pm. The next slot is today at 9:30 pm.',
      responsePacket: null,
    });
    // Before it opens tomorrow: the kitchen opens at 11:00, so 11:15 is too soon for 20 minutes; 11:30 is the first.
    const early = await saveOrder(server, alice, paneer, { restaurantUuid: NOIDA, scheduledFor: kolkataTime('2026-01-16T11:15:00') });
    expect(early.status).toBe(422);
    at('2026-01-15T23:20:00');
    const closing = await saveOrder(server, alice, paneer, { restaurantUuid: NOIDA, scheduledFor: kolkataTime('2026-01-16T11:15:00') });
    expect(closing.body.message).toBe('Gold Leaf — Noida cannot have your order ready at 11:15 am. The next slot is tomorrow at 11:30 am.');
    expect((await saveOrder(server, alice, paneer, { restaurantUuid: NOIDA, scheduledFor: kolkataTime('2026-01-16T11:30:00') })).status).toBe(200);
  });

  it('is refused for a time that is not a slot: too soon, off the quarter hour, past tomorrow, or at a table', async () => {
    at('2026-01-16T15:00:00');
    const refusals = [
      kolkataTime('2026-01-16T15:15:00'), // less than the 20 minutes a takeaway takes
      kolkataTime('2026-01-16T16:10:00'), // not on a quarter hour
      kolkataTime('2026-01-18T12:00:00'), // the day after tomorrow
      kolkataTime('2026-01-16T14:00:00'), // passed
    ];
    for (const scheduledFor of refusals) {
      const answer = await saveOrder(server, alice, paneer, { restaurantUuid: NOIDA, scheduledFor });
      expect(answer.status, new Date(scheduledFor).toISOString()).toBe(422);
      expect(answer.body.message).toBe(`Gold Leaf — Noida cannot have your order ready at ${new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(scheduledFor)}. The next slot is today at 3:30 pm.`);
    }
    // A delivery leaves the kitchen early enough for its ride (issue 35): the kitchen's 20 minutes + the ride. Next
    // door (a minute's ride), 3:30 pm can be kept; from Sector 62, 6.7 km away (a 27-minute ride), 3:45 pm cannot.
    const near = await saveOrder(server, alice, paneer, { restaurantUuid: NOIDA, orderType: 'HomeDelivery', scheduledFor: kolkataTime('2026-01-16T15:30:00'), deliveryLocation: { text: 'Sector 18, Noida', latitude: 28.571, longitude: 77.323 } });
    expect(near.status).toBe(200);
    const far = await saveOrder(server, alice, paneer, { restaurantUuid: NOIDA, orderType: 'HomeDelivery', scheduledFor: kolkataTime('2026-01-16T15:45:00'), deliveryLocation: { text: 'Sector 62, Noida', latitude: 28.62, longitude: 77.36 } });
    expect(far.body.message).toBe('Gold Leaf — Noida cannot have your order ready at 3:45 pm. The next slot is today at 4:00 pm.');
    const table = await saveOrder(server, alice, paneer, { restaurantUuid: NOIDA, orderType: 'DineIn', tableCode: 'GL-NOI-T1', scheduledFor: kolkataTime('2026-01-16T17:00:00') });
    expect(table.body).toEqual({ errorCode: 422, message: "A table's order is for now: only delivery and takeaway can be scheduled", responsePacket: null });
  });

  it('is refused at placing when its slot has passed meanwhile, naming the next one', async () => {
    at('2026-01-17T12:00:00');
    const order = await draft(server, alice, paneer, { restaurantUuid: NOIDA, scheduledFor: kolkataTime('2026-01-17T12:30:00') });
    at('2026-01-17T12:20:00');
    const refused = await place(order);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Gold Leaf — Noida cannot have your order ready at 12:30 pm. The next slot is today at 12:45 pm.');
    expect((await detail(order)).status).toBe('DRAFT');
  });

  it('lets a closed outlet take an order for when it opens, which waits as Placed until its kitchen starts', async () => {
    at('2026-01-18T02:00:00');
    const slot = kolkataTime('2026-01-18T11:30:00');
    const order = await draft(server, alice, paneer, { restaurantUuid: NOIDA, scheduledFor: slot });
    expect((await place(order)).body.responsePacket).toMatchObject({ status: 'PLACED', expectedAt: slot });
    // The demo's clock starts on it the takeaway's 20 minutes before its slot, not at placing.
    at('2026-01-18T11:00:00');
    expect((await detail(order)).status).toBe('PLACED');
    at('2026-01-18T11:30:00');
    expect((await detail(order)).status).toBe('DELIVERED');
  });

  it("delivers at its slot: the demo's kitchen starts the kitchen's minutes and the ride before it, and the rider leaves the ride before it", async () => {
    at('2026-01-19T12:00:00');
    const SECTOR_62 = { text: 'Sector 62, Noida', latitude: 28.62, longitude: 77.36 };
    const [noida] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, NOIDA));
    const ride = rideMinutes(metresBetween(noida!, SECTOR_62), 20);
    expect(ride).toBe(27);
    const slot = kolkataTime('2026-01-19T14:00:00');
    const order = await draft(server, alice, paneer, { restaurantUuid: NOIDA, orderType: 'HomeDelivery', scheduledFor: slot, deliveryLocation: SECTOR_62 });
    const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' }, alice.auth);
    expect(placed.body.responsePacket).toMatchObject({ status: 'PLACED', scheduledFor: slot, expectedAt: slot });

    const minute = 60_000;
    const cookFrom = slot - (PREPARATION_MINUTES.HomeDelivery + ride) * minute;
    const leaves = slot - ride * minute;
    clock.advance(cookFrom - minute - clock.now());
    expect((await detail(order)).status).toBe('PLACED');
    clock.advance(leaves - minute - clock.now());
    expect((await detail(order)).status).toBe('PREPARING');
    // On its way the ride before the slot, and tracking's minutes left are the rest of that ride.
    clock.advance(leaves + minute - clock.now());
    const riding = await detail(order);
    expect(riding.status).toBe('OUT_FOR_DELIVERY');
    expect(riding.statusHistory.find((step) => step.status === 'OUT_FOR_DELIVERY')?.at).toBe(leaves);
    const tracking = (await get<DriverLocation>(server, `/getDriverLocation/${order.orderRefId}`, alice.auth)).body.responsePacket;
    expect(tracking).toMatchObject({ status: 'OUT_FOR_DELIVERY', etaMinutes: ride - 1 });
    clock.advance(slot - clock.now());
    expect((await detail(order)).status).toBe('DELIVERED');
  });
});
