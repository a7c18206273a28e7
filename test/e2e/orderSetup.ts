/**
 * Sets up orders through the real API (as the checkout screen would), so the payment and tracking tests can
 * start at their own screens. Uses the signed-in page's own credential and XSRF cookie.
 */
import { expect } from '@playwright/test';
import type { APIResponse, Page } from '@playwright/test';
import type { Menu, Order, OrderSummary, Restaurant } from '../../src/api/contract';
import { storeOnDevice } from './deviceStore';

const MOHALI = { latitude: 30.7374, longitude: 76.6762 };

async function cookie(page: Page, name: string): Promise<string> {
  const found = (await page.context().cookies()).find((c) => c.name === name);
  if (!found) throw new Error(`no ${name} cookie: sign in and load a page first`);
  return decodeURIComponent(found.value);
}

/** Calls /v1/api as the signed-in customer and returns responsePacket (fails the test on an error envelope). */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers = { Authorization: `Basic ${await cookie(page, 'session')}`, ...xsrfHeader(await page.context().cookies()) };
  const response = await page.request.fetch(`/v1/api${path}`, { method, headers, ...(body === undefined ? {} : { data: body }) });
  return answerOf<T>(response, `${method} ${path}`);
}

/** The header that echoes the XSRF cookie among `cookies` (server/http/xsrf.ts), when there is one. */
export function xsrfHeader(cookies: Array<{ name: string; value: string }>): Record<string, string> {
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
  return xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value) } : {};
}

/** An API answer's responsePacket; fails the test on an error envelope, with its message. */
export async function answerOf<T>(response: APIResponse, call: string): Promise<T> {
  const envelope = (await response.json()) as { errorCode: number; message: string; responsePacket: T };
  expect(envelope.errorCode, `${call}: ${envelope.message}`).toBe(0);
  return envelope.responsePacket;
}

/** Every outlet, nearest to Mohali first. */
export const outletsNearMohali = (page: Page) =>
  api<Restaurant[]>(page, 'POST', '/restaurantList', { categoryId: 0, cityId: 0, length: 1000, start: 0, searchKey: '', orderType: 'All', ...MOHALI });

/**
 * A DRAFT home-delivery order from the nearest delivering outlet: its cheapest dish, enough of it for `minTotal`
 * rupees of food, to a saved address a few hundred metres from the outlet (inside its delivery radius).
 */
/** The customer's home address a few hundred metres from `outlet`, well inside its delivery reach. */
export const saveAddressNear = (page: Page, outlet: Pick<Restaurant, 'latitude' | 'longitude'>) =>
  api<{ recordId: number }>(page, 'POST', '/saveAddress', {
    addressLine1: '12 Test Street',
    addressLine2: 'Sector 70',
    addressLine3: '',
    addressType: 'Home',
    latitude: outlet.latitude + 0.003,
    longitude: outlet.longitude + 0.002,
  });

export async function createDraftOrder(page: Page, { minTotal = 1 }: { minTotal?: number } = {}): Promise<Order> {
  const outlet = (await outletsNearMohali(page)).find((o) => o.availableInHomeDelivery);
  if (!outlet) throw new Error('no delivering outlet in the seed data');
  const menu = await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${outlet.restaurantUuid}`);
  // The cheapest dish: one of it stays within the ₹500 welcome credit; a quantity reaches any minimum.
  const item = menu.itemList.filter((i) => i.isAvailable).sort((a, b) => a.price - b.price)[0];
  if (!item) throw new Error('no available item');
  const quantity = Math.min(50, Math.max(1, Math.ceil(minTotal / item.price)));
  const address = await saveAddressNear(page, outlet);
  return api<Order>(page, 'POST', '/saveOrder', {
    restaurantUuid: outlet.restaurantUuid,
    orderType: 'HomeDelivery',
    items: [{ itemId: item.itemId, quantity }],
    deliveryAddressId: address.recordId,
  });
}

/** What the checkout does before sending the customer to /payment-methods: remember the pending order. */
export const setPendingOrder = (page: Page, orderRefId: string): Promise<void> => storeOnDevice(page, 'pending-order', orderRefId);

export const orderList = (page: Page) => api<OrderSummary[]>(page, 'GET', '/getOrderList');
export const orderDetail = (page: Page, ref: string) => api<Order>(page, 'GET', `/orderDetail/${ref}`);
