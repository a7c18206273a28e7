import { defineMessages } from '../../i18n';

/** What an order placed in another tab or on the provider's page says: loaded at start, apart from the payment screens' words. */
export const m = defineMessages('placedOrder', {
  orderWasPlaced: 'Your order was placed',
  dishesLeftCart: 'Its dishes are no longer in your cart.',
  trackOrder: 'Track order',
});
