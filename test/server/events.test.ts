/**
 * Events over HTTP on a real database (PGlite, and PostgreSQL under scripts/with-postgres.sh): the public
 * lists, detail and tickets; buying with the wallet, points and the provider page; the SPEC's refusals; and
 * seats under concurrency (50 buyers for 10 seats sell exactly 10).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  EventBooking,
  EventDetail,
  EventReservation,
  EventSummary,
  EventTicketKind,
  PaymentResult,
  Reservation,
  WalletBalance,
} from '../../src/api/contract';
import { eventBookings, eventTicketKinds, events, pointTransactions, restaurants, users, walletTransactions } from '../../server/db/schema';
import { findLedgerMismatches } from '../../server/ledgerCheck';
import { earnPoints } from '../../server/wallet';
import { backendName } from '../support/database';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { newCustomer, type Customer } from '../support/ordering';
import { get, post } from './http';

const NO_MORE_TICKETS = 'No more tickets are available.';
const NO_CASH = 'Cash On Is Not Available For Events; Please Choose Different Payment Method';
const LOW_BALANCE = 'Low Balance: Your wallet balance is low. Please add money in your wallet.';

const SUFI = 'Sufi Night with Rooh-e-Punjab';
const BHANGRA = 'Bhangra & Boliyan Night with Dhol Live';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const upcoming = async (on = server) => (await get<EventSummary[]>(on, '/getEventList/upComing')).body.responsePacket;
const past = async (on = server) => (await get<EventSummary[]>(on, '/getEventList/past')).body.responsePacket;
const tickets = async (eventId: number, on = server) => (await get<EventTicketKind[]>(on, `/getEventTicketList/${eventId}`)).body.responsePacket;
const wallet = async (customer: Customer, on = server) =>
  (await get<WalletBalance>(on, '/getRewardPointAndWalletBalance', customer.auth)).body.responsePacket;
const buy = (customer: Customer, body: Record<string, unknown>, headers: Record<string, string> = {}, on = server) =>
  post<EventReservation>(on, '/payForEventReservation', body, { ...customer.auth, ...headers });
const decide = (txnId: string, decision: 'approve' | 'decline', on = server) =>
  fetch(`${on.url}/pay/${txnId}/${decision}`, { method: 'POST', redirect: 'manual' });
const update = (customer: Customer, txnId: string, on = server) => post<PaymentResult>(on, `/updatePaymentRequest/${txnId}`, {}, customer.auth);
const myTickets = async (customer: Customer, on = server) => (await get<EventBooking[]>(on, '/getMyEventTickets', customer.auth)).body.responsePacket;

async function eventNamed(title: string, on = server): Promise<EventSummary> {
  const found = (await upcoming(on)).find((e) => e.title === title);
  if (!found) throw new Error(`No upcoming event ${title}`);
  return found;
}
async function kind(eventId: number, name: string, on = server): Promise<EventTicketKind> {
  const found = (await tickets(eventId, on)).find((k) => k.name === name);
  if (!found) throw new Error(`No ${name} tickets for event ${eventId}`);
  return found;
}

/** An event of its own for a test that sells it out: one ticket kind with `seats` seats at `price` rupees. */
async function eventWithSeats(seats: number, price: number, on = server): Promise<{ eventId: number; ticketId: number }> {
  const [outlet] = await on.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.code, 'MOH8'));
  if (!outlet) throw new Error('no Mohali outlet');
  const startsAt = Date.now() + 7 * 24 * 60 * 60_000;
  const [event] = await on.db
    .insert(events)
    .values({
      title: `Test night ${seats}x${price}`,
      description: 'A test event',
      imageUrl: '/media/event-sufi-night.svg',
      restaurantId: outlet.id,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + 3 * 60 * 60_000),
    })
    .returning();
  if (!event) throw new Error('no event');
  const [ticket] = await on.db
    .insert(eventTicketKinds)
    .values({ eventId: event.id, name: 'Stag', pricePaise: price * 100, seatsTotal: seats, seatsLeft: seats })
    .returning();
  if (!ticket) throw new Error('no ticket kind');
  return { eventId: event.id, ticketId: ticket.id };
}

async function userIdOf(customer: Customer, on = server): Promise<number> {
  const [user] = await on.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  if (!user) throw new Error('no user');
  return user.id;
}

describe(`event lists, detail and tickets (${backendName()})`, () => {
  it('lists upcoming events soonest first and past ones newest first, public, with venue, image and lowest price', async () => {
    const coming = await upcoming();
    expect(coming.map((e) => e.title)).toEqual(
      expect.arrayContaining([SUFI, BHANGRA, 'Bollywood Retro Night: 70s to 90s', 'Live IPL Screening: Punjab Kings Match Night', "New Year's Eve Gala"]),
    );
    const starts = coming.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(coming.every((e) => e.endsAt > Date.now())).toBe(true);
    const sufi = coming.find((e) => e.title === SUFI);
    expect(sufi).toMatchObject({ lowestPrice: 999, soldOut: false, imageUrl: '/media/event-sufi-night.svg' });
    expect(sufi?.venue).toMatchObject({ area: 'Mohali Phase 8', title: 'Gold Leaf — Mohali Phase 8' });
    // Seeded for 8 pm in Kolkata, whatever the server's zone.
    const kolkata = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' });
    expect(kolkata.format(sufi?.startsAt)).toBe('20:00');

    const gone = await past();
    expect(gone.map((e) => e.title)).toEqual(['Karaoke Night: Punjabi Hits Special', 'Diwali Dhamaka Dinner', 'Navratri Dandiya Raas']);
    expect(gone.every((e) => e.endsAt <= Date.now())).toBe(true);
    expect(gone.find((e) => e.title === 'Diwali Dhamaka Dinner')?.soldOut).toBe(true);
  });

  it('answers the lists with an ETag and 304 when the client holds them', async () => {
    const first = await fetch(`${server.url}/v1/api/getEventList/upComing`);
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const again = await fetch(`${server.url}/v1/api/getEventList/upComing`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('gives an event’s detail and its tickets to anyone, SOLD kinds included', async () => {
    const bhangra = await eventNamed(BHANGRA);
    const detail = await get<EventDetail>(server, `/getEventDetail/${bhangra.eventId}`);
    expect(detail.status).toBe(200);
    // Its Stag tickets are sold out: the price it starts from is the cheapest still on sale.
    expect(detail.body.responsePacket).toMatchObject({ eventId: bhangra.eventId, title: BHANGRA, isPast: false, soldOut: false, seatsLeft: 2, lowestPrice: 1199 });
    expect(detail.body.responsePacket.description).toContain('dhol');
    const kinds = await tickets(bhangra.eventId);
    expect(kinds.map((k) => [k.name, k.price, k.seatsLeft, k.soldOut, k.admits])).toEqual([
      ['Stag', 699, 0, true, 1],
      ['Couple', 1199, 2, false, 2],
    ]);
    const pastEvent = (await past())[0];
    expect((await get<EventDetail>(server, `/getEventDetail/${pastEvent?.eventId}`)).body.responsePacket.isPast).toBe(true);
  });

  it('answers an unknown event with 404 and a malformed id with 400', async () => {
    for (const path of ['/getEventDetail/999999', '/getEventTicketList/999999']) {
      const answer = await get(server, path);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Event not found');
    }
    for (const path of ['/getEventDetail/abc', '/getEventTicketList/0', '/getEventDetail/1e3']) {
      const answer = await get(server, path);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('eventId must be a positive whole number');
    }
  });
});

describe(`buying tickets (${backendName()})`, () => {
  it('pays two tickets from the wallet at once: a paid booking with a ticket code, in the ledger once, seats taken', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const { eventId, ticketId } = await eventWithSeats(20, 150);
    const answer = await buy(customer, { eventId, tickets: [{ ticketId, quantity: 2 }], paymentMode: 'WALLET' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your tickets are booked');
    const { booking, paymentRequest } = answer.body.responsePacket;
    expect(paymentRequest).toBeNull();
    expect(booking).toMatchObject({ eventId, status: 'PAID', total: 300, paymentMode: 'WALLET' });
    expect(booking.lines).toEqual([{ ticketId, name: 'Stag', admits: 1, quantity: 2, price: 150, lineTotal: 300 }]);
    expect(booking.ticketCode).toMatch(/^GLT-[0-9A-Z]{16}$/);
    expect((await wallet(customer)).walletBalance).toBe(200);
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(18);
    const rows = await server.db.select().from(walletTransactions).where(eq(walletTransactions.userId, await userIdOf(customer)));
    expect(rows.filter((r) => r.kind === 'EVENT_PAYMENT').map((r) => [r.amountPaise, r.reference])).toEqual([[-30000, booking.bookingRef]]);
    expect((await myTickets(customer)).map((b) => b.bookingRef)).toEqual([booking.bookingRef]);
  });

  it('books once for a repeated Idempotency-Key, even sent twice at once', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const { eventId, ticketId } = await eventWithSeats(10, 100);
    const body = { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'WALLET' };
    const key = { 'Idempotency-Key': `event-${eventId}` };
    const [first, second] = await Promise.all([buy(customer, body, key), buy(customer, body, key)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await myTickets(customer)).toHaveLength(1);
    expect((await wallet(customer)).walletBalance).toBe(400);
  });

  it('pays with loyalty points, a whole point per rupee', async () => {
    const customer = await newCustomer(server);
    const userId = await userIdOf(customer);
    await server.db.transaction((tx) => earnPoints(tx, { userId, points: 1000, kind: 'ORDER_EARNED', reference: `test-${userId}`, now: Date.now() }));
    const sufi = await eventNamed(SUFI);
    const stag = await kind(sufi.eventId, 'Stag');
    const answer = await buy(customer, { eventId: sufi.eventId, tickets: [{ ticketId: stag.ticketId, quantity: 1 }], paymentMode: 'LOYALTY_POINTS' });
    expect(answer.body.responsePacket.booking).toMatchObject({ status: 'PAID', total: 999, paymentMode: 'LOYALTY_POINTS' });
    expect(await wallet(customer)).toEqual({ walletBalance: 500, rewardPoints: 1 });
    const rows = await server.db.select().from(pointTransactions).where(eq(pointTransactions.userId, userId));
    expect(rows.filter((r) => r.kind === 'EVENT_PAYMENT').map((r) => r.points)).toEqual([-999]);
    const notEnough = await buy(customer, { eventId: sufi.eventId, tickets: [{ ticketId: stag.ticketId, quantity: 1 }], paymentMode: 'LOYALTY_POINTS' });
    expect(notEnough.status).toBe(422);
    expect(notEnough.body.message).toBe('Not enough loyalty points');
  });

  it('refuses cash on delivery and every other cash mode with the SPEC message, and payAtEvent too, holding no seat', async () => {
    const customer = await newCustomer(server);
    const { eventId, ticketId } = await eventWithSeats(5, 100);
    for (const paymentMode of ['CASH_ON_DELIVERY', 'CASH', 'PAY_AT_STORE']) {
      const answer = await buy(customer, { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(NO_CASH);
    }
    const atDoor = await post(server, '/payAtEvent', { eventId, tickets: [{ ticketId, quantity: 1 }] }, customer.auth);
    expect(atDoor.status).toBe(422);
    expect(atDoor.body.message).toBe(NO_CASH);
    const badDoor = await post(server, '/payAtEvent', { eventId, tickets: [] }, customer.auth);
    expect(badDoor.status).toBe(400);
    expect(badDoor.body.message).toBe('Please choose at least one ticket');
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(5);
    expect((await wallet(customer)).walletBalance).toBe(500);
  });

  it('refuses more tickets than are left, a sold-out kind, a past event, another event’s ticket and bad input', async () => {
    const customer = await newCustomer(server);
    const bhangra = await eventNamed(BHANGRA);
    const couple = await kind(bhangra.eventId, 'Couple');
    const stag = await kind(bhangra.eventId, 'Stag');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ eventId: bhangra.eventId, tickets: [{ ticketId: couple.ticketId, quantity: 3 }], paymentMode: 'WALLET' }, 422, NO_MORE_TICKETS],
      [{ eventId: bhangra.eventId, tickets: [{ ticketId: stag.ticketId, quantity: 1 }], paymentMode: 'WALLET' }, 422, NO_MORE_TICKETS],
      [{ eventId: (await past())[0]?.eventId, tickets: [{ ticketId: stag.ticketId, quantity: 1 }], paymentMode: 'WALLET' }, 422, 'This event is over: tickets are no longer sold'],
      [{ eventId: (await eventNamed(SUFI)).eventId, tickets: [{ ticketId: couple.ticketId, quantity: 1 }], paymentMode: 'WALLET' }, 422, 'This ticket is not sold for this event'],
      [{ eventId: 999999, tickets: [{ ticketId: couple.ticketId, quantity: 1 }], paymentMode: 'WALLET' }, 404, 'Event not found'],
      [{ eventId: bhangra.eventId, tickets: [], paymentMode: 'WALLET' }, 400, 'Please choose at least one ticket'],
      [{ eventId: bhangra.eventId, tickets: [{ ticketId: couple.ticketId, quantity: 11 }], paymentMode: 'WALLET' }, 400, 'At most 10 tickets of a kind per booking'],
      [{ eventId: bhangra.eventId, tickets: [{ ticketId: couple.ticketId, quantity: 1 }, { ticketId: couple.ticketId, quantity: 1 }], paymentMode: 'WALLET' }, 400, 'tickets: Each ticket may be listed once'],
      [{ eventId: bhangra.eventId, tickets: [{ ticketId: couple.ticketId, quantity: 1 }], paymentMode: 'UPI' }, 400, 'Please enter a valid UPI id'],
      [{ eventId: bhangra.eventId, tickets: [{ ticketId: couple.ticketId, quantity: 1 }], paymentMode: 'BARTER' }, 400, 'paymentMode is not valid'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await buy(customer, body);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect((await kind(bhangra.eventId, 'Couple')).seatsLeft).toBe(2);
    expect((await wallet(customer)).walletBalance).toBe(500);
  });

  it('refuses a wallet that cannot pay, taking no seat, and a visitor who is not signed in', async () => {
    const customer = await newCustomer(server);
    const { eventId, ticketId } = await eventWithSeats(5, 300);
    const short = await buy(customer, { eventId, tickets: [{ ticketId, quantity: 2 }], paymentMode: 'WALLET' });
    expect([short.status, short.body.message]).toEqual([422, LOW_BALANCE]);
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(5);
    expect(await myTickets(customer)).toEqual([]);
    const visitor = await post(server, '/payForEventReservation', { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'WALLET' });
    expect(visitor.status).toBe(401);
    expect((await get(server, '/getMyEventTickets')).status).toBe(401);
  });

  it('sells exactly 10 tickets to 50 concurrent buyers of one seat each for 10 seats', { tags: ['postgres'] }, async () => {
    const { eventId, ticketId } = await eventWithSeats(10, 250);
    // Signed in one after another (the burst under test is the buying, not the sign-in).
    const buyers: Customer[] = [];
    for (let i = 0; i < 50; i++) buyers.push(await newCustomer(server));
    const answers = await Promise.all(buyers.map((b) => buy(b, { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'WALLET' })));
    const sold = answers.filter((a) => a.status === 200);
    expect(sold).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual(Array.from({ length: 40 }, () => [422, NO_MORE_TICKETS]));
    expect(await tickets(eventId)).toMatchObject([{ seatsLeft: 0, soldOut: true }]);
    const paid = await server.db.select().from(eventBookings).where(and(eq(eventBookings.eventId, eventId), eq(eventBookings.status, 'PAID')));
    expect(paid).toHaveLength(10);
    expect(new Set(paid.map((b) => b.ticketCode)).size).toBe(10);
    // Only the ten who got a seat paid for one.
    const balances = await Promise.all(buyers.map((b) => wallet(b)));
    expect(balances.filter((w) => w.walletBalance === 250)).toHaveLength(10);
    expect(balances.filter((w) => w.walletBalance === 500)).toHaveLength(40);
    expect(await findLedgerMismatches(server.db)).toEqual([]);
  });
});

describe(`Book A Table from an event (${backendName()})`, () => {
  it('keeps the event with the table, and refuses an event held elsewhere, an unknown one or a malformed id', async () => {
    const customer = await newCustomer(server);
    const sufi = await eventNamed(SUFI);
    const [occasion] = (await get<string[]>(server, '/tableReservationOccasionList')).body.responsePacket;
    const table = {
      reservedByName: 'Asha Verma',
      reservedByMobile: '9876501234',
      reservedByEmail: 'asha@example.com',
      reservationDateTime: sufi.startsAt,
      occasion,
      numberOfPeople: 4,
      restaurantId: sufi.venue.restaurantId,
    };
    const booked = await post<Reservation>(server, '/saveReservation', { ...table, eventId: String(sufi.eventId) }, customer.auth);
    expect(booked.status).toBe(200);
    expect(booked.body.responsePacket).toMatchObject({ eventId: String(sufi.eventId), restaurantName: 'Gold Leaf — Mohali Phase 8' });
    const bhangra = await eventNamed(BHANGRA);
    const refusals: Array<[string, number, string]> = [
      [String(bhangra.eventId), 422, `${BHANGRA} is held at Gold Leaf — Patiala`],
      ['999999', 404, 'Event not found'],
      ['sufi', 400, 'eventId must be empty or an event id'],
    ];
    for (const [eventId, status, message] of refusals) {
      const answer = await post(server, '/saveReservation', { ...table, eventId }, customer.auth);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
  });
});

describe(`provider payments for tickets (${backendName()})`, () => {
  it('holds the seats, then approving pays the booking once and comes back to the event', async () => {
    const customer = await newCustomer(server);
    const { eventId, ticketId } = await eventWithSeats(6, 1200);
    const answer = await buy(customer, { eventId, tickets: [{ ticketId, quantity: 2 }], paymentMode: 'UPI', upiId: 'asha@okaxis' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Seats held: complete the payment');
    const { booking, paymentRequest } = answer.body.responsePacket;
    expect(booking).toMatchObject({ status: 'HELD', ticketCode: null, total: 2400 });
    if (!paymentRequest) throw new Error('no payment request');
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(4);
    const page = await (await fetch(`${server.url}${paymentRequest.redirectUrl}`)).text();
    expect(page).toContain('Test night 6x1200');
    expect(page).toContain('₹2,400');
    expect(await myTickets(customer)).toEqual([]);

    const txn = paymentRequest.paymentTransactionRefId;
    await Promise.all([decide(txn, 'approve'), decide(txn, 'approve')]);
    const results = await Promise.all([update(customer, txn), update(customer, txn)]);
    for (const result of results) {
      expect(result.body.responsePacket).toEqual({ status: 'SUCCESS', purpose: 'EVENT_TICKETS', order: null, returnTo: `/event-detail/${eventId}`, unused: null });
    }
    const mine = await myTickets(customer);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ bookingRef: booking.bookingRef, status: 'PAID', paymentMode: 'UPI' });
    expect(mine[0]?.ticketCode).toMatch(/^GLT-/);
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(4);
    expect((await wallet(customer)).walletBalance).toBe(500);
  });

  it('holds one unpaid booking per customer and event: asking again replaces it, and 8 concurrent asks hold one booking\'s seats', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const { eventId, ticketId } = await eventWithSeats(6, 500);
    const first = (await buy(customer, { eventId, tickets: [{ ticketId, quantity: 6 }], paymentMode: 'CARD' })).body.responsePacket;
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(0);
    // Asking again (as a script would every few minutes) takes the same seats over, never more, never longer.
    const second = await buy(customer, { eventId, tickets: [{ ticketId, quantity: 6 }], paymentMode: 'CARD' });
    expect(second.status).toBe(200);
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => buy(customer, { eventId, tickets: [{ ticketId, quantity: 2 }], paymentMode: 'UPI', upiId: 'asha@okaxis' })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(4);
    const [user] = await server.db.select().from(users).where(eq(users.mobile, customer.credentials.mobile));
    const held = await server.db.select().from(eventBookings).where(and(eq(eventBookings.userId, user?.id ?? -1), eq(eventBookings.status, 'HELD')));
    expect(held).toHaveLength(1);
    // The first booking's payment, approved after all, is refunded to the wallet: its seats are no longer held for it.
    const firstTxn = first.paymentRequest?.paymentTransactionRefId ?? '';
    await decide(firstTxn, 'approve');
    expect((await update(customer, firstTxn)).body.responsePacket.status).toBe('SUCCESS');
    expect((await wallet(customer)).walletBalance).toBe(500 + 3000);
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(4);
    // Another customer is not affected by this customer's holds.
    const other = await newCustomer(server);
    expect((await buy(other, { eventId, tickets: [{ ticketId, quantity: 4 }], paymentMode: 'CARD' })).status).toBe(200);
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(0);
  });

  it('gives the seats back when the payment is declined', async () => {
    const customer = await newCustomer(server);
    const { eventId, ticketId } = await eventWithSeats(3, 400);
    const { paymentRequest } = (await buy(customer, { eventId, tickets: [{ ticketId, quantity: 3 }], paymentMode: 'CARD' })).body.responsePacket;
    if (!paymentRequest) throw new Error('no payment request');
    expect(await tickets(eventId)).toMatchObject([{ seatsLeft: 0, soldOut: true }]);
    // Meanwhile nobody else can have them.
    const other = await newCustomer(server);
    expect((await buy(other, { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'WALLET' })).body.message).toBe(NO_MORE_TICKETS);
    await decide(paymentRequest.paymentTransactionRefId, 'decline');
    await Promise.all([update(customer, paymentRequest.paymentTransactionRefId), update(customer, paymentRequest.paymentTransactionRefId)]);
    expect((await update(customer, paymentRequest.paymentTransactionRefId)).body.responsePacket.status).toBe('FAILED');
    expect((await tickets(eventId))[0]?.seatsLeft).toBe(3);
    expect(await myTickets(customer)).toEqual([]);
    expect((await buy(other, { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'WALLET' })).status).toBe(200);
  });

  it('splits with the wallet: its part is taken only when the provider succeeds', async () => {
    const customer = await newCustomer(server);
    const { eventId, ticketId } = await eventWithSeats(4, 900);
    const answer = await buy(customer, { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'CARD', payableUsingWallet: 400 });
    const txn = answer.body.responsePacket.paymentRequest?.paymentTransactionRefId ?? '';
    expect(await (await fetch(`${server.url}/pay/${txn}`)).text()).toContain('₹500');
    expect((await wallet(customer)).walletBalance).toBe(500);
    await decide(txn, 'approve');
    await update(customer, txn);
    expect((await wallet(customer)).walletBalance).toBe(100);
    expect((await myTickets(customer))[0]?.status).toBe('PAID');
    const covers = await buy(customer, { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'CARD', payableUsingWallet: 900 });
    expect(covers.body.message).toBe('The wallet covers these tickets: please pay with Wallet');
    const short = await buy(customer, { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'CARD', payableUsingWallet: 200 });
    expect(short.body.message).toBe(LOW_BALANCE);
  });
});

describe(`held seats that are never paid (${backendName()})`, () => {
  const clock = manualClock(Date.now());
  let timed: TestServer;
  beforeAll(async () => {
    timed = await startTestServer({ now: clock.now });
  });
  afterAll(() => timed.close());

  it('go back on sale after 15 minutes; a late success takes them again while they are free', async () => {
    const customer = await newCustomer(timed);
    const { eventId, ticketId } = await eventWithSeats(2, 500, timed);
    const txn = (await buy(customer, { eventId, tickets: [{ ticketId, quantity: 2 }], paymentMode: 'CARD' }, {}, timed)).body.responsePacket.paymentRequest
      ?.paymentTransactionRefId;
    if (!txn) throw new Error('no payment request');
    clock.advance(14 * 60_000);
    expect((await tickets(eventId, timed))[0]?.seatsLeft).toBe(0);
    clock.advance(2 * 60_000);
    expect((await tickets(eventId, timed))[0]?.seatsLeft).toBe(2);
    await decide(txn, 'approve', timed);
    expect((await update(customer, txn, timed)).body.responsePacket.status).toBe('SUCCESS');
    expect((await myTickets(customer, timed))[0]?.status).toBe('PAID');
    expect((await tickets(eventId, timed))[0]?.seatsLeft).toBe(0);
  });

  it('refund a late success to the wallet when the seats were sold meanwhile', async () => {
    const [late, quick] = await Promise.all([newCustomer(timed), newCustomer(timed)]);
    const { eventId, ticketId } = await eventWithSeats(1, 450, timed);
    const txn = (await buy(late, { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'ONLINE' }, {}, timed)).body.responsePacket.paymentRequest
      ?.paymentTransactionRefId;
    if (!txn) throw new Error('no payment request');
    clock.advance(16 * 60_000);
    expect((await buy(quick, { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'WALLET' }, {}, timed)).status).toBe(200);
    await decide(txn, 'approve', timed);
    expect((await update(late, txn, timed)).body.responsePacket.status).toBe('SUCCESS');
    expect(await myTickets(late, timed)).toEqual([]);
    // The ₹450 the provider took is in the wallet: nothing lost, nothing sold twice.
    expect((await wallet(late, timed)).walletBalance).toBe(950);
    expect((await tickets(eventId, timed))[0]?.seatsLeft).toBe(0);
    expect(await findLedgerMismatches(timed.db)).toEqual([]);
  });
});
