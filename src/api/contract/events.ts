/** Events and their tickets (issue 11). */
import { z } from 'zod';
import { UPI_PATTERN } from '../../lib/validation';
import { PAYMENT_MODES } from '../endpoints';
import { EVENT_LIMITS, EVENT_MESSAGES } from '../eventEndpoints';
import { id, rupees } from './fields';
import type { PaymentMode } from './orders';
import type { PaymentRequest } from './payments';
import type { InEnglish } from './translations';

/** Where an event is held: one of the chain's outlets. */
export interface EventVenue {
  restaurantId: number;
  restaurantUuid: string;
  title: string;
  area: string;
  address: string;
}

/**
 * An event as the Upcoming and Past lists show it (getEventList/upComing, /past). The chain's words come in the
 * language asked (?lang=hi), each in English where the chain has not written it yet, named in inEnglish.
 */
export interface EventSummary extends InEnglish<'title' | 'description'> {
  eventId: number;
  title: string;
  imageUrl: string;
  /** epoch ms; shown in Asia/Kolkata */
  startsAt: number;
  endsAt: number;
  venue: EventVenue;
  /** The cheapest ticket still on sale (the cheapest of all once sold out), rupees; null when the event sells none. */
  lowestPrice: number | null;
  /** Tickets left over every kind (the list says 'Only 2 left' when few are). */
  seatsLeft: number;
  /** No ticket of any kind is left. */
  soldOut: boolean;
}

/** getEventDetail/{eventId}. */
export interface EventDetail extends EventSummary {
  description: string;
  /** The event has ended: it is listed under Past and sells nothing. */
  isPast: boolean;
}

/** getEventTicketList/{eventId}: one kind of ticket, in the language asked as an event is. */
export interface EventTicketKind extends InEnglish<'name' | 'description'> {
  ticketId: number;
  name: string;
  description: string;
  /** People one ticket lets in. */
  admits: number;
  /** rupees */
  price: number;
  seatsLeft: number;
  /** SPEC 4 status label SOLD: none left. */
  soldOut: boolean;
}

const eventTicketsField = z
  .array(
    z
      .object({
        ticketId: id('ticketId'),
        quantity: z
          .number({ error: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .min(1, 'quantity must be at least 1')
          .max(EVENT_LIMITS.maxPerKind, `At most ${EVENT_LIMITS.maxPerKind} tickets of a kind per booking`),
      })
      .strict(),
    { error: 'tickets must be a list' },
  )
  .min(1, EVENT_MESSAGES.chooseTickets)
  .max(EVENT_LIMITS.maxKinds)
  .refine((tickets) => new Set(tickets.map((t) => t.ticketId)).size === tickets.length, 'Each ticket may be listed once');

/**
 * POST payForEventReservation. Any payment mode is accepted by the schema so that a cash one is answered with
 * SPEC 5's own words rather than a schema error; Wallet and Loyalty Points settle at once, provider modes hold
 * the seats until the provider decides.
 */
export const payForEventRequest = z
  .object({
    eventId: id('eventId'),
    tickets: eventTicketsField,
    paymentMode: z.enum(PAYMENT_MODES, { error: 'paymentMode is not valid' }),
    /** Required for UPI (SPEC 5 rule). */
    upiId: z.string().regex(UPI_PATTERN, 'Please enter a valid UPI id').optional(),
    /** Split payment with a provider mode: rupees the wallet pays; the provider takes the rest. */
    payableUsingWallet: rupees('payableUsingWallet', 1_000_000).optional(),
  })
  .strict();
export type PayForEventRequest = z.infer<typeof payForEventRequest>;

/** POST payAtEvent: paying at the door is cash, which events do not take (SPEC 5); the body is still checked. */
export const payAtEventRequest = z.object({ eventId: id('eventId'), tickets: eventTicketsField }).strict();

export interface EventBookingLine {
  ticketId: number;
  name: string;
  admits: number;
  quantity: number;
  /** rupees, per ticket, as booked */
  price: number;
  lineTotal: number;
}

export type EventBookingStatus = 'HELD' | 'PAID' | 'CANCELLED' | 'EXPIRED';

/** A customer's tickets for one event (payForEventReservation, getMyEventTickets). */
export interface EventBooking {
  bookingRef: string;
  eventId: number;
  title: string;
  imageUrl: string;
  startsAt: number;
  endsAt: number;
  venue: EventVenue;
  lines: EventBookingLine[];
  /** rupees */
  total: number;
  status: EventBookingStatus;
  paymentMode: PaymentMode;
  /** What the QR code at the door carries; null until paid. */
  ticketCode: string | null;
  paidAt: number | null;
}

/** responsePacket of payForEventReservation: paid at once (paymentRequest null), or held for the provider page. */
export interface EventReservation {
  booking: EventBooking;
  paymentRequest: PaymentRequest | null;
}
