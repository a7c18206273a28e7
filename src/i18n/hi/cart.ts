import type { m } from '../../rules/cartWords';
import type { Translation } from '../index';

export default {
  badge: { one: 'कार्ट, {count} आइटम', other: 'कार्ट, {count} आइटम' },
  clearCartTitle: 'कार्ट खाली करें?',
  clearCart: 'कार्ट खाली करें',
  clearCartMessage: 'आपके कार्ट में {outlet} ({orderType}) के आइटम हैं। कार्ट खाली करके इस आइटम से नया कार्ट शुरू करें?',
  typeDelivery: 'डिलीवरी',
  typeTakeAway: 'टेकअवे',
  typeDineIn: 'डाइन-इन',
  add: 'जोड़ें',
  addTitle: '{title} जोड़ें',
  quantityOf: '{title} की मात्रा',
  removeOne: 'एक {title} कम करें',
  addOneMore: 'एक और {title} जोड़ें',
} satisfies Translation<typeof m>;
