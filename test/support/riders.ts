/**
 * Issue 37, for the riders' server tests: Mohali's kitchen board (an outlet key) adding riders and handing them
 * orders, the links the demo prints for riders' phones, and the rider API as the rider page calls it.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Envelope, Order } from '../../src/api/contract';
import type { OutletRider } from '../../src/api/contract/riders';
import type { OutletOrder } from '../../src/outlet/contract';
import { restaurants } from '../../server/db/schema';
import { createOutletKey } from '../../server/outlet/keys';
import { get, post } from '../server/http';
import { MOHALI, NEAR_MOHALI, draft, newCustomer, type Customer } from './ordering';
import type { FakeMsg91 } from './fakeMsg91';
import type { TestServer } from './server';

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** A call to the outlet API with one key; a body makes it a POST. */
export type OutletCall = <T>(path: string, body?: unknown) => Promise<Answer<T>>;

export interface RiderKit {
  /** The board's key for Mohali, and Mohali's id. */
  key: string;
  outletId: number;
  /** A call to the outlet API (Mohali's key) or the rider API (a shift's token); a body makes it a POST. */
  outlet: OutletCall;
  rider<T>(token: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  /** The outlet API with another key (another outlet's: see outletKey), or with none (null). */
  outletAs(key: string | null): OutletCall;
  /** One of Mohali's riders (or of the outlet whose key `as` calls with), added on its board with a phone of its own. */
  newRider(name: string, as?: OutletCall): Promise<OutletRider>;
  /** The newest link sent for the rider's phone (`<origin>/rider/#<token>`), and its token. */
  linkOf(phone: string): string;
  tokenOf(phone: string): string;
  /** A customer's delivery order from Mohali, accepted and ready. */
  readyOrder(customer: Customer, paymentMode?: string): Promise<Order>;
  /** An order out for delivery with a new rider of Mohali's (a new customer's unless given): the rider's token and the order. */
  handed(paymentMode?: string, customer?: Customer): Promise<{ customer: Customer; order: Order; who: OutletRider; token: string; ref: string }>;
  /** Issue 44: a new customer's order out for delivery with a rider already added (on their shift, or one it starts). */
  handedTo(who: OutletRider, paymentMode?: string): Promise<{ customer: Customer; order: Order; ref: string }>;
  /** The code the diner shows at the door, as their order's details give it. */
  codeOf(customer: Customer, ref: string): Promise<string>;
}

/** A new kitchen board key for an outlet of the server's (by its uuid), and the outlet's id. */
export async function outletKey(server: TestServer, now: number, uuid: string): Promise<{ key: string; outletId: number }> {
  const [outlet] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, uuid));
  if (!outlet) throw new Error(`no outlet ${uuid}`);
  return { key: (await createOutletKey(server.db, outlet.id, 'Kitchen board', now)).key, outletId: outlet.id };
}

/** Riders' phones: 97000 and a count, one of their own in each server. */
let phones = 0;

/** `msg91`: riders' links go by SMS through this stand-in (a server outside the demo), not printed. */
export async function riderKit(server: TestServer, now: number, msg91?: FakeMsg91): Promise<RiderKit> {
  const { key, outletId } = await outletKey(server, now, MOHALI);

  async function call<T>(base: string, token: string | null, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await fetch(`${server.url}${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(token === null ? {} : { Authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
  }
  const outletAs = (as: string | null): OutletCall => <T>(path: string, body?: unknown) => call<T>('/v1/outlet-api', as, path, body);
  const outlet = outletAs(key);
  const rider = <T>(token: string, path: string, body?: unknown, headers?: Record<string, string>) => call<T>('/v1/rider', token, path, body, headers);

  async function newRider(name: string, as = outlet): Promise<OutletRider> {
    const phone = `97000${String(phones++).padStart(5, '0')}`;
    const added = (await as<OutletRider[]>('/riders', { name, phone })).body.responsePacket.find((one) => one.phone === phone);
    if (!added) throw new Error('rider not added');
    return added;
  }

  // The demo prints `[demo] Rider link for <phone>: <link>`.
  function linkOf(phone: string): string {
    const printed = `[demo] Rider link for ${phone}: `;
    const link = msg91
      ? msg91.flows.findLast((one) => one.mobile === `91${phone}`)?.link
      : [...server.logs].reverse().find((one) => one.startsWith(printed))?.slice(printed.length);
    if (!link) throw new Error(`no link sent for ${phone}`);
    return link;
  }
  function tokenOf(phone: string): string {
    const token = /\/rider\/#(rdr_[\w-]{43})$/.exec(linkOf(phone))?.[1];
    if (!token) throw new Error(`no token in the link for ${phone}`);
    return token;
  }

  async function readyOrder(customer: Customer, paymentMode = 'CASH_ON_DELIVERY'): Promise<Order> {
    const order = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode }, customer.auth);
    expect(placed.body.message).toBe('Order Placed');
    for (const [move, body] of [['accept', { minutes: 15 }], ['ready', {}]] as const) {
      expect((await outlet(`/orders/${order.orderRefId}/${move}`, body)).status).toBe(200);
    }
    return placed.body.responsePacket;
  }

  async function handed(paymentMode = 'CASH_ON_DELIVERY', given?: Customer) {
    const customer = given ?? (await newCustomer(server));
    const order = await readyOrder(customer, paymentMode);
    const who = await newRider('Gurpreet Singh');
    const moved = await outlet<OutletOrder>(`/orders/${order.orderRefId}/out-for-delivery`, { riderId: who.riderId });
    expect(moved.body.responsePacket).toMatchObject({ status: 'OUT_FOR_DELIVERY', rider: { name: 'Gurpreet Singh', phone: who.phone }, withCode: true });
    return { customer, order, who, token: tokenOf(who.phone), ref: order.orderRefId };
  }

  async function handedTo(who: OutletRider, paymentMode = 'CASH_ON_DELIVERY') {
    const customer = await newCustomer(server);
    const order = await readyOrder(customer, paymentMode);
    const moved = await outlet<OutletOrder>(`/orders/${order.orderRefId}/out-for-delivery`, { riderId: who.riderId });
    expect(moved.body.responsePacket).toMatchObject({ status: 'OUT_FOR_DELIVERY', rider: { name: who.name }, withCode: true });
    return { customer, order, ref: order.orderRefId };
  }

  async function codeOf(customer: Customer, ref: string): Promise<string> {
    const code = (await get<Order>(server, `/orderDetail/${ref}`, customer.auth)).body.responsePacket.handoverCode;
    if (!code) throw new Error(`no code for ${ref}`);
    return code;
  }

  return { key, outletId, outlet, rider, outletAs, newRider, linkOf, tokenOf, readyOrder, handed, handedTo, codeOf };
}
