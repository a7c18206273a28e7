/**
 * Support's part refunds by dish and the credit notes of money back (issue 47). A dish given back is not given back
 * again: each line counts the units gone back (or kept by a refund waiting for finance, freed when it is declined),
 * more than is left is refused with a clear 409, and two refunds of the last unit at once pay once. Each refund for a
 * supply whose invoice stands takes a credit note numbered in its outlet's own gap-free series, carrying the taxable
 * value and taxes it gives back, never more than the invoice charged; a cancel cancels the invoice and takes none.
 * The diner opens the notes with their invoice. PGlite and PostgreSQL.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, Invoice, Order } from '../../src/api/contract';
import type { OrderCreditAnswer, SupportSettings } from '../../src/api/contract/support';
import { creditNotes, orderItems, orderLedger, orders, restaurants, users } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { dishGivenBackAlready, moreOfDishThanLeft } from '../../server/staff/orderCredit';
import { creditWallet } from '../../server/wallet';
import { backendName } from '../support/database';
import { MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Member } from '../support/staff';
import { get, post } from './http';

// 12:30 in Kolkata on 20 November 2026: every outlet is open; the financial year is 2026-27.
const clock = manualClock(Date.parse('2026-11-20T07:00:00Z'));
let server: TestServer;
let support: Member;
let finance: Member;
let owner: Member;
const { admin, join } = staffClient(() => server, clock.now);

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  [support, finance, owner] = [await join('support'), await join('finance'), await join('owner')];
});
afterAll(() => server.close());
// A test that set the owner's limit leaves none behind, even when it fails half-way.
afterEach(() => setLimit(null));

async function paidByWallet(dishes: Array<[string, number]>, tip = 0): Promise<{ customer: Customer; order: Order }> {
  clock.advance(1_000);
  const customer = await newCustomer(server);
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  await server.db.transaction((tx) => creditWallet(tx, { userId: user!.id, amountPaise: 5_000_00, kind: 'TOP_UP', now: clock.now() }));
  const order = await draft(server, customer, dishes, { orderType: 'TakeAway', restaurantUuid: MOHALI });
  if (tip > 0) expect((await post(server, '/payTipOnOrder', { orderRefId: order.orderRefId, tipAmount: tip }, customer.auth)).status).toBe(200);
  const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
  expect(placed.status).toBe(200);
  return { customer, order: placed.body.responsePacket };
}

const detail = async (refId: string) => (await admin<AdminOrderDetail>(support, 'GET', `/orders/${refId}`)).body.responsePacket;
const credit = (refId: string, body: Record<string, unknown>) => admin<OrderCreditAnswer>(support, 'POST', `/orders/${refId}/credit`, { why: 'MISSING', reason: 'Dish missing, diner called', ...body });
const lineOf = async (refId: string, title: string) => (await detail(refId)).lines.find((line) => line.title === title)!;
const orderRow = async (refId: string) => (await server.db.select().from(orders).where(eq(orders.refId, refId)))[0]!;
const backPaise = async (refId: string) => {
  const rows = await server.db.select({ paise: orderLedger.amountPaise }).from(orderLedger).innerJoin(orders, eq(orders.id, orderLedger.orderId)).where(and(eq(orders.refId, refId), eq(orderLedger.flow, 'BACK')));
  return rows.map((row) => row.paise);
};
const notesOf = async (refId: string) => server.db.select().from(creditNotes).where(eq(creditNotes.orderId, (await orderRow(refId)).id)).orderBy(asc(creditNotes.id));
/**
 * One unit of a dish as support gives it back, computed here from the order's row: what the diner paid for it (its
 * price less its share of the coupon) and the tax on that at the order's rate (its tax over its taxable value).
 */
const withTax = (row: { taxesPaise: number; restaurantBillPaise: number; couponDiscountPaise: number; packingChargesPaise: number }, dishPaise: number) => {
  const dish = Math.round((dishPaise * (row.restaurantBillPaise - row.couponDiscountPaise)) / row.restaurantBillPaise);
  return { dish, tax: Math.round((row.taxesPaise * dish) / (row.restaurantBillPaise - row.couponDiscountPaise + row.packingChargesPaise)) };
};

async function setLimit(approvalAbove: number | null) {
  const read = await admin<SupportSettings>(owner, 'GET', '/support-settings');
  expect((await admin(owner, 'PUT', '/support-settings', { approvalAbove, version: read.body.responsePacket.version })).status).toBe(200);
}

describe(`a dish goes back once, on ${backendName()}`, () => {
  it('a dish given back is refused a second time; more of it than is left is refused; the screen shows what is left', async () => {
    const { order } = await paidByWallet([['Paneer Tikka', 2], ['Butter Naan', 1]]);
    const ref = order.orderRefId;
    const paneer = await lineOf(ref, 'Paneer Tikka');
    expect([paneer.quantity, paneer.left]).toEqual([2, 2]);
    expect((await credit(ref, { lines: [{ lineId: paneer.lineId, quantity: 1 }] })).status).toBe(200);
    expect((await lineOf(ref, 'Paneer Tikka')).left).toBe(1);
    const given = await backPaise(ref);

    const tooMany = await credit(ref, { lines: [{ lineId: paneer.lineId, quantity: 2 }] });
    expect([tooMany.status, tooMany.body.errorCode, tooMany.body.message]).toEqual([409, 409, moreOfDishThanLeft(ref, 'Paneer Tikka', 1, 2)]);
    expect(tooMany.body.message).toBe(`Only 1 of Paneer Tikka is left to give back for order ${ref}, not 2`);
    // Refused whole: the naan asked beside it is not taken either.
    const naan = await lineOf(ref, 'Butter Naan');
    const mixed = await credit(ref, { lines: [{ lineId: naan.lineId, quantity: 1 }, { lineId: paneer.lineId, quantity: 2 }] });
    expect([mixed.status, mixed.body.message]).toEqual([409, moreOfDishThanLeft(ref, 'Paneer Tikka', 1, 2)]);
    expect((await lineOf(ref, 'Butter Naan')).left).toBe(1);
    expect(await backPaise(ref)).toEqual(given);

    expect((await credit(ref, { lines: [{ lineId: paneer.lineId, quantity: 1 }] })).status).toBe(200);
    const again = await credit(ref, { lines: [{ lineId: paneer.lineId, quantity: 1 }] });
    expect([again.status, again.body.errorCode, again.body.message]).toEqual([409, 409, dishGivenBackAlready(ref, 'Paneer Tikka')]);
    expect(again.body.message).toBe(`Paneer Tikka of order ${ref} was given back already: choose another dish or give an amount`);
    expect((await lineOf(ref, 'Paneer Tikka')).left).toBe(0);
    expect(await backPaise(ref)).toHaveLength(2);
  });

  it('a refund waiting for finance keeps its dishes; declined, they can be given back again; approved, it pays them', async () => {
    await setLimit(10);
    const { order } = await paidByWallet([['Butter Naan', 1], ['Paneer Tikka', 1]]);
    const ref = order.orderRefId;
    const naan = await lineOf(ref, 'Butter Naan');
    const asked = await credit(ref, { lines: [{ lineId: naan.lineId, quantity: 1 }] });
    const waitingId = asked.body.responsePacket.waitingId!;
    expect(waitingId).toBeGreaterThan(0);
    expect((await lineOf(ref, 'Butter Naan')).left).toBe(0);
    const second = await credit(ref, { lines: [{ lineId: naan.lineId, quantity: 1 }] });
    expect([second.status, second.body.message]).toEqual([409, dishGivenBackAlready(ref, 'Butter Naan')]);

    expect((await admin(finance, 'POST', `/refund-requests/${waitingId}/decline`, {})).status).toBe(200);
    expect((await lineOf(ref, 'Butter Naan')).left).toBe(1);
    expect(await backPaise(ref)).toEqual([]);

    const retry = await credit(ref, { lines: [{ lineId: naan.lineId, quantity: 1 }] });
    expect((await admin(finance, 'POST', `/refund-requests/${retry.body.responsePacket.waitingId}/approve`, {})).status).toBe(200);
    expect((await lineOf(ref, 'Butter Naan')).left).toBe(0);
    // Its credit note carries the naan's tax share, as support's screen priced it.
    const row = await orderRow(ref);
    const [item] = await server.db.select().from(orderItems).where(eq(orderItems.id, naan.lineId));
    const share = withTax(row, item!.pricePaise);
    expect(await backPaise(ref)).toEqual([share.dish + share.tax]);
    expect(await notesOf(ref)).toMatchObject([{ amountPaise: share.dish + share.tax, taxablePaise: share.dish, cgstPaise: Math.round(share.tax / 2), sgstPaise: share.tax - Math.round(share.tax / 2), cause: 'SUPPORT', b2b: false }]);
  });

  it('two refunds of the last unit of a dish at once pay it once', { tags: ['postgres'] }, async () => {
    const { order } = await paidByWallet([['Butter Naan', 1], ['Paneer Tikka', 1]]);
    const ref = order.orderRefId;
    const naan = await lineOf(ref, 'Butter Naan');
    const answers = await Promise.all(Array.from({ length: 6 }, () => credit(ref, { lines: [{ lineId: naan.lineId, quantity: 1 }] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(Array(5).fill(dishGivenBackAlready(ref, 'Butter Naan')));
    expect(await backPaise(ref)).toHaveLength(1);
    expect(await notesOf(ref)).toHaveLength(1);
    const [item] = await server.db.select({ back: orderItems.givenBackQuantity }).from(orderItems).where(eq(orderItems.id, naan.lineId));
    expect(item!.back).toBe(1);
  });
});

describe(`credit notes, on ${backendName()}`, () => {
  it('each refund after the invoice takes the next number of its outlet’s own series; all of an order’s notes take back exactly its invoice’s tax', async () => {
    // With a tip: money outside the invoice's value, which goes back with the rest but is no tax's to take back.
    const { customer, order } = await paidByWallet([['Paneer Tikka', 1], ['Butter Naan', 2]], 20);
    const ref = order.orderRefId;
    const row = await orderRow(ref);
    const taxable = row.restaurantBillPaise - row.couponDiscountPaise + row.packingChargesPaise;
    // An amount: its tax is the invoice's own proportion.
    expect((await credit(ref, { amount: 50 })).status).toBe(200);
    const [first] = await notesOf(ref);
    const tax = Math.round((5000 * row.taxesPaise) / (taxable + row.taxesPaise));
    expect(first).toMatchObject({ amountPaise: 5000, taxablePaise: 5000 - tax, cgstPaise: tax - Math.floor(tax / 2), sgstPaise: Math.floor(tax / 2) });
    // The rest of the order: the notes now take back all the invoice charged, to the paisa, and no more.
    const left = (await detail(ref)).creditable;
    expect((await credit(ref, { amount: left })).status).toBe(200);
    const notes = await notesOf(ref);
    const sum = (field: 'taxablePaise' | 'cgstPaise' | 'sgstPaise') => notes.reduce((total, note) => total + note[field], 0);
    const invoiceCgst = Math.round(row.taxesPaise / 2);
    expect([sum('taxablePaise'), sum('cgstPaise'), sum('sgstPaise')]).toEqual([taxable, invoiceCgst, row.taxesPaise - invoiceCgst]);
    expect(notes.reduce((total, note) => total + note.amountPaise, 0)).toBe((await backPaise(ref)).reduce((total, paise) => total + paise, 0));

    // The diner opens them from their invoice, numbered in Mohali's credit-note series.
    const [outlet] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI));
    const invoice = (await get<Invoice>(server, `/orderInvoice/${ref}`, customer.auth)).body.responsePacket;
    expect(invoice.creditNotes.map((note) => note.number)).toEqual(notes.map((note) => `${outlet!.code}/2627C${String(note.serial).padStart(5, '0')}`));
    expect(invoice.creditNotes.every((note) => note.number.length <= 16)).toBe(true);
    expect(invoice.creditNotes[0]).toEqual({ number: expect.any(String), date: clock.now(), amount: 50, taxableValue: (5000 - tax) / 100, cgst: (tax - Math.floor(tax / 2)) / 100, sgst: Math.floor(tax / 2) / 100 });

    // Mohali's series this year: one unbroken run from 1, every note of every test so far.
    const series = await server.db.select({ serial: creditNotes.serial, year: creditNotes.fiscalYear }).from(creditNotes).where(eq(creditNotes.restaurantId, outlet!.id)).orderBy(asc(creditNotes.serial));
    expect(series.map((note) => note.year)).toEqual(series.map(() => '2026-27'));
    expect(series.map((note) => note.serial)).toEqual(series.map((_, at) => at + 1));
  });

  it('a cancel cancels the invoice and takes no note', async () => {
    const { customer, order } = await paidByWallet([['Paneer Tikka', 1]]);
    expect((await post(server, '/cancelOrder', { orderRefId: order.orderRefId, refundTo: 'WALLET' }, customer.auth)).status).toBe(200);
    expect((await backPaise(order.orderRefId)).length).toBeGreaterThan(0);
    expect(await notesOf(order.orderRefId)).toEqual([]);
  });
});
