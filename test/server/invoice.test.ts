/** Issue 23: the GST invoice of a paid order adds up to its bill, under the outlet's state's registration. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Order, UserProfile } from '../../src/api/contract';
import { chainGstin, stateOf } from '../../server/invoice';
import { INVALID_GSTIN, gstinCheckDigit, isValidGstin } from '../../src/lib/gstin';
import { get, post } from './http';
import { FARIDABAD, NEAR_MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  // 12:30 in Kolkata: every outlet is open.
  server = await startTestServer({ now: () => Date.parse('2026-03-10T07:00:00Z') });
});
afterAll(() => server.close());

const invoice = (customer: Customer, ref: string) => get<Invoice>(server, `/orderInvoice/${ref}`, customer.auth);
const paise = (rupees: number) => Math.round(rupees * 100);

describe('GSTIN', () => {
  it('checks its 15th character by GSTN’s mod-36 rule (two published GSTINs), and builds the chain’s per state', () => {
    expect(gstinCheckDigit('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckDigit('29AAGCB7383J1Z')).toBe('4');
    expect(chainGstin('03')).toMatch(/^03AAGCG4821K1Z[0-9A-Z]$/);
    expect([isValidGstin('27AAPFU0939F1ZV'), isValidGstin('27AAPFU0939F1ZW'), isValidGstin('27AAPFU0939F1V')]).toEqual([true, false, false]);
    expect(stateOf('Sector 15 Market, Faridabad, Haryana 121007')).toBe('Haryana');
    expect(stateOf('Somewhere without a state')).toBeNull();
  });
});

describe('GET /orderInvoice', () => {
  it('gives a paid delivery its invoice: lines, discount and packing make the taxable value, CGST + SGST the tax, and the total the bill’s', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1], ['Butter Naan', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    await post(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'WELCOME50' }, customer.auth);
    const placing = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
    expect(placing.body.message).toBe('Order Placed');
    const paid = placing.body.responsePacket;
    expect(paid.couponDiscountAmount).toBe(50);
    const { body } = await invoice(customer, order.orderRefId);
    expect(body.message).toBe('Success');
    const bill = body.responsePacket;
    expect(bill).toMatchObject({
      invoiceNumber: expect.stringMatching(/^MOH8\/2526\/\d{5}$/),
      invoiceDate: paid.paidAt,
      orderRefId: order.orderRefId,
      seller: { legalName: 'Gold Leaf Hospitality Private Limited', state: 'Punjab', stateCode: '03', gstin: chainGstin('03') },
      sac: '996331',
      cgstRate: 2.5,
      sgstRate: 2.5,
      couponDiscount: 50,
      paymentMode: 'WALLET',
    });
    expect(bill.lines.map((line) => [line.description, line.quantity])).toEqual([['Paneer Tikka', 1], ['Butter Naan', 1]]);
    const lines = bill.lines.reduce((sum, line) => sum + paise(line.amount), 0);
    expect(lines).toBe(paise(paid.bill.restaurantBill));
    expect(paise(bill.taxableValue)).toBe(lines - paise(bill.couponDiscount) + paise(bill.packingCharges));
    expect(paise(bill.cgst) + paise(bill.sgst)).toBe(paise(paid.bill.taxesAndCharges));
    expect(Math.abs(paise(bill.cgst) - paise(bill.sgst))).toBeLessThanOrEqual(1);
    expect(paise(bill.taxableValue) + paise(bill.cgst) + paise(bill.sgst) + paise(bill.deliveryFee) + paise(bill.tip)).toBe(paise(bill.total));
    expect(bill.total).toBe(paid.orderTotal);
  });

  it('issues under the outlet’s own state: Faridabad’s invoice carries Haryana’s GSTIN', async () => {
    const customer = await newCustomer(server);
    const order = await draft(server, customer, [['Paneer Tikka', 1]], { restaurantUuid: FARIDABAD });
    await post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
    expect((await invoice(customer, order.orderRefId)).body.responsePacket.seller).toMatchObject({ state: 'Haryana', gstin: chainGstin('06') });
  });

  it('names the GSTIN the customer gave when the order was placed; one given or changed later is for later orders', async () => {
    const customer = await newCustomer(server);
    const profile = (gstin: string) => ({
      fullName: 'Asha Verma',
      mobile: customer.credentials.mobile,
      email: 'asha@example.com',
      dateOfBirth: Date.parse('1990-05-20T00:00:00+05:30'),
      gender: 'FEMALE',
      gstin,
    });
    // Two small orders the welcome credit pays for.
    const before = await draft(server, customer, [['Butter Naan', 2]]);
    await post(server, `/placeOrder/${before.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
    const check = gstinCheckDigit('03AAGCG4821K1Z');
    const wrong = check === 'A' ? 'B' : 'A';
    const refused = await post<UserProfile>(server, '/updateProfile', profile(`03AAGCG4821K1Z${wrong}`), customer.auth);
    expect([refused.status, refused.body.message]).toEqual([400, INVALID_GSTIN]);
    const given = await post<UserProfile>(server, '/updateProfile', profile(`03 aagcg 4821 k1z${check.toLowerCase()}`), customer.auth);
    const gstin = given.body.responsePacket.gstin;
    expect([given.status, gstin]).toEqual([200, `03AAGCG4821K1Z${check}`]);
    const after = await draft(server, customer, [['Butter Naan', 2]]);
    await post(server, `/placeOrder/${after.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
    // Taken off the profile again: the placed order keeps the one it was placed under.
    expect((await post<UserProfile>(server, '/updateProfile', profile(''), customer.auth)).body.responsePacket.gstin).toBeNull();
    expect((await invoice(customer, before.orderRefId)).body.responsePacket.customer.gstin).toBeNull();
    expect((await invoice(customer, after.orderRefId)).body.responsePacket.customer.gstin).toBe(gstin);
  });

  it('refuses an unpaid order, and someone else’s order is not found', async () => {
    const [alice, bob] = [await newCustomer(server), await newCustomer(server)];
    const order = await draft(server, alice, [['Paneer Tikka', 1]]);
    await post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, alice.auth);
    expect((await invoice(alice, order.orderRefId)).body).toMatchObject({ errorCode: 422, message: 'An invoice is made once the order is paid' });
    expect((await invoice(bob, order.orderRefId)).body).toMatchObject({ errorCode: 404, message: 'Order not found' });
  });
});
