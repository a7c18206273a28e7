import type { FoodOrderType, OrderSummary, PaymentMode, PaymentStatus } from '../../api/contract';
import { t, type MessageRef } from '../../i18n';
import { m } from './messages';

export const ORDER_TYPE_NAMES: Record<FoodOrderType, MessageRef> = { HomeDelivery: m.typeDelivery, TakeAway: m.typeTakeAway, DineIn: m.typeDineIn };

/** 'Delivery', 'TakeAway', 'Dine In' in the app's language; an order type this app does not know yet as sent. */
export const orderTypeName = (orderType: string): string => {
  const name = ORDER_TYPE_NAMES[orderType as FoodOrderType] as MessageRef | undefined;
  return name ? t(name) : orderType;
};

const MODE_NAMES: Record<PaymentMode, MessageRef> = {
  UPI: m.modeUpi,
  ONLINE: m.modeOnline,
  CARD: m.modeCard,
  CASH_ON_DELIVERY: m.modeCashOnDelivery,
  CASH: m.modeCash,
  PAY_AT_STORE: m.modePayAtStore,
  WALLET: m.modeWallet,
  LOYALTY_POINTS: m.modeLoyaltyPoints,
  WALLET_APP: m.modeWalletApp,
};

const STATUS_NAMES: Record<PaymentStatus, MessageRef> = {
  PAID: m.paid,
  UNPAID: m.toPay,
  PAY_AT_RESTAURANT: m.toPay,
  POSTPAID: m.billOpen,
  FAILED: m.paymentFailed,
};

/** 'Dal Makhani, Butter Naan and 2 more': the first two dishes by name, so two orders are told apart at a glance. */
export function dishesLine(titles: readonly string[]): string {
  const [first, second] = titles;
  if (first === undefined) return '';
  if (second === undefined) return first;
  const rest = titles.length - 2;
  return rest > 0 ? t(m.dishesAndMore, { first, second, count: rest }) : `${first}, ${second}`;
}

/** A payment mode's name ('Cash on Delivery'), or the mode itself when this app does not know it yet. */
export function paymentModeName(mode: PaymentMode): string {
  const name = MODE_NAMES[mode] as MessageRef | undefined;
  return name ? t(name) : mode;
}

/** 'Paid · Wallet', 'To pay · Cash on Delivery', 'Bill open · Cash': how the order was or will be paid. */
export function paymentLine(order: Pick<OrderSummary, 'paymentStatus' | 'paymentMode'>): string {
  const statusName = STATUS_NAMES[order.paymentStatus] as MessageRef | undefined;
  const status = statusName ? t(statusName) : order.paymentStatus;
  return order.paymentMode ? `${status} · ${paymentModeName(order.paymentMode)}` : status;
}
