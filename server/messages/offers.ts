/**
 * The server's words about offers (issue 24): coupons, promo codes, scratch cards, the loyalty points history and
 * steal deals. Hindi in server/messages/hi/offers.ts. The deal screens' own words (DEAL_MESSAGES) are the same here.
 */
import { DEAL_MESSAGES } from '../../src/api/stealDealRules';
import { defineMessages } from '../../src/i18n';

export const offerWords = defineMessages('serverOffers', {
  // Why a coupon cannot be used (SPEC 8: say why).
  couponNotValid: 'Coupon {code} is not valid',
  couponExpired: 'Coupon {code} has expired',
  couponNotActiveYet: 'Coupon {code} is not active yet',
  couponOnlyFor: '{code} is only for {orderTypes} orders',
  /** The last two of a list: 'HomeDelivery, TakeAway and DineIn'. */
  listAnd: '{first} and {last}',
  addForCoupon: 'Add items worth {amount} more to use {code}',
  couponUsed: { one: 'You have already used coupon {code}', other: 'You have already used coupon {code} {count} times' },
  couponFullyRedeemed: 'Coupon {code} has been fully redeemed',
  couponAlreadyApplied: 'Coupon {code} is already applied',
  bestOfferDeclined: 'You took the coupon off this order: choose one to apply it',
  /** A coupon a changed draft no longer qualifies for, with the coupon's own reason. */
  couponDropped: 'Coupon {code} was removed. {reason}.',
  couponApplied: 'Coupon {code} applied',
  bestOfferApplied: 'Best offer applied: {code} saves {amount}',
  noCouponSaves: 'No coupon saves anything on this order yet',
  couponRemoved: 'Coupon removed',
  // Promo codes (vouchers).
  voucherInvalid: 'Invalid promo code',
  voucherNotYetValid: 'This promo code is not active yet',
  voucherExpired: 'This promo code has expired',
  voucherAlreadyUsed: 'You have already used this promo code',
  voucherFullyRedeemed: 'This promo code has been fully redeemed',
  // Scratch cards.
  scratchCardNotFound: 'Scratch card not found',
  scratchCardExpired: 'This scratch card has expired',
  youWon: 'You won {reward}',
  aReward: 'a reward',
  // The loyalty points history: why each entry came or went.
  pointsOpeningBalance: 'Points earned before this history began',
  earnedOnOrder: 'Earned on order {order}',
  earnedOnAnOrder: 'Earned on an order',
  pointsForDeal: 'Paid for a steal deal',
  pointsRefund: 'Refund',
  promoCodeRedeemed: 'Promo code redeemed',
  takenBackOrder: 'Taken back: order {order} was cancelled',
  takenBackAnOrder: 'Taken back: an order was cancelled',
  // Steal deals (issue 11).
  dealNotFound: DEAL_MESSAGES.dealNotFound,
  dealExpired: DEAL_MESSAGES.dealExpired,
  dealExpiredNamed: `${DEAL_MESSAGES.dealExpired}: {title}`,
  dealSoldOut: `${DEAL_MESSAGES.soldOut}: {title}`,
  dealAtMost: 'At most {max} of {title} at a time',
  dealOnlyLeft: 'Only {left} left of {title}',
  dealReservationNotFound: 'Reservation not found',
  dealAlreadyPaid: DEAL_MESSAGES.alreadyPaid,
  notOutletQr: DEAL_MESSAGES.notOutletQr,
  wrongOutlet: DEAL_MESSAGES.wrongOutlet,
  notEnoughLeft: DEAL_MESSAGES.notEnoughLeft,
  giftCodeInvalid: DEAL_MESSAGES.giftCodeInvalid,
  giftCodeUsed: DEAL_MESSAGES.giftCodeUsed,
  ownGiftCode: DEAL_MESSAGES.ownGiftCode,
  rateAfterConsuming: DEAL_MESSAGES.rateAfterConsuming,
  dealsReserved: 'Deals reserved',
  dealPurchased: 'Deal purchased',
  continueToPayment: 'Continue to payment',
  dealRedeemed: 'Enjoy! {quantity} redeemed, {left} left',
  giftCodeReady: 'Gift code ready to share',
  giftInYourDeals: 'The gift is in your deals',
  thanksForRatingDeal: 'Thank you for rating',
});
