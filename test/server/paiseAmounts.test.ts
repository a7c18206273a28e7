/**
 * Money the server takes is in whole paise (issue 44): an amount that is not 0 but rounds to 0 paise (5e-324, 0.001)
 * is a 400 naming the field wherever an amount comes in, never taken as nothing or failed on as a 500 (support's
 * credit of 5e-324 rupees was 'A wallet credit must be positive, got 0', a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/contract';
import { draft, newCustomer, NEAR_MOHALI, type Customer } from '../support/ordering';
import { riderKit, type RiderKit } from '../support/riders';
import { startTestServer, type TestServer } from '../support/server';
import { staffClient, type Member } from '../support/staff';
import { post } from './http';

let server: TestServer;
let customer: Customer;
let order: Order;
let kit: RiderKit;
let rider: { token: string; ref: string };
let owner: Member;
const staff = staffClient(() => server, () => Date.now());

beforeAll(async () => {
  server = await startTestServer();
  customer = await newCustomer(server);
  order = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
  kit = await riderKit(server, Date.now());
  rider = await kit.handed('CASH_ON_DELIVERY', customer);
  owner = await staff.join('owner');
});
afterAll(() => server.close());

/** Each way in for an amount: who sends it, where, and the body around the amount. */
const WAYS: Array<[string, (amount: number) => Promise<{ status: number; body: { message: string } }>, string]> = [
  ['a tip', (amount) => post(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: amount }, customer.auth), 'tipAmount has at most two decimals (paise)'],
  [
    'the wallet’s part of a provider payment',
    (amount) => post(server, '/generatePaymentRequestWithOrder', { orderRefId: order.orderRefId, paymentMode: 'ONLINE', payableUsingWallet: amount }, customer.auth),
    'payableUsingWallet has at most two decimals (paise)',
  ],
  [
    'the wallet’s part of an event booking',
    (amount) => post(server, '/payForEventReservation', { eventId: 1, tickets: [{ ticketId: 1, quantity: 1 }], paymentMode: 'ONLINE', payableUsingWallet: amount }, customer.auth),
    'payableUsingWallet has at most two decimals (paise)',
  ],
  ['a wallet top-up', (amount) => post(server, '/generatePaymentRequest', { amount, paymentMode: 'ONLINE' }, customer.auth), 'Please select amount to be added'],
  [
    'a part of a table’s bill',
    (amount) => post(server, '/tableSession/AAAAAAAAAAAAAAAAAAAAAA/pay', { kind: 'EQUAL', paymentMode: 'WALLET', expectedAmount: amount }, customer.auth),
    'expectedAmount has at most two decimals (paise)',
  ],
  ['the cash a rider collected', (amount) => kit.rider(rider.token, `/orders/${rider.ref}/deliver`, { code: '1234', cashCollected: amount }), 'cashCollected has at most two decimals (paise)'],
  ['support’s credit', (amount) => staff.admin(owner, 'POST', `/orders/${rider.ref}/credit`, { amount, reason: 'Cold food' }), 'amount has at most 2 decimals'],
  [
    'a dish’s price',
    (amount) => staff.admin(owner, 'POST', '/dishes', { outletId: kit.outletId, categoryId: 7, subCategoryId: 71, title: 'Dal', price: amount, vegNonVeg: 'VEG', energyKcal: 300 }),
    'price: A price has at most two decimals (paise)',
  ],
  ['a price change by an amount', (amount) => staff.admin(owner, 'POST', '/dishes/prices/preview', { ids: [1], amount }), 'amount: An amount has at most two decimals (paise)'],
];

describe('an amount under a paisa', () => {
  it.each(WAYS)('is refused for %s, with its message', async (_way, send, message) => {
    for (const amount of [5e-324, 0.001]) {
      const answer = await send(amount);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
  });

  it('still lets a tip of ₹0 take a draft’s tip off, and paise through', async () => {
    const tipped = await post<Order>(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: 20.05 }, customer.auth);
    expect(tipped.body.responsePacket.bill.tip).toBe(20.05);
    const removed = await post<Order>(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: 0 }, customer.auth);
    expect(removed.body.responsePacket.bill.tip).toBe(0);
  });
});
