import { defineMessages } from '../../i18n';

export const m = defineMessages('wallet', {
  walletBalance: 'Wallet balance',
  loyaltyPoints: { one: '{count} loyalty point', other: '{count} loyalty points' },
  // Points earned on an order reach the balance when its food reaches the diner (delivered, collected or served).
  pointsOnTheWay: { one: '{count} point arrives once order {order} reaches you', other: '{count} points arrive once order {order} reaches you' },

  addMoneyTitle: 'Add money',
  amountLabel: 'Amount to add in rupees',
  amountPlaceholder: 'Enter amount',
  quickAdd: 'Quick add',
  topUpHint: 'Up to {max} at a time, by UPI, card, net banking or a wallet app.',
  addMoney: 'Add Money',

  promoTitle: 'Have a promo code?',
  promoLabel: 'Promo or voucher code',
  promoPlaceholder: 'Enter code',
  redeem: 'Redeem',
  redeeming: 'Redeeming…',
  promoCode: 'Promo code',
  voucherLine: '{title} · code {code}',
  ok: 'OK',

  history: 'History',
  loadingHistory: 'Loading your wallet history…',
  offlineWallet: 'You are offline. Showing your wallet as of {time}.',
  /** Beside an amount read from a saved copy: money that may have moved since (issue 35). */
  amountAsOf: 'as of {time}',
  noHistory: 'No wallet transactions yet.',
  loading: 'Loading…',
  loadMore: 'Load more',
  viewOrder: 'View order',
  // Read before the amount by screen readers only, so the sign is not all they hear.
  credit: 'Credit',
  debit: 'Debit',
});
