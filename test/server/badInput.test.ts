/**
 * Input the database cannot hold never reaches it: a NUL character in any string, or an id beyond a PostgreSQL
 * integer, is a 400 envelope naming the field, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/contract';
import { draft, newCustomer, MOHALI, NEAR_MOHALI, type Customer } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';
import { post } from './http';

let server: TestServer;
let customer: Customer;
let order: Order;
const NUL = 'Sector 70\u0000Mohali';
const TOO_BIG = 2 ** 31;

beforeAll(async () => {
  server = await startTestServer();
  customer = await newCustomer(server);
  order = await draft(server, customer, [['Paneer Tikka', 1]]);
});
afterAll(() => server.close());

const listQuery = { categoryId: 0, cityId: 0, latitude: 30.7, longitude: 76.7, length: 10, orderType: 'All', searchKey: '', start: 0 };
const address = { addressLine1: 'House 1', addressLine2: '', addressLine3: '', addressType: 'Home', latitude: 30.7, longitude: 76.7 };
const booking = () => ({
  reservedByName: 'Asha',
  reservedByMobile: '9876543210',
  reservedByEmail: 'asha@example.com',
  reservationDateTime: Date.now() + 86_400_000,
  occasion: 'Birthday',
  numberOfPeople: 2,
  cookingInstructions: '',
  restaurantId: 1,
  eventId: '',
});

describe('bad input answers 400 naming the field, never 500', () => {
  const cases: Array<[string, string, () => unknown, string]> = [
    ['a NUL in the restaurant search', '/restaurantList', () => ({ ...listQuery, searchKey: NUL }), 'searchKey must not contain a NUL character'],
    ['a NUL in an address line', '/saveAddress', () => ({ ...address, addressLine1: NUL }), 'addressLine1 must not contain a NUL character'],
    ['a NUL in the third address line', '/saveAddress', () => ({ ...address, addressLine3: NUL }), 'addressLine3 must not contain a NUL character'],
    ['a NUL in a cooking instruction', '/updateInstructionOnOrderItem', () => ({ orderRefId: order.orderRefId, itemId: order.itemList[0]?.itemId, instruction: NUL }), 'instruction must not contain a NUL character'],
    ["a NUL in the order's cooking instruction", '/updateOrderCookingInstruction', () => ({ orderRefId: order.orderRefId, cookingInstruction: NUL }), 'cookingInstruction must not contain a NUL character'],
    ['a NUL in a coupon code', '/applyCoupon', () => ({ orderRefId: order.orderRefId, couponCode: NUL }), 'couponCode must not contain a NUL character'],
    ['a NUL in a rating comment', '/rateOrderByCustomer', () => ({ orderRefId: order.orderRefId, rating: 5, comment: NUL }), 'comment must not contain a NUL character'],
    ['a NUL in a delivery text', '/saveOrder', () => ({ restaurantUuid: MOHALI, orderType: 'HomeDelivery', items: [{ itemId: order.itemList[0]?.itemId, quantity: 1 }], deliveryLocation: { ...NEAR_MOHALI, text: NUL } }), 'deliveryLocation.text must not contain a NUL character'],
    ['a NUL in an item instruction', '/saveOrder', () => ({ restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: order.itemList[0]?.itemId, quantity: 1, instruction: NUL }] }), 'items.0.instruction must not contain a NUL character'],
    ['a NUL in a booking name', '/saveReservation', () => ({ ...booking(), reservedByName: NUL }), 'reservedByName must not contain a NUL character'],
    ['a NUL in a booking occasion', '/saveReservation', () => ({ ...booking(), occasion: NUL }), 'occasion must not contain a NUL character'],
    ['a NUL in a booking event id', '/saveReservation', () => ({ ...booking(), eventId: NUL }), 'eventId must not contain a NUL character'],
    ['an item id of 2^31', '/saveOrder', () => ({ restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: TOO_BIG, quantity: 1 }] }), 'items.0.itemId must be at most 2147483647'],
    ['an address id of 2^31', '/deleteAddress', () => ({ recordId: TOO_BIG }), 'recordId must be at most 2147483647'],
    ['an instruction item id of 2^31', '/updateInstructionOnOrderItem', () => ({ orderRefId: order.orderRefId, itemId: TOO_BIG, instruction: 'x' }), 'itemId must be at most 2147483647'],
    ['a restaurant id of 2^31', '/saveReservation', () => ({ ...booking(), restaurantId: TOO_BIG }), 'restaurantId must be at most 2147483647'],
    ['a category id of 2^31', '/restaurantList', () => ({ ...listQuery, categoryId: TOO_BIG }), 'categoryId must be at most 2147483647'],
    ['a delivery address id of 2^31', '/saveOrder', () => ({ restaurantUuid: MOHALI, orderType: 'HomeDelivery', items: [{ itemId: order.itemList[0]?.itemId, quantity: 1 }], deliveryAddressId: TOO_BIG }), 'deliveryAddressId must be at most 2147483647'],
  ];

  it.each(cases)('%s', async (_name, path, body, message) => {
    const res = await post(server, path, body(), customer.auth);
    expect(res.body).toEqual({ errorCode: 400, message, responsePacket: null });
    expect(res.status).toBe(400);
  });
});

describe('a body nested too deeply answers 400 before anything walks it (issue 20)', () => {
  const deep = (levels: number, inner = '"x"') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
  const message = 'Request body is nested too deeply (at most 32 levels)';

  it.each([
    ['a signed-in call', '/saveAddress', true],
    ['a call without sign-in', '/saveContactEnquiry', false],
    ['a call the idempotency store keeps', '/saveOrder', true],
  ])('20,000 levels on %s', async (_name, path, signedIn) => {
    const res = await post(server, path, `{"a":${deep(20_000)}}`, signedIn ? customer.auth : {});
    expect(res.body).toEqual({ errorCode: 400, message, responsePacket: null });
    expect(res.status).toBe(400);
  });

  it('33 levels are refused, brackets inside strings do not count, and 32 levels reach the contract', async () => {
    expect((await post(server, '/saveAddress', deep(33), customer.auth)).body.message).toBe(message);
    const bracketsInText = await post(server, '/saveAddress', { ...address, addressLine1: `${'[{'.repeat(40)}"\\` }, customer.auth);
    expect(bracketsInText.status).toBe(200);
    const atTheLimit = await post(server, '/saveAddress', deep(32), customer.auth);
    expect(atTheLimit.body).toEqual({ errorCode: 400, message: 'Request body must be a JSON object', responsePacket: null });
  });
});

describe('a coordinate finer than a centimetre (issue 44)', () => {
  // 5e-324 degrees: PostgreSQL's distance arithmetic underflowed ('value out of range: underflow'), a 500.
  it('is taken to 7 decimals, so the outlet list and the search answer', async () => {
    for (const path of ['/restaurantList', '/searchOutlets']) {
      const res = await post<Array<{ restaurantUuid: string }>>(server, path, { ...listQuery, latitude: 5e-324, longitude: 76.7 });
      expect([path, res.status]).toEqual([path, 200]);
    }
    const near = await post<Array<{ restaurantUuid: string }>>(server, '/restaurantList', { ...listQuery, latitude: 30.70000004, longitude: 76.70000004 });
    expect(near.body.responsePacket.map((outlet) => outlet.restaurantUuid)).toEqual((await post<Array<{ restaurantUuid: string }>>(server, '/restaurantList', listQuery)).body.responsePacket.map((outlet) => outlet.restaurantUuid));
  });
});
