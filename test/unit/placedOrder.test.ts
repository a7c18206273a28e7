/**
 * Issue 6: the cart is settled by what the server says happened to an order, not only by what this tab saw.
 * settlePlacedOrder takes exactly the placed order's lines out of the cart that went to payment as it.
 */
import { clear } from 'idb-keyval';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '../../src/api/contract';
import { bindToOrder, cartAtom, cartRevisionAtom, removeOrderedLines } from '../../src/features/cart';
import type { Cart } from '../../src/features/cart';
import { placedNoticeAtom, trackedOrderRefAtom } from '../../src/features/orders/orderAtoms';
import { pendingOrderRefAtom } from '../../src/features/payment/pendingOrder';
import { settlePlacedOrder } from '../../src/features/payment/placedOrder';
import { flushWrites, hydrate, reread } from '../../src/lib/persistedAtom';

const OUTLET = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const REF = 'ORD-20250101-ABC123';

const line = (itemId: number, quantity: number, finalPrice = 79) => ({ itemId, title: `Dish ${itemId}`, finalPrice, quantity, vegNonVeg: 'VEG' as const });

/** The cart as it is after Proceed to pay: two chai and a naan, gone to payment as REF. */
const boundCart = (): Cart => ({
  restaurantUuid: OUTLET,
  restaurantName: 'Gold Leaf — Mohali Phase 8',
  orderType: 'TakeAway',
  items: [line(1, 2), line(2, 1)],
  orderRefId: REF,
});

const orderItem = (itemId: number, quantity: number): OrderItem => ({
  itemId,
  title: `Dish ${itemId}`,
  price: 79,
  quantity,
  vegNonVeg: 'VEG',
  instruction: '',
  lineTotal: 79 * quantity,
});

function order(overrides: Partial<Order> = {}): Order {
  return {
    orderRefId: REF,
    orderType: 'TakeAway',
    status: 'PLACED',
    paymentStatus: 'PAID',
    paymentMode: 'WALLET',
    restaurantUuid: OUTLET,
    restaurantName: 'Gold Leaf — Mohali Phase 8',
    itemList: [orderItem(1, 2), orderItem(2, 1)],
    placedAt: Date.now(),
    ...overrides,
  } as Order;
}

/** A tab's state after Proceed to pay: the cart went to payment as REF, which is the pending payment. */
function tabAfterProceed() {
  const store = createStore();
  store.set(cartAtom, boundCart());
  store.set(pendingOrderRefAtom, REF);
  return store;
}

beforeEach(async () => {
  await clear();
});
afterEach(async () => {
  await flushWrites();
});

describe('removeOrderedLines', () => {
  it('takes out exactly the ordered quantities and keeps what was added after Proceed to pay', () => {
    const cart: Cart = { ...boundCart(), items: [line(1, 3), line(2, 1), line(3, 1)] };
    const left = removeOrderedLines(cart, [orderItem(1, 2), orderItem(2, 1)]);
    expect(left?.items).toEqual([line(1, 1), line(3, 1)]);
    expect(left?.orderRefId).toBeUndefined();
  });

  it('leaves no cart when every line was ordered', () => {
    expect(removeOrderedLines(boundCart(), [orderItem(1, 2), orderItem(2, 1)])).toBeNull();
  });

  it('binds and unbinds a cart without touching its lines', () => {
    const bound = bindToOrder({ ...boundCart(), orderRefId: undefined }, 'ORD-2');
    expect(bound.orderRefId).toBe('ORD-2');
    expect('orderRefId' in bindToOrder(bound, undefined)).toBe(false);
    expect(bindToOrder(null, 'ORD-2')).toBeNull();
  });
});

describe('settlePlacedOrder', () => {
  it('a placed order leaves the cart, ends the pending payment, and is the order tracked', () => {
    const store = tabAfterProceed();
    const settled = settlePlacedOrder(store, order(), { notice: 'checked' });
    expect(settled).toEqual({ orderRefId: REF, cartSettled: true });
    expect(store.get(cartAtom)).toBeNull();
    expect(store.get(pendingOrderRefAtom)).toBeNull();
    expect(store.get(trackedOrderRefAtom)).toBe(REF);
    expect(store.get(placedNoticeAtom)).toEqual({ orderRefId: REF, cartSettled: true, how: 'checked' });
    expect(store.get(cartRevisionAtom)).toBe(1);
  });

  it('keeps dishes added after Proceed to pay, and only those', () => {
    const store = tabAfterProceed();
    store.set(cartAtom, { ...boundCart(), items: [line(1, 3), line(2, 1), line(4, 2)] });
    settlePlacedOrder(store, order());
    expect(store.get(cartAtom)?.items).toEqual([line(1, 1), line(4, 2)]);
  });

  it('is safe to call again from every path: a second settlement changes nothing', () => {
    const store = tabAfterProceed();
    store.set(cartAtom, { ...boundCart(), items: [line(1, 4), line(2, 1)] });
    settlePlacedOrder(store, order());
    expect(settlePlacedOrder(store, order(), { notice: 'checked' })).toBeNull();
    expect(store.get(cartAtom)?.items).toEqual([line(1, 2)]);
    expect(store.get(placedNoticeAtom)).toBeNull();
  });

  it('does nothing while the server says the order still awaits payment', () => {
    for (const status of ['DRAFT', 'PAYMENT_PENDING'] as const) {
      const store = tabAfterProceed();
      expect(settlePlacedOrder(store, order({ status, placedAt: null }))).toBeNull();
      expect(store.get(cartAtom)).toEqual(boundCart());
      expect(store.get(pendingOrderRefAtom)).toBe(REF);
    }
  });

  it('leaves a cart that did not go to payment as this order', () => {
    const store = tabAfterProceed();
    const newer: Cart = { ...boundCart(), orderRefId: 'ORD-OTHER' };
    store.set(cartAtom, newer);
    settlePlacedOrder(store, order());
    expect(store.get(cartAtom)).toEqual(newer);
    const unbound: Cart = { ...boundCart(), orderRefId: undefined };
    store.set(cartAtom, unbound);
    settlePlacedOrder(store, order());
    expect(store.get(cartAtom)).toEqual(unbound);
  });

  it('never takes lines from a cart of another outlet or order type, but lets go of the order', () => {
    const store = tabAfterProceed();
    store.set(cartAtom, { ...boundCart(), orderType: 'HomeDelivery' });
    settlePlacedOrder(store, order());
    expect(store.get(cartAtom)?.items).toEqual(boundCart().items);
    expect(store.get(cartAtom)?.orderRefId).toBeUndefined();
  });

  it('settles a lost Cash placement at the table, but leaves an open bill being paid later to be paid', () => {
    const placedWithCash = order({ orderType: 'DineIn', paymentMode: 'CASH', paymentStatus: 'POSTPAID' });
    const atPlacement = tabAfterProceed();
    atPlacement.set(cartAtom, { ...boundCart(), orderType: 'DineIn' });
    expect(settlePlacedOrder(atPlacement, placedWithCash)).toEqual({ orderRefId: REF, cartSettled: true });
    expect(atPlacement.get(cartAtom)).toBeNull();
    expect(atPlacement.get(pendingOrderRefAtom)).toBeNull();

    // Later, Pay bill: the same order is pending again, and the diner has a new cart at the same table.
    const payingTheBill = createStore();
    const newCart: Cart = { ...boundCart(), orderType: 'DineIn', items: [line(1, 1)], orderRefId: undefined };
    payingTheBill.set(cartAtom, newCart);
    payingTheBill.set(pendingOrderRefAtom, REF);
    expect(settlePlacedOrder(payingTheBill, placedWithCash)).toBeNull();
    expect(payingTheBill.get(pendingOrderRefAtom)).toBe(REF);
    expect(payingTheBill.get(cartAtom)).toEqual(newCart);

    // Once the bill is paid, the pending payment ends; the new cart stays.
    expect(settlePlacedOrder(payingTheBill, { ...placedWithCash, paymentStatus: 'PAID' })).toEqual({ orderRefId: REF, cartSettled: false });
    expect(payingTheBill.get(pendingOrderRefAtom)).toBeNull();
    expect(payingTheBill.get(cartAtom)).toEqual(newCart);
  });

  it('a reload after the lost answer finds the cart and the pending order on the device, and settles them', async () => {
    tabAfterProceed();
    await flushWrites();
    const reloaded = createStore();
    await hydrate(reloaded, [cartAtom, pendingOrderRefAtom]);
    expect(reloaded.get(cartAtom)?.orderRefId).toBe(REF);
    settlePlacedOrder(reloaded, order());
    await flushWrites();
    const next = createStore();
    await hydrate(next, [cartAtom, pendingOrderRefAtom]);
    expect(next.get(cartAtom)).toBeNull();
    expect(next.get(pendingOrderRefAtom)).toBeNull();
  });

  it('tells other tabs, which read the settled cart back from IndexedDB', async () => {
    const paying = tabAfterProceed();
    await flushWrites();
    // A second tab started before the payment: its own store still holds the cart with the placed dishes.
    const second = createStore();
    await hydrate(second, [cartAtom, pendingOrderRefAtom]);
    const listener = new BroadcastChannel('orders');
    const heard = new Promise<unknown>((resolve) => listener.addEventListener('message', (event) => resolve((event as MessageEvent).data), { once: true }));

    settlePlacedOrder(paying, order());
    try {
      expect(await heard).toEqual({ type: 'order-placed', orderRefId: REF });
    } finally {
      listener.close();
    }
    expect(second.get(cartAtom)).not.toBeNull();
    expect(await reread(second, [cartAtom, pendingOrderRefAtom])).toEqual(['cart', 'pending-order']);
    expect(second.get(cartAtom)).toBeNull();
    expect(second.get(pendingOrderRefAtom)).toBeNull();
    expect(await reread(second, [cartAtom, pendingOrderRefAtom])).toEqual([]);
  });
});
