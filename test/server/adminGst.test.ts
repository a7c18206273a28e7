/**
 * The month's GST summary (issue 47): a seeded month of orders at three outlets in two states (paid, cancelled after
 * paying, unpaid, one to a customer with a GSTIN, one each in the months either side), and the summary's GSTR-1
 * tables equal, to the paisa, what the test adds up itself from each order's invoice as the diner gets it, each
 * invoice's total being what the order's ledger holds as paid. The invoice series runs without a hole, a cancelled
 * invoice counted as cancelled. Support gives money back for some of the month's invoices: each takes a credit note in
 * its outlet's own series, listed in table 13, and table 7 is net of the month's B2C notes (one issued in April on a
 * March invoice is April's; one on an invoice cancelled since is counted cancelled). Finance and owners read it; a manager, support, an editor, a customer and no one are
 * refused; a month that does not exist or has not begun is a clear 400.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Order, UserProfile } from '../../src/api/contract';
import type { GstSummary } from '../../src/api/contract/gst';
import { orderLedger, orders, restaurants, users } from '../../server/db/schema';
import { chainGstin } from '../../server/invoice';
import { NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { creditWallet } from '../../server/wallet';
import { gstinCheckDigit } from '../../src/lib/gstin';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { FARIDABAD, MOHALI, PHAGWARA_HIGHWAY, draft, menuOf, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient } from '../support/staff';
import { basicAuth, get, post, signIn } from './http';

const SEED = 4707;
const HOUR = 3_600_000;
// 12:30 in Kolkata on 27 February 2026: every outlet is open.
const clock = manualClock(Date.parse('2026-02-27T07:00:00Z'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
});
afterAll(() => server.close());
const { admin, join } = staffClient(() => server, clock.now);

/** mulberry32: the same month every run; the seed is printed when a figure is off. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const paise = (rupees: number) => Math.round(rupees * 100);
const invoiceOf = async (customer: Customer, ref: string) => (await get<Invoice>(server, `/orderInvoice/${ref}`, customer.auth)).body.responsePacket;

async function topUp(customer: Customer): Promise<void> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  await server.db.transaction((tx) => creditWallet(tx, { userId: user!.id, amountPaise: 20_000_00, kind: 'TOP_UP', now: clock.now() }));
}

interface Placed {
  /** Support gave money back for it (rupees), each on the day it says: its credit notes. */
  credited?: Array<{ amount: number; month: string }>;
  ref: string;
  customer: Customer;
  outlet: string;
  paid: boolean;
  cancelled: boolean;
  month: string;
}

/** One takeaway order of 1 to 3 of the outlet's dishes, paid from the wallet or at the store; some cancelled at once. */
async function placeOne(next: () => number, customer: Customer, outlet: string, month: string, options: { payAtStore?: boolean; cancel?: boolean } = {}): Promise<Placed> {
  const dishes = (await menuOf(server, outlet)).itemList.filter((item) => item.isAvailable !== false && !(item.choiceGroups?.length));
  const lines = new Map<string, number>();
  for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
    const dish = dishes[Math.floor(next() * Math.min(dishes.length, 12))]!;
    lines.set(dish.title, (lines.get(dish.title) ?? 0) + 1 + Math.floor(next() * 3));
  }
  const order = await draft(server, customer, [...lines], { orderType: 'TakeAway', restaurantUuid: outlet });
  const placing = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: options.payAtStore ? 'PAY_AT_STORE' : 'WALLET' }, customer.auth);
  expect(placing.body.message, `seed ${SEED}`).toBe('Order Placed');
  if (options.cancel) expect((await post(server, '/cancelOrder', { orderRefId: order.orderRefId, refundTo: 'WALLET' }, customer.auth)).status).toBe(200);
  clock.advance(60_000);
  return { ref: order.orderRefId, customer, outlet, paid: !options.payAtStore, cancelled: options.cancel === true, month };
}

describe('the GST summary of a seeded month', () => {
  const placed: Placed[] = [];
  let b2bGstin = '';

  beforeAll(async () => {
    const next = random(SEED);
    const people = [await newCustomer(server), await newCustomer(server), await newCustomer(server)];
    for (const person of people) await topUp(person);
    // The third gives the chain their GSTIN: their orders are B2B (table 4A), outside table 7.
    const check = gstinCheckDigit('06AAACT2727Q1Z');
    b2bGstin = `06AAACT2727Q1Z${check}`;
    const profile = { fullName: 'Trader Singh', mobile: people[2]!.credentials.mobile, email: 'trader@example.com', dateOfBirth: Date.parse('1980-01-01T00:00:00+05:30'), gender: 'MALE', gstin: b2bGstin };
    expect((await post<UserProfile>(server, '/updateProfile', profile, people[2]!.auth)).status).toBe(200);

    placed.push(await placeOne(next, people[0]!, MOHALI, '2026-02'));
    // March: 1 to 28, a few orders a day at 12:30 and after.
        for (let day = 0; day < 28; day += 1 + Math.floor(next() * 4)) {
      clock.advance(Date.parse('2026-03-01T07:00:00Z') + day * 24 * HOUR - clock.now());
      for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
        const outlet = [MOHALI, PHAGWARA_HIGHWAY, FARIDABAD][Math.floor(next() * 3)]!;
        const who = Math.floor(next() * 3);
        const roll = next();
        placed.push(await placeOne(next, people[who]!, outlet, '2026-03', { payAtStore: roll < 0.12, cancel: roll > 0.85 }));
      }
    }
    // Support gives money back for some of March's invoices (one of them a B2B one): each takes a credit note, dated in
    // March; one of them is then cancelled, its invoice and its note counted cancelled.
    // A staff sign-in is for the day: support signs in when it gives back.
    const giveBack = async (order: Placed, amount: number, month: string) => {
      const answer = await admin(await join('support'), 'POST', `/orders/${order.ref}/credit`, { amount, why: 'LATE', reason: 'Late, diner called' });
      expect([order.ref, answer.status]).toEqual([order.ref, 200]);
      (order.credited ??= []).push({ amount, month });
    };
    const standing = placed.filter((order) => order.month === '2026-03' && order.paid && !order.cancelled);
    for (const order of standing.filter((_, at) => at % 3 === 0)) await giveBack(order, 25 + Math.floor(next() * 40), '2026-03');
    // And a B2B one: its note is the buyer's (table 9B), not table 7's.
    const b2bOrder = standing.find((order) => order.customer === people[2] && !order.credited);
    expect(b2bOrder, `seed ${SEED}: a B2B invoice to give back for`).toBeDefined();
    await giveBack(b2bOrder!, 30, '2026-03');
    // Given back while the kitchen has not taken it yet, then cancelled by the diner.
    const fresh = await draft(server, people[0]!, [['Paneer Tikka', 2]], { orderType: 'TakeAway', restaurantUuid: MOHALI });
    expect((await post(server, `/placeOrder/${fresh.orderRefId}`, { paymentMode: 'WALLET' }, people[0]!.auth)).status).toBe(200);
    const cancelledAfter: Placed = { ref: fresh.orderRefId, customer: people[0]!, outlet: MOHALI, paid: true, cancelled: false, month: '2026-03' };
    placed.push(cancelledAfter);
    await giveBack(cancelledAfter, 20, '2026-03');
    expect((await post(server, '/cancelOrder', { orderRefId: cancelledAfter.ref, refundTo: 'WALLET' }, people[0]!.auth)).status).toBe(200);
    cancelledAfter.cancelled = true;
    clock.advance(60_000);
    // A draft never placed takes no number either.
    await draft(server, people[0]!, [['Paneer Tikka', 1]]);
    // 1 April: a new financial year, a new series, another month.
    clock.advance(Date.parse('2026-04-01T07:00:00Z') - clock.now());
    // A diner's sign-in lasts 30 days: each signs in again, as they would, to read their invoices.
    for (const person of people) {
      person.credentials = await signIn(server, person.credentials.mobile);
      person.auth = basicAuth(person.credentials);
    }
    placed.push(await placeOne(next, people[1]!, MOHALI, '2026-04'));
    // A March invoice's money back in April: its note is April's, not March's.
    await giveBack(standing.find((order) => order.outlet === MOHALI)!, 15, '2026-04');
  }, 180_000);

  it('equals, to the paisa, the invoices of the month by GSTIN, each invoice being what its ledger holds as paid', async () => {
    const finance = await join('finance');
    const answer = await admin<GstSummary>(finance, 'GET', '/gst?month=2026-03');
    expect(answer.status).toBe(200);
    const summary = answer.body.responsePacket;
    expect(summary.returnPeriod).toBe('032026');

    // Adding up what the diners' invoices say, by the GSTIN each names.
    const march = placed.filter((order) => order.month === '2026-03' && order.paid);
    expect(march.some((order) => order.cancelled), `seed ${SEED}: the month has a cancelled invoice`).toBe(true);
    const expected = new Map<string, { b2c: [number, number, number]; all: [number, number, number]; quantity: number; b2b: string[] }>();
    let notesCounted = 0;
    const ledger = await server.db
      .select({ refId: orders.refId, paid: orderLedger.amountPaise })
      .from(orderLedger)
      .innerJoin(orders, eq(orders.id, orderLedger.orderId))
      .where(and(inArray(orders.refId, march.map((order) => order.ref)), eq(orderLedger.flow, 'PAID')));
    for (const order of march) {
      const bill = await invoiceOf(order.customer, order.ref);
      expect(new Date(bill.invoiceDate + 5.5 * HOUR).toISOString().slice(0, 7)).toBe('2026-03');
      const paidInLedger = ledger.filter((row) => row.refId === order.ref).reduce((sum, row) => sum + row.paid, 0);
      expect(paise(bill.total), `seed ${SEED}: ${order.ref}`).toBe(paidInLedger);
      if (order.cancelled) continue;
      const figures = expected.get(bill.seller.gstin) ?? { b2c: [0, 0, 0], all: [0, 0, 0], quantity: 0, b2b: [] };
      expected.set(bill.seller.gstin, figures);
      const three: [number, number, number] = [paise(bill.taxableValue), paise(bill.cgst), paise(bill.sgst)];
      figures.all = figures.all.map((sum, at) => sum + three[at]!) as [number, number, number];
      if (bill.customer.gstin) figures.b2b.push(bill.invoiceNumber);
      else figures.b2c = figures.b2c.map((sum, at) => sum + three[at]!) as [number, number, number];
      figures.quantity += bill.lines.reduce((sum, line) => sum + line.quantity, 0);
      // Table 7 is net of the month's B2C credit notes (a note to a registered buyer belongs to table 9B).
      for (const note of bill.creditNotes) {
        if (bill.customer.gstin || new Date(note.date + 5.5 * HOUR).toISOString().slice(0, 7) !== '2026-03') continue;
        const taken: [number, number, number] = [paise(note.taxableValue), paise(note.cgst), paise(note.sgst)];
        figures.b2c = figures.b2c.map((sum, at) => sum - taken[at]!) as [number, number, number];
        notesCounted += 1;
      }
      // Every note takes back what support gave, and never more of the invoice than it charged.
      expect(bill.creditNotes.map((note) => note.amount), `seed ${SEED}: ${order.ref}`).toEqual((order.credited ?? []).map((one) => one.amount));
      expect(paise(bill.creditNotes.reduce((sum, note) => sum + note.taxableValue, 0))).toBeLessThanOrEqual(paise(bill.taxableValue));
    }
    expect(notesCounted, `seed ${SEED}: the month has B2C credit notes`).toBeGreaterThan(1);
    expect([...expected.keys()].sort()).toEqual([chainGstin('03'), chainGstin('06')]);
    expect(summary.registrations.map((registration) => registration.gstin)).toEqual([chainGstin('03'), chainGstin('06')]);
    for (const registration of summary.registrations) {
      const figures = expected.get(registration.gstin)!;
      const rupees = (value: number) => value / 100;
      expect(registration.b2cs, `seed ${SEED}`).toEqual([
        { supplyType: 'INTRA', placeOfSupply: `${registration.stateCode}-${registration.state}`, type: 'OE', rate: 5, taxableValue: rupees(figures.b2c[0]), igst: 0, cgst: rupees(figures.b2c[1]), sgst: rupees(figures.b2c[2]), cess: 0 },
      ]);
      expect(registration.hsn, `seed ${SEED}`).toEqual([
        { hsnSac: '996331', description: 'Restaurant service', uqc: 'NA', quantity: figures.quantity, totalValue: rupees(figures.all[0] + figures.all[1] + figures.all[2]), rate: 5, taxableValue: rupees(figures.all[0]), igst: 0, cgst: rupees(figures.all[1]), sgst: rupees(figures.all[2]), cess: 0 },
      ]);
      expect(registration.b2b.map((row) => row.invoiceNumber).sort()).toEqual(figures.b2b.sort());
      expect(registration.b2b.every((row) => row.recipientGstin === b2bGstin && row.reverseCharge === 'N')).toBe(true);
    }
    expect(summary.registrations.find((registration) => registration.stateCode === '03')!.outlets.map((outlet) => outlet.title).sort()).toHaveLength(2);
  });

  it('lists each outlet’s invoice series without a hole: cancelled invoices counted as cancelled, unpaid orders unnumbered', { tags: ['postgres'] }, async () => {
    const owner = await join('owner');
    const summary = (await admin<GstSummary>(owner, 'GET', '/gst?month=2026-03')).body.responsePacket;
    const outlets = await server.db.select({ id: restaurants.id, code: restaurants.code, uuid: restaurants.uuid }).from(restaurants).where(inArray(restaurants.uuid, [MOHALI, PHAGWARA_HIGHWAY, FARIDABAD]));
    const all = summary.registrations.flatMap((registration) => registration.documents);
    const documents = all.filter((row) => row.nature === 'Invoices for outward supply');
    expect(documents.map((row) => row.outletId).sort()).toEqual(outlets.map((outlet) => outlet.id).sort());
    for (const outlet of outlets) {
      const theirs = placed.filter((order) => order.month === '2026-03' && order.paid && order.outlet === outlet.uuid);
      const numbers = (await Promise.all(theirs.map(async (order) => (await invoiceOf(order.customer, order.ref)).invoiceNumber))).sort();
      const serials = numbers.map((number) => Number(number.split('/')[2]));
      // One unbroken run of numbers: n invoices from the first to the last.
      expect(serials.at(-1)! - serials[0]! + 1, `seed ${SEED}: ${numbers.join(' ')}`).toBe(serials.length);
      const cancelled = theirs.filter((order) => order.cancelled).length;
      expect(documents.find((row) => row.outletId === outlet.id), `seed ${SEED}`).toEqual({
        nature: 'Invoices for outward supply',
        outletId: outlet.id,
        outletTitle: expect.any(String),
        from: numbers[0],
        to: numbers.at(-1),
        total: numbers.length,
        cancelled,
        netIssued: numbers.length - cancelled,
      });
    }
    // The month's credit notes: each outlet's own series, one unbroken run, a note on an invoice cancelled since counted cancelled.
    for (const outlet of outlets) {
      const theirs = placed.filter((order) => order.paid && order.outlet === outlet.uuid && order.credited);
      const notes: Array<{ number: string; cancelled: boolean }> = [];
      for (const order of theirs) {
        const bill = await invoiceOf(order.customer, order.ref);
        for (const note of bill.creditNotes) {
          if (new Date(note.date + 5.5 * HOUR).toISOString().slice(0, 7) === '2026-03') notes.push({ number: note.number, cancelled: order.cancelled });
        }
      }
      const row = all.find((one) => one.outletId === outlet.id && one.nature === 'Credit Note');
      if (notes.length === 0) {
        expect(row, `seed ${SEED}`).toBeUndefined();
        continue;
      }
      const numbers = notes.map((note) => note.number).sort();
      expect(numbers.every((number) => number.startsWith(`${outlet.code}/2526C`) && number.length <= 16), numbers.join(' ')).toBe(true);
      const serials = numbers.map((number) => Number(number.slice(-5)));
      expect(serials.at(-1)! - serials[0]! + 1, `seed ${SEED}: ${numbers.join(' ')}`).toBe(serials.length);
      const cancelled = notes.filter((note) => note.cancelled).length;
      expect(row, `seed ${SEED}`).toEqual({ nature: 'Credit Note', outletId: outlet.id, outletTitle: expect.any(String), from: numbers[0], to: numbers.at(-1), total: numbers.length, cancelled, netIssued: numbers.length - cancelled });
    }
    expect(all.filter((row) => row.nature === 'Credit Note').reduce((sum, row) => sum + row.cancelled, 0), `seed ${SEED}`).toBe(1);
    // February's one invoice was Mohali's first of 2025-26; April's is the first of 2026-27.
    const mohali = outlets.find((outlet) => outlet.uuid === MOHALI)!;
    expect(documents.find((row) => row.outletId === mohali.id)!.from).toBe(`${mohali.code}/2526/00002`);
    const april = placed.find((order) => order.month === '2026-04')!;
    expect((await invoiceOf(april.customer, april.ref)).invoiceNumber).toBe(`${mohali.code}/2627/00001`);
    const unpaid = placed.filter((order) => !order.paid).map((order) => order.ref);
    expect(unpaid.length, `seed ${SEED}`).toBeGreaterThan(0);
    const unnumbered = await server.db.select({ serial: orders.invoiceSerial }).from(orders).where(inArray(orders.refId, unpaid));
    expect(unnumbered.every((row) => row.serial === null)).toBe(true);
  });

  it('is for finance and owners only, and a month that does not exist or has not begun is a clear 400', async () => {
    const finance = await join('finance');
    for (const role of ['manager', 'support', 'editor'] as const) {
      const refused = await admin(await join(role, role === 'manager' ? [1] : []), 'GET', '/gst?month=2026-03');
      expect([role, refused.status, refused.body.message]).toEqual([role, 403, NOT_YOUR_ROLE]);
    }
    const customer = await newCustomer(server);
    const asCustomer = await admin({ address: '198.51.100.7', headers: customer.auth }, 'GET', '/gst?month=2026-03');
    expect([asCustomer.status, asCustomer.body.message]).toEqual([401, SIGN_IN_FIRST]);
    const noOne = await admin({ address: '198.51.100.8' }, 'GET', '/gst?month=2026-03');
    expect([noOne.status, noOne.body.message]).toEqual([401, SIGN_IN_FIRST]);
    for (const [month, message] of [
      ['2026-13', 'There is no month 13: give a month like 2026-11'],
      ['2026-00', 'There is no month 00: give a month like 2026-11'],
      ['2026-5', 'month must be a month like 2026-11'],
      ['2016-12', 'GST returns begin with July 2017'],
      // The clock is on 1 April 2026.
      ['2026-05', '2026-05 has not begun yet: the latest month is 2026-04'],
    ] as const) {
      const answer = await admin(finance, 'GET', `/gst?month=${month}`);
      expect([month, answer.status, answer.body.errorCode, answer.body.message]).toEqual([month, 400, 400, message]);
    }
    const missing = await admin(finance, 'GET', '/gst');
    expect(missing.status).toBe(400);
    // The month still running answers what it has so far.
    expect((await admin<GstSummary>(finance, 'GET', '/gst?month=2026-04')).body.responsePacket.registrations.map((registration) => registration.gstin)).toEqual([chainGstin('03')]);
  });
});
