/** Issue 12: a delivered order's rating shows as given, and can be changed for 24 h after it was first given. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderSummary } from '../../src/api/contract';
import { RATING_LOCKED } from '../../server/routes/orders';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { NEAR_MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { get, post } from './http';

const HOUR_MS = 60 * 60_000;
const clock = manualClock();
let server: TestServer;
let dev: Customer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, demoOrderSeconds: 60 });
  dev = await newCustomer(server);
});
afterAll(() => server.close());

async function deliveredOrder(): Promise<Order> {
  const order = await draft(server, dev, [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
  const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' }, dev.auth);
  if (placed.status !== 200) throw new Error(placed.body.message);
  clock.advance(61_000);
  return placed.body.responsePacket;
}

const rate = (order: Order, rating: number, comment: string, headers: Record<string, string> = {}) =>
  post<Order>(server, '/rateOrderByCustomer', { orderRefId: order.orderRefId, rating, comment }, { ...dev.auth, ...headers });
const detail = async (order: Order) => (await get<Order>(server, `/orderDetail/${order.orderRefId}`, dev.auth)).body.responsePacket;

describe('POST /rateOrderByCustomer, changing a rating', () => {
  it('keeps the rating with its comment and first time, and lets it change within 24 h', async () => {
    const order = await deliveredOrder();
    const firstAt = clock.now();
    const first = await rate(order, 3, 'Naan was cold');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Thank you for rating your order');
    expect(first.body.responsePacket).toMatchObject({ rating: 3, ratingComment: 'Naan was cold', ratedAt: firstAt });

    clock.advance(23 * HOUR_MS);
    const changed = await rate(order, 5, 'They called and sent a fresh naan');
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Your rating has been updated');
    // ratedAt stays the first time: the 24 h run from the first rating, not from each change.
    expect(await detail(order)).toMatchObject({ rating: 5, ratingComment: 'They called and sent a fresh naan', ratedAt: firstAt });

    clock.advance(HOUR_MS);
    const late = await rate(order, 1, 'Changed my mind');
    expect(late.status).toBe(422);
    expect(late.body).toEqual({ errorCode: 422, message: RATING_LOCKED, responsePacket: null });
    expect(await detail(order)).toMatchObject({ rating: 5, ratingComment: 'They called and sent a fresh naan' });
  });

  it('answers a replayed rating (same Idempotency-Key) with the first answer, changing nothing', async () => {
    const order = await deliveredOrder();
    const key = { 'Idempotency-Key': `rating-${order.orderRefId}` };
    const first = await rate(order, 4, 'Good biryani', key);
    await rate(order, 2, 'A change in between');
    const replay = await post<Order>(server, '/rateOrderByCustomer', { orderRefId: order.orderRefId, rating: 4, comment: 'Good biryani' }, { ...dev.auth, ...key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await detail(order)).rating).toBe(2);
  });

  it('does not let a burst of changes past the deadline', { tags: ['postgres'] }, async () => {
    const order = await deliveredOrder();
    expect((await rate(order, 3, '')).status).toBe(200);
    clock.advance(24 * HOUR_MS);
    const burst = await Promise.all([1, 2, 3, 4, 5, 1, 2, 3].map((stars) => rate(order, stars, `burst ${stars}`)));
    expect(burst.map((res) => res.status)).toEqual(Array(8).fill(422));
    expect(await detail(order)).toMatchObject({ rating: 3, ratingComment: '' });
  });

  it('shows the rating on the My Orders card', async () => {
    const order = await deliveredOrder();
    await rate(order, 4, '');
    const list = (await get<OrderSummary[]>(server, '/getOrderList', dev.auth)).body.responsePacket;
    expect(list.find((o) => o.orderRefId === order.orderRefId)).toMatchObject({ status: 'DELIVERED', rating: 4 });
  });
});
