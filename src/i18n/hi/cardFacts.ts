import type { f } from '../../features/restaurants/cardFacts';
import type { Translation } from '../index';

export default {
  deliveryFacts: '{minutes} मिनट · {fee} डिलीवरी',
  freeDeliveryAbove: '{amount} से ऊपर मुफ़्त डिलीवरी',
  noDelivery: '{place} में डिलीवरी नहीं करता',
  noDeliveryHere: 'यहाँ डिलीवरी नहीं करता',
  readyIn: '{minutes} मिनट में तैयार',
  hasTables: 'बैठकर खाने के लिए टेबल',
} satisfies Translation<typeof f>;
