import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverLocation, Order, OrderSummary, WalletBalance } from '../../src/api/contract';
import { findLedgerMismatches } from '../../server/ledgerCheck';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { NEAR_MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { get, post } from './http';

const clock = manualClock();
let server: TestServer;
let carol: Customer;
beforeAll(async () => {
  // 100 s from placing to delivery: ACCEPTED at 10 s, PREPARING at 25 s, OUT_FOR_DELIVERY at 55 s.
  server = await startTestServer({ now: clock.now, demoOrderSeconds: 100 });
  carol = await newCustomer(server);
});
afterAll(() => server.close());

const detail = async (order: Order) => (await get<Order>(server, `/orderDetail/${order.orderRefId}`, carol.auth)).body.responsePacket;
const driver = (order: Order) => get<DriverLocation>(server, `/getDriverLocation/${order.orderRefId}`, carol.auth);
const running = async () => (await get<Order | null>(server, '/getMyRunningOrderV2', carol.auth)).body.responsePacket;

async function placedDelivery(): Promise<Order> {
  const order = await draft(server, carol, [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
  const res = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' }, carol.auth);
  if (res.status !== 200) throw new Error(res.body.message);
  return res.body.responsePacket;
}

const points = async () => (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', carol.auth)).body.responsePacket.rewardPoints;
const card = async (order: Order) =>
  (await get<OrderSummary[]>(server, '/getOrderList', carol.auth)).body.responsePacket.find((o) => o.orderRefId === order.orderRefId);

describe('cash taken at the handover', () => {
  it('records a Cash on Delivery order as paid when it is delivered, once, with the points a paid order earns', async () => {
    const order = await placedDelivery();
    expect(order).toMatchObject({ paymentStatus: 'UNPAID', paymentMode: 'CASH_ON_DELIVERY', paidAt: null });
    const before = await points();
    clock.advance(99_999);
    expect(await detail(order)).toMatchObject({ status: 'OUT_FOR_DELIVERY', paymentStatus: 'UNPAID', paidAt: null });
    expect(await card(order)).toMatchObject({ paymentStatus: 'UNPAID' });

    // Delivered: the cash was collected at the door. Reads at once record it once.
    clock.advance(1);
    const reads = await Promise.all([detail(order), detail(order), card(order)]);
    expect(reads[0]).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID', paymentMode: 'CASH_ON_DELIVERY', paidAt: order.expectedAt });
    expect(reads[1]).toMatchObject({ paymentStatus: 'PAID', paidAt: order.expectedAt });
    expect(reads[2]).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
    clock.advance(60_000);
    expect(await detail(order)).toMatchObject({ paymentStatus: 'PAID', paidAt: order.expectedAt });
    expect((await points()) - before).toBe(Math.floor(order.orderTotal / 10));
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });

  it('records a TakeAway paid at the store as paid once collected; a dine-in bill stays open until it is settled', async () => {
    const takeAway = await draft(server, carol, [['Dal Makhani', 1]]);
    const placed = (await post<Order>(server, `/placeOrder/${takeAway.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, carol.auth)).body.responsePacket;
    const dineIn = await draft(server, carol, [['Dal Makhani', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T1' });
    expect((await post(server, `/placeOrder/${dineIn.orderRefId}`, { paymentMode: 'CASH' }, carol.auth)).status).toBe(200);
    expect(await detail(takeAway)).toMatchObject({ paymentStatus: 'PAY_AT_RESTAURANT', paidAt: null });
    clock.advance(100_000);
    expect(await detail(takeAway)).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID', paymentMode: 'PAY_AT_STORE', paidAt: placed.expectedAt });
    expect(await detail(dineIn)).toMatchObject({ status: 'DELIVERED', paymentStatus: 'POSTPAID', paidAt: null });
    const settled = await post<Order>(server, `/completePostPaidOrder/${dineIn.orderRefId}`, { paidByWallet: true }, carol.auth);
    expect(settled.body.responsePacket).toMatchObject({ paymentStatus: 'PAID', paidAt: clock.now() });
  });
});

describe('demo progression, driver and rating', () => {
  it('moves a delivery order along the injected clock, with its history', async () => {
    expect(await running()).toBeNull();
    const order = await placedDelivery();
    const placedAt = clock.now();
    expect(order).toMatchObject({ status: 'PLACED', placedAt, expectedAt: placedAt + 100_000 });
    expect((await running())?.orderRefId).toBe(order.orderRefId);

    const steps: Array<[number, string]> = [[9_999, 'PLACED'], [10_000, 'ACCEPTED'], [25_000, 'PREPARING'], [54_999, 'PREPARING'], [55_000, 'OUT_FOR_DELIVERY'], [100_000, 'DELIVERED']];
    for (const [offset, status] of steps) {
      clock.advance(placedAt + offset - clock.now());
      expect((await detail(order)).status, `at +${offset} ms`).toBe(status);
    }
    expect((await detail(order)).statusHistory).toEqual([
      { status: 'PLACED', at: placedAt },
      { status: 'ACCEPTED', at: placedAt + 10_000 },
      { status: 'PREPARING', at: placedAt + 25_000 },
      { status: 'OUT_FOR_DELIVERY', at: placedAt + 55_000 },
      { status: 'DELIVERED', at: placedAt + 100_000 },
    ]);
    expect(await running()).toBeNull();
    const list = (await get<OrderSummary[]>(server, '/getOrderList', carol.auth)).body.responsePacket;
    expect(list[0]).toMatchObject({ orderRefId: order.orderRefId, status: 'DELIVERED', itemCount: 1, orderTotal: order.orderTotal });
  });

  it('skips OUT_FOR_DELIVERY for TakeAway', async () => {
    const order = await draft(server, carol, [['Dal Makhani', 1]]);
    await post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, carol.auth);
    clock.advance(60_000);
    expect((await detail(order)).status).toBe('PREPARING');
    clock.advance(40_000);
    expect((await detail(order)).statusHistory.map((h) => h.status)).toEqual(['PLACED', 'ACCEPTED', 'PREPARING', 'DELIVERED']);
    const rider = await driver(order);
    expect(rider.status).toBe(422);
    expect(rider.body.message).toBe('This order has no rider');
  });

  it('keeps the rider at the outlet, then moves them along a street-like path to the door', async () => {
    const order = await placedDelivery();
    const placedAt = clock.now();
    const outlet = { latitude: order.restaurantLatitude, longitude: order.restaurantLongitude };
    const waiting = (await driver(order)).body.responsePacket;
    expect(waiting).toMatchObject({ ...outlet, status: 'PLACED', etaMinutes: 2, updatedAt: placedAt });

    clock.advance(55_000);
    expect((await driver(order)).body.responsePacket).toMatchObject({ ...outlet, status: 'OUT_FOR_DELIVERY' });
    const positions: DriverLocation[] = [];
    for (let i = 0; i < 4; i++) {
      clock.advance(10_000);
      positions.push((await driver(order)).body.responsePacket);
    }
    // Each position lies within the box between the outlet and the door, and each is closer to the door.
    const toDoor = (p: DriverLocation) => Math.hypot(p.latitude - NEAR_MOHALI.latitude, p.longitude - NEAR_MOHALI.longitude);
    for (const p of positions) {
      expect(p.status).toBe('OUT_FOR_DELIVERY');
      expect(p.latitude).toBeGreaterThanOrEqual(Math.min(outlet.latitude, NEAR_MOHALI.latitude));
      expect(p.latitude).toBeLessThanOrEqual(Math.max(outlet.latitude, NEAR_MOHALI.latitude));
    }
    const distances = positions.map(toDoor);
    expect(distances).toEqual([...distances].sort((a, b) => b - a));
    // Not a straight line: somewhere on the way the rider has turned a corner.
    const straightLine = (p: DriverLocation) =>
      (p.latitude - outlet.latitude) * (NEAR_MOHALI.longitude - outlet.longitude) - (p.longitude - outlet.longitude) * (NEAR_MOHALI.latitude - outlet.latitude);
    expect(positions.some((p) => Math.abs(straightLine(p)) > 1e-6)).toBe(true);
    expect(positions[3]?.etaMinutes).toBe(1);

    clock.advance(10_000);
    expect((await driver(order)).body.responsePacket).toMatchObject({ latitude: NEAR_MOHALI.latitude, longitude: NEAR_MOHALI.longitude, status: 'DELIVERED', etaMinutes: null });
  });

  it('rates a delivered order, and not before delivery (changes within 24 h: orderRatings.test.ts)', async () => {
    const order = await placedDelivery();
    const rate = () => post<Order>(server, '/rateOrderByCustomer', { orderRefId: order.orderRefId, rating: 5, comment: 'Hot and on time' }, carol.auth);
    const early = await rate();
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('You can rate an order once it has been delivered');
    clock.advance(100_000);
    const [first, second] = await Promise.all([rate(), rate()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await detail(order)).toMatchObject({ rating: 5, ratingComment: 'Hot and on time', ratedAt: clock.now() });
    for (const [body, message] of [
      [{ orderRefId: order.orderRefId, rating: 6, comment: '' }, 'rating must be at most 5'],
      [{ orderRefId: order.orderRefId, rating: 4.5, comment: '' }, 'rating must be a whole number'],
      [{ orderRefId: order.orderRefId, rating: 4 }, 'comment is required'],
    ] as const) {
      const res = await post(server, '/rateOrderByCustomer', body, carol.auth);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('lists each order with its dishes, order type and how it was paid, so the cards can be told apart', async () => {
    const order = await draft(server, carol, [['Dal Makhani', 2], ['Butter Naan', 3], ['Masala Chai', 1]]);
    const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, carol.auth);
    expect(placed.status).toBe(200);
    const list = (await get<OrderSummary[]>(server, '/getOrderList', carol.auth)).body.responsePacket;
    expect(list.find((o) => o.orderRefId === order.orderRefId)).toMatchObject({
      orderType: 'TakeAway',
      itemCount: 6,
      itemTitles: ['Dal Makhani', 'Butter Naan', 'Masala Chai'],
      paymentMode: 'PAY_AT_STORE',
      paymentStatus: placed.body.responsePacket.paymentStatus,
    });
    const delivery = list.find((o) => o.orderType === 'HomeDelivery');
    expect(delivery).toMatchObject({ itemTitles: ['Dal Makhani'], paymentMode: 'CASH_ON_DELIVERY' });
  });

  it('lists placed orders newest first and never drafts; someone else’s order is not found', async () => {
    const stranger = await newCustomer(server);
    const draftOnly = await draft(server, carol, [['Dal Makhani', 1]]);
    const list = (await get<OrderSummary[]>(server, '/getOrderList', carol.auth)).body.responsePacket;
    expect(list.some((o) => o.orderRefId === draftOnly.orderRefId)).toBe(false);
    const placedTimes = list.map((o) => o.placedAt ?? 0);
    expect(placedTimes).toEqual([...placedTimes].sort((a, b) => b - a));
    expect((await get<OrderSummary[]>(server, '/getOrderList', stranger.auth)).body.responsePacket).toEqual([]);
    expect((await get(server, `/getDriverLocation/${list[0]?.orderRefId}`, stranger.auth)).status).toBe(404);
    expect((await get(server, '/orderDetail/not-a-ref', carol.auth)).body.message).toBe('orderRefId is not valid');
    expect((await get(server, '/getOrderList')).status).toBe(401);
  });
});
