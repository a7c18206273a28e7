import type { FoodOrderType, OrderSummary, PaymentMode, PaymentStatus } from '../../api/contract';

export const ORDER_TYPE_NAMES: Record<FoodOrderType, string> = { HomeDelivery: 'Delivery', TakeAway: 'TakeAway', DineIn: 'Dine In' };

const MODE_NAMES: Record<PaymentMode, string> = {
  UPI: 'UPI',
  ONLINE: 'Online',
  CARD: 'Card',
  CASH_ON_DELIVERY: 'Cash on delivery',
  CASH: 'Cash',
  PAY_AT_STORE: 'Pay at store',
  WALLET: 'Wallet',
  LOYALTY_POINTS: 'Loyalty points',
  WALLET_APP: 'Wallet app',
};

const STATUS_NAMES: Record<PaymentStatus, string> = {
  PAID: 'Paid',
  UNPAID: 'To pay',
  PAY_AT_RESTAURANT: 'To pay',
  POSTPAID: 'Bill open',
  FAILED: 'Payment failed',
};

/** 'Dal Makhani, Butter Naan and 2 more': the first two dishes by name, so two orders are told apart at a glance. */
export function dishesLine(titles: readonly string[]): string {
  const [first, second] = titles;
  if (first === undefined) return '';
  if (second === undefined) return first;
  const rest = titles.length - 2;
  return rest > 0 ? `${first}, ${second} and ${rest} more` : `${first}, ${second}`;
}

/** 'Paid · Wallet', 'To pay · Cash on delivery', 'Bill open · Cash': how the order was or will be paid. */
export function paymentLine(order: Pick<OrderSummary, 'paymentStatus' | 'paymentMode'>): string {
  const status = STATUS_NAMES[order.paymentStatus] ?? order.paymentStatus;
  const mode = order.paymentMode ? (MODE_NAMES[order.paymentMode] ?? order.paymentMode) : null;
  return mode ? `${status} · ${mode}` : status;
}
