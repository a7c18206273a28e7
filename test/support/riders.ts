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
import { post } from '../server/http';
import { MOHALI, NEAR_MOHALI, draft, newCustomer, type Customer } from './ordering';
import type { FakeMsg91 } from './fakeMsg91';
import type { TestServer } from './server';

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface RiderKit {
  /** The board's key for Mohali. */
  key: string;
  /** A call to the outlet API (Mohali's key) or the rider API (a shift's token); a body makes it a POST. */
  outlet<T>(path: string, body?: unknown): Promise<Answer<T>>;
  rider<T>(token: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  /** One of Mohali's riders, added on the board. */
  newRider(name: string): Promise<OutletRider>;
  /** The token of the link the demo printed for the rider's phone. */
  linkOf(phone: string): string;
  /** A customer's delivery order from Mohali, accepted and ready. */
  readyOrder(customer: Customer, paymentMode?: string): Promise<Order>;
  /** An order out for delivery with a new rider of Mohali's (a new customer's unless given): the rider's token and the order. */
  handed(paymentMode?: string, customer?: Customer): Promise<{ customer: Customer; order: Order; who: OutletRider; token: string; ref: string }>;
}

let phones = 0;

/** `msg91`: riders' links go by SMS through this stand-in (a server outside the demo), not printed. */
export async function riderKit(server: TestServer, now: number, msg91?: FakeMsg91): Promise<RiderKit> {
  const [mohali] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI));
  if (!mohali) throw new Error('no Mohali');
  const key = (await createOutletKey(server.db, mohali.id, 'Kitchen board', now)).key;

  async function call<T>(base: string, token: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await fetch(`${server.url}${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
  }
  const outlet = <T>(path: string, body?: unknown) => call<T>('/v1/outlet-api', key, path, body);
  const rider = <T>(token: string, path: string, body?: unknown, headers?: Record<string, string>) => call<T>('/v1/rider', token, path, body, headers);

  async function newRider(name: string): Promise<OutletRider> {
    const phone = `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phones++ % 100).padStart(2, '0')}`;
    const list = (await outlet<OutletRider[]>('/riders', { name, phone })).body.responsePacket;
    const added = list.find((one) => one.phone === phone);
    if (!added) throw new Error('rider not added');
    return added;
  }

  // The demo prints `[demo] Rider link for <phone>: <origin>/rider/#<token>`.
  function linkOf(phone: string): string {
    const line = msg91
      ? msg91.flows.findLast((one) => one.mobile === `91${phone}`)?.link
      : [...server.logs].reverse().find((one) => one.startsWith(`[demo] Rider link for ${phone}: `));
    const token = line && /\/rider\/#(rdr_[\w-]+)$/.exec(line)?.[1];
    if (!token) throw new Error(`no link printed for ${phone}`);
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
    return { customer, order, who, token: linkOf(who.phone), ref: order.orderRefId };
  }

  return { key, outlet, rider, newRider, linkOf, readyOrder, handed };
}
