/**
 * Events (SPEC 7 getEventList/upComing and /past, getEventDetail, getEventTicketList, payForEventReservation,
 * payAtEvent; issue 11 getMyEventTickets). The lists, the detail and the tickets are public and the same for
 * everyone (a shared link opens for anyone, and the worker keeps them for offline use), so they answer with an
 * ETag; buying and the customer's own tickets are signed in and never cached by HTTP.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { EVENT_PATHS, langQuery, payAtEventRequest, payForEventRequest, type EventBooking, type EventReservation } from '../../src/api/contract';
import { myPaidBookings, eventDetail, listEvents, ticketKinds } from '../events/store';
import { reserveEventTickets } from '../events/book';
import { releaseExpiredHolds } from '../events/seats';
import { currentUser } from '../http/auth';
import { okRevalidated } from '../http/conditional';
import { ApiError, ok } from '../http/envelope';
import { bookingWords } from '../messages/bookings';
import type { AppEnv, Deps } from '../http/types';
import { parseWith, readJsonBody } from '../http/validate';
import { presentOnly } from '../http/query';

const eventIdParam = (value: string | undefined): number =>
  parseWith(z.string().regex(/^[1-9]\d{0,8}$/, 'eventId must be a positive whole number').transform(Number), value);

/** The reader's language, named in the address (?lang=hi) so the worker's and the server's copies keep each apart. */
const langOf = (c: Context<AppEnv>) => parseWith(langQuery, presentOnly(c.req.query())).lang ?? 'en';

export function eventRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  // Seats held for payments never finished go back on sale before anyone is told what is left.
  routes.get(EVENT_PATHS.upcomingEvents, async (c) => {
    const now = deps.now();
    await releaseExpiredHolds(db, now);
    return okRevalidated(c, await listEvents(db, 'upcoming', now, langOf(c)));
  });

  routes.get(EVENT_PATHS.pastEvents, async (c) => okRevalidated(c, await listEvents(db, 'past', deps.now(), langOf(c))));

  routes.get('/getEventDetail/:eventId', async (c) => {
    const eventId = eventIdParam(c.req.param('eventId'));
    const now = deps.now();
    await releaseExpiredHolds(db, now, [eventId]);
    return okRevalidated(c, await eventDetail(db, eventId, now, langOf(c)));
  });

  routes.get('/getEventTicketList/:eventId', async (c) => {
    const eventId = eventIdParam(c.req.param('eventId'));
    await releaseExpiredHolds(db, deps.now(), [eventId]);
    return okRevalidated(c, await ticketKinds(db, eventId, langOf(c)));
  });

  routes.post(EVENT_PATHS.payForEventReservation, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, payForEventRequest);
    const reservation = await reserveEventTickets(deps, user, request);
    return ok<EventReservation>(c, reservation, { ref: reservation.paymentRequest ? bookingWords.seatsHeld : bookingWords.ticketsBooked });
  });

  // Paying at the door means cash, which events do not take (SPEC 5): nothing is reserved, whatever is asked.
  routes.post(EVENT_PATHS.payAtEvent, async (c) => {
    currentUser(c);
    await readJsonBody(c, payAtEventRequest);
    throw new ApiError(422, { ref: bookingWords.cashNotForEvents });
  });

  routes.get(EVENT_PATHS.myEventTickets, async (c) => {
    const user = currentUser(c);
    return ok<EventBooking[]>(c, await myPaidBookings(db, user.id, deps.now()));
  });

  return routes;
}
