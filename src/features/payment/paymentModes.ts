import { PROVIDER_PAYMENT_MODES } from '../../api/endpoints';
import type { PaymentMode, ProviderPaymentMode } from '../../api/contract';
import { SPEC } from '../../config/messages';
import type { SettleAtOnceMode } from './api';
import { m } from './messages';

/** Messages for the checks every way of paying makes before asking the server: shown with t(). */
export const LOW_BALANCE = SPEC.lowBalance;
export const INVALID_UPI = m.invalidUpi;
export const CHOOSE_METHOD = m.chooseMethod;
/** The server's word for the same case (payments route): said here before the round trip. */
export const NOT_ENOUGH_POINTS = m.notEnoughPoints;

/** Provider modes go through the provider's page; the others settle at once with placeOrder. */
export const isProviderMode = (mode: PaymentMode): mode is ProviderPaymentMode =>
  (PROVIDER_PAYMENT_MODES as readonly PaymentMode[]).includes(mode);
export const isSettleAtOnce = (mode: PaymentMode): mode is SettleAtOnceMode => !isProviderMode(mode);

/** The wallet cannot pay when its balance is below what is owed. */
export const walletIsShort = (walletBalance: number, amount: number): boolean => walletBalance < amount;
/** Points pay whole rupees (1 point = ₹1): a bill with paise takes the next whole point, as the server counts. */
export const pointsAreShort = (rewardPoints: number, amount: number): boolean => rewardPoints < Math.ceil(amount);

/** The last mode, when this order type still offers it; otherwise nothing is chosen for the customer. */
export function preselectMode(methods: ReadonlyArray<{ paymentMode: PaymentMode }>, last: PaymentMode | null): PaymentMode | null {
  return last !== null && methods.some((method) => method.paymentMode === last) ? last : null;
}
