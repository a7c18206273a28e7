import { defineMessages } from '../../i18n';

/**
 * What the outlet's moves add to the tracking screen (issue 22): why it refused the order, who rides with it, and
 * the table's calls to the floor; the dishes on the card and the summary once it has ended (issue 35). Apart
 * from ./messages, which checkout loads too.
 */
export const m = defineMessages('tracking', {
  cancelledBecause: '{outlet} could not take this order: {reason}.',
  riderBringing: '{name} is bringing your order',
  // Issue 37: the outlet's own rider hands the food over for this code.
  handoverCode: 'Give the rider this code when your food arrives',
  callWaiter: 'Call waiter',
  requestBill: 'Request bill',
  waiterCalled: 'Waiter called at {time}',
  billRequested: 'Bill requested at {time}',
  // Issue 35: the card's list of dishes, and the summary of an order that has ended.
  yourOrder: 'Your order',
  deliveredAt: 'Delivered at {time}',
  pickedUpAt: 'Picked up at {time}',
  servedAt: 'Served at {time}',
  cancelledAt: 'Cancelled at {time}',
  refundTitle: 'Refund',
});
