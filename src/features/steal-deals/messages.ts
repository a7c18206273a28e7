import { DEAL_MESSAGES } from '../../api/stealDealRules';
import { defineMessages } from '../../i18n';

export const m = defineMessages('stealDeals', {
  // The deals tab
  stealDeals: 'Steal Deals',
  intro: 'Buy ahead at a steal, then redeem at the outlet by scanning its deal QR code.',
  categories: 'Deal categories',
  all: 'All',
  loadingDeals: 'Loading deals…',
  noDealsInCategory: 'No deals in this category right now. Look again soon.',
  cardDetails: '{title}, details',
  usually: 'usually ',
  percentOff: '{percent}% off',
  soldOut: 'SOLD OUT',
  left: '{count} left',
  dealCount: { one: '{count} deal', other: '{count} deals' },
  viewDealCart: 'View deal cart',

  // The detail sheet
  deal: 'Deal',
  loadingDeal: 'Loading the deal…',
  redeemAt: 'Redeem at {outlet}',
  validUntil: 'Valid until {date}',
  upToAtATime: 'Up to {count} at a time.',

  // The deal cart and its checkout
  loadingCart: 'Loading your deal cart…',
  cartEmpty: 'Your deal cart is empty.',
  browseDeals: 'Browse Steal Deals',
  remove: 'Remove',
  removeItem: 'Remove {title}',
  workingOutBill: 'Working out the bill…',
  dealsTotal: 'Deals total',
  taxesAndCharges: 'Taxes & Charges',
  grandTotal: 'Grand Total',
  purchased: 'Deal purchased',
  loadingPaymentMethods: 'Loading payment methods…',
  payForDeals: 'Pay for deals',
  paying: 'Paying…',
  pay: 'Pay',
  payAmount: 'Pay {amount}',

  // My Deals
  loadingMyDeals: 'Loading your deals…',
  offlineMyDeals: 'You are offline. Showing your deals as of {time}.',
  noDealsYet: 'You have no deals yet. Buy one from Steal Deals, or apply a gift code below.',
  enjoyRedeemed: 'Enjoy! {quantity} redeemed, {left} left',
  expired: 'Expired',
  allUsed: 'All used',
  leftOf: '{left} of {quantity} left',
  receivedAsGift: 'Received as a gift',
  paidAmount: 'Paid {amount}',
  units: { one: '{count} unit', other: '{count} units' },
  redeemedCount: '{count} redeemed',
  giftedCount: '{count} gifted',
  validUntilLower: 'valid until {date}',
  redeemAtOutlet: 'Redeem at outlet',
  giftToSomeone: 'Gift to someone',

  // Redeeming at the outlet
  notOutletQr: "This is not an outlet deal QR code. Scan the deal QR code at the outlet's counter.",
  redeemTitle: 'Redeem {title}',
  howManyNow: 'How many now? ({left} left)',
  cameraPreview: 'Camera preview',
  pointCamera: 'Point the camera at the outlet’s deal QR code, {area}.',
  redeeming: 'Redeeming…',
  typeCode: 'Or type the code printed under the QR code',
  dealQrPlaceholder: 'GL-DEAL-MOH8',
  redeemCount: 'Redeem {count}',

  // Rating
  thanksForRating: 'Thank you for rating',
  yourRating: 'Your rating',
  howWasIt: 'How was it?',
  rateTitle: 'Rate {title}',

  // Gifting
  giveSome: 'Give some of your {title} to a friend. They apply the code in their Gold Leaf app and redeem it at {area}.',
  howManyToGive: 'How many to give? ({left} left)',
  creatingGiftCode: 'Creating gift code…',
  createGiftCode: 'Create gift code',
  // Gifts are counted in units: one coffee of a pass of five is one unit.
  yourGiftCode: {
    one: 'Your gift code for one unit of {title}. It works once, for the first person who applies it.',
    other: 'Your gift code for {count} units of {title}. It works once, for the first person who applies it.',
  },
  shareGiftCode: 'Share gift code',
  copied: 'Copied',
  cantBeShared: "Gift code can't be shared. Please note it down and send it yourself.",
  shareTitle: 'A Gold Leaf deal for you',
  shareText: 'A Gold Leaf steal deal for you: {title}. Open the Gold Leaf app, go to My Deals and apply gift code {code}.',

  // Gift codes
  giftCodes: 'Deal gift codes',
  receivedGiftCode: 'Received a gift code?',
  giftCodePlaceholder: 'GIFT-XXXX-XXXX-XXXX',
  apply: 'Apply',
  enterGiftCode: DEAL_MESSAGES.enterGiftCode,
  giftAdded: { one: 'One unit of {title} added to your deals', other: '{count} units of {title} added to your deals' },
  unitsOf: { one: '1 unit of {title}', other: '{count} units of {title}' },
  giftInYourDeals: 'The gift is in your deals',
  codesYouSent: 'Codes you sent',
  redeemed: 'Redeemed',
  notUsedYet: 'Not used yet',
});
