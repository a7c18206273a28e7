/** The shape checks of orders: one order, the running ones, the list, the rider's position (shapes.ts). */
import type { Bill, DriverLocation, Order, OrderItem, OrderSummary, TableCalls } from './contract';
import { arrayOf, either, isNonEmptyString, isNull, isNumber, isString, nullable, optional, shape } from './guards';
import type { Guard } from './guards';

export const isOrder: Guard<Order> = shape<Order>({
  orderRefId: isNonEmptyString,
  orderType: isString,
  status: isString,
  paymentStatus: isString,
  paymentMode: nullable(isString),
  restaurantUuid: isString,
  restaurantName: isString,
  restaurantLatitude: isNumber,
  restaurantLongitude: isNumber,
  tableNumber: nullable(isString),
  deliveryAddress: nullable(shape<NonNullable<Order['deliveryAddress']>>({ text: isString, latitude: isNumber, longitude: isNumber })),
  itemList: arrayOf(shape<OrderItem>({ itemId: isNumber, title: isString, price: isNumber, quantity: isNumber, lineTotal: isNumber })),
  couponDropped: optional(isString),
  bill: shape<Bill>({
    restaurantBill: isNumber,
    taxesAndCharges: isNumber,
    deliveryFee: isNumber,
    packingCharges: isNumber,
    couponDiscount: isNumber,
    tip: isNumber,
    // Optional: order details the worker saved before issue 23's points still open offline.
    loyaltyPoints: optional(isNumber),
    grandTotal: isNumber,
  }),
  pointsOffer: optional(isNumber),
  orderTotal: isNumber,
  tipPaidAfter: isNumber,
  rating: nullable(isNumber),
  ratingComment: nullable(isString),
  ratedAt: nullable(isNumber),
  createdAt: isNumber,
  placedAt: nullable(isNumber),
  expectedAt: nullable(isNumber),
  deliveryMinutes: optional(nullable(isNumber)),
  statusHistory: arrayOf(shape<Order['statusHistory'][number]>({ status: isString, at: isNumber })),
  cancelReason: optional(nullable(isString)),
  rider: optional(nullable(shape<NonNullable<Order['rider']>>({ name: isString, phone: isString }))),
  tableCalls: optional(shape<TableCalls>({ waiter: nullable(isNumber), bill: nullable(isNumber) })),
});

/** getMyRunningOrderV2: one order, a list of them (newest first), or null when none is running. */
export const isRunningOrder = either(isNull, either(isOrder, arrayOf(isOrder)));

export const isOrderSummaryList = arrayOf(
  shape<OrderSummary>({
    orderRefId: isNonEmptyString,
    orderType: isString,
    status: isString,
    paymentStatus: isString,
    paymentMode: nullable(isString),
    restaurantName: isString,
    orderTotal: isNumber,
    itemCount: isNumber,
    itemTitles: arrayOf(isString),
    createdAt: isNumber,
    placedAt: nullable(isNumber),
    expectedAt: optional(nullable(isNumber)),
    scheduledFor: optional(nullable(isNumber)),
  }),
);

export const isDriverLocation = shape<DriverLocation>({ latitude: isNumber, longitude: isNumber, etaMinutes: nullable(isNumber), status: isString });
