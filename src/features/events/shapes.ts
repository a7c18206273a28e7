/** Shape checks of the event answers the screens read (src/api/guards.ts explains the rule). */
import type { EventBooking, EventBookingLine, EventDetail, EventReservation, EventSummary, EventTicketKind, EventVenue, PaymentRequest } from '../../api/contract';
import { arrayOf, isBoolean, isNonEmptyString, isNumber, isString, nullable, shape } from '../../api/guards';

const isVenue = shape<EventVenue>({ restaurantId: isNumber, restaurantUuid: isNonEmptyString, title: isString, area: isString });

const summaryFields = {
  eventId: isNumber,
  title: isString,
  imageUrl: isString,
  startsAt: isNumber,
  endsAt: isNumber,
  venue: isVenue,
  lowestPrice: nullable(isNumber),
  seatsLeft: isNumber,
  soldOut: isBoolean,
};

export const isEventList = arrayOf(shape<EventSummary>(summaryFields));
export const isEventDetail = shape<EventDetail>({ ...summaryFields, description: isString, isPast: isBoolean });
export const isTicketKindList = arrayOf(
  shape<EventTicketKind>({ ticketId: isNumber, name: isString, description: isString, admits: isNumber, price: isNumber, seatsLeft: isNumber, soldOut: isBoolean }),
);

const isBooking = shape<EventBooking>({
  bookingRef: isNonEmptyString,
  eventId: isNumber,
  title: isString,
  imageUrl: isString,
  startsAt: isNumber,
  endsAt: isNumber,
  venue: isVenue,
  lines: arrayOf(shape<EventBookingLine>({ name: isString, admits: isNumber, quantity: isNumber, price: isNumber })),
  total: isNumber,
  status: isString,
  paymentMode: isString,
  ticketCode: nullable(isString),
});
export const isBookingList = arrayOf(isBooking);
export const isEventReservation = shape<EventReservation>({
  booking: isBooking,
  paymentRequest: nullable(shape<PaymentRequest>({ paymentTransactionRefId: isNonEmptyString, redirectUrl: isNonEmptyString })),
});
