/** Every purpose a provider payment can have, and what it does (server/payments/purpose.ts). */
import type { PaymentPurpose } from '../../src/api/contract';
import { placeOrderPurpose, settleBillPurpose } from '../orders/paymentPurposes';
import type { PaymentPurposeHandler } from './purpose';
import { topUpPurpose } from './topUp';
import { stealDealPurpose } from '../stealDeals/paymentPurpose';
import { eventTicketsPurpose } from '../events/paymentPurpose';
import { tableSharePurpose } from '../tables/paymentPurpose';

const PURPOSES: Record<PaymentPurpose, PaymentPurposeHandler> = {
  PLACE_ORDER: placeOrderPurpose,
  SETTLE_BILL: settleBillPurpose,
  TOP_UP: topUpPurpose,
  STEAL_DEAL: stealDealPurpose,
  EVENT_TICKETS: eventTicketsPurpose,
  TABLE_SHARE: tableSharePurpose,
};

export function purposeOf(purpose: string): PaymentPurposeHandler {
  const handler = PURPOSES[purpose as PaymentPurpose];
  if (!handler) throw new Error(`No handler for payment purpose ${purpose}`);
  return handler;
}
