/**
 * Issue 19: the draft is the truth of what the customer chose at checkout. Saving the cart again as its draft
 * (checkout reloaded, Back from the payment screen, a dish added on the menu, another address) keeps the
 * coupon, the tip and the cooking instructions; a coupon that no longer qualifies is dropped, with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '../../src/api/contract';
import { coupons } from '../../server/db/schema';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { NEAR_MOHALI, NEXT_TO_MOHALI, draft, newCustomer, saveOrder, type Customer } from '../support/ordering';
import { get, post } from './http';

let server: TestServer;
let alice: Customer;
let bob: Customer;
const clock = manualClock();
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  [alice, bob] = await Promise.all([newCustomer(server), newCustomer(server)]);
});
afterAll(() => server.close());

/** A TakeAway draft of one Paneer Tikka (₹329) with WELCOME50 (min. ₹299), a ₹20 tip and an instruction. */
async function chosenDraft(customer: Customer, overrides: Parameters<typeof draft>[3] = {}): Promise<Order> {
  const order = await draft(server, customer, [['Paneer Tikka', 1]], overrides);
  const paneer = order.itemList[0]!.itemId;
  const ref = order.orderRefId;
  expect((await post(server, '/updateInstructionOnOrderItem', { orderRefId: ref, itemId: paneer, instruction: 'Less spicy' }, customer.auth)).status).toBe(200);
  expect((await post(server, '/applyCoupon', { orderRefId: ref, couponCode: 'WELCOME50' }, customer.auth)).status).toBe(200);
  const tipped = await post<Order>(server, '/payTipOnOrder', { orderRefId: ref, tipAmount: 20 }, customer.auth);
  expect(tipped.body.responsePacket).toMatchObject({ couponCode: 'WELCOME50', bill: { couponDiscount: 50, tip: 20 } });
  return tipped.body.responsePacket;
}

describe('saveOrder with the draft the cart already is', () => {
  it('prices that draft again in place, keeping its coupon, tip and cooking instructions', async () => {
    const chosen = await chosenDraft(alice);
    // The same cart again (checkout reloaded, or Back from the payment screen): nothing the customer chose is lost.
    const again = await saveOrder(server, alice, [['Paneer Tikka', 1]], { orderRefId: chosen.orderRefId });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Order saved');
    const same = again.body.responsePacket;
    expect(same).toMatchObject({
      orderRefId: chosen.orderRefId,
      status: 'DRAFT',
      couponCode: 'WELCOME50',
      itemList: [{ title: 'Paneer Tikka', quantity: 1, instruction: 'Less spicy' }],
      bill: chosen.bill,
      orderTotal: chosen.orderTotal,
    });
    expect(same.couponDropped).toBeUndefined();

    // A dish added on the menu: the new line is priced in, the coupon, tip and the first dish's instruction stay.
    const more = (await saveOrder(server, alice, [['Paneer Tikka', 1], ['Butter Naan', 2]], { orderRefId: chosen.orderRefId })).body.responsePacket;
    expect(more).toMatchObject({
      orderRefId: chosen.orderRefId,
      couponCode: 'WELCOME50',
      itemList: [
        { title: 'Paneer Tikka', quantity: 1, instruction: 'Less spicy' },
        { title: 'Butter Naan', quantity: 2, instruction: '' },
      ],
      bill: { restaurantBill: 467, couponDiscount: 50, tip: 20 },
    });
    const detail = await get<Order>(server, `/orderDetail/${chosen.orderRefId}`, alice.auth);
    expect(detail.body.responsePacket).toEqual(more);
  });

  it('keeps them when the delivery address changes, re-pricing the delivery fee', async () => {
    const chosen = await chosenDraft(alice, { orderType: 'HomeDelivery', deliveryLocation: NEXT_TO_MOHALI });
    expect(chosen.bill.deliveryFee).toBe(30);
    const moved = (await saveOrder(server, alice, [['Paneer Tikka', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI, orderRefId: chosen.orderRefId }))
      .body.responsePacket;
    expect(moved).toMatchObject({
      orderRefId: chosen.orderRefId,
      deliveryAddress: NEAR_MOHALI,
      couponCode: 'WELCOME50',
      itemList: [{ instruction: 'Less spicy' }],
      bill: { deliveryFee: 50, couponDiscount: 50, tip: 20 },
    });
  });

  it('drops the coupon when the cart falls under its minimum, says why, and keeps the tip', async () => {
    const chosen = await chosenDraft(alice);
    const less = await saveOrder(server, alice, [['Butter Naan', 1]], { orderRefId: chosen.orderRefId });
    expect(less.status).toBe(200);
    const reason = 'Coupon WELCOME50 was removed. Add items worth ₹230 more to use WELCOME50.';
    expect(less.body.message).toBe(reason);
    expect(less.body.responsePacket).toMatchObject({
      orderRefId: chosen.orderRefId,
      couponCode: null,
      couponDropped: reason,
      bill: { restaurantBill: 69, couponDiscount: 0, tip: 20 },
    });
    // Dropped for good: the dish coming back does not bring the coupon back unasked, and the reason is not repeated.
    const back = (await saveOrder(server, alice, [['Paneer Tikka', 1]], { orderRefId: chosen.orderRefId })).body.responsePacket;
    expect(back).toMatchObject({ couponCode: null, itemList: [{ title: 'Paneer Tikka' }], bill: { tip: 20 } });
    expect(back.couponDropped).toBeUndefined();
  });

  it('drops a coupon that has expired since it was applied, with its own reason', async () => {
    await server.db.insert(coupons).values({
      code: 'TONIGHT30',
      title: '₹30 off tonight',
      description: 'Flat ₹30 off, tonight only.',
      discountType: 'FLAT',
      discountValue: 30_00,
      minOrderPaise: 0,
      validFrom: new Date(clock.now() - 60_000),
      validTo: new Date(clock.now() + 60 * 60_000),
    });
    const order = await draft(server, alice, [['Paneer Tikka', 1]]);
    expect((await post(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'TONIGHT30' }, alice.auth)).status).toBe(200);
    clock.advance(2 * 60 * 60_000);
    const later = await saveOrder(server, alice, [['Paneer Tikka', 1]], { orderRefId: order.orderRefId });
    expect(later.body.responsePacket).toMatchObject({
      couponCode: null,
      couponDropped: 'Coupon TONIGHT30 was removed. Coupon TONIGHT30 has expired.',
      bill: { couponDiscount: 0 },
    });
    await server.db.delete(coupons).where(eq(coupons.code, 'TONIGHT30'));
  });

  it('leaves a draft awaiting a provider payment as it is: a new draft takes over its choices', async () => {
    const chosen = await chosenDraft(alice);
    const pay = await post(server, '/generatePaymentRequestWithOrder', { orderRefId: chosen.orderRefId, paymentMode: 'CARD' }, alice.auth);
    expect(pay.status).toBe(200);
    const fresh = (await saveOrder(server, alice, [['Paneer Tikka', 2]], { orderRefId: chosen.orderRefId })).body.responsePacket;
    expect(fresh.orderRefId).not.toBe(chosen.orderRefId);
    expect(fresh).toMatchObject({ status: 'DRAFT', couponCode: 'WELCOME50', itemList: [{ quantity: 2, instruction: 'Less spicy' }], bill: { tip: 20 } });
    // The amount the provider is asked for stays the amount of the order it is for.
    const pending = (await get<Order>(server, `/orderDetail/${chosen.orderRefId}`, alice.auth)).body.responsePacket;
    expect(pending).toMatchObject({ status: 'PAYMENT_PENDING', itemList: [{ quantity: 1 }], orderTotal: chosen.orderTotal });
  });

  it("starts afresh from someone else's draft, a placed order or another order type, and changes none of them", async () => {
    const bobs = await chosenDraft(bob);
    const fromBobs = (await saveOrder(server, alice, [['Paneer Tikka', 1]], { orderRefId: bobs.orderRefId })).body.responsePacket;
    expect(fromBobs.orderRefId).not.toBe(bobs.orderRefId);
    expect(fromBobs).toMatchObject({ couponCode: null, itemList: [{ instruction: '' }], bill: { tip: 0 } });
    expect((await get<Order>(server, `/orderDetail/${bobs.orderRefId}`, bob.auth)).body.responsePacket).toEqual(bobs);

    const dineIn = (await saveOrder(server, bob, [['Paneer Tikka', 1]], { orderType: 'DineIn', tableCode: 'GL-MOH8-T3', orderRefId: bobs.orderRefId })).body
      .responsePacket;
    expect(dineIn.orderRefId).not.toBe(bobs.orderRefId);
    expect(dineIn).toMatchObject({ couponCode: null, bill: { tip: 0 } });

    const placed = await post<Order>(server, `/placeOrder/${bobs.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, bob.auth);
    expect(placed.body.responsePacket.status).toBe('PLACED');
    const afterPlaced = (await saveOrder(server, bob, [['Paneer Tikka', 1]], { orderRefId: bobs.orderRefId })).body.responsePacket;
    expect(afterPlaced.orderRefId).not.toBe(bobs.orderRefId);
    expect(afterPlaced).toMatchObject({ status: 'DRAFT', couponCode: null, bill: { tip: 0 } });
    expect((await get<Order>(server, `/orderDetail/${bobs.orderRefId}`, bob.auth)).body.responsePacket).toMatchObject({ status: 'PLACED', itemList: [{ quantity: 1 }] });
  });

  it('refuses a malformed draft reference', async () => {
    const res = await saveOrder(server, alice, [['Paneer Tikka', 1]], { orderRefId: 'not a ref' });
    expect([res.status, res.body.message]).toEqual([400, 'orderRefId is not valid']);
  });
});
