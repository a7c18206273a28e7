import { defineMessages } from '../../i18n';

/** Loyalty points towards the bill (issue 23): loaded with the offer, only for a diner who has points to offer. */
export const m = defineMessages('checkoutPoints', {
  usePoints: { one: 'Use your {count} loyalty point', other: 'Use your {count} loyalty points' },
  pointsWouldPay: 'Pays {amount} of this bill. 1 point = ₹1.',
  pointsPaying: 'Paying {amount} of this bill. Pay the rest as you like.',
});
