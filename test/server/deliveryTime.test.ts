/**
 * One delivery time, the same everywhere (issue 35): the kitchen's minutes + the ride (the straight line × 1.3 for
 * the roads, at RIDER_SPEED_KMH). The outlet list, the checkout's draft, the placed order and the kitchen's
 * accept all give the same minutes for the same address; the rider's reported position moves it after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DriverLocation, Order, Restaurant } from '../../src/api/contract';
import { deliveryMinutes, rideMinutes } from '../../src/rules/deliveryTime';
import { PREPARATION_MINUTES } from '../../src/lib/orderSlots';
import { metresBetween } from '../../server/geo';
import { restaurants } from '../../server/db/schema';
import { createOutletKey } from '../../server/outlet/keys';
import { MOHALI, NEAR_MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';

const MORINDA = '0f508f5f-f551-425a-aabd-a230a9e81896';
const HALDWANI = '7440a35a-4017-499a-98bb-138dce71151e';
/** A speed of the chain's own choosing (RIDER_SPEED_KMH), not the default: the setting is what counts. */
const SPEED = 15;
// 12:30 in Kolkata: Mohali (24 hours) is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));

let server: TestServer;
let key: string;
let customer: Customer;
let mohali: { latitude: number; longitude: number };
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, riderSpeedKmh: SPEED });
  const [row] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI));
  if (!row) throw new Error('no Mohali');
  mohali = row;
  // Mohali has a kitchen: its orders keep the real minutes instead of the demo's clock.
  key = (await createOutletKey(server.db, row.id, 'Kitchen board', clock.now())).key;
  customer = await newCustomer(server);
});
afterAll(() => server.close());

const move = (ref: string, name: string, body: unknown = {}) =>
  fetch(`${server.url}/v1/outlet-api/orders/${ref}/${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const detail = async (ref: string) => (await get<Order>(server, `/orderDetail/${ref}`, customer.auth)).body.responsePacket;

describe('the delivery time rule', () => {
  it('is the kitchen minutes plus the ride: the straight line × 1.3 at the rider speed, in whole minutes rounded up', () => {
    // 3 km × 1.3 = 3.9 km at 20 km/h: 11.7 minutes, so 12.
    expect(rideMinutes(3_000, 20)).toBe(12);
    expect(deliveryMinutes(20, 3_000, 20)).toBe(32);
    // Morinda is 23 km from Mohali: 29.9 km of road at 20 km/h is 90 minutes of ride.
    expect(rideMinutes(23_000, 20)).toBe(90);
    expect(rideMinutes(0, 20)).toBe(0);
  });
});

describe('one delivery time for the same address', () => {
  it('is the same in the outlet list, the draft, the placed order and the kitchen’s accept (its own minutes + the ride)', async () => {
    const metres = metresBetween(mohali, NEAR_MOHALI);
    const ride = rideMinutes(metres, SPEED);
    const minutes = PREPARATION_MINUTES.HomeDelivery + ride;
    expect(ride).toBeGreaterThan(0);

    const list = await post<Restaurant[]>(server, '/restaurantList', {
      categoryId: 0, cityId: 0, latitude: NEAR_MOHALI.latitude, longitude: NEAR_MOHALI.longitude,
      length: 50, orderType: 'HomeDelivery', searchKey: '', start: 0,
    });
    const outlets = list.body.responsePacket;
    const card = outlets.find((r) => r.restaurantUuid === MOHALI);
    expect(card).toMatchObject({ distanceInMeter: metres, deliveryMinutes: minutes });
    // Beyond their delivery radius: no delivery time is offered for Morinda (23 km) or Haldwani (316 km).
    for (const far of [MORINDA, HALDWANI]) {
      const outlet = outlets.find((r) => r.restaurantUuid === far);
      expect(outlet?.distanceInMeter).toBeGreaterThan(outlet?.deliveryRadiusInMeter ?? Infinity);
      expect(outlet).not.toHaveProperty('deliveryMinutes');
    }

    const order = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    expect(order.deliveryMinutes).toBe(minutes);

    const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' }, customer.auth);
    expect(placed.body.responsePacket).toMatchObject({ status: 'PLACED', deliveryMinutes: minutes, expectedAt: clock.now() + minutes * 60_000 });
    const tracking = (await get<DriverLocation>(server, `/getDriverLocation/${order.orderRefId}`, customer.auth)).body.responsePacket;
    expect(tracking.etaMinutes).toBe(minutes);

    // The kitchen says 25 minutes: the ride still comes on top.
    clock.advance(2 * 60_000);
    const acceptedAt = clock.now();
    expect((await move(order.orderRefId, 'accept', { minutes: 25 })).status).toBe(200);
    expect(await detail(order.orderRefId)).toMatchObject({ status: 'ACCEPTED', expectedAt: acceptedAt + (25 + ride) * 60_000 });
    const accepted = (await get<DriverLocation>(server, `/getDriverLocation/${order.orderRefId}`, customer.auth)).body.responsePacket;
    expect(accepted.etaMinutes).toBe(25 + ride);
  });

  it('follows the kitchen rider’s reported position once out for delivery: the rest of the ride from there', async () => {
    const order = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    expect((await post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' }, customer.auth)).status).toBe(200);
    for (const step of ['accept', 'preparing', 'ready']) expect((await move(order.orderRefId, step, step === 'accept' ? { minutes: 20 } : {})).status).toBe(200);
    expect((await move(order.orderRefId, 'out-for-delivery', { riderName: 'Gurpreet', riderPhone: '9876543210' })).status).toBe(200);
    // Half-way there: what is left is the ride from this point.
    clock.advance(60_000);
    const mid = (a: number, b: number) => Math.round(((a + b) / 2) * 1e4) / 1e4;
    const halfWay = { latitude: mid(mohali.latitude, NEAR_MOHALI.latitude), longitude: mid(mohali.longitude, NEAR_MOHALI.longitude) };
    expect((await move(order.orderRefId, 'rider', halfWay)).status).toBe(200);
    const left = rideMinutes(metresBetween(halfWay, NEAR_MOHALI), SPEED);
    expect(left).toBeLessThan(rideMinutes(metresBetween(mohali, NEAR_MOHALI), SPEED));
    expect(await detail(order.orderRefId)).toMatchObject({ status: 'OUT_FOR_DELIVERY', expectedAt: clock.now() + left * 60_000 });
    const tracking = (await get<DriverLocation>(server, `/getDriverLocation/${order.orderRefId}`, customer.auth)).body.responsePacket;
    expect(tracking).toMatchObject({ etaMinutes: left, latitude: halfWay.latitude, longitude: halfWay.longitude });
  });
});
