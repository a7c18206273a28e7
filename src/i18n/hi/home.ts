import type { m } from '../../features/home/messages';
import type { Translation } from '../index';

export default {
  home: 'होम',
  offers: 'ऑफ़र',
  carousel: 'स्लाइड शो',
  slide: 'स्लाइड',
  showOffer: 'ऑफ़र {number} दिखाएँ',
  slideLabel: '{title} ({count} में से {number})',
  howToOrder: 'आप कैसे ऑर्डर करना चाहेंगे?',
  delivery: 'डिलीवरी',
  takeAway: 'टेकअवे',
  dineIn: 'डाइन-इन',
  stealDeals: 'स्टील डील्स',
  events: 'इवेंट्स',
  loadingDeals: 'डील्स लोड हो रही हैं…',
  loadingEvents: 'इवेंट लोड हो रहे हैं…',
} satisfies Translation<typeof m>;
