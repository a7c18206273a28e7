/**
 * The server's words about orders (issue 24): the draft at checkout, changing, cancelling, reporting and rating an
 * order, help at the table, the invoice, and an outlet that takes no order. Hindi in server/messages/hi/orders.ts.
 */
import { defineMessages } from '../../src/i18n';

export const orderWords = defineMessages('serverOrders', {
  // The order and its outlet.
  orderNotFound: 'Order not found',
  restaurantNotFound: 'Restaurant not found',
  noHomeDelivery: '{outlet} does not take home delivery orders',
  noTakeAway: '{outlet} does not take TakeAway orders',
  noDineIn: '{outlet} does not take dine-in orders',
  tableOrderIsForNow: "A table's order is for now: only delivery and takeaway can be scheduled",
  // Changing a draft.
  cannotChange: 'This order can no longer be changed',
  alreadyPlaced: 'This order has already been placed',
  paymentUnderWay: 'A payment for this order is under way. Finish or cancel it first.',
  atMostOfOneItem: 'You can order at most {max} of one item',
  itemNotInOrder: 'This item is not in the order',
  needsOneItem: 'An order needs at least one item',
  // A placed order.
  noRider: 'This order has no rider',
  notPlacedYet: 'This order has not been placed yet',
  notAtATable: 'Only a dine-in order can call the table’s waiter',
  notAtTableNow: 'This order is not at a table now',
  billPaidAlready: 'This bill is paid already',
  billOnItsWay: 'Your bill is on its way',
  waiterOnTheWay: 'A waiter is on the way',
  invoiceOncePaid: 'An invoice is made once the order is paid',
  noGstRegistration: 'This outlet has no GST registration on file',
  // Cancelling (issue 23).
  notPlaced: 'This order has not been placed',
  acceptedAlready: 'The outlet has already accepted this order, so it can no longer be cancelled. Please call the outlet.',
  refusedAlready: 'The outlet has already cancelled this order',
  orderCancelled: 'Your order is cancelled',
  // Reporting a missing or wrong dish (issue 23).
  notHandedOver: 'You can report a missing or wrong dish once the order has reached you',
  tooLateToReport: 'This order reached you more than a day ago. Please call the outlet.',
  reportedAlready: 'You have already reported a problem with this order. The outlet will get back to you.',
  answeredAlready: 'The outlet has answered your report. Please call the outlet for anything more.',
  notInOrder: 'Choose dishes from this order',
  reportReceived: 'The outlet has your report',
  // Rating.
  rateOnceDelivered: 'You can rate an order once it has been delivered',
  ratingLocked: 'A rating can only be changed within 24 hours of giving it',
  ratingUpdated: 'Your rating has been updated',
  thanksForRating: 'Thank you for rating your order',
});
