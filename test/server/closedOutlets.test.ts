/** Opening hours: a closed outlet takes no draft, no order and no payment, and says when it opens next. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PaymentRequest } from '../../src/api/contract';
import { kolkataTime, manualClock, startTestServer, type TestServer } from '../support/server';
import { MOHALI, draft, newCustomer, saveOrder, type Customer } from '../support/ordering';
import { get, post } from './http';

const NOIDA = '7ddacd16-2db5-40c2-bbfa-98841a012eb5'; // 11:00 to 23:30
const LUDHIANA = '980110f7-a354-4e3e-b079-bf976269a816'; // 12:00 to 01:00, past midnight
const clock = manualClock(kolkataTime('2026-01-15T15:30:00'));
const at = clock.setKolkata;

let server: TestServer;
let alice: Customer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  alice = await newCustomer(server);
});
afterAll(() => server.close());

const place = (order: Order, paymentMode = 'PAY_AT_STORE') => post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode }, alice.auth);
const statusOf = async (order: Order) => (await get<Order>(server, `/orderDetail/${order.orderRefId}`, alice.auth)).body.responsePacket.status;

describe('an outlet outside its opening hours', () => {
  it('keeps a draft saved while open from being placed or paid once it has closed, and places it when it opens', async () => {
    at('2026-01-15T15:30:00');
    const order = await draft(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: NOIDA });

    at('2026-01-15T23:30:00'); // the closing minute is closed
    const closed = 'Gold Leaf — Noida is closed now. It opens tomorrow at 11:00 am.';
    const refused = await place(order);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ errorCode: 422, message: closed, responsePacket: null });
    const payment = await post<PaymentRequest>(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'CARD' }, alice.auth);
    expect(payment.status).toBe(422);
    expect(payment.body.message).toBe(closed);
    expect(await statusOf(order)).toBe('DRAFT');

    at('2026-01-16T11:00:00');
    const placed = await place(order);
    expect(placed.status).toBe(200);
    expect(placed.body.responsePacket).toMatchObject({ status: 'PLACED', placedAt: clock.now() });
  });

  it('refuses a new draft with the next opening time, later today or tomorrow', async () => {
    at('2026-01-16T08:30:00');
    const early = await saveOrder(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: NOIDA });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Gold Leaf — Noida is closed now. It opens at 11:00 am.');

    at('2026-01-16T23:45:00');
    const late = await saveOrder(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: NOIDA });
    expect(late.body.message).toBe('Gold Leaf — Noida is closed now. It opens tomorrow at 11:00 am.');

    at('2026-01-17T10:59:00');
    expect((await saveOrder(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: NOIDA })).status).toBe(422);
    at('2026-01-17T11:00:00');
    expect((await saveOrder(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: NOIDA })).status).toBe(200);
  });

  it('follows hours that run past midnight (12:00 to 01:00)', async () => {
    at('2026-01-18T00:30:00');
    const open = await saveOrder(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: LUDHIANA });
    expect(open.status).toBe(200);

    for (const time of ['2026-01-18T01:00:00', '2026-01-18T06:00:00', '2026-01-18T11:59:00']) {
      at(time);
      const closed = await saveOrder(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: LUDHIANA });
      expect(closed.status, time).toBe(422);
      expect(closed.body.message).toBe('Gold Leaf — Ludhiana area is closed now. It opens at 12:00 pm.');
    }
    expect((await place(open.body.responsePacket)).status).toBe(422);

    at('2026-01-18T12:00:00');
    expect((await place(open.body.responsePacket)).body.responsePacket).toMatchObject({ status: 'PLACED' });
  });

  it('never closes Mohali Phase 8, the 24x7 outlet of the demo', async () => {
    for (const time of ['2026-01-19T00:00:00', '2026-01-19T03:30:00', '2026-01-19T23:59:00']) {
      at(time);
      const order = await draft(server, alice, [['Butter Naan', 1]], { restaurantUuid: MOHALI });
      const placed = await place(order);
      expect(placed.status, time).toBe(200);
      expect(placed.body.responsePacket.status).toBe('PLACED');
    }
  });
});
