import { defineMessages } from '../../i18n';

export const m = defineMessages('orders', {
  // Order statuses (SPEC 4), by the status the server sends.
  timelineLabel: 'Order status',
  notYet: ' (not yet)',

  // Order types.
  typeDelivery: 'Delivery',
  typeTakeAway: 'TakeAway',
  typeDineIn: 'Dine In',

  // How an order was or will be paid.
  paid: 'Paid',
  toPay: 'To pay',
  billOpen: 'Bill open',
  paymentFailed: 'Payment failed',
  modeUpi: 'UPI',
  modeOnline: 'Online',
  modeCard: 'Card',
  // The payment modes as SPEC names them, as the payment screen offers them.
  modeCashOnDelivery: 'Cash on Delivery',
  modeCash: 'Cash',
  modePayAtStore: 'Pay at Store',
  modeWallet: 'Wallet',
  modeLoyaltyPoints: 'Loyalty Points',
  modeWalletApp: 'Wallet app',

  // The bill.
  billDetails: 'Bill Details',
  restaurantBill: 'Restaurant Bill',
  taxesAndCharges: 'Taxes & Charges',
  deliveryFee: 'Delivery Fee',
  /** A delivery fee waived (free above the threshold), in place of its amount. */
  free: 'FREE',
  packingCharges: 'Packing Charges',
  couponDiscount: 'Coupon Discount',
  tip: 'Tip',
  grandTotal: 'Grand Total',
  loyaltyPointsLine: { one: 'Loyalty Points ({count} point)', other: 'Loyalty Points ({count} points)' },

  // My Orders.
  bookedEvent: 'Booked an event?',
  loadingOrders: 'Loading your orders…',
  offlineOrders: 'You are offline. Showing your orders as of {time}.',
  noOrders: 'You have not ordered yet.',
  findOutlet: 'Find an outlet',
  dishesAndMore: '{first}, {second} and {count} more',
  itemCount: { one: '{count} item', other: '{count} items' },
  howWasIt: 'How was your order?',
  rateAndTip: 'Rate & tip',
  ratingAndTip: 'Rating & tip',
  rateAndTipFor: 'Rate and tip: {outlet}',
  ratingAndTipFor: 'Rating and tip: {outlet}',

  // Order details.
  loadingOrder: 'Loading the order…',
  offlineOrder: 'You are offline. Showing this order as of {time}.',
  table: 'Table {table}',
  deliverTo: 'Deliver to: {address}',
  track: 'Track',
  items: 'Items',
  cookingInstructions: 'Cooking instructions',
  orderAgain: 'Order again',
  anotherOutlet: 'another outlet',
  clearCartForOrder: 'Your cart has items from {current}. Clear it and add the items of this order from {outlet}?',

  // Tracking.
  loadingYourOrder: 'Loading your order…',
  noRunningOrder: 'You have no order in progress.',
  placedTitle: 'Your order was placed',
  placedFromOtherTab: 'It was placed from another window of the app.',
  placedAnswerLost: 'The confirmation did not reach you, but the restaurant has this order.',
  placedCartSettled: ' Its dishes have been taken out of your cart, so they are not ordered twice.',
  expectedBy: 'Expected by {time}',
  /** Issue 23: an order scheduled for a slot, with its day: it may be tomorrow. */
  scheduledFor: 'Scheduled for {time}',
  aboutMinutes: ' (about {minutes} min)',
  // Order Details links a paid order's GST invoice (its words: ./invoiceMessages.ts).
  invoiceLink: 'GST invoice',
  placedAt: 'Placed {time}',
  loadingMap: 'Loading map',
  orderMap: 'Order map',
  markerOutlet: 'Outlet: {outlet}',
  markerDestination: 'Delivery address',
  markerRider: 'Rider',
  payBill: 'Pay bill {amount}',

  // Rating.
  yourRating: 'Your rating',
  // The outbox's toasts name it ('Your rating sent'); in Hindi a masculine noun, as the toast's verb agrees.
  outboxRating: 'Your rating',
  changeUntil: 'You can change it until {time}',
  changeRating: 'Change rating',
  selectRating: 'Please select a rating',
  ratingUpdated: 'Your rating has been updated',
  thanksForRating: 'Thanks for your rating',
  changeYourRating: 'Change your rating',
  rateYourOrder: 'Rate your order',
  rating: 'Rating',
  commentOptional: 'Comment (optional)',
  submitting: 'Submitting…',
  saveRating: 'Save rating',
  submitRating: 'Submit rating',
  keepRating: 'Keep my rating',

  // Tip after the order.
  tipRider: 'Tip your rider',
  tipServer: 'Tip your server',
  tipPaid: 'Thank you! {amount} tip paid',
  youTipped: 'You tipped {amount}. Thank you!',
  tipAmount: 'Tip amount',
  custom: 'Custom',
  tipAmountRupees: 'Tip amount (₹)',
  paying: 'Paying…',
  payTip: 'Pay tip',
});
