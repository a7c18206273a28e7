import { defineMessages } from '../../i18n';

/**
 * Each tab's facts on the outlet cards (issue 35), with the cards in home's chunk: not in src/rules/outletWords.ts, whose
 * words ride in the boot chunk every first view loads.
 */
export const f = defineMessages('cardFacts', {
  deliveryFacts: '{minutes} min · {fee} delivery',
  freeDeliveryAbove: 'Free delivery above {amount}',
  noDelivery: "Doesn't deliver to {place}",
  noDeliveryHere: "Doesn't deliver here",
  readyIn: 'Ready in {minutes} min',
  hasTables: 'Tables to dine in',
});
