/**
 * The invoice series has no hole (issue 47): an order takes the next number of its outlet's series for the financial
 * year in the statement that makes it paid. Orders paid at once take numbers one after the other, none twice and none
 * skipped (run on PostgreSQL too: PGlite runs one statement at a time); a payment whose transaction fails gives its
 * number back; a draft or an unpaid order takes none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Order } from '../../src/api/contract';
import { orders, restaurants, users } from '../../server/db/schema';
import { creditWallet } from '../../server/wallet';
import { MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';

let server: TestServer;
// 12:30 in Kolkata on 10 May 2026: the outlets are open; the financial year is 2026-27.
const NOW = Date.parse('2026-05-10T07:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
});
afterAll(() => server.close());

async function fundedCustomer(): Promise<Customer> {
  const customer = await newCustomer(server);
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  await server.db.transaction((tx) => creditWallet(tx, { userId: user!.id, amountPaise: 5_000_00, kind: 'TOP_UP', now: NOW }));
  return customer;
}
const serialOf = (invoice: Invoice) => Number(invoice.invoiceNumber.split('/')[2]);
const invoiceOf = async (customer: Customer, ref: string) => (await get<Invoice>(server, `/orderInvoice/${ref}`, customer.auth)).body.responsePacket;

describe('the invoice series', () => {
  it('numbers orders paid at once one after the other, none twice and none skipped', { tags: ['postgres'] }, async () => {
    const BURST = 12;
    const customers = await Promise.all(Array.from({ length: BURST }, fundedCustomer));
    const drafts = await Promise.all(customers.map((customer) => draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'TakeAway' })));
    const placed = await Promise.all(drafts.map((order, at) => post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customers[at]!.auth)));
    expect(placed.map((answer) => answer.body.message)).toEqual(Array(BURST).fill('Order Placed'));
    const serials = (await Promise.all(drafts.map((order, at) => invoiceOf(customers[at]!, order.orderRefId)))).map(serialOf).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: BURST }, (_, at) => serials[0]! + at));
    const [mohali] = await server.db.select({ code: restaurants.code }).from(restaurants).where(eq(restaurants.uuid, MOHALI));
    expect((await invoiceOf(customers[0]!, drafts[0]!.orderRefId)).invoiceNumber).toMatch(new RegExp(`^${mohali!.code}/2627/\\d{5}$`));
  });

  it('gives a failed payment’s number back, and numbers no draft and no unpaid order', async () => {
    const customer = await fundedCustomer();
    const first = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'TakeAway' });
    await post(server, `/placeOrder/${first.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
    const before = serialOf(await invoiceOf(customer, first.orderRefId));

    // A payment whose transaction fails after the order was marked paid (a later statement of it throws).
    const doomed = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'TakeAway' });
    await expect(
      server.db.transaction(async (tx) => {
        const [paid] = await tx.update(orders).set({ paymentStatus: 'PAID', paidAt: new Date(NOW) }).where(eq(orders.refId, doomed.orderRefId)).returning();
        expect(paid!.invoiceSerial).toBe(before + 1);
        throw new Error('the provider said no');
      }),
    ).rejects.toThrow('the provider said no');
    const unpaid = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'TakeAway' });
    await post(server, `/placeOrder/${unpaid.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth);

    const next = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'TakeAway' });
    await post(server, `/placeOrder/${next.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
    expect(serialOf(await invoiceOf(customer, next.orderRefId))).toBe(before + 1);
    const [untaken] = await server.db.select({ serial: orders.invoiceSerial }).from(orders).where(eq(orders.refId, doomed.orderRefId));
    const [atStore] = await server.db.select({ serial: orders.invoiceSerial }).from(orders).where(eq(orders.refId, unpaid.orderRefId));
    expect([untaken!.serial, atStore!.serial]).toEqual([null, null]);
  });
});
