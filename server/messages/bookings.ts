/**
 * The server's words about booking ahead (issue 24): a table at an outlet, and tickets to an event (issue 11).
 * Hindi in server/messages/hi/bookings.ts. The event screens' own words (EVENT_MESSAGES) are the same here.
 */
import { EVENT_MESSAGES } from '../../src/api/eventEndpoints';
import { defineMessages } from '../../src/i18n';

export const bookingWords = defineMessages('serverBookings', {
  // Table bookings.
  noTableBookings: '{outlet} does not take table bookings',
  chooseFutureTime: 'Please choose a date and time in the future',
  daysAhead: 'Tables can be booked up to {days} days ahead',
  bookingHours: '{outlet} takes bookings between {opening} and {closing}',
  /** Issue 36: a weekday the outlet keeps closed. */
  closedThatDay: '{outlet} is closed on {day}s. Please choose another day',
  tableBookedAlready: 'You already have a table booked at {outlet} for {when}',
  tablesPerDay: 'You already have {count} tables booked at {outlet} on {day}. For more, please call the outlet',
  fullyBooked: 'Sorry, {outlet} is fully booked at {when}. Please choose another time',
  seatsLeft: {
    one: 'Only {count} person can still be booked at {outlet} at {when}. Please book for fewer people or choose another time',
    other: 'Only {count} people can still be booked at {outlet} at {when}. Please book for fewer people or choose another time',
  },
  tableBooked: {
    one: 'Your table at {outlet} is booked for {when} for {count} person.',
    other: 'Your table at {outlet} is booked for {when} for {count} people.',
  },
  // Event tickets.
  eventHeldAt: '{event} is held at {venue}',
  eventIsOver: '{event} is over',
  eventOver: EVENT_MESSAGES.eventOver,
  ticketNotForEvent: EVENT_MESSAGES.ticketNotForEvent,
  noMoreTickets: EVENT_MESSAGES.noMoreTickets,
  /** Issue 46: a ticket kind sells only within the sale window head office gave it. */
  ticketSaleNotOpen: '{ticket} tickets are not on sale yet',
  ticketSaleClosed: '{ticket} tickets are no longer on sale',
  cashNotForEvents: EVENT_MESSAGES.cashNotForEvents,
  seatsHeld: 'Seats held: complete the payment',
  ticketsBooked: EVENT_MESSAGES.paid,
});
