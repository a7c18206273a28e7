import { defineMessages } from '../../i18n';

export const m = defineMessages('home', {
  home: 'Home',
  offers: 'Offers',
  carousel: 'carousel',
  slide: 'slide',
  showOffer: 'Show offer {number}',
  slideLabel: '{title} ({number} of {count})',
  howToOrder: 'How would you like to order?',
  delivery: 'Delivery',
  takeAway: 'TakeAway',
  dineIn: 'Dine In',
  stealDeals: 'Steal Deals',
  events: 'Events',
  loadingDeals: 'Loading deals…',
  loadingEvents: 'Loading events…',
});
