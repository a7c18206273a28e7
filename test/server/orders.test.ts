import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, DeliveryOffer, Menu, Order, SavedAddress } from '../../src/api/contract';
import { startTestServer, type TestServer } from '../support/server';
import {
  FARIDABAD,
  MOHALI,
  NEAR_MOHALI,
  NEXT_TO_MOHALI,
  PHAGWARA_HIGHWAY,
  dish,
  draft,
  menuOf,
  newCustomer,
  startWithTwoCustomers,
  saveOrder,
  type Customer,
} from '../support/ordering';
import { get, post } from './http';

let server: TestServer;
let alice: Customer;
let bob: Customer;
beforeAll(async () => {
  ({ server, alice, bob } = await startWithTwoCustomers());
});
afterAll(() => server.close());

const change = (order: Order, itemId: number, type: string, customer = alice) =>
  post<Order>(server, `/updateOrderItemQuantity/${order.orderRefId}/${itemId}/${type}`, {}, customer.auth);
const applyCoupon = (order: Order, couponCode: string, customer = alice) =>
  post<Order>(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode }, customer.auth);

describe('POST /saveOrder', () => {
  it('creates a DRAFT priced from the menu, with an upper-case reference', async () => {
    const paneer = await dish(server, 'Paneer Tikka');
    const res = await post<Order>(
      server,
      '/saveOrder',
      // The client's price is not part of the contract: an extra field is refused, so it cannot sneak in.
      { restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: paneer.itemId, quantity: 2, instruction: 'Less spicy' }] },
      alice.auth,
    );
    expect(res.status).toBe(200);
    const order = res.body.responsePacket;
    expect(order.orderRefId).toMatch(/^GL-\d{8}-[A-Z0-9]{6}$/);
    expect(order).toMatchObject({
      orderType: 'TakeAway',
      status: 'DRAFT',
      paymentStatus: 'UNPAID',
      restaurantUuid: MOHALI,
      itemList: [{ itemId: paneer.itemId, title: 'Paneer Tikka', price: 329, quantity: 2, vegNonVeg: 'VEG', instruction: 'Less spicy', lineTotal: 658 }],
      bill: { restaurantBill: 658, packingCharges: 20, deliveryFee: 0, couponDiscount: 0, taxesAndCharges: 33.9, tip: 0, grandTotal: 711.9 },
      orderTotal: 711.9,
      placedAt: null,
      statusHistory: [{ status: 'DRAFT', at: expect.any(Number) }],
    });
    const detail = await get<Order>(server, `/orderDetail/${order.orderRefId}`, alice.auth);
    expect(detail.body.responsePacket).toEqual(order);
  });

  it('ignores a price sent by the client (refused as an unknown field)', async () => {
    const paneer = await dish(server, 'Paneer Tikka');
    const res = await post(server, '/saveOrder', { restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: paneer.itemId, quantity: 1, price: 1 }] }, alice.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown field: price');
  });

  it('prices DineIn without packing and HomeDelivery with the distance band', async () => {
    const dineIn = await draft(server, alice, [['Butter Naan', 2], ['Dal Makhani', 1]], { orderType: 'DineIn', tableCode: 'gl-moh8-t1' });
    expect(dineIn.tableNumber).toBe('T1');
    expect(dineIn.bill).toEqual({ restaurantBill: 437, packingCharges: 0, deliveryFee: 0, couponDiscount: 0, taxesAndCharges: 21.85, tip: 0, loyaltyPoints: 0, grandTotal: 458.85 });

    const near = await draft(server, alice, [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEXT_TO_MOHALI });
    expect(near.bill).toMatchObject({ deliveryFee: 30, packingCharges: 10, taxesAndCharges: 15.45, grandTotal: 354.45 });
    expect(near.deliveryAddress).toEqual(NEXT_TO_MOHALI);
    const far = await draft(server, alice, [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    expect(far.bill.deliveryFee).toBe(50);
    // ₹998 of food is a rupee short of free delivery; ₹1,497 is well over.
    const almost = await draft(server, alice, [['Mutton Rogan Josh', 2]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    expect(almost).toMatchObject({ isDeliveryOfferApplicable: false, bill: { restaurantBill: 998, deliveryFee: 50 } });
    const free = await draft(server, alice, [['Mutton Rogan Josh', 3]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    expect(free).toMatchObject({ isDeliveryOfferApplicable: true, bill: { restaurantBill: 1497, deliveryFee: 0 } });
  });

  it('delivers to a saved address of the caller only', async () => {
    const address = await post<SavedAddress>(
      server,
      '/saveAddress',
      { addressLine1: 'House 9', addressLine2: 'Phase 7', addressLine3: '', addressType: 'Work', ...NEXT_TO_MOHALI, text: undefined },
      alice.auth,
    );
    const recordId = address.body.responsePacket.recordId;
    const order = await draft(server, alice, [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryAddressId: recordId });
    expect(order.deliveryAddress).toEqual({ text: 'House 9, Phase 7', latitude: NEXT_TO_MOHALI.latitude, longitude: NEXT_TO_MOHALI.longitude });
    const other = await saveOrder(server, bob, [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryAddressId: recordId });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Address not found');
    const none = await saveOrder(server, bob, [['Dal Makhani', 1]], { orderType: 'HomeDelivery' });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Please choose a delivery address');
  });

  it('refuses a destination outside the delivery radius with the spec’s message', async () => {
    const res = await saveOrder(server, alice, [['Dal Makhani', 1]], {
      orderType: 'HomeDelivery',
      deliveryLocation: { text: 'Patiala', latitude: 30.3398, longitude: 76.3869 },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errorCode: 422, message: 'Sorry! this restaurant is not delivering in your area', responsePacket: null });
  });

  it('refuses a sold-out dish by name and a dish of another outlet', async () => {
    const soldOut = (await menuOf(server, MOHALI)).itemList.find((i) => !i.isAvailable);
    if (!soldOut) throw new Error('The seed sells out two dishes per outlet');
    const res = await post(server, '/saveOrder', { restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: soldOut.itemId, quantity: 1 }] }, alice.auth);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`${soldOut.title} is not available right now`);

    const highwayDish = await dish(server, 'Paneer Tikka', PHAGWARA_HIGHWAY);
    const foreign = await post(server, '/saveOrder', { restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: highwayDish.itemId, quantity: 1 }] }, alice.auth);
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(`Item ${highwayDish.itemId} is not on the menu of Gold Leaf — Mohali Phase 8`);
  });

  it('refuses an order type the outlet does not serve', async () => {
    const highway = await saveOrder(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: PHAGWARA_HIGHWAY, orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    expect(highway.status).toBe(422);
    expect(highway.body.message).toBe('Gold Leaf — Phagwara highway does not take home delivery orders');
    const kitchen = await saveOrder(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: FARIDABAD, orderType: 'DineIn', tableCode: 'GL-FBD-T1' });
    expect(kitchen.body.message).toBe('Gold Leaf — Faridabad does not take dine-in orders');
  });

  it('needs a table of this outlet for DineIn', async () => {
    for (const tableCode of [undefined, 'GL-NOI-T1', 'GL-MOH8-T7']) {
      const res = await saveOrder(server, alice, [['Paneer Tikka', 1]], { orderType: 'DineIn', tableCode });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Please scan QR Code on your table to place an Order');
    }
  });

  it('merges a dish sent twice into one line', async () => {
    const order = await draft(server, alice, [['Butter Naan', 2], ['Butter Naan', 3]]);
    expect(order.itemList).toMatchObject([{ title: 'Butter Naan', quantity: 5 }]);
  });

  it.each([
    ['no items', { items: [] }, 'Add at least one item'],
    ['a zero quantity', { items: [{ itemId: 1201, quantity: 0 }] }, 'items.0.quantity must be at least 1'],
    ['a string itemId', { items: [{ itemId: '1201', quantity: 1 }] }, 'items.0.itemId must be a number'],
    ['an unknown order type', { orderType: 'Drone' }, 'orderType must be one of HomeDelivery, TakeAway, DineIn'],
    ['a malformed uuid', { restaurantUuid: 'mohali' }, 'restaurantUuid must be a uuid'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const res = await post(server, '/saveOrder', { restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: 1201, quantity: 1 }], ...overrides }, alice.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses malformed JSON, an unknown outlet and anonymous callers', async () => {
    expect((await post(server, '/saveOrder', '{"items":[', alice.auth)).body.message).toBe('Request body is not valid JSON');
    const unknown = await post(server, '/saveOrder', { restaurantUuid: '00000000-0000-4000-8000-000000000000', orderType: 'TakeAway', items: [{ itemId: 1201, quantity: 1 }] }, alice.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Restaurant not found');
    const anonymous = await post(server, '/saveOrder', { restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: 1201, quantity: 1 }] });
    expect(anonymous.status).toBe(401);
  });
});

describe('changing a draft', () => {
  it('increases, decreases and removes lines, re-pricing each time', async () => {
    const naan = await dish(server, 'Butter Naan');
    const dal = await dish(server, 'Dal Makhani');
    const order = await draft(server, alice, [['Butter Naan', 1], ['Dal Makhani', 1]]);
    const up = await change(order, naan.itemId, 'INCREASE');
    expect(up.status).toBe(200);
    expect(up.body.responsePacket.itemList.find((i) => i.itemId === naan.itemId)?.quantity).toBe(2);
    expect(up.body.responsePacket.bill.restaurantBill).toBe(437);
    await change(order, naan.itemId, 'DECREASE');
    const removed = await change(order, naan.itemId, 'DECREASE');
    expect(removed.body.responsePacket.itemList.map((i) => i.itemId)).toEqual([dal.itemId]);
    expect(removed.body.responsePacket.bill).toMatchObject({ restaurantBill: 299, packingCharges: 10 });

    const last = await change(order, dal.itemId, 'DECREASE');
    expect(last.status).toBe(422);
    expect(last.body.message).toBe('An order needs at least one item');
  });

  it('saves an instruction on a line', async () => {
    const naan = await dish(server, 'Butter Naan');
    const order = await draft(server, alice, [['Butter Naan', 1]]);
    const res = await post<Order>(server, '/updateInstructionOnOrderItem', { orderRefId: order.orderRefId, itemId: naan.itemId, instruction: ' Extra butter ' }, alice.auth);
    expect(res.status).toBe(200);
    expect(res.body.responsePacket.itemList[0]?.instruction).toBe('Extra butter');
    const missing = await post(server, '/updateInstructionOnOrderItem', { orderRefId: order.orderRefId, itemId: 1299, instruction: 'x' }, alice.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This item is not in the order');
  });

  it('keeps another customer’s order out of reach (404) and refuses changes once placed', async () => {
    const naan = await dish(server, 'Butter Naan');
    const order = await draft(server, alice, [['Butter Naan', 1]]);
    const foreign = await change(order, naan.itemId, 'INCREASE', bob);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Order not found');
    expect((await get(server, `/orderDetail/${order.orderRefId}`, bob.auth)).status).toBe(404);

    expect((await post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, alice.auth)).status).toBe(200);
    for (const res of [
      await change(order, naan.itemId, 'INCREASE'),
      await post(server, '/updateInstructionOnOrderItem', { orderRefId: order.orderRefId, itemId: naan.itemId, instruction: 'x' }, alice.auth),
      await applyCoupon(order, 'WELCOME50'),
      await post(server, `/removeCoupon/${order.orderRefId}`, {}, alice.auth),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('This order can no longer be changed');
    }
  });

  it.each([
    ['a lower-case type', 'GL-20260101-AAAAAA/1201/increase', 'type must be INCREASE or DECREASE'],
    ['a non-numeric item', 'GL-20260101-AAAAAA/naan/INCREASE', 'itemId must be a positive whole number'],
    ['a malformed reference', 'gl-1/1201/INCREASE', 'orderRefId is not valid'],
  ])('refuses %s with 400', async (_name, path, message) => {
    const res = await post(server, `/updateOrderItemQuantity/${path}`, {}, alice.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await post(server, '/updateOrderItemQuantity/GL-20260101-AAAAAA/1201/INCREASE', {}, alice.auth);
    expect(res.status).toBe(404);
  });
});

describe('coupons', () => {
  it('lists the coupons valid now for an order type and outlet, never the expired one', async () => {
    const mohaliId = (await get<{ recordId: number }>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket.recordId;
    const codes = async (path: string) => (await get<Coupon[]>(server, path, alice.auth)).body.responsePacket.map((c) => c.couponCode).sort();
    expect(await codes('/couponList/ALL/ALL')).toEqual(['GOLD20', 'TAKEAWAY10', 'WELCOME50']);
    expect(await codes(`/couponList/TakeAway/${mohaliId}`)).toEqual(['GOLD20', 'TAKEAWAY10', 'WELCOME50']);
    expect(await codes(`/couponList/HomeDelivery/${mohaliId}`)).toEqual(['GOLD20', 'WELCOME50']);
    const [gold] = (await get<Coupon[]>(server, '/couponList/ALL/ALL', alice.auth)).body.responsePacket.filter((c) => c.couponCode === 'GOLD20');
    expect(gold).toMatchObject({ discountType: 'PERCENT', discountValue: 20, maxDiscount: 150, minOrderAmount: 499, orderTypes: null });
    expect((await get(server, '/couponList/TakeAway/99999', alice.auth)).status).toBe(404);
    expect((await get(server, '/couponList/Drone/ALL', alice.auth)).status).toBe(400);
    expect((await get(server, '/couponList/ALL/ALL')).status).toBe(401);
  });

  it('applies and removes a coupon, re-pricing the bill', async () => {
    const order = await draft(server, alice, [['Paneer Tikka', 2]]);
    const applied = await applyCoupon(order, ' gold20 ');
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('Coupon GOLD20 applied');
    // 20 % of 658 = 131.60 (under the ₹150 cap); GST 5 % of (658 − 131.60 + 20) = 27.32
    expect(applied.body.responsePacket).toMatchObject({
      couponCode: 'GOLD20',
      couponDiscountAmount: 131.6,
      bill: { couponDiscount: 131.6, taxesAndCharges: 27.32, grandTotal: 573.72 },
    });
    const removed = await post<Order>(server, `/removeCoupon/${order.orderRefId}`, {}, alice.auth);
    expect(removed.body.responsePacket).toMatchObject({ couponCode: null, couponDiscountAmount: 0, bill: { grandTotal: 711.9 } });
  });

  it.each([
    ['NOPE', 'Coupon NOPE is not valid'],
    ['OLDNEWYEAR', 'Coupon OLDNEWYEAR has expired'],
    ['WELCOME50', 'Add items worth ₹230 more to use WELCOME50'],
  ])('says exactly why %s cannot be used', async (code, message) => {
    const order = await draft(server, alice, [['Butter Naan', 1]]);
    const res = await applyCoupon(order, code);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
  });

  it('keeps TAKEAWAY10 to TakeAway orders', async () => {
    const order = await draft(server, alice, [['Paneer Tikka', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T2' });
    const res = await applyCoupon(order, 'TAKEAWAY10');
    expect(res.body.message).toBe('TAKEAWAY10 is only for TakeAway orders');
    const takeAway = await draft(server, alice, [['Paneer Tikka', 1]]);
    expect((await applyCoupon(takeAway, 'TAKEAWAY10')).body.responsePacket.bill.couponDiscount).toBe(32.9);
  });

  it('drops a coupon that no longer qualifies after a quantity change, and says so', async () => {
    const paneer = await dish(server, 'Paneer Tikka');
    const order = await draft(server, alice, [['Paneer Tikka', 1]]);
    expect((await applyCoupon(order, 'WELCOME50')).body.responsePacket.couponCode).toBe('WELCOME50');
    await change(order, paneer.itemId, 'INCREASE');
    const reduced = await change(order, paneer.itemId, 'DECREASE');
    expect(reduced.status).toBe(200);
    expect(reduced.body.responsePacket).toMatchObject({ couponCode: 'WELCOME50', bill: { couponDiscount: 50 } });

    const naanOrder = await draft(server, alice, [['Paneer Tikka', 1], ['Butter Naan', 1]]);
    await applyCoupon(naanOrder, 'WELCOME50');
    const dropped = await change(naanOrder, paneer.itemId, 'DECREASE');
    expect(dropped.body.message).toBe('Coupon WELCOME50 was removed. Add items worth ₹230 more to use WELCOME50.');
    expect(dropped.body.responsePacket).toMatchObject({ couponCode: null, couponDiscountAmount: 0, bill: { couponDiscount: 0, restaurantBill: 69 } });
  });

  it('lets a customer use WELCOME50 once: after an order placed with it, applying it again says why', async () => {
    const customer = await newCustomer(server);
    const first = await draft(server, customer, [['Paneer Tikka', 2]]);
    expect((await applyCoupon(first, 'WELCOME50', customer)).status).toBe(200);
    const placed = await post<Order>(server, `/placeOrder/${first.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth);
    expect(placed.body.responsePacket).toMatchObject({ status: 'PLACED', couponCode: 'WELCOME50' });

    const second = await draft(server, customer, [['Paneer Tikka', 2]]);
    const again = await applyCoupon(second, 'WELCOME50', customer);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('You have already used coupon WELCOME50');
    // Other customers still can, and a coupon without a limit stays usable.
    expect((await applyCoupon(await draft(server, bob, [['Paneer Tikka', 2]]), 'WELCOME50', bob)).status).toBe(200);
    expect((await applyCoupon(second, 'GOLD20', customer)).status).toBe(200);
  });

  it('refuses an empty code and a malformed reference with 400', async () => {
    const order = await draft(server, alice, [['Butter Naan', 1]]);
    expect((await applyCoupon(order, '  ')).body.message).toBe('Please enter a coupon code');
    const bad = await post(server, '/applyCoupon', { orderRefId: 'x', couponCode: 'GOLD20' }, alice.auth);
    expect(bad.body.message).toBe('orderRefId is not valid');
    expect((await post(server, '/applyCoupon', '{', alice.auth)).body.message).toBe('Request body is not valid JSON');
  });
});

describe('GET /getDeliveryOffer/:orderRefId', () => {
  it('says how much more is needed, then that delivery is free', async () => {
    const dal = await dish(server, 'Dal Makhani');
    const order = await draft(server, alice, [['Dal Makhani', 3]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    const short = await get<DeliveryOffer>(server, `/getDeliveryOffer/${order.orderRefId}`, alice.auth);
    expect(short.body.responsePacket).toEqual({ isDeliveryOfferApplicable: false, message: 'Add ₹102 more for free delivery', minOrderAmount: 999 });
    await change(order, dal.itemId, 'INCREASE');
    const free = await get<DeliveryOffer>(server, `/getDeliveryOffer/${order.orderRefId}`, alice.auth);
    expect(free.body.responsePacket).toEqual({ isDeliveryOfferApplicable: true, message: 'Free delivery on orders above ₹999', minOrderAmount: 999 });
    const detail = await get<Order>(server, `/orderDetail/${order.orderRefId}`, alice.auth);
    expect(detail.body.responsePacket.bill.deliveryFee).toBe(0);
    expect((await get(server, `/getDeliveryOffer/${order.orderRefId}`, bob.auth)).status).toBe(404);
  });
});

describe('menu ids', () => {
  it('are the same on a fresh database', async () => {
    const other = await startTestServer();
    try {
      const fresh = (await get<Menu>(other, `/getItemListWithCatSubCat/${MOHALI}`)).body.responsePacket.itemList.map((i) => i.itemId);
      expect(fresh).toEqual((await menuOf(server, MOHALI)).itemList.map((i) => i.itemId));
    } finally {
      await other.close();
    }
  });
});
