/**
 * A diner's data on request (DPDP Act 2023) in the console: support or the owner exports everything the chain holds
 * about the customer with a number, and nothing of anyone else's (two diners sharing a table and its bill); erases it
 * as the diner's own account deletion does, after which only their tax invoices name them (every table searched);
 * both audited in the same transaction without the data. The erase keeps the diner's orders naming no one: the month's
 * GST tables, the invoice series, reports and takings are the same to the paisa after it, and money back on a kept
 * order goes only to its source. Finance, a manager, an editor, a customer and no one are refused; a number that is no
 * customer's or is malformed is a clear 4xx with nothing done.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDataExport, CustomerErasure } from '../../src/api/privacyContract';
import { MOBILE_WANTED } from '../../src/api/privacyContract';
import type { AdminOrderPage, Invoice, Order } from '../../src/api/contract';
import type { GstSummary } from '../../src/api/contract/gst';
import { auditLog, keptInvoices, orderLedger, orders, restaurants, users } from '../../server/db/schema';
import { DINER_ERASED, ERASED_CUSTOMER } from '../../server/orders/diner';
import { NO_SUCH_CUSTOMER } from '../../server/routes/admin/privacy';
import { NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { MOHALI, draft } from '../support/ordering';
import { addToTable, atTable, handOver, ledgerTotals, moneyKit, payPart, placedOrder, richCustomer, userIdOf, type MoneyKit } from '../support/money';
import { staffClient, type Caller, type Member } from '../support/staff';
import type { Customer } from '../support/ordering';
import { get, post } from './http';

const EXPORT = '/customer-data/export';
const ERASE = '/customer-data/erase';

let kit: MoneyKit;
let owner: Member;
const staff = staffClient(() => kit.server, () => kit.clock.now());
beforeAll(async () => {
  kit = await moneyKit();
  owner = await staff.join('owner');
});
afterAll(() => kit.close());

interface Diner extends Customer {
  id: number;
  uuid: string;
  mobile: string;
  name: string;
}

let named = 0;
/** A customer with a wallet, a name nobody else has, and (when asked) an address and a phone registered for pushes. */
async function diner(extras = false): Promise<Diner> {
  const customer = await richCustomer(kit);
  const mobile = customer.credentials.mobile;
  const name = `Privacy Tester${String.fromCharCode(65 + (named++ % 26))}${process.pid}`;
  const profile = { fullName: name, mobile, email: `${mobile}@example.com`, dateOfBirth: Date.parse('1990-05-20T00:00:00+05:30'), anniversarydate: null, gender: 'FEMALE', userImageUrl: null, createcustomeronpaymentgateway: false };
  expect((await post(kit.server, '/updateProfile', profile, customer.auth)).status).toBe(200);
  if (extras) {
    const address = { addressLine1: 'House 12', addressLine2: 'Phase 7 Market Road', addressLine3: 'Mohali, Punjab 160062', addressType: 'Home', latitude: 30.7089, longitude: 76.7115 };
    expect((await post(kit.server, '/saveAddress', address, customer.auth)).status).toBe(200);
    expect((await post(kit.server, '/updateDeviceDetail', { deviceType: 'WEB', fcmDeviceToken: `token-${mobile}-secret-part`, deviceId: `phone-${mobile}` }, customer.auth)).status).toBe(200);
  }
  const [user] = await kit.server.db.select({ uuid: users.uuid }).from(users).where(eq(users.mobile, mobile));
  return { ...customer, id: await userIdOf(kit, customer), uuid: user!.uuid, mobile, name };
}

/** Two diners at one table: each adds a dish, the first sends the round (its order is theirs), each pays a part. */
async function sharedTable(first: Diner, second: Diner): Promise<void> {
  const session = await atTable(kit, [first, second], 'GL-MOH8-T3');
  await addToTable(kit, first, session, 'Paneer Tikka');
  await addToTable(kit, second, session, 'Butter Naan');
  const sent = await post(kit.server, `/tableSession/${session.sessionId}/sendRound`, {}, first.auth);
  expect(sent.status, sent.body.message).toBe(200);
  expect((await payPart(kit, second, session, 'EQUAL', 'WALLET')).status).toBe(200);
  expect((await payPart(kit, first, session, 'REST', 'WALLET')).status).toBe(200);
}

const exportOf = (caller: Caller, mobile: string) => staff.admin<CustomerDataExport>(caller, 'POST', EXPORT, { mobile });
const section = (data: CustomerDataExport, key: string) => data.sections.find((one) => one.key === key)?.rows ?? [];

/** Every key and value in the export, however deep. */
function everyEntry(value: unknown, into: Array<[string, unknown]> = [], key = ''): Array<[string, unknown]> {
  if (Array.isArray(value)) for (const item of value) everyEntry(item, into, key);
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) everyEntry(v, into, k);
  else into.push([key, value]);
  return into;
}

interface Rows<T> {
  rows: T[];
}

/** How many rows of each table hold `text` anywhere in them (every table of the schema, whatever is added later). */
async function tablesHolding(text: string): Promise<Record<string, number>> {
  const { rows } = (await kit.server.db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and left(table_name, 2) <> '__'`)) as unknown as Rows<{ table_name: string }>;
  const found: Record<string, number> = {};
  for (const { table_name: table } of rows) {
    const counted = (await kit.server.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${text}%`}`)) as unknown as Rows<{ n: number }>;
    const n = Number(counted.rows[0]?.n ?? 0);
    if (n > 0) found[table] = n;
  }
  return found;
}

/** Rows of any column named user_id or …_user_id that hold this id. */
async function userColumnsHolding(id: number): Promise<Record<string, number>> {
  const { rows } = (await kit.server.db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and (column_name = 'user_id' or column_name like '%\\_user\\_id')`,
  )) as unknown as Rows<{ table_name: string; column_name: string }>;
  expect(rows.length).toBeGreaterThan(20);
  const found: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of rows) {
    const counted = (await kit.server.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`)) as unknown as Rows<{ n: number }>;
    const n = Number(counted.rows[0]?.n ?? 0);
    if (n > 0) found[`${table}.${column}`] = n;
  }
  return found;
}

const auditsOf = (customerId: number) =>
  kit.server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(customerId))));

describe("a customer's data on request", () => {
  it('support exports everything about the customer found by number, and nothing of the diner who shared their table', async () => {
    const [alice, bob] = [await diner(true), await diner(true)];
    const takeaway = await placedOrder(kit, alice, 'WALLET');
    await handOver(kit, takeaway.orderRefId);
    await placedOrder(kit, bob, 'WALLET');
    await sharedTable(alice, bob);

    const answer = await exportOf(kit.support, alice.mobile);
    expect([answer.status, answer.body.message]).toEqual([200, 'Everything the chain holds about this customer']);
    const data = answer.body.responsePacket;
    expect(data.customerId).toBe(alice.id);
    expect(section(data, 'profile')[0]).toMatchObject({ fullName: alice.name, mobile: alice.mobile, uuid: alice.uuid });
    expect(section(data, 'addresses')).toEqual([expect.objectContaining({ addressLine1: 'House 12', addressType: 'Home' })]);
    const pushDevices = section(data, 'pushDevices');
    expect(pushDevices).toEqual([expect.objectContaining({ deviceId: `phone-${alice.mobile}`, pushToken: `toke…part (${`token-${alice.mobile}-secret-part`.length} characters)` })]);
    expect(JSON.stringify(data)).not.toContain('secret-part');
    const orderRows = section(data, 'orders');
    expect(orderRows.map((row) => row.refId)).toContain(takeaway.orderRefId);
    expect(orderRows.find((row) => row.refId === takeaway.orderRefId)).toMatchObject({ outlet: expect.any(String) as string, lines: [expect.objectContaining({ title: 'Paneer Tikka', quantity: 1 })] });
    // The table's round is Alice's order: Bob paid part of it, shown as another diner's part.
    const money = section(data, 'orderMoney');
    expect(money.map((row) => row.by)).toEqual(expect.arrayContaining(['you', 'another diner']));
    expect(section(data, 'wallet').length).toBeGreaterThanOrEqual(3);
    expect(section(data, 'tableSessions').map((row) => row.what)).toEqual(['joined', 'dish added', 'part of the bill paid']);
    expect(section(data, 'tableSessions')[1]).toMatchObject({ title: 'Paneer Tikka' });
    expect(section(data, 'notifications').length).toBeGreaterThan(0);
    expect(data.notes.join(' ')).toContain('Push tokens are shown masked');

    // Nothing of Bob's: not his number, name or account id anywhere, nor any id of his under any key.
    const text = JSON.stringify(data);
    for (const his of [bob.mobile, bob.name, bob.uuid]) expect(text).not.toContain(his);
    expect(everyEntry(data).filter(([key, value]) => /user/i.test(key) && value === bob.id)).toEqual([]);

    // Audited in the same call: who, whose, when, and no data.
    const [audit] = await auditsOf(alice.id);
    expect(audit).toMatchObject({ action: 'export', role: 'support', before: null, after: null });
    expect(JSON.stringify(audit)).not.toContain(alice.mobile);
  });

  it('erase keeps only the invoices: afterwards no table but the kept invoices names the customer, and their sign-in is gone', async () => {
    const [alice, bob] = [await diner(true), await diner(true)];
    await placedOrder(kit, alice, 'WALLET');
    await placedOrder(kit, alice, 'WALLET');
    await sharedTable(alice, bob);
    const paid = await kit.server.db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, alice.id), eq(orders.paymentStatus, 'PAID')));
    expect(paid.length).toBeGreaterThanOrEqual(2);
    // Before: their number is in many tables.
    expect(Object.keys(await tablesHolding(alice.mobile)).length).toBeGreaterThan(1);

    const erased = await staff.admin<CustomerErasure>(owner, 'POST', ERASE, { mobile: alice.mobile });
    expect(erased.status, kit.server.logs.filter((l) => l.includes('error')).slice(-3).join('\n')).toBe(200);
    expect(erased.body.responsePacket).toEqual({ invoicesKept: paid.length });
    expect(erased.body.message).toBe(`The customer's data is erased. ${paid.length} tax invoices are kept, as GST law requires; nothing else names them.`);

    expect(await tablesHolding(alice.mobile)).toEqual({ kept_invoices: paid.length });
    expect(await tablesHolding(alice.name)).toEqual({ kept_invoices: paid.length });
    expect(await tablesHolding(alice.uuid)).toEqual({});
    expect(await userColumnsHolding(alice.id)).toEqual({});
    expect((await get(kit.server, '/profileDetail', alice.auth)).status).toBe(401);
    expect((await exportOf(owner, alice.mobile)).status).toBe(404);

    // The audit says who erased whom and how many invoices stayed; the other diner keeps their own data.
    const audits = await auditsOf(alice.id);
    expect(audits.map((row) => [row.action, row.role, row.after])).toEqual([['erase', 'owner', { invoicesKept: paid.length }]]);
    const bobs = await exportOf(owner, bob.mobile);
    expect(bobs.status).toBe(200);
    expect(section(bobs.body.responsePacket, 'profile')[0]).toMatchObject({ mobile: bob.mobile });
    expect(section(bobs.body.responsePacket, 'tableSessions').length).toBeGreaterThan(0);
  });
});

/** The month's and the day's figures as finance reads them: GST summary (tables 7, 4A, 12, 13), reports, takings. */
async function figures() {
  const read = async <T>(path: string) => {
    const answer = await kit.admin<T>(kit.finance, 'GET', path);
    expect([path, answer.status]).toEqual([path, 200]);
    return answer.body.responsePacket;
  };
  return {
    gst: await read<GstSummary>('/gst?month=2026-03'),
    reports: await read<unknown>('/reports?from=2026-03-10&to=2026-03-10'),
    takings: await read<unknown>('/takings?from=2026-03-10&to=2026-03-10'),
  };
}

/** A document's place in its series: the digits it ends with (an invoice's 'MOH8/2627/00042', a credit note's 'MOH8/2627C00003'). */
const serialOf = (documentNumber: string) => Number(/\d+$/.exec(documentNumber)?.[0]);

describe('an erase keeps the orders, naming no one', () => {
  it("the month's GST tables, the invoice series, reports and takings are unchanged to the paisa; the kept invoice is the one issued; nothing else names the diner", { tags: ['postgres'] }, async () => {
    const alice = await diner(true);
    const words = {
      address: `House 9, Privacy Lane ${process.pid}, Mohali`,
      cooking: `No onions for ${alice.name}`,
      dish: `Ring ${alice.name} at the gate`,
      comment: `Lovely, thanks from ${alice.name}`,
      report: `The naan was missing, ${alice.name}`,
      reply: `Sorry ${alice.name}, it is on us`,
    };
    // A delivery to her door with her words on it, paid; a takeaway handed over, rated, reported and answered; a table
    // round shared with another diner (sharedTable).
    const delivery = await draft(kit.server, alice, [['Paneer Tikka', 1], ['Butter Naan', 2]], { orderType: 'HomeDelivery', deliveryLocation: { text: words.address, latitude: 30.7374, longitude: 76.6762 } });
    const naan = delivery.itemList.find((line) => line.title === 'Butter Naan');
    expect((await post(kit.server, '/updateOrderCookingInstruction', { orderRefId: delivery.orderRefId, cookingInstruction: words.cooking }, alice.auth)).status).toBe(200);
    expect((await post(kit.server, '/updateInstructionOnOrderItem', { orderRefId: delivery.orderRefId, itemId: naan?.itemId, instruction: words.dish }, alice.auth)).status).toBe(200);
    const placed = await post<Order>(kit.server, `/placeOrder/${delivery.orderRefId}`, { paymentMode: 'WALLET' }, alice.auth);
    expect(placed.status, placed.body.message).toBe(200);
    const takeaway = await placedOrder(kit, alice, 'WALLET', [['Paneer Tikka', 1], ['Butter Naan', 1]]);
    await handOver(kit, takeaway.orderRefId);
    expect((await post(kit.server, '/rateOrderByCustomer', { orderRefId: takeaway.orderRefId, rating: 4, comment: words.comment }, alice.auth)).status).toBe(200);
    const naanId = takeaway.itemList.find((line) => line.title === 'Butter Naan')?.itemId;
    const reported = await post(kit.server, '/reportOrderProblem', { orderRefId: takeaway.orderRefId, kind: 'MISSING', itemIds: [naanId], note: words.report }, alice.auth);
    expect(reported.status, reported.body.message).toBe(200);
    expect((await kit.outlet(`/orders/${takeaway.orderRefId}/report/answer`, { reply: words.reply, refund: true })).status).toBe(200);
    const bob = await diner();
    await sharedTable(alice, bob);
    const refs = [delivery.orderRefId, takeaway.orderRefId];
    const issued = await Promise.all(refs.map(async (ref) => (await get<Invoice>(kit.server, `/orderInvoice/${ref}`, alice.auth)).body.responsePacket));
    const before = await figures();
    expect(before.gst.registrations.flatMap((registration) => registration.documents).length).toBeGreaterThan(0);

    const erased = await staff.admin<CustomerErasure>(kit.support, 'POST', ERASE, { mobile: alice.mobile });
    expect(erased.status, erased.body.message).toBe(200);

    // The figures, to the paisa, and table 13's documents: the same numbers, totals and cancellations.
    expect(await figures()).toEqual(before);
    // Each series is unbroken: as many invoices as numbers from the first to the last.
    for (const document of before.gst.registrations.flatMap((registration) => registration.documents)) {
      expect([document.outletTitle, document.total]).toEqual([document.outletTitle, serialOf(document.to) - serialOf(document.from) + 1]);
    }
    // Her orders stay, numbered as before, naming no one: no address, pin, words or review.
    const kept = await kit.server.db.select().from(orders).where(inArray(orders.refId, refs)).orderBy(orders.id);
    expect(kept.map((order) => [order.refId, order.userId, order.deliveryText, order.deliveryLatitude, order.deliveryLongitude, order.cookingInstruction, order.ratingComment, order.rating])).toEqual([
      [delivery.orderRefId, null, null, null, null, '', null, null],
      [takeaway.orderRefId, null, null, null, null, '', null, 4],
    ]);
    expect(kept.map((order) => order.invoiceSerial)).toEqual(issued.map((invoice) => serialOf(invoice.invoiceNumber)));
    expect(kept[1]?.report).toMatchObject({ kind: 'MISSING', note: '', reply: '', refundPaise: expect.any(Number) as number });
    // The kept invoices are the ones she was given, as issued (her name and number on them, as GST law keeps them).
    const keptInvoicesNow = await kit.server.db.select().from(keptInvoices).where(inArray(keptInvoices.orderRefId, refs)).orderBy(keptInvoices.invoiceNumber);
    expect(keptInvoicesNow.map((row) => row.invoice).sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber))).toEqual([...issued].sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber)));
    // Nothing but the kept invoices names her: every text of every table searched for her number, name, address and words.
    expect(await tablesHolding(alice.mobile)).toEqual({ kept_invoices: expect.any(Number) as number });
    expect(await tablesHolding(alice.name)).toEqual({ kept_invoices: expect.any(Number) as number });
    for (const text of Object.values(words)) expect([text, await tablesHolding(text)]).toEqual([text, {}]);
    expect(await userColumnsHolding(alice.id)).toEqual({});
    // The console still finds the orders, naming no one.
    const found = await kit.admin<AdminOrderPage>(kit.support, 'GET', `/orders?q=${delivery.orderRefId}`);
    expect(found.body.responsePacket.items.map((row) => [row.id, row.customerName, row.customerMobile])).toEqual([[delivery.orderRefId, ERASED_CUSTOMER, '']]);
  });

  it("money back on a kept order goes only to its source after the erase: through the provider, the wallet refused clearly", async () => {
    const alice = await diner();
    const paid = await placedOrder(kit, alice, 'CARD');
    await handOver(kit, paid.orderRefId);
    expect((await staff.admin(kit.support, 'POST', ERASE, { mobile: alice.mobile })).status).toBe(200);
    const credit = (to: 'WALLET' | 'SOURCE') => kit.admin(kit.support, 'POST', `/orders/${paid.orderRefId}/credit`, { amount: 10, to, reason: 'Arrived 40 minutes late' });

    const toWallet = await credit('WALLET');
    expect([toWallet.status, toWallet.body.message]).toEqual([409, DINER_ERASED(paid.orderRefId)]);
    expect(await ledgerTotals(kit, paid.orderRefId)).toEqual({ paid: Math.round(paid.orderTotal * 100), back: 0 });
    const toSource = await credit('SOURCE');
    expect(toSource.status, toSource.body.message).toBe(200);
    // The provider took it: the card payment the erase kept (naming no one) is what the refund went back through.
    const back = await kit.server.db.select({ amountPaise: orderLedger.amountPaise, refundState: orderLedger.refundState, userId: orderLedger.userId }).from(orderLedger).innerJoin(orders, eq(orders.id, orderLedger.orderId)).where(and(eq(orders.refId, paid.orderRefId), eq(orderLedger.flow, 'BACK')));
    expect(back).toEqual([{ amountPaise: 1000, refundState: 'DONE', userId: null }]);
  });
});

describe('who may, and bad numbers', () => {
  it('support and the owner may; finance, a manager, an editor, a customer and no one are refused and nothing is done', async () => {
    const alice = await diner();
    expect((await exportOf(owner, alice.mobile)).status).toBe(200);
    expect((await exportOf(kit.support, alice.mobile)).status).toBe(200);
    const customer = await richCustomer(kit);
    const [mohali] = await kit.server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, MOHALI));
    const mohaliId = mohali!.id;
    const refused: Array<[string, Caller, number, string]> = [
      ['finance', kit.finance, 403, NOT_YOUR_ROLE],
      ['a manager', await staff.join('manager', [mohaliId]), 403, NOT_YOUR_ROLE],
      ['an editor', await staff.join('editor'), 403, NOT_YOUR_ROLE],
      ['a customer', { address: staff.newAddress(), headers: customer.auth }, 401, SIGN_IN_FIRST],
      ['no one', { address: staff.newAddress() }, 401, SIGN_IN_FIRST],
    ];
    const auditsBefore = (await auditsOf(alice.id)).length;
    for (const [who, caller, status, message] of refused) {
      for (const path of [EXPORT, ERASE]) {
        const answer = await staff.admin(caller, 'POST', path, { mobile: alice.mobile });
        expect([who, path, answer.status, answer.body.message]).toEqual([who, path, status, message]);
      }
    }
    expect((await auditsOf(alice.id)).length).toBe(auditsBefore);
    expect((await get(kit.server, '/profileDetail', alice.auth)).status).toBe(200);
  });

  it('a number that is no customer’s, or no number at all, is a clear 4xx with nothing done; the number is never taken from the address', async () => {
    const auditCount = async () => (await kit.server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).at(0)?.n;
    const before = await auditCount();
    for (const path of [EXPORT, ERASE]) {
      const nobody = await staff.admin(kit.support, 'POST', path, { mobile: '4000000000' });
      expect([path, nobody.status, nobody.body.message]).toEqual([path, 404, NO_SUCH_CUSTOMER]);
      for (const [body, message] of [
        [{ mobile: '12345' }, MOBILE_WANTED],
        [{ mobile: '0123456789' }, MOBILE_WANTED],
        [{ mobile: 9876543210 }, 'mobile must be a string'],
        [{}, MOBILE_WANTED],
        [{ mobile: '9876543210', name: 'x' }, 'Unknown field: name'],
        [[], 'Request body must be a JSON object'],
      ] as const) {
        const bad = await staff.admin(kit.support, 'POST', path, body);
        expect([path, body, bad.status, bad.body.message]).toEqual([path, body, 400, message]);
      }
      const inAddress = await staff.admin(kit.support, 'GET', `${path}?mobile=9876543210`);
      expect([path, inAddress.status]).toEqual([path, 404]);
    }
    expect(await auditCount()).toBe(before);
  });
});
