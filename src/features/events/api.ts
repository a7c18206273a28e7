/**
 * The event calls. Lists, detail and tickets are public (a shared link works signed out) and may come from the
 * worker's copy when offline: `cachedAt` says so. The customer's tickets come from a per-user worker cache.
 */
import { apiPost, request } from '../../api/client';
import { EVENT_PATHS } from '../../api/eventEndpoints';
import type { EventDetail, EventSummary, EventTicketKind, PayForEventRequest } from '../../api/contract';
import { isBookingList, isEventDetail, isEventList, isEventReservation, isTicketKindList } from './shapes';

/** An answer and, when the worker answered from its copy because the network did not, when that copy was fetched. */
export interface Fetched<T> {
  value: T;
  cachedAt: number | null;
}

async function fetched<T>(path: string, guard: (value: unknown) => value is T, auth = false): Promise<Fetched<T>> {
  const { data, cachedAt } = await request<T>('GET', path, undefined, { guard, auth });
  return { value: data, cachedAt };
}

export const fetchUpcomingEvents = () => fetched<EventSummary[]>(EVENT_PATHS.upcomingEvents, isEventList);
export const fetchPastEvents = () => fetched<EventSummary[]>(EVENT_PATHS.pastEvents, isEventList);
export const fetchEventDetail = (eventId: number) => fetched<EventDetail>(EVENT_PATHS.eventDetail(eventId), isEventDetail);
export const fetchEventTickets = (eventId: number) => fetched<EventTicketKind[]>(EVENT_PATHS.eventTicketList(eventId), isTicketKindList);
export const fetchMyEventTickets = () => fetched(EVENT_PATHS.myEventTickets, isBookingList, true);

/** Moves money: the caller's Idempotency-Key for this attempt makes a retry after a lost answer book once. */
export const payForEventReservation = (body: PayForEventRequest, idempotencyKey: string) =>
  apiPost(EVENT_PATHS.payForEventReservation, body, { auth: true, idempotencyKey, guard: isEventReservation });
