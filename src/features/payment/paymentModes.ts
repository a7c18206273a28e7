import { PROVIDER_PAYMENT_MODES } from '../../api/endpoints';
import type { PaymentMethod, PaymentMode, ProviderPaymentMode } from '../../api/contract';
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

/** What a balance can pay: the wallet and the points only what they hold; every other way, anything. */
export const balanceCanPay = (mode: PaymentMode, { walletBalance, rewardPoints, amount }: { walletBalance: number; rewardPoints: number; amount: number }): boolean =>
  mode === 'WALLET' ? !walletIsShort(walletBalance, amount) : mode === 'LOYALTY_POINTS' ? !pointsAreShort(rewardPoints, amount) : true;

/**
 * The way to pay chosen for the diner, so they never have to pick one each time: the last they used, when it is
 * listed and can pay this payment; else the chain's default for this kind of order (the server marks it), when it
 * can; else the first listed that can. A way that cannot pay (the wallet short of the total, cash for an event) is
 * never chosen, even if it was the last. Null only when nothing listed can pay.
 */
export function chooseMode(
  methods: ReadonlyArray<Pick<PaymentMethod, 'paymentMode' | 'isDefault'>>,
  last: PaymentMode | null,
  canPay: (mode: PaymentMode) => boolean,
): PaymentMode | null {
  const usable = methods.filter((method) => canPay(method.paymentMode));
  const pick = usable.find((method) => method.paymentMode === last) ?? usable.find((method) => method.isDefault) ?? usable[0];
  return pick?.paymentMode ?? null;
}
