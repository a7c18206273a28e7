import { EVENT_MESSAGES } from '../../api/eventEndpoints';
import { defineMessages } from '../../i18n';

export const m = defineMessages('events', {
  // The Events tab and its cards (SPEC 4 status labels: Upcoming, Past)
  upcoming: 'Upcoming',
  past: 'Past',
  /** On an event that is over (the tab's word in English, not always in Hindi). */
  pastBadge: 'Past',
  upcomingEvents: 'Upcoming events',
  pastEvents: 'Past events',
  whichEvents: 'Which events',
  noUpcoming: 'No events are planned right now: new ones are announced here first.',
  noPast: 'No past events yet.',
  sold: 'SOLD',
  fromPrice: 'From {price}',
  onlyLeft: 'Only {count} left',
  left: '{count} left',

  // Offline copies
  savedEvents: 'You are offline. Showing events as of {time}.',
  savedTickets: 'You are offline. Showing your tickets as of {time}.',
  savedEvent: 'You are offline. Showing this event as of {time}.',

  // The customer's tickets
  myTickets: 'My Tickets',
  yourTickets: 'Your tickets',
  pastTickets: 'Past tickets ({count})',
  myEventTickets: 'My event tickets',
  entryQr: 'Entry QR code for {title}, ticket {code}',
  showAtDoor: 'Show this at the door',
  ticketMeta: { one: 'Admits {count} · {total} paid by {mode}', other: 'Admits {count} · {total} paid by {mode}' },
  booking: 'Booking {ref}',
  modeWallet: 'Wallet',
  modeLoyaltyPoints: 'Loyalty Points',
  modeUpi: 'UPI',
  modeOnline: 'Online payment',
  modeCard: 'Card',
  modeWalletApp: 'Wallet app',

  // The detail
  loadingEvent: 'Loading the event…',
  seeUpcoming: 'See upcoming events',
  share: 'Share',
  shareEvent: 'Share {title}',
  bookTable: 'Book A Table',
  eventOver: 'This event is over: tickets are no longer sold.',
  loadingTickets: 'Loading tickets…',
  tickets: 'Tickets',
  entryFree: 'Entry is free: book a table to be sure of a seat.',
  loginToBuy: 'Login to buy tickets · {amount}',
  ticketKind: '{name} ticket',
  maxPerKind: 'At most {max} tickets of a kind per booking',
  noMoreTickets: EVENT_MESSAGES.noMoreTickets,
  paid: EVENT_MESSAGES.paid,

  // Paying
  loadingPaymentMethods: 'Loading payment methods…',
  yourOrder: 'Your order',
  total: 'Total',
  paying: 'Paying…',
  payAmount: 'Pay {amount}',
  cashOnDelivery: 'Cash on Delivery',
  notForEvents: 'Not available for events',
  cashNotForEvents: EVENT_MESSAGES.cashNotForEvents,
});
