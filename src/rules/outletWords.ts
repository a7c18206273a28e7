import { defineMessages } from '../i18n';

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
  // A weekday the outlet keeps closed: no hours to show, so the day says it.
  closedToday: 'Closed today',
  // The kitchen paused its orders: open, but full for now.
  notTakingOrders: 'Not taking orders',
  openAllDay: 'Open 24 hours',
});
