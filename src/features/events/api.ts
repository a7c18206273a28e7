/**
 * The event calls. Lists, detail and tickets are public (a shared link works signed out) and may come from the
 * worker's copy when offline: `cachedAt` says so. The customer's tickets come from a per-user worker cache.
 */
import { apiPost, apiRead } from '../../api/client';
import { EVENT_PATHS } from '../../api/eventEndpoints';
import type { EventDetail, EventSummary, EventTicketKind, PayForEventRequest } from '../../api/contract';
import { inLanguage } from '../../api/inLanguage';
import { currentLocale } from '../../i18n';
import { isBookingList, isEventDetail, isEventList, isEventReservation, isTicketKindList } from './shapes';

/** The chain's words of an event in the app's language, named in the address: the worker keeps each language apart. */
const inAppLanguage = (path: string) => inLanguage(path, currentLocale());

export const fetchUpcomingEvents = () => apiRead<EventSummary[]>(inAppLanguage(EVENT_PATHS.upcomingEvents), { guard: isEventList });
export const fetchPastEvents = () => apiRead<EventSummary[]>(inAppLanguage(EVENT_PATHS.pastEvents), { guard: isEventList });
export const fetchEventDetail = (eventId: number) => apiRead<EventDetail>(inAppLanguage(EVENT_PATHS.eventDetail(eventId)), { guard: isEventDetail });
export const fetchEventTickets = (eventId: number) => apiRead<EventTicketKind[]>(inAppLanguage(EVENT_PATHS.eventTicketList(eventId)), { guard: isTicketKindList });
export const fetchMyEventTickets = () => apiRead(EVENT_PATHS.myEventTickets, { guard: isBookingList, auth: true });

/** Moves money: the caller's Idempotency-Key for this attempt makes a retry after a lost answer book once. */
export const payForEventReservation = (body: PayForEventRequest, idempotencyKey: string) =>
  apiPost(EVENT_PATHS.payForEventReservation, body, { auth: true, idempotencyKey, guard: isEventReservation });
