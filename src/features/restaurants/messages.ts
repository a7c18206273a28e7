import { defineMessages } from '../../i18n';

export const m = defineMessages('restaurants', {
  dineIn: 'Dine In',
  delivery: 'Delivery',
  takeAway: 'TakeAway',
  serves: 'Serves',
  finding: 'Finding outlets near you…',
  offline: 'You are offline. Showing outlets as of {time}.',
  noneServe: 'No outlet near you serves this yet.',
  outlets: 'Outlets',
  openNow: 'Open now',
  closedNow: 'Closed now',
  openAllDay: 'Open 24 hours',
});
