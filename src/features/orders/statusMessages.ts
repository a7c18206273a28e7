import { defineMessages } from '../../i18n';

/** Order statuses (SPEC 4) and home's running-order card: apart, so home does not load every order screen's words. */
export const m = defineMessages('orderStatus', {
  statusDraft: 'Not placed',
  statusPaymentPending: 'Payment pending',
  statusPlaced: 'Order Placed',
  statusAccepted: 'Accepted',
  statusPreparing: 'Preparing',
  // Packed and waiting for the rider or at the counter (a kitchen says so; the demo's clock never does).
  statusReady: 'Ready',
  statusReadyToPickUp: 'Ready to pick up',
  statusOutForDelivery: 'Out for delivery',
  statusDelivered: 'Delivered',
  // The same handover for the other order types, and a dine-in bill settled.
  statusPickedUp: 'Picked up',
  statusServed: 'Served',
  statusBillPaid: 'Bill paid',
  statusCancelled: 'Cancelled',
  runningOrderFrom: 'Your order from {outlet}',
  trackArrow: 'Track ›',
});
