import { describe, expect, it } from 'vitest';
import type { Bill, Menu, Order, OrderItem } from '../../src/api/contract';
import { billLines } from '../../src/features/orders/billLines';
import { orderAsToday, reorderCart } from '../../src/features/orders/reorder';
import { buildTimeline, isRunning } from '../../src/features/orders/timeline';
import { dishesLine, paymentLine } from '../../src/features/orders/orderCard';
import { isProviderMode, pointsAreShort, walletIsShort } from '../../src/features/payment/paymentModes';
import { awaitsPayment, isPostPaidBill } from '../../src/features/payment/orderPayState';

const bill = (overrides: Partial<Bill> = {}): Bill => ({
  restaurantBill: 500,
  taxesAndCharges: 25,
  deliveryFee: 0,
  packingCharges: 0,
  couponDiscount: 0,
  tip: 0,
  loyaltyPoints: 0,
  grandTotal: 525,
  ...overrides,
});

describe('billLines', () => {
  it('always shows Restaurant Bill, Taxes & Charges and Grand Total, and hides zero optional parts', () => {
    expect(billLines(bill()).map((l) => l.label)).toEqual(['Restaurant Bill', 'Taxes & Charges', 'Grand Total']);
  });

  it('shows every non-zero part in SPEC order, the coupon as a deduction', () => {
    const lines = billLines(bill({ deliveryFee: 40, packingCharges: 20, couponDiscount: 50, tip: 30, grandTotal: 565 }));
    expect(lines.map((l) => l.label)).toEqual([
      'Restaurant Bill',
      'Taxes & Charges',
      'Delivery Fee',
      'Packing Charges',
      'Coupon Discount',
      'Tip',
      'Grand Total',
    ]);
    expect(lines.find((l) => l.key === 'couponDiscount')?.negative).toBe(true);
    expect(lines.at(-1)).toMatchObject({ amount: 565, total: true });
  });

  it('adds a tip paid after the order to the Tip line and the Grand Total', () => {
    const lines = billLines(bill(), 50);
    expect(lines.find((l) => l.key === 'tip')?.amount).toBe(50);
    expect(lines.at(-1)?.amount).toBe(575);
  });

  it("says a delivery's fee of zero is FREE rather than leaving it out; a takeaway's bill has no delivery line (issue 35)", () => {
    const free = billLines(bill({ deliveryFee: 0 }), 0, true).find((l) => l.key === 'deliveryFee');
    expect(free).toEqual({ key: 'deliveryFee', label: 'Delivery Fee', amount: 0, free: true });
    expect(billLines(bill({ deliveryFee: 30 }), 0, true).find((l) => l.key === 'deliveryFee')).toEqual({ key: 'deliveryFee', label: 'Delivery Fee', amount: 30, free: false });
    expect(billLines(bill({ deliveryFee: 0 }), 0, false).map((l) => l.key)).not.toContain('deliveryFee');
  });

  it('shows Grand Total even when it is zero', () => {
    expect(billLines(bill({ restaurantBill: 0, taxesAndCharges: 0, grandTotal: 0 })).map((l) => l.label)).toContain('Grand Total');
  });
});

type TimelineOrder = Parameters<typeof buildTimeline>[0];
const at = (minutes: number) => Date.UTC(2026, 0, 1, 6, minutes);

describe('buildTimeline', () => {
  it('has Out for delivery and Delivered only for home delivery: a takeaway is picked up', () => {
    const delivery: TimelineOrder = { orderType: 'HomeDelivery', status: 'PLACED', statusHistory: [], placedAt: at(0), paymentStatus: 'PAID', paidAt: at(0) };
    expect(buildTimeline(delivery).map((s) => s.label)).toEqual(['Order Placed', 'Accepted', 'Preparing', 'Out for delivery', 'Delivered']);
    expect(buildTimeline({ ...delivery, orderType: 'TakeAway' }).map((s) => s.label)).toEqual([
      'Order Placed',
      'Accepted',
      'Preparing',
      'Picked up',
    ]);
  });

  it('ends a cancelled order at Cancelled, after the steps it reached, with none to come', () => {
    const cancelled: TimelineOrder = {
      orderType: 'HomeDelivery',
      status: 'CANCELLED',
      statusHistory: [{ status: 'PLACED', at: at(0) }, { status: 'CANCELLED', at: at(1) }],
      placedAt: at(0),
      paymentStatus: 'PAID',
      paidAt: at(0),
    };
    const steps = buildTimeline(cancelled);
    expect(steps.map((s) => [s.label, s.at, s.done, s.current])).toEqual([
      ['Order Placed', at(0), true, false],
      ['Cancelled', at(1), true, true],
    ]);
    expect(isRunning('CANCELLED')).toBe(false);
  });

  it('shows Ready to pick up for a takeaway its kitchen said was ready, and counts READY as running', () => {
    const ready: TimelineOrder = {
      orderType: 'TakeAway',
      status: 'READY',
      statusHistory: [{ status: 'PLACED', at: at(0) }, { status: 'ACCEPTED', at: at(1) }, { status: 'PREPARING', at: at(2) }, { status: 'READY', at: at(12) }],
      placedAt: at(0),
      paymentStatus: 'PAY_AT_RESTAURANT',
      paidAt: null,
    };
    const steps = buildTimeline(ready);
    expect(steps.map((s) => s.label)).toEqual(['Order Placed', 'Accepted', 'Preparing', 'Ready to pick up', 'Picked up']);
    expect(steps.find((s) => s.current)).toMatchObject({ label: 'Ready to pick up', at: at(12) });
    expect(isRunning('READY')).toBe(true);
    // A delivery's READY (packed for the rider) is not a step of its own: it is still being prepared, as the diner sees it.
    expect(buildTimeline({ ...ready, orderType: 'HomeDelivery' }).find((s) => s.current)?.label).toBe('Preparing');
  });

  const served: TimelineOrder = {
    orderType: 'DineIn',
    status: 'DELIVERED',
    placedAt: at(0),
    statusHistory: [
      { status: 'PLACED', at: at(0) },
      { status: 'ACCEPTED', at: at(2) },
      { status: 'PREPARING', at: at(5) },
      { status: 'DELIVERED', at: at(25) },
    ],
    paymentStatus: 'POSTPAID',
    paidAt: null,
  };

  it('ends a dine-in order served, then paid once the bill is settled: never Delivered', () => {
    const open = buildTimeline(served);
    expect(open.map((s) => s.label)).toEqual(['Order Placed', 'Accepted', 'Preparing', 'Served', 'Bill paid']);
    expect(open.map((s) => s.done)).toEqual([true, true, true, true, false]);
    expect(open.filter((s) => s.current).map((s) => s.label)).toEqual(['Served']);

    const settled = buildTimeline({ ...served, paymentStatus: 'PAID', paidAt: at(50) });
    expect(settled.map((s) => s.label)).toEqual(['Order Placed', 'Accepted', 'Preparing', 'Served', 'Bill paid']);
    expect(settled.at(-1)).toMatchObject({ done: true, current: true, at: at(50) });
  });

  it('puts a dine-in bill paid up front right after Order Placed', () => {
    const prepaid = buildTimeline({ ...served, status: 'ACCEPTED', statusHistory: served.statusHistory.slice(0, 2), paymentStatus: 'PAID', paidAt: at(0) });
    expect(prepaid.map((s) => s.label)).toEqual(['Order Placed', 'Bill paid', 'Accepted', 'Preparing', 'Served']);
    expect(prepaid.map((s) => s.done)).toEqual([true, true, true, false, false]);
    expect(buildTimeline({ ...served, paymentStatus: 'PAID', paidAt: at(0) }).map((s) => s.label)).toEqual([
      'Order Placed',
      'Bill paid',
      'Accepted',
      'Preparing',
      'Served',
    ]);
  });

  it('marks reached steps done with their times, and the furthest as current', () => {
    const steps = buildTimeline({
      orderType: 'HomeDelivery',
      status: 'PREPARING',
      placedAt: at(0),
      paymentStatus: 'UNPAID',
      statusHistory: [
        { status: 'PLACED', at: at(0) },
        { status: 'ACCEPTED', at: at(2) },
        { status: 'PREPARING', at: at(5) },
      ],
    });
    expect(steps.map((s) => s.done)).toEqual([true, true, true, false, false]);
    expect(steps.map((s) => s.at)).toEqual([at(0), at(2), at(5), null, null]);
    expect(steps.filter((s) => s.current).map((s) => s.status)).toEqual(['PREPARING']);
  });

  it('counts skipped steps as done and falls back to placedAt for Order Placed', () => {
    const steps = buildTimeline({ orderType: 'TakeAway', status: 'DELIVERED', placedAt: at(1), statusHistory: [{ status: 'DELIVERED', at: at(30) }], paymentStatus: 'PAID' });
    expect(steps.every((s) => s.done)).toBe(true);
    expect(steps[0]?.at).toBe(at(1));
    expect(steps.at(-1)).toMatchObject({ current: true, at: at(30) });
  });

  it('knows which statuses are still running', () => {
    expect(['PLACED', 'ACCEPTED', 'PREPARING', 'OUT_FOR_DELIVERY'].every((s) => isRunning(s as Order['status']))).toBe(true);
    expect(['DRAFT', 'PAYMENT_PENDING', 'DELIVERED', 'CANCELLED'].some((s) => isRunning(s as Order['status']))).toBe(false);
  });
});

const item = (itemId: number, quantity: number): OrderItem => ({
  itemId,
  title: `Item ${itemId}`,
  price: 100,
  quantity,
  vegNonVeg: 'VEG',
  instruction: '',
  lineTotal: 100 * quantity,
});
const order = { restaurantUuid: 'uuid-a', restaurantName: 'Outlet A', orderType: 'HomeDelivery' as const, itemList: [item(1, 2), item(2, 1)] };

describe('orderAsToday', () => {
  const dish = (itemId: number, price: number, isAvailable = true) => ({ itemId, title: `Item ${itemId}`, price, isAvailable }) as Menu['itemList'][number];
  it('keeps each dish at today’s price, leaves out what the menu lost or marked unavailable, and names both', () => {
    const three = { ...order, itemList: [item(1, 2), item(2, 1), item(3, 1)] };
    const { order: today, changes } = orderAsToday(three, { itemList: [dish(1, 120), dish(2, 100, false)] });
    expect(today.itemList.map((line) => [line.itemId, line.price, line.quantity, line.lineTotal])).toEqual([[1, 120, 2, 240]]);
    expect(changes).toEqual({ unavailable: ['Item 2', 'Item 3'], repriced: [{ title: 'Item 1', was: 100, now: 120 }] });
  });

  it('changes nothing when the menu is as it was', () => {
    const { order: today, changes } = orderAsToday(order, { itemList: [dish(1, 100), dish(2, 100)] });
    expect(today.itemList).toEqual(order.itemList);
    expect(changes).toEqual({ unavailable: [], repriced: [] });
  });

  it('prices a dish with its sizes and add-ons as they are today, and leaves out choices the menu no longer offers', () => {
    const pizza = {
      ...dish(5, 299),
      title: 'Pizza',
      choiceGroups: [{ groupId: 1, name: 'Size', min: 1, max: 1, choices: [{ choiceId: 11, name: 'Regular', price: 0 }, { choiceId: 12, name: 'Large', price: 280 }] }],
    };
    const large = { ...item(5, 1), title: 'Pizza', choiceIds: [12], choices: 'Large', price: 559, lineTotal: 559 };
    const gone = { ...item(5, 1), title: 'Pizza', choiceIds: [13], choices: 'Family', price: 699, lineTotal: 699 };
    const { order: today, changes } = orderAsToday({ ...order, itemList: [large, gone] }, { itemList: [pizza] });
    expect(today.itemList.map((line) => [line.choices, line.price, line.lineTotal])).toEqual([['Large', 579, 579]]);
    expect(changes).toEqual({ unavailable: ['Pizza (Family)'], repriced: [{ title: 'Pizza (Large)', was: 559, now: 579 }] });
    // Ordered before the pizza had sizes: it comes back as the size it was priced as, and says so.
    const before = orderAsToday({ ...order, itemList: [{ ...item(5, 1), title: 'Pizza', price: 299, lineTotal: 299 }] }, { itemList: [pizza] });
    expect(before.order.itemList.map((line) => [line.choiceIds, line.choices, line.price])).toEqual([[[11], 'Regular', 299]]);
    expect(before.changes).toEqual({ unavailable: [], repriced: [] });
    // Refilled, the large pizza is its own line beside a plain one already in the cart.
    const { cart } = reorderCart({ ...order, items: [{ itemId: 5, title: 'Pizza', finalPrice: 299, quantity: 1, vegNonVeg: 'VEG' }] }, today);
    expect(cart.items.map((line) => [line.itemId, line.choices, line.quantity])).toEqual([
      [5, undefined, 1],
      [5, 'Large', 1],
    ]);
  });
});

describe('reorderCart', () => {
  it('fills an empty cart with the order items at their prices', () => {
    const { cart, needsClearing } = reorderCart(null, order);
    expect(needsClearing).toBe(false);
    expect(cart).toEqual({
      restaurantUuid: 'uuid-a',
      restaurantName: 'Outlet A',
      orderType: 'HomeDelivery',
      items: [
        { itemId: 1, title: 'Item 1', finalPrice: 100, quantity: 2, vegNonVeg: 'VEG' },
        { itemId: 2, title: 'Item 2', finalPrice: 100, quantity: 1, vegNonVeg: 'VEG' },
      ],
    });
  });

  it('adds to a cart of the same outlet and order type, summing quantities up to 50', () => {
    const current = { ...reorderCart(null, order).cart, items: [{ itemId: 1, title: 'Item 1', finalPrice: 100, quantity: 49, vegNonVeg: 'VEG' as const }] };
    const { cart, needsClearing } = reorderCart(current, order);
    expect(needsClearing).toBe(false);
    expect(cart.items.map((i) => [i.itemId, i.quantity])).toEqual([
      [1, 50],
      [2, 1],
    ]);
  });

  it('asks to clear a cart from another outlet or order type', () => {
    const other = { restaurantUuid: 'uuid-b', restaurantName: 'Outlet B', orderType: 'HomeDelivery' as const, items: [{ itemId: 9, title: 'X', finalPrice: 1, quantity: 1, vegNonVeg: 'VEG' as const }] };
    expect(reorderCart(other, order)).toMatchObject({ needsClearing: true, cart: { restaurantUuid: 'uuid-a' } });
    expect(reorderCart({ ...other, restaurantUuid: 'uuid-a', orderType: 'TakeAway' }, order).needsClearing).toBe(true);
  });
});

describe('payment modes', () => {
  it('sends provider modes to the provider and settles the others at once', () => {
    expect(['UPI', 'ONLINE', 'CARD', 'WALLET_APP'].every((m) => isProviderMode(m as 'UPI'))).toBe(true);
    expect(['WALLET', 'CASH', 'CASH_ON_DELIVERY', 'PAY_AT_STORE', 'LOYALTY_POINTS'].some((m) => isProviderMode(m as 'UPI'))).toBe(false);
  });

  it('finds the wallet short only below the amount', () => {
    expect(walletIsShort(499.99, 500)).toBe(true);
    expect(walletIsShort(500, 500)).toBe(false);
  });

  it('pays DRAFT and PAYMENT_PENDING orders, and postpaid dine-in bills', () => {
    expect(awaitsPayment({ status: 'DRAFT' })).toBe(true);
    expect(awaitsPayment({ status: 'PAYMENT_PENDING' })).toBe(true);
    expect(awaitsPayment({ status: 'PLACED' })).toBe(false);
    expect(isPostPaidBill({ orderType: 'DineIn', paymentStatus: 'POSTPAID' })).toBe(true);
    expect(isPostPaidBill({ orderType: 'TakeAway', paymentStatus: 'POSTPAID' })).toBe(false);
  });
});

describe('My Orders cards', () => {
  it('names the first two dishes and counts the rest', () => {
    expect(dishesLine([])).toBe('');
    expect(dishesLine(['Dal Makhani'])).toBe('Dal Makhani');
    expect(dishesLine(['Dal Makhani', 'Butter Naan'])).toBe('Dal Makhani, Butter Naan');
    expect(dishesLine(['Dal Makhani', 'Butter Naan', 'Masala Chai'])).toBe('Dal Makhani, Butter Naan and 1 more');
    expect(dishesLine(['A', 'B', 'C', 'D', 'E'])).toBe('A, B and 3 more');
  });
  it('says whether the order is paid and how', () => {
    expect(paymentLine({ paymentStatus: 'PAID', paymentMode: 'WALLET' })).toBe('Paid · Wallet');
    expect(paymentLine({ paymentStatus: 'UNPAID', paymentMode: 'CASH_ON_DELIVERY' })).toBe('To pay · Cash on Delivery');
    expect(paymentLine({ paymentStatus: 'PAY_AT_RESTAURANT', paymentMode: 'PAY_AT_STORE' })).toBe('To pay · Pay at Store');
    expect(paymentLine({ paymentStatus: 'POSTPAID', paymentMode: 'CASH' })).toBe('Bill open · Cash');
    expect(paymentLine({ paymentStatus: 'FAILED', paymentMode: null })).toBe('Payment failed');
  });
});

describe('loyalty points', () => {
  it('pay whole rupees: a bill with paise needs the next whole point', () => {
    expect(pointsAreShort(113, 112.95)).toBe(false);
    expect(pointsAreShort(112, 112.95)).toBe(true);
    expect(pointsAreShort(50, 50)).toBe(false);
    expect(pointsAreShort(0, 1)).toBe(true);
  });
});
