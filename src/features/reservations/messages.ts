import { defineMessages } from '../../i18n';

export const m = defineMessages('reservations', {
  bookTable: 'Book A Table',
  booking: 'Booking…',
  /** {event} is the event's name, shown in bold. */
  forEvent: 'For {event}',
  restaurant: 'Restaurant',
  selectRestaurant: 'Select a restaurant',
  name: 'Name',
  mobileNumber: 'Mobile number',
  email: 'Email',
  dateTime: 'Date and time',
  occasion: 'Occasion',
  loadingOccasions: 'Loading occasions…',
  selectOccasion: 'Select an occasion',
  tryAgain: 'Try again',
  people: 'Number of people',
  cookingInstructions: 'Cooking instructions',
  optional: '(optional)',
  ok: 'OK',
});
