/** The customer's addresses over HTTP: save, list, update, delete, and every rule the server checks again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, SavedAddress } from '../../src/api/contract';
import { MSG } from '../../src/config/messages';
import { MAX_ADDRESSES } from '../../server/routes/addresses';
import { type TestServer } from '../support/server';
import { draft, saveOrder, startWithTwoCustomers, type Customer } from '../support/ordering';
import { get, post } from './http';

let server: TestServer;
let alice: Customer;
let bob: Customer;
beforeAll(async () => {
  ({ server, alice, bob } = await startWithTwoCustomers());
});
afterAll(() => server.close());

/** Phase 7, Mohali: about 1.5 km from the Mohali Phase 8 outlet. Sarabha Nagar, Ludhiana: about 85 km. */
const PHASE_7 = { latitude: 30.7109, longitude: 76.7194 };
const SECTOR_17_CHANDIGARH = { latitude: 30.741, longitude: 76.779 };
const LUDHIANA = { latitude: 30.8893, longitude: 75.8262 };

const home = { addressLine1: 'House 12', addressLine2: 'Phase 7 Market Road', addressLine3: 'Mohali, Punjab 160062', addressType: 'Home', ...PHASE_7 };

const save = (body: unknown, customer = alice) => post<SavedAddress>(server, '/saveAddress', body, customer.auth);
const update = (body: unknown, customer = alice) => post<SavedAddress>(server, '/updateAddress', body, customer.auth);
const list = (customer = alice) => get<SavedAddress[]>(server, '/getAddressList', customer.auth);

async function saved(body: object, customer = alice): Promise<SavedAddress> {
  const res = await save(body, customer);
  expect(res.status, res.body.message).toBe(200);
  return res.body.responsePacket;
}

describe('saveAddress and getAddressList', () => {
  it('keeps the address with its own coordinates and lists it for its owner only', async () => {
    const address = await saved(home);
    expect(address).toEqual({ recordId: expect.any(Number) as number, ...home });
    expect((await list()).body.responsePacket).toContainEqual(address);
    expect((await list(bob)).body.responsePacket.map((a) => a.recordId)).not.toContain(address.recordId);
  });

  it.each([
    ['no address type', { ...home, addressType: undefined }, MSG.selectAddressType],
    ['an unknown address type', { ...home, addressType: 'Office' }, MSG.selectAddressType],
    ['no latitude', { ...home, latitude: undefined }, MSG.selectLocationFirst],
    ['no longitude', { ...home, longitude: undefined }, MSG.selectLocationFirst],
    ['a latitude as text', { ...home, latitude: '30.7' }, MSG.selectLocationFirst],
    ['a latitude beyond 90', { ...home, latitude: 91 }, 'latitude must be at most 90'],
    ['a longitude beyond -180', { ...home, longitude: -181 }, 'longitude must be at least -180'],
    ['a blank first line', { ...home, addressLine1: '   ' }, MSG.enterDetails],
    ['a first line of 201 characters', { ...home, addressLine1: 'x'.repeat(201) }, 'addressLine1 must be at most 200 characters'],
    ['an unknown field', { ...home, city: 'Mohali' }, 'Unknown field: city'],
  ])('refuses %s with an envelope error', async (_case, body, message) => {
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).not.toBe(0);
    expect(res.body.message).toBe(message);
  });

  it('needs a signed-in customer', async () => {
    const res = await post(server, '/saveAddress', home);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).not.toBe(0);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per customer`, async () => {
    // Fill Bob up to the cap, then one more is refused.
    const have = (await list(bob)).body.responsePacket.length;
    for (let i = have; i < MAX_ADDRESSES; i += 1) await saved({ ...home, addressLine1: `Flat ${i}` }, bob);
    const res = await save(home, bob);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`You can keep at most ${MAX_ADDRESSES} addresses`);
    expect((await list(bob)).body.responsePacket).toHaveLength(MAX_ADDRESSES);
  });
});

describe('updateAddress', () => {
  it('changes every field of the address, its pin included', async () => {
    const address = await saved(home);
    const moved = { recordId: address.recordId, addressLine1: 'SCO 20', addressLine2: 'Jan Marg', addressLine3: 'Chandigarh 160017', addressType: 'Work', ...SECTOR_17_CHANDIGARH };
    const res = await update(moved);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('Address updated');
    expect(res.body.responsePacket).toEqual(moved);
    expect((await list()).body.responsePacket.find((a) => a.recordId === address.recordId)).toEqual(moved);
  });

  it("answers another customer's address as not found and leaves it unchanged", async () => {
    const address = await saved(home);
    const res = await update({ ...home, recordId: address.recordId, addressLine1: 'Taken over' }, bob);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Address not found');
    expect((await list()).body.responsePacket.find((a) => a.recordId === address.recordId)?.addressLine1).toBe('House 12');
  });

  it.each([
    ['no recordId', { ...home }, 'recordId must be a number'],
    ['a recordId as text', { ...home, recordId: '7' }, 'recordId must be a number'],
    ['no address type', { ...home, recordId: 1, addressType: '' }, MSG.selectAddressType],
    ['no pin', { ...home, recordId: 1, latitude: undefined, longitude: undefined }, MSG.selectLocationFirst],
    ['a pin of null', { ...home, recordId: 1, latitude: null }, MSG.selectLocationFirst],
  ])('refuses %s', async (_case, body, message) => {
    const res = await update(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers an address that does not exist as not found', async () => {
    const res = await update({ ...home, recordId: 2_000_000_000 });
    expect(res.status).toBe(404);
  });
});

describe('deleteAddress', () => {
  it("removes the customer's own address, and only theirs", async () => {
    const address = await saved(home);
    const stranger = await post(server, '/deleteAddress', { recordId: address.recordId }, bob.auth);
    expect(stranger.status).toBe(404);
    const res = await post(server, '/deleteAddress', { recordId: address.recordId }, alice.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Address deleted');
    expect((await list()).body.responsePacket.map((a) => a.recordId)).not.toContain(address.recordId);
    expect((await post(server, '/deleteAddress', { recordId: address.recordId }, alice.auth)).status).toBe(404);
  });

  it('refuses a recordId that is not a number', async () => {
    const res = await post(server, '/deleteAddress', { recordId: 'one' }, alice.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('recordId must be a number');
  });
});

describe('delivery to a saved address', () => {
  it("prices the distance from the address's own pin, and follows the pin when it moves", async () => {
    const address = await saved(home);
    const near: Order = await draft(server, alice, [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryAddressId: address.recordId });
    expect(near.deliveryAddress).toEqual({ text: 'House 12, Phase 7 Market Road, Mohali, Punjab 160062', ...PHASE_7 });
    expect(near.bill.deliveryFee).toBe(30);

    await update({ ...home, recordId: address.recordId, ...SECTOR_17_CHANDIGARH });
    const farther = await draft(server, alice, [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryAddressId: address.recordId });
    expect(farther.deliveryAddress).toMatchObject(SECTOR_17_CHANDIGARH);
    expect(farther.bill.deliveryFee).toBe(50);
  });

  it("refuses an address outside the outlet's delivery area", async () => {
    const address = await saved({ ...home, addressLine2: 'Sarabha Nagar', ...LUDHIANA });
    const res = await saveOrder(server, alice, [['Dal Makhani', 1]], { orderType: 'HomeDelivery', deliveryAddressId: address.recordId });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.notDelivering);
  });
});
