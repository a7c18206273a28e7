/**
 * Events in the console (issue 46): an event with its kinds of ticket, capacity and sale windows, made and changed
 * through /v1/admin/events and held to the contract's rules with clear words; a stale save is told (409); each write
 * is audited, before and after; an outlet manager runs only their outlets' events, support, finance, a customer and
 * no one none. An event made here with two kinds sells out at its capacity under a burst of buyers (PGlite, and
 * PostgreSQL under scripts/with-postgres.sh), and a kind sells only within its sale window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AdminEvent, EventReservation, EventSummary, EventTicketKind } from '../../src/api/contract';
import { auditLog, eventTicketKinds, events, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { findLedgerMismatches } from '../../server/ledgerCheck';
import { CANCEL_WITH_TICKETS, KIND_SOLD, SEATS_BELOW_SOLD, STALE_EVENT } from '../../server/routes/admin/events';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { backendName } from '../support/database';
import { MOHALI, newCustomer, type Customer } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';
import { staffClient, type Caller } from '../support/staff';
import { get, post } from './http';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let server: TestServer;
let mohaliId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  otherId = rows.find((row) => row.uuid !== MOHALI)!.id;
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, () => Date.now());

/** Qawwali night at Mohali in a week, for 12 people: 4 stag tickets (1 each) and 4 couple tickets (2 each). */
const qawwali = (overrides: Record<string, unknown> = {}) => {
  const startsAt = Date.now() + 7 * DAY;
  return {
    title: 'Qawwali under the stars',
    description: 'Nizami Bandhu live on the terrace, with a kebab platter.',
    imageUrl: '/media/event-sufi-night.svg',
    outletId: mohaliId,
    startsAt,
    endsAt: startsAt + 4 * HOUR,
    capacity: 12,
    translations: { hi: { title: 'तारों के नीचे क़व्वाली', description: 'छत पर निज़ामी बंधु लाइव, कबाब प्लैटर के साथ।' } },
    ticketKinds: [
      { name: 'Stag', description: 'One person', admits: 1, price: 250, seats: 4, salesStartAt: null, salesEndAt: null, translations: { hi: { name: 'स्टैग', description: 'एक व्यक्ति' } } },
      { name: 'Couple', description: 'Two people', admits: 2, price: 400, seats: 4, salesStartAt: null, salesEndAt: null, translations: {} },
    ],
    ...overrides,
  };
};

/** A kind as the console sends it back: what it read, less the seats left (the server's to count). */
const sent = ({ seatsLeft: _left, ...kind }: AdminEvent['ticketKinds'][number]) => kind;
const eventRows = () => server.db.select().from(events).orderBy(asc(events.id));
const buy = (customer: Customer, eventId: number, ticketId: number) =>
  post<EventReservation>(server, '/payForEventReservation', { eventId, tickets: [{ ticketId, quantity: 1 }], paymentMode: 'WALLET' }, customer.auth);

describe(`who may run events (${backendName()})`, () => {
  it('support, finance, a customer and no one are refused every event call; another outlet’s manager too; nothing changes', async () => {
    const owner = await join('owner');
    const made = (await admin<AdminEvent>(owner, 'POST', '/events', qawwali())).body.responsePacket;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/events'],
      ['GET', `/events/${made.id}`],
      ['POST', '/events', qawwali()],
      ['PATCH', `/events/${made.id}`, { version: made.version, title: 'Nope' }],
    ];
    const before = await eventRows();
    const customer = await newCustomer(server);
    const refused: Array<[Caller, number, string]> = [
      [await join('support'), 403, NOT_YOUR_ROLE],
      [await join('finance'), 403, NOT_YOUR_ROLE],
      [{ address: newAddress(), headers: customer.auth }, 401, SIGN_IN_FIRST],
      [{ address: newAddress() }, 401, SIGN_IN_FIRST],
    ];
    for (const [caller, status, message] of refused) {
      for (const [method, path, body] of calls) {
        const answer = await admin(caller, method, path, body);
        expect([method, path, answer.status, answer.body.message]).toEqual([method, path, status, message]);
      }
    }
    const otherManager = await join('manager', [otherId]);
    expect((await admin<AdminEvent[]>(otherManager, 'GET', '/events')).body.responsePacket.map((event) => event.outletId)).not.toContain(mohaliId);
    for (const [method, path, body] of calls.slice(1)) {
      const answer = await admin(otherManager, method, path, body);
      expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 403, NOT_YOUR_OUTLET]);
    }
    expect(await eventRows()).toEqual(before);

    const manager = await join('manager', [mohaliId]);
    const own = await admin<AdminEvent>(manager, 'PATCH', `/events/${made.id}`, { version: made.version, title: 'Qawwali on the terrace' });
    expect([own.status, own.body.responsePacket.title]).toEqual([200, 'Qawwali on the terrace']);
  });
});

describe(`an event’s rules (${backendName()})`, () => {
  it('refuses what makes no sense with words an editor understands, and saves nothing', async () => {
    const editor = await join('editor');
    const before = await eventRows();
    const kinds = qawwali().ticketKinds;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ capacity: 10 }, 'The ticket kinds let in 12 people, but the event holds 10: lower their seats or raise the capacity'],
      [{ endsAt: Date.now() + 6 * DAY }, 'The event ends before it starts: its end must come after its start'],
      [{ title: 'Qawwali <script>alert(1)</script>' }, 'title: The title cannot contain < or >: it is shown as text, not HTML'],
      [{ ticketKinds: [{ ...kinds[0], salesEndAt: Date.now() + 30 * DAY }, kinds[1]] }, 'Stag: its sale ends after the event is over'],
      [{ ticketKinds: [{ ...kinds[0], salesStartAt: Date.now() + 2 * DAY, salesEndAt: Date.now() + DAY }, kinds[1]] }, 'Stag: its sale ends before it starts'],
      [{ ticketKinds: [kinds[0], { ...kinds[1], name: 'stag' }] }, 'Two ticket kinds have one name: a diner could not tell them apart'],
      [{ ticketKinds: [] }, 'An event sells at least one kind of ticket'],
      [{ translations: { hi: { title: 'क़व्वाली', description: '' } } }, 'Give the Hindi title and description together, or neither'],
      [{ startsAt: Date.now() - 7 * DAY, endsAt: Date.now() - 6 * DAY }, 'The event would be over before now: no diner could buy a ticket'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl: A picture is a /media/ path or an https:// address'],
      [{ outletId: 999_999 }, 'No such outlet'],
    ];
    for (const [change, message] of cases) {
      const answer = await admin(editor, 'POST', '/events', qawwali(change));
      expect([change, answer.status, answer.body.message]).toEqual([change, answer.status >= 400 && answer.status < 500 ? answer.status : 'not a 4xx', message]);
    }
    expect(await eventRows()).toEqual(before);
  });

  it('a stale save is told (409), the fresh one wins, and each write is audited with before and after', async () => {
    const [first, second] = [await join('editor'), await join('owner')];
    const made = await admin<AdminEvent>(first, 'POST', '/events', qawwali());
    expect([made.status, made.body.message, made.body.responsePacket.version]).toEqual([200, 'Qawwali under the stars made', 1]);
    const opened = made.body.responsePacket;
    const theirs = await admin<AdminEvent>(second, 'PATCH', `/events/${opened.id}`, { version: opened.version, capacity: 20 });
    expect([theirs.status, theirs.body.responsePacket.version]).toEqual([200, 2]);
    const mine = await admin(first, 'PATCH', `/events/${opened.id}`, { version: opened.version, title: 'Too late' });
    expect([mine.status, mine.body.message]).toEqual([409, STALE_EVENT]);
    const trail = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, String(opened.id)))).orderBy(asc(auditLog.id));
    expect(trail.map((row) => [row.action, row.role, row.outletId, row.before, row.after])).toEqual([
      ['create', 'editor', mohaliId, null, expect.objectContaining({ title: 'Qawwali under the stars', capacity: 12, ticketKinds: [expect.objectContaining({ name: 'Stag', seats: 4 }), expect.objectContaining({ name: 'Couple', seats: 4 })] })],
      ['update', 'owner', mohaliId, { capacity: 12 }, { capacity: 20 }],
    ]);
  });
});

describe(`an event made in the console, sold (${backendName()})`, () => {
  it('with two kinds, sells out at its capacity under a burst of buyers, and a save never undoes a sale', { tags: ['postgres'] }, async () => {
    const editor = await join('editor');
    const made = (await admin<AdminEvent>(editor, 'POST', '/events', qawwali({ title: 'Qawwali for twelve' }))).body.responsePacket;
    const [stag, couple] = made.ticketKinds.map(sent) as [ReturnType<typeof sent>, ReturnType<typeof sent>];
    // Signed in one after another: the burst under test is the buying. Each new diner has ₹500 in the wallet.
    const buyers: Customer[] = [];
    for (let i = 0; i < 16; i++) buyers.push(await newCustomer(server));
    const answers = await Promise.all(buyers.map((buyer, i) => buy(buyer, made.id, i % 2 === 0 ? stag.id : couple.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(8);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.message])).toEqual(Array.from({ length: 8 }, () => [422, 'No more tickets are available.']));
    const summary = (await get<EventSummary[]>(server, '/getEventList/upComing')).body.responsePacket.find((event) => event.eventId === made.id);
    expect(summary).toMatchObject({ soldOut: true, seatsLeft: 0 });
    const sold = (await admin<AdminEvent>(editor, 'GET', `/events/${made.id}`)).body.responsePacket;
    expect([sold.ticketsTaken, sold.ticketKinds.map((kind) => kind.seatsLeft)]).toEqual([8, [0, 0]]);
    expect(await findLedgerMismatches(server.db)).toEqual([]);

    // No more seats than the capacity, none below those sold, no kind with buyers removed, no cancelling over them.
    const raise = await admin(editor, 'PATCH', `/events/${made.id}`, { version: sold.version, ticketKinds: [{ ...stag, seats: 5 }, couple] });
    expect([raise.status, raise.body.message]).toEqual([422, 'The ticket kinds let in 13 people, but the event holds 12: lower their seats or raise the capacity']);
    const lower = await admin(editor, 'PATCH', `/events/${made.id}`, { version: sold.version, ticketKinds: [{ ...stag, seats: 3 }, couple] });
    expect([lower.status, lower.body.message]).toEqual([422, SEATS_BELOW_SOLD('Stag', 4)]);
    const remove = await admin(editor, 'PATCH', `/events/${made.id}`, { version: sold.version, ticketKinds: [couple] });
    expect([remove.status, remove.body.message]).toEqual([422, KIND_SOLD('Stag')]);
    const cancel = await admin(editor, 'PATCH', `/events/${made.id}`, { version: sold.version, status: 'CANCELLED' });
    expect([cancel.status, cancel.body.message]).toEqual([422, CANCEL_WITH_TICKETS(8)]);
    // More room: the capacity and a kind's seats go up together, and the new seats are on sale at once.
    const more = await admin<AdminEvent>(editor, 'PATCH', `/events/${made.id}`, { version: sold.version, capacity: 14, ticketKinds: [{ ...stag, seats: 6 }, couple] });
    expect([more.status, more.body.responsePacket.ticketKinds.map((kind) => [kind.seats, kind.seatsLeft])]).toEqual([200, [[6, 2], [4, 0]]]);
    expect((await buy(await newCustomer(server), made.id, stag.id)).status).toBe(200);
    expect((await server.db.select({ n: count() }).from(eventTicketKinds).where(eq(eventTicketKinds.eventId, made.id)))[0]!.n).toBe(2);
  });

  it('a kind sells only within its sale window, and says so in the reader’s language', async () => {
    const editor = await join('editor');
    const kinds = qawwali().ticketKinds;
    const made = (
      await admin<AdminEvent>(
        editor,
        'POST',
        '/events',
        qawwali({ title: 'Qawwali, early birds', ticketKinds: [{ ...kinds[0], name: 'Early bird', salesEndAt: Date.now() - HOUR, salesStartAt: Date.now() - DAY }, { ...kinds[1], salesStartAt: Date.now() + DAY }] }),
      )
    ).body.responsePacket;
    const [early, couple] = made.ticketKinds as [AdminEvent['ticketKinds'][number], AdminEvent['ticketKinds'][number]];
    const diner = await newCustomer(server);
    const late = await buy(diner, made.id, early.id);
    expect([late.status, late.body.message]).toEqual([422, 'Early bird tickets are no longer on sale']);
    const soon = await buy(diner, made.id, couple.id);
    expect([soon.status, soon.body.message]).toEqual([422, 'Couple tickets are not on sale yet']);
    const inHindi = await post(server, '/payForEventReservation', { eventId: made.id, tickets: [{ ticketId: couple.id, quantity: 1 }], paymentMode: 'WALLET' }, { ...diner.auth, 'Accept-Language': 'hi' });
    expect(inHindi.body.message).toBe('Couple टिकटों की बिक्री अभी शुरू नहीं हुई है');
    const ticketsNow = (await get<EventTicketKind[]>(server, `/getEventTicketList/${made.id}`)).body.responsePacket;
    expect(ticketsNow.map((kind) => kind.seatsLeft)).toEqual([4, 4]);
  });
});
