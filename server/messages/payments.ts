/**
 * The server's words about paying (issue 24): the methods an order can be paid by, a postpaid bill, tips, loyalty
 * points on the bill, a split with the wallet, and the payment's outcome. Hindi in server/messages/hi/payments.ts.
 */
import { defineMessages } from '../../src/i18n';

export const paymentWords = defineMessages('serverPayments', {
  // Methods that settle at once, each for one order type.
  cashOnDeliveryOnly: 'Cash on Delivery is only for home delivery orders',
  payAtStoreOnly: 'Pay at Store is only for TakeAway orders',
  cashOnly: 'Cash is only for dine-in orders',
  payAtRestaurantOnly: 'Paying at the restaurant is only for dine-in and TakeAway orders',
  // A postpaid bill.
  billAlreadyPaid: 'This bill has already been paid',
  noBillToSettle: 'This order has no bill to settle',
  payAtCounter: 'Please pay at the counter or choose an online payment',
  billPaid: 'Bill paid',
  // Loyalty points and tips.
  notEnoughPoints: 'Not enough loyalty points',
  pointsRemoved: 'Loyalty points removed',
  pointsApplied: '{points} loyalty points applied',
  noPointsToUse: 'You have no loyalty points to use',
  tipOncePlaced: 'A tip can be added once the order is placed',
  tipRemoved: 'Tip removed',
  thanksForTip: 'Thank you for the tip',
  // Online payments.
  enterValidUpi: 'Please enter a valid UPI id',
  upiAppUnavailable: 'This UPI app cannot be opened from here: please choose UPI and pay on the next page',
  orderAlreadyPaid: 'This order has already been paid',
  walletCoversBill: 'The wallet covers this bill: please pay with Wallet',
  walletCoversTickets: 'The wallet covers these tickets: please pay with Wallet',
  providerUnavailable: 'Unable to start the payment right now, please try again',
  paymentNotFound: 'Payment not found',
  paymentSuccessful: 'Payment successful',
  paymentPending: 'Payment is pending',
  // A closure added while the diner paid: {closed} is the closure's own sentence ('Closed for Diwali, back on 3 November').
  closedMoneyInWallet: '{closed}. {amount} is back in your wallet.',
  unusedInWallet: 'The order could not be placed with this payment (it changed while you paid), so {amount} is back in your wallet. Look at it again and pay.',
});
