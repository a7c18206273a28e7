/**
 * The runtime half of the events contract (issue 11): paths, limits and messages. Kept out of ./endpoints,
 * which every first view loads, so that only the event screens (lazy chunks) and the server carry them.
 */

/** Lists, detail and tickets are public (a shared link opens for anyone); buying and the customer's tickets are signed in. */
export const EVENT_PATHS = {
  upcomingEvents: '/getEventList/upComing',
  pastEvents: '/getEventList/past',
  eventDetail: (eventId: number) => `/getEventDetail/${eventId}`,
  eventTicketList: (eventId: number) => `/getEventTicketList/${eventId}`,
  payForEventReservation: '/payForEventReservation',
  payAtEvent: '/payAtEvent',
  myEventTickets: '/getMyEventTickets',
} as const;

/** Tickets of one kind per booking, kinds per booking, and how long unpaid seats are held. */
export const EVENT_LIMITS = { maxPerKind: 10, maxKinds: 10, holdMinutes: 15 } as const;

/** What the event screens and the server say; SPEC 5 and 8 word for word where the spec gives the words. */
export const EVENT_MESSAGES = {
  noMoreTickets: 'No more tickets are available.',
  cashNotForEvents: 'Cash On Is Not Available For Events; Please Choose Different Payment Method',
  eventNotFound: 'Event not found',
  eventOver: 'This event is over: tickets are no longer sold',
  chooseTickets: 'Please choose at least one ticket',
  ticketNotForEvent: 'This ticket is not sold for this event',
  paid: 'Your tickets are booked',
} as const;
