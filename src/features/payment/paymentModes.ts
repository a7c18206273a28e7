import { PROVIDER_PAYMENT_MODES } from '../../api/endpoints';
import type { Order, PaymentMode, ProviderPaymentMode } from '../../api/contract';
import type { SettleAtOnceMode } from './api';

export const LOW_BALANCE = 'Low Balance: Your wallet balance is low. Please add money in your wallet.';
export const INVALID_UPI = '*Please enter a valid UPI id';
export const CHOOSE_METHOD = 'Please select payment method';
/** The server's word for the same case (payments route): said here before the round trip. */
export const NOT_ENOUGH_POINTS = 'Not enough loyalty points';

/** Provider modes go through the provider's page; the others settle at once with placeOrder. */
export const isProviderMode = (mode: PaymentMode): mode is ProviderPaymentMode =>
  (PROVIDER_PAYMENT_MODES as readonly PaymentMode[]).includes(mode);
export const isSettleAtOnce = (mode: PaymentMode): mode is SettleAtOnceMode => !isProviderMode(mode);

/** The wallet cannot pay when its balance is below what is owed. */
export const walletIsShort = (walletBalance: number, amount: number): boolean => walletBalance < amount;
/** Points pay whole rupees (1 point = ₹1): a bill with paise takes the next whole point, as the server counts. */
export const pointsAreShort = (rewardPoints: number, amount: number): boolean => rewardPoints < Math.ceil(amount);

/** An order the customer may still pay for here. */
export const awaitsPayment = (order: Pick<Order, 'status'>): boolean => order.status === 'DRAFT' || order.status === 'PAYMENT_PENDING';

/** A dine-in bill left open at the table and paid at the end (SPEC 7, completePostPaidOrder). */
export const isPostPaidBill = (order: Pick<Order, 'orderType' | 'paymentStatus'>): boolean =>
  order.orderType === 'DineIn' && order.paymentStatus === 'POSTPAID';

/** The last mode, when this order type still offers it; otherwise nothing is chosen for the customer. */
export function preselectMode(methods: ReadonlyArray<{ paymentMode: PaymentMode }>, last: PaymentMode | null): PaymentMode | null {
  return last !== null && methods.some((m) => m.paymentMode === last) ? last : null;
}
