import { defineMessages } from '../i18n';

export const m = defineMessages('cart', {
  badge: { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  clearCartTitle: 'Clear Cart Confirmation',
  clearCart: 'Clear cart',
  clearCartMessage: 'Your cart has items from {outlet} ({orderType}). Clear it and start a new cart with this item?',
  typeDelivery: 'delivery',
  typeTakeAway: 'takeaway',
  typeDineIn: 'dine-in',
  add: 'Add',
  addTitle: 'Add {title}',
  quantityOf: '{title} quantity',
  removeOne: 'Remove one {title}',
  addOneMore: 'Add one more {title}',
});
