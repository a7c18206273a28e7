/**
 * The server's own words (issue 24), in the app's catalogue: English here, Hindi in server/messages/hi/messages.ts. Each
 * answer is in its reader's language (server/http/say.ts). The spec's sentences (MSG) are the 'spec' area's; the
 * words of orders, paying, offers, tables, bookings and the account are areas of their own, in ./messages/.
 */
import { defineMessages } from '../src/i18n';

export const m = defineMessages('server', {
  // Checkout.
  orderSaved: 'Order saved',
  orderUpdated: 'Order updated',
  instructionSaved: 'Instruction saved',
  chooseDeliveryAddress: 'Please choose a delivery address',
  notAvailableNow: '{dish} is not available right now',
  freeDeliveryAbove: 'Free delivery on orders above {amount}',
  addForFreeDelivery: 'Add {amount} more for free delivery',
  noDeliveryFee: 'No delivery fee on {orderType} orders',
  // Sizes and add-ons (issue 23).
  chooseGroup: 'Please choose {group} for {dish}',
  chooseAtMost: 'Choose at most {max} of {group} for {dish}',
  choicesNotOnMenu: 'Some choices for {dish} are not on the menu',
  // The wallet's history: why each amount came or went.
  welcomeCredit: 'Welcome credit',
  addedThrough: 'Added through {source}',
  addedOnline: 'Added through online payment',
  paidForOrder: 'Paid for order {order}',
  paidForAnOrder: 'Paid for an order',
  tipForOrder: 'Tip for order {order}',
  tip: 'Tip',
  refundForOrder: 'Refund for order {order}',
  refundUnused: 'Refund of a payment that could not be used',
  voucherCode: 'Voucher {code}',
  voucher: 'Voucher',
  scratchCardReward: 'Scratch card reward',
  giftCode: 'Gift code',
  paidForDeal: 'Paid for a Steal Deal',
  paidForTickets: 'Paid for event tickets',
  // Support's corrections of the wallet or points (server/staff/corrections.ts), each with its reason.
  correctionDOUBLE_CHARGE: 'Correction by our support team: you were charged twice',
  correctionMISSED_CREDIT: 'Correction by our support team: money or points that should have reached you',
  correctionWRONG_CREDIT: 'Correction by our support team: money or points given by mistake',
  correctionGOODWILL: 'Correction by our support team: a thank-you from us',
  correction: 'Correction by our support team',
  // Limits: how long to wait, and too many wrong guesses of a code (server/guessLimits.ts).
  waitSeconds: '{count} seconds',
  waitMinutes: '{count} minutes',
  waitHours: '{count} hours',
  tooManyWrongPromoCodes: 'Too many wrong promo codes. Please try again in {wait}',
  tooManyWrongCoupons: 'Too many wrong coupon codes. Please try again in {wait}',
  tooManyWrongGiftCodes: 'Too many wrong gift codes. Please try again in {wait}',
  tooManyMissingPayments: 'Too many payment links that do not exist were opened. Please try again in {wait}',
  // Live streams open at once (server/live/openStreams.ts).
  tooManyStreamsForAccount: 'Your account already has {max} live updates open. Close the app in another tab or on another phone, then try again',
  tooManyStreamsForKey: 'This outlet key already has {max} live streams open. Close one on another screen, then try again',
  tooManyStreamsFromNetwork: 'Too many live updates are open from this network. Please try again in a few minutes',
  tooManyStreamsOnServer: 'The server has too many live updates open right now. Please try again in a few minutes',
});
