import { defineMessages } from '../../i18n';

export const m = defineMessages('offers', {
  loyaltyPoints: 'Loyalty Points',
  // After the balance, in bold: '1,250 points'.
  points: 'points',
  worth: 'worth {amount}',
  loading: 'Loading…',
  offlineOffers: 'You are offline. Showing your offers and rewards as of {time}.',
  // {earn} and {spend} are the words below, in bold.
  earnRule: '{earn} 1 point for every ₹10 you pay for an order, yours once it reaches you.',
  earn: 'Earn',
  spendRule: '{spend} at checkout with Loyalty Points: 1 point pays ₹1.',
  spend: 'Spend',
  walletBalance: 'Wallet balance {amount}',

  scratchCards: 'Scratch cards',
  scratchLead: 'Every order of ₹299 or more that you pay for earns a scratch card: loyalty points, wallet money or a coupon of your own.',
  cardsWaiting: { one: '{count} card is waiting for you.', other: '{count} cards are waiting for you.' },
  loadingScratchCards: 'Loading your scratch cards…',
  noScratchCards: 'No scratch cards yet. Your next order of ₹299 or more earns one.',
  scratchHere: 'Scratch here',
  revealing: 'Revealing…',
  expired: 'Expired',
  rewardInside: 'A reward inside',
  wonOn: 'Won {date}',
  expiredOn: 'Expired {date}',
  scratchBy: 'Scratch by {date}',
  reveal: 'Reveal',
  youWon: 'You won {reward}',

  coupons: 'Coupons',
  loadingCoupons: 'Loading coupons…',
  noCoupons: 'No coupons right now. New offers appear here first.',
  validTill: 'Valid till {date}',
  useNow: 'Use now',
  useCodeNow: 'Use {code} now',
  // {link} is browseOutlets, as a link.
  noCart: 'Add dishes to your cart first, then use {code} at checkout. {link}',
  browseOutlets: 'Browse outlets',
  copied: 'Copied',
  copyFailed: 'Could not copy. Your code is {code}',
  copyCode: 'Copy code {code}',

  // A coupon's rule in one line: '20% off up to ₹150 · min. bill ₹499 · TakeAway only'.
  percentOff: '{percent}% off',
  percentOffUpTo: '{percent}% off up to {max}',
  amountOff: '{amount} off',
  minBill: 'min. bill {amount}',
  anyBill: 'any bill',
  onlyFor: '{types} only',
  and: ' and ',
  delivery: 'Delivery',
  takeAway: 'TakeAway',
  dineIn: 'Dine In',

  vouchers: 'Vouchers',
  redeemPromo: 'Redeem a promo code',
  loadingVouchers: 'Loading your vouchers…',
  noVouchers: 'No vouchers redeemed yet. Got a promo code from us or a friend? Redeem it on your wallet.',

  rewardDetails: 'Reward Details',
  loadingPoints: 'Loading your points history…',
  noPoints: 'No points yet. Your first paid order earns 1 point for every ₹10.',
  loadMore: 'Load more',
});
