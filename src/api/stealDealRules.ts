/**
 * Steal deals (issue 11): the rules and words the server and the deal screens share. A module of its own, not
 * api/endpoints, so that only the lazy deal screens carry it (endpoints is in the home's first load).
 */
/**
 * Steal deals (issue 11): how many of a deal at once, deals per checkout, how long a reservation holds stock, and
 * how many units one request may redeem or gift (a line of 10 passes of 10 cups is 100 units).
 */
export const DEAL_LIMITS = { maxPerLine: 10, maxLines: 20, reserveMinutes: 10, maxUnitsAtOnce: 100 } as const;
/** What an outlet's deal QR code holds: GL-DEAL-<outlet code> (the table codes are GL-<outlet code>-T1). */
export const DEAL_QR_PREFIX = 'GL-DEAL-';
/** Deals are paid online or from the wallet or points: nothing is cooked, so no cash on delivery or at the table. */
export const DEAL_PAYMENT_MODES = ['UPI', 'ONLINE', 'CARD', 'WALLET_APP', 'WALLET', 'LOYALTY_POINTS'] as const;
/** What the deal screens and the server say (the server's words appear where the screen asks). */
export const DEAL_MESSAGES = {
  scanOutletQr: "Please scan the outlet's deal QR code",
  notOutletQr: 'This is not an outlet deal QR code',
  wrongOutlet: 'This deal is redeemed at another outlet: please scan the QR code of the outlet it was bought for',
  notEnoughLeft: 'You do not have that many of this deal left',
  soldOut: 'Sorry! this deal is sold out',
  reservationGone: 'Your reservation has expired: please try again',
  alreadyPaid: 'This deal has already been paid',
  dealExpired: 'This deal has expired',
  enterGiftCode: 'Please enter the gift code',
  giftCodeInvalid: 'This gift code is not valid',
  giftCodeUsed: 'This gift code has already been used',
  ownGiftCode: 'You cannot redeem a gift code you sent',
  rateAfterConsuming: 'You can rate a deal once you have redeemed it',
  dealNotFound: 'Deal not found',
} as const;
