/** Helpers for the ordering tests: a signed-in customer, menu look-ups and draft orders at known outlets. */
import type { Credentials, Menu, MenuItem, Order, SaveOrderRequest } from '../../src/api/contract';
import { basicAuth, get, post, signIn, uniqueMobile, type ApiResponse } from '../server/http';
import { startTestServer, type TestServer } from './server';
import { tableKeyOf } from './tables';

export const MOHALI = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
export const PHAGWARA_HIGHWAY = '00a2405b-00e5-4f74-955a-7a97c79f83bc';
export const FARIDABAD = '9aa2fdd5-2195-4859-86ee-71be0f2e7e22';
/** The default Mohali address of SPEC 9: about 4 km from the Mohali Phase 8 outlet (inside its 9 km radius). */
export const NEAR_MOHALI = { text: 'Sector 70, Mohali', latitude: 30.7374, longitude: 76.6762 };
/** About 1 km from the outlet: the ₹30 delivery band. */
export const NEXT_TO_MOHALI = { text: 'Phase 7, Mohali', latitude: 30.7089, longitude: 76.7115 };

export interface Customer {
  credentials: Credentials;
  auth: Record<string, string>;
}

export async function newCustomer(server: TestServer): Promise<Customer> {
  const credentials = await signIn(server, uniqueMobile());
  return { credentials, auth: basicAuth(credentials) };
}

const menus = new Map<string, Menu>();
/** A fresh in-memory server with two signed-in customers, so a test can check one cannot see the other's data. */
export async function startWithTwoCustomers(): Promise<{ server: TestServer; alice: Customer; bob: Customer }> {
  const server = await startTestServer();
  const [alice, bob] = await Promise.all([newCustomer(server), newCustomer(server)]);
  return { server, alice, bob };
}

export async function menuOf(server: TestServer, uuid: string): Promise<Menu> {
  const key = `${server.url} ${uuid}`;
  const cached = menus.get(key);
  if (cached) return cached;
  const res = await get<Menu>(server, `/getItemListWithCatSubCat/${uuid}`);
  if (res.status !== 200) throw new Error(`menu failed: ${res.status} ${res.body.message}`);
  menus.set(key, res.body.responsePacket);
  return res.body.responsePacket;
}

export async function dish(server: TestServer, title: string, uuid = MOHALI): Promise<MenuItem> {
  const item = (await menuOf(server, uuid)).itemList.find((i) => i.title === title);
  if (!item) throw new Error(`No ${title} on the menu of ${uuid}`);
  return item;
}

/** Saves a draft: items as [title, quantity] pairs at Mohali Phase 8 unless told otherwise. */
export async function saveOrder(
  server: TestServer,
  customer: Customer,
  items: Array<[string, number]>,
  overrides: Partial<SaveOrderRequest> = {},
): Promise<ApiResponse<Order>> {
  const uuid = overrides.restaurantUuid ?? MOHALI;
  const lines = await Promise.all(items.map(async ([title, quantity]) => ({ itemId: (await dish(server, title, uuid)).itemId, quantity })));
  // At a table, as its QR code was scanned: with the code's secret (issue 34), unless the test says otherwise.
  const scanned = overrides.tableCode && !('tableKey' in overrides) ? { tableKey: await tableKeyOf(server.db, overrides.tableCode).catch(() => undefined) } : {};
  return post<Order>(server, '/saveOrder', { restaurantUuid: uuid, orderType: 'TakeAway', items: lines, ...scanned, ...overrides }, customer.auth);
}

export async function draft(server: TestServer, customer: Customer, items: Array<[string, number]>, overrides: Partial<SaveOrderRequest> = {}): Promise<Order> {
  const res = await saveOrder(server, customer, items, overrides);
  if (res.status !== 200) throw new Error(`saveOrder failed: ${res.status} ${res.body.message}`);
  return res.body.responsePacket;
}
