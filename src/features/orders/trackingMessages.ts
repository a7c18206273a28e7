import { defineMessages } from '../../i18n';

/**
 * What the outlet's moves add to the tracking screen (issue 22): why it refused the order, who rides with it, and
 * the table's calls to the floor. Apart from ./messages, which checkout loads too.
 */
export const m = defineMessages('tracking', {
  cancelledBecause: '{outlet} could not take this order: {reason}.',
  refundedToWallet: 'What you paid is back in your wallet.',
  riderBringing: '{name} is bringing your order',
  callWaiter: 'Call waiter',
  requestBill: 'Request bill',
  waiterCalled: 'Waiter called at {time}',
  billRequested: 'Bill requested at {time}',
});
