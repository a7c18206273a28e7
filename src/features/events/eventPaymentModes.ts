/** How tickets may be paid: the EventList methods the server lists, and the cash option SPEC 5 refuses by name. */
import type { PaymentMethod, PaymentMode } from '../../api/contract';
import { t } from '../../i18n';
import { m } from './messages';

/**
 * SPEC 5 answers cash on delivery for events with 'Cash On Is Not Available For Events; Please Choose Different
 * Payment Method', so the option stays where the app's other payment lists have it (after the cards) and
 * choosing it says why, rather than it silently missing. The server refuses it too.
 */
const cashOnDelivery = (): PaymentMethod => ({ paymentMode: 'CASH_ON_DELIVERY', title: t(m.cashOnDelivery), description: t(m.notForEvents) });

export function withCashOnDeliveryShown(methods: readonly PaymentMethod[]): PaymentMethod[] {
  if (methods.some((m) => m.paymentMode === 'CASH_ON_DELIVERY')) return [...methods];
  const afterCards = methods.findIndex((m) => m.paymentMode === 'CARD') + 1;
  return [...methods.slice(0, afterCards), cashOnDelivery(), ...methods.slice(afterCards)];
}

const CASH_MODES: readonly PaymentMode[] = ['CASH_ON_DELIVERY', 'CASH', 'PAY_AT_STORE'];

/** The SPEC 5 refusal for a cash mode, or null for a mode events take. */
export const cashRefusal = (mode: PaymentMode): string | null => (CASH_MODES.includes(mode) ? t(m.cashNotForEvents) : null);
