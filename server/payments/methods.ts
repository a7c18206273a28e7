/**
 * The ways to pay each kind of order (getPaymentGatewayList), and the one the chain chooses for a diner who has
 * not paid before: the app chooses the diner's last way to pay when it can pay the order, else this one.
 */
import { ORDER_TYPES, PAYMENT_MODES, type OrderType, type PaymentMethod, type PaymentMode } from '../../src/api/contract';
import type { PaymentProvider } from './provider';

const METHOD: Record<PaymentMode, Omit<PaymentMethod, 'paymentMode'>> = {
  UPI: { title: 'UPI', description: 'Pay from any UPI app with your UPI id' },
  ONLINE: { title: 'Online Payments', description: 'Net banking and other online options' },
  CARD: { title: 'Credit/Debit/ATM cards', description: 'Visa, Mastercard, RuPay' },
  CASH_ON_DELIVERY: { title: 'Cash on Delivery', description: 'Pay the rider in cash' },
  CASH: { title: 'Cash', description: 'Pay at the table when you are done' },
  PAY_AT_STORE: { title: 'Pay at Store', description: 'Pay when you collect your order' },
  WALLET: { title: 'Wallet', description: 'Pay from your Gold Leaf wallet balance' },
  LOYALTY_POINTS: { title: 'Loyalty Points', description: '1 point = ₹1' },
  WALLET_APP: { title: 'Wallet app', description: 'Pay with a mobile wallet app' },
};

const ONLINE_MODES: PaymentMode[] = ['UPI', 'ONLINE', 'CARD'];
export const METHODS_BY_TYPE: Record<OrderType, PaymentMode[]> = {
  HomeDelivery: [...ONLINE_MODES, 'CASH_ON_DELIVERY', 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP'],
  TakeAway: [...ONLINE_MODES, 'PAY_AT_STORE', 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP'],
  DineIn: [...ONLINE_MODES, 'CASH', 'WALLET', 'LOYALTY_POINTS'],
  // SPEC 5: no cash for events; deals and the all-outlets tab pay online or from the wallet.
  All: [...ONLINE_MODES, 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP'],
  StealDeal: [...ONLINE_MODES, 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP'],
  EventList: [...ONLINE_MODES, 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP'],
};

export type DefaultPaymentModes = Record<OrderType, PaymentMode>;

/**
 * The chain's default (DEFAULT_PAYMENT_MODES changes it per order type). UPI wherever the food is paid before it is
 * cooked: it is how most of India pays a phone, needs no card details, and unlike cash on delivery leaves no order
 * refused at the door or cash for the rider to carry; a takeaway paid before it is cooked is never left uncollected
 * at the counter unpaid. At a table the bill gathers every round and is paid when the diner is done, as at any
 * restaurant: Cash ('Pay at the table when you are done').
 */
export const CHAIN_DEFAULT_PAYMENT_MODES: DefaultPaymentModes = {
  HomeDelivery: 'UPI',
  TakeAway: 'UPI',
  DineIn: 'CASH',
  All: 'UPI',
  StealDeal: 'UPI',
  EventList: 'UPI',
};

/**
 * DEFAULT_PAYMENT_MODES, e.g. 'TakeAway=PAY_AT_STORE,DineIn=UPI': the order types it names change, the others keep
 * the chain's default. A mode an order type does not offer (Cash on Delivery for an event) is refused at start-up.
 */
export function defaultPaymentModesFromEnv(value: string | undefined): DefaultPaymentModes {
  const modes = { ...CHAIN_DEFAULT_PAYMENT_MODES };
  for (const part of (value ?? '').split(',').map((text) => text.trim()).filter(Boolean)) {
    const [orderType, mode, ...rest] = part.split('=').map((text) => text.trim());
    if (!ORDER_TYPES.includes(orderType as OrderType) || rest.length > 0) {
      throw new Error(`DEFAULT_PAYMENT_MODES: "${part}" must be <order type>=<mode>, the order type one of ${ORDER_TYPES.join(', ')}`);
    }
    if (!PAYMENT_MODES.includes(mode as PaymentMode) || !METHODS_BY_TYPE[orderType as OrderType].includes(mode as PaymentMode)) {
      throw new Error(`DEFAULT_PAYMENT_MODES: ${orderType} orders are paid by ${METHODS_BY_TYPE[orderType as OrderType].join(', ')}, not "${mode ?? ''}"`);
    }
    modes[orderType as OrderType] = mode as PaymentMode;
  }
  return modes;
}

/**
 * The methods of an order type as the app lists them. UPI says whether this server's provider needs the diner's
 * UPI id first, and which UPI apps it can open in one tap for this diner; the chain's default is marked.
 */
export function methodsFor(orderType: OrderType, provider: PaymentProvider, payer: { email: string }, defaults: DefaultPaymentModes): PaymentMethod[] {
  return METHODS_BY_TYPE[orderType].map((paymentMode) => {
    const method: PaymentMethod = { paymentMode, ...METHOD[paymentMode] };
    if (paymentMode === 'UPI') {
      if (provider.asksUpiId) method.asksUpiId = true;
      else Object.assign(method, { description: 'Pay from any UPI app on the next page', asksUpiId: false });
      const apps = provider.upiAppsFor(payer);
      if (apps.length > 0) method.upiApps = [...apps];
    }
    if (defaults[orderType] === paymentMode) method.isDefault = true;
    return method;
  });
}
