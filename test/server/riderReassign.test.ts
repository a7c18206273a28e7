/**
 * Issue 37, follow-up: the outlet's riders when a bike breaks down. An order out for delivery goes to another of the
 * outlet's riders: the first rider's link loses it at once, the second's sees it, moves the diner's map and hands it
 * over with the code the diner already holds, and the diner reads the new name; audited, refused in words, and made
 * one at a time when two are sent at once. A rider taken off the list is shut out at once and kept for the orders
 * that name them; what they carry comes back as rider needed. The rider's link opens at PUBLIC_URL when the server has one.
 * Runs on PGlite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverLocation, Order } from '../../src/api/contract';
import type { OutletRider, RiderOrder } from '../../src/api/contract/riders';
import type { OutletOrder } from '../../src/outlet/contract';
import { auditLog, orderRiders, orders, riderShifts, riders } from '../../server/db/schema';
import { publicUrlFromEnv } from '../../server/http/publicUrl';
import { RIDER_LINK_REFUSED } from '../../server/routes/riderApi';
import { PHAGWARA_HIGHWAY, newCustomer, type Customer } from '../support/ordering';
import { outletKey, riderKit, type OutletCall, type RiderKit } from '../support/riders';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get } from './http';

// 12:30 in Kolkata: Mohali is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let server: TestServer;
let kit: RiderKit;
let otherOutlet: OutletCall;
let noKey: OutletCall;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  kit = await riderKit(server, clock.now());
  otherOutlet = kit.outletAs((await outletKey(server, clock.now(), PHAGWARA_HIGHWAY)).key);
  noKey = kit.outletAs(null);
});
afterAll(() => server.close());

const detail = async (customer: Customer, ref: string) => (await get<Order>(server, `/orderDetail/${ref}`, customer.auth)).body.responsePacket;

async function riderRowOf(ref: string) {
  const [row] = await server.db
    .select({ riderId: orderRiders.riderId, shiftId: orderRiders.shiftId, riderName: orders.riderName })
    .from(orderRiders)
    .innerJoin(orders, eq(orders.id, orderRiders.orderId))
    .where(eq(orders.refId, ref));
  return row;
}

const auditsOf = (entity: string, entityId: string) =>
  server.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);

describe('handing an order out for delivery to another rider', () => {
  it('takes it off the first rider’s link at once; the second sees it, moves the diner’s map and delivers it with the diner’s same code; audited', async () => {
    const { customer, order, who: first, token: firstToken, ref } = await kit.handed();
    const code = (await detail(customer, ref)).handoverCode ?? '';
    expect(code).toMatch(/^\d{4}$/);
    const second = await kit.newRider('Aman Verma');

    const moved = await kit.outlet<OutletOrder>(`/orders/${ref}/reassign`, { riderId: second.riderId });
    expect(moved.status).toBe(200);
    expect(moved.body.responsePacket).toMatchObject({ status: 'OUT_FOR_DELIVERY', rider: { name: 'Aman Verma', phone: second.phone }, withCode: true });

    // The first rider's link: the order is gone from their list and they can no longer move or deliver it.
    expect((await kit.rider<RiderOrder[]>(firstToken, '/orders')).body.responsePacket).toEqual([]);
    for (const [path, body] of [
      [`/orders/${ref}/position`, { latitude: 30.72, longitude: 76.7 }],
      [`/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal }],
    ] as const) {
      expect((await kit.rider(firstToken, path, body)).body).toEqual({ errorCode: 404, message: 'No such order on your shift', responsePacket: null });
    }
    // Their link itself still works: it is their shift, only the order left it.
    expect((await kit.rider(firstToken, '/me')).status).toBe(200);

    // The second rider had no shift: the change sent them a link, which sees the order and moves the diner's map.
    const secondToken = kit.tokenOf(second.phone);
    expect((await kit.rider<RiderOrder[]>(secondToken, '/orders')).body.responsePacket.map((one) => [one.orderRefId, one.status])).toEqual([[ref, 'OUT_FOR_DELIVERY']]);
    // Five minutes on, 3.5 km from the outlet's door: a ride, not a jump (riderPositions.test.ts).
    clock.advance(5 * 60_000);
    expect((await kit.rider<{ moved: boolean }>(secondToken, `/orders/${ref}/position`, { latitude: 30.731, longitude: 76.681 })).body.responsePacket).toEqual({ moved: true });
    const location = (await get<DriverLocation>(server, `/getDriverLocation/${ref}`, customer.auth)).body.responsePacket;
    expect(location).toMatchObject({ latitude: 30.731, longitude: 76.681 });
    // The diner: the new name, the same code.
    expect(await detail(customer, ref)).toMatchObject({ status: 'OUT_FOR_DELIVERY', rider: { name: 'Aman Verma' }, handoverCode: code });

    const done = await kit.rider<RiderOrder>(secondToken, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal });
    expect(done.body.responsePacket).toMatchObject({ orderRefId: ref, status: 'DELIVERED' });
    expect(await riderRowOf(ref)).toMatchObject({ riderId: second.riderId, riderName: 'Aman Verma' });

    expect((await auditsOf('order', ref)).map((row) => ({ action: row.action, role: row.role, staffId: row.staffId, outletId: row.outletId, before: row.before, after: row.after }))).toEqual([
      {
        action: 'order.rider_changed',
        role: expect.stringMatching(/^outlet-key:\d+$/),
        staffId: null,
        outletId: kit.outletId,
        before: { riderId: first.riderId, name: 'Gurpreet Singh' },
        after: { riderId: second.riderId, name: 'Aman Verma', shiftId: expect.any(Number) },
      },
    ]);
  });

  it('refuses, in words, an order not out for delivery, a rider not the outlet’s, the same rider, an order handed by name; another outlet’s key and no key', async () => {
    const { ref, who: first } = await kit.handed();
    const second = await kit.newRider('Harpreet Kaur');
    const phagwaraRider = await kit.newRider('Someone Else', otherOutlet);

    const waiting = await kit.readyOrder(await newCustomer(server));
    expect((await kit.outlet(`/orders/${waiting.orderRefId}/reassign`, { riderId: second.riderId })).body).toEqual({
      errorCode: 409,
      message: `Order ${waiting.orderRefId} is not out for delivery: only an order with a rider can go to another rider`,
      responsePacket: null,
    });
    expect((await kit.outlet(`/orders/${ref}/reassign`, { riderId: phagwaraRider.riderId })).body).toMatchObject({ errorCode: 404, message: 'No such rider at this outlet' });
    expect((await kit.outlet(`/orders/${ref}/reassign`, { riderId: first.riderId })).body).toMatchObject({ errorCode: 409, message: `Order ${ref} is with Gurpreet Singh already: choose another rider` });
    expect((await kit.outlet(`/orders/${ref}/reassign`, { riderId: 'two' })).body).toMatchObject({ errorCode: 400, message: 'riderId must be a number' });

    const byName = await kit.readyOrder(await newCustomer(server));
    expect((await kit.outlet(`/orders/${byName.orderRefId}/out-for-delivery`, { riderName: 'Ravi', riderPhone: '9811100000' })).status).toBe(200);
    expect((await kit.outlet(`/orders/${byName.orderRefId}/reassign`, { riderId: second.riderId })).body).toMatchObject({
      errorCode: 409,
      message: `Order ${byName.orderRefId} went with a rider named by hand, not one of your riders: mark it delivered when it arrives`,
    });

    // The wrong party: another outlet's key finds no such order (nor may it give it to its own rider); no key is refused.
    expect((await otherOutlet(`/orders/${ref}/reassign`, { riderId: second.riderId })).body).toMatchObject({ errorCode: 404, message: 'Order not found' });
    expect((await otherOutlet(`/orders/${ref}/reassign`, { riderId: phagwaraRider.riderId })).status).toBe(404);
    expect((await noKey(`/orders/${ref}/reassign`, { riderId: second.riderId })).status).toBe(401);
    expect(await riderRowOf(ref)).toMatchObject({ riderId: first.riderId, riderName: 'Gurpreet Singh' });
    expect(await auditsOf('order', ref)).toEqual([]);
  });

  it('makes two changes sent at once one after the other: one rider on the order, the audit a chain', { tags: ['postgres'] }, async () => {
    const { ref, who: first } = await kit.handed();
    const second = await kit.newRider('Manpreet');
    const third = await kit.newRider('Simran');
    // Both to the same rider: one moves it, the other finds it with them already.
    const same = await Promise.all([second, second].map((to) => kit.outlet(`/orders/${ref}/reassign`, { riderId: to.riderId })));
    expect(same.map((one) => one.status).sort()).toEqual([200, 409]);
    // Two different riders at once: both made, one after the other; the order ends with one of them, named for the diner.
    const both = await Promise.all([first, third].map((to) => kit.outlet<OutletOrder>(`/orders/${ref}/reassign`, { riderId: to.riderId })));
    expect(both.map((one) => one.status)).toEqual([200, 200]);
    const row = await riderRowOf(ref);
    const holder = [first, third].find((one) => one.riderId === row?.riderId);
    expect(holder).toBeDefined();
    expect(row?.riderName).toBe(holder?.name);
    const audits = await auditsOf('order', ref);
    expect(audits).toHaveLength(3);
    // Each change starts from where the one before left the order.
    for (let i = 1; i < audits.length; i++) expect((audits[i]?.before as { riderId: number }).riderId).toBe((audits[i - 1]?.after as { riderId: number }).riderId);
    expect((audits.at(-1)?.after as { riderId: number }).riderId).toBe(row?.riderId);
    // Exactly one link sees it.
    const seeing = [];
    for (const one of [first, second, third]) {
      const list = (await kit.rider<RiderOrder[]>(kit.tokenOf(one.phone), '/orders')).body.responsePacket;
      if (list.some((order) => order.orderRefId === ref)) seeing.push(one.riderId);
    }
    expect(seeing).toEqual([row?.riderId]);
  });
});

describe('removing a rider from the outlet’s list', () => {
  it('ends their shift at once and keeps their row, audited; an order they carry comes back to the board as rider needed, to give to another', async () => {
    const { customer, ref, who: first, token: firstToken } = await kit.handed();
    const list = await kit.outlet<OutletRider[]>(`/riders/${first.riderId}/remove`, {});
    expect(list.status).toBe(200);
    expect(list.body.responsePacket.map((one) => one.riderId)).not.toContain(first.riderId);
    // Their shift is ended (not only hidden), and their link is refused on its next request.
    const shifts = await server.db.select({ revokedAt: riderShifts.revokedAt }).from(riderShifts).where(eq(riderShifts.riderId, first.riderId));
    expect(shifts.length).toBeGreaterThan(0);
    expect(shifts.every((one) => one.revokedAt?.getTime() === clock.now())).toBe(true);
    expect(await kit.rider(firstToken, '/me')).toEqual({ status: 401, body: { errorCode: 401, message: RIDER_LINK_REFUSED, responsePacket: null }, headers: expect.any(Headers) });
    // The order they carried waits on the board for a rider (riderShiftEnds.test.ts has every way a shift ends).
    const card = (await kit.outlet<OutletOrder[]>('/orders')).body.responsePacket.find((one) => one.orderRefId === ref);
    expect(card).toMatchObject({ status: 'OUT_FOR_DELIVERY', riderNeeded: true });
    // Nothing can be handed to them any more, nor a link sent, nor the order given back to them.
    const next = await kit.readyOrder(await newCustomer(server));
    expect((await kit.outlet(`/orders/${next.orderRefId}/out-for-delivery`, { riderId: first.riderId })).body).toMatchObject({ errorCode: 404, message: 'No such rider at this outlet' });
    expect((await kit.outlet(`/riders/${first.riderId}/link`, {})).body).toMatchObject({ errorCode: 404, message: 'No such rider at this outlet' });
    expect((await kit.outlet(`/orders/${ref}/reassign`, { riderId: first.riderId })).body).toMatchObject({ errorCode: 404, message: 'No such rider at this outlet' });
    expect((await kit.outlet(`/riders/${first.riderId}/remove`, {})).body).toMatchObject({ errorCode: 404, message: 'No such rider at this outlet' });
    const second = await kit.newRider('Aman');
    expect((await kit.outlet<OutletOrder>(`/orders/${ref}/reassign`, { riderId: second.riderId })).body.responsePacket).toMatchObject({ riderNeeded: false, rider: { name: 'Aman' } });
    expect((await kit.outlet<OutletRider[]>('/riders')).body.responsePacket.map((one) => one.riderId)).toContain(second.riderId);
    // Kept: the row, and the change's audit names them.
    const [row] = await server.db.select().from(riders).where(eq(riders.id, first.riderId));
    expect(row).toMatchObject({ name: 'Gurpreet Singh', active: false });
    expect((await auditsOf('order', ref))[0]?.before).toEqual({ riderId: first.riderId, name: 'Gurpreet Singh' });
    expect((await auditsOf('rider', String(first.riderId))).map((one) => [one.action, one.role, one.after])).toEqual([
      ['rider.saved', expect.stringMatching(/^outlet-key:\d+$/), expect.anything()],
      ['rider.removed', expect.stringMatching(/^outlet-key:\d+$/), { active: false, shiftEnded: true, riderNeeded: [ref] }],
    ]);
    expect((await detail(customer, ref)).rider).toMatchObject({ name: 'Aman' });
  });

  it('keeps the rider’s past orders naming them after they are removed', async () => {
    const { order, who: first, token: firstToken, customer, ref } = await kit.handed();
    const code = (await detail(customer, ref)).handoverCode ?? '';
    expect((await kit.rider(firstToken, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal })).status).toBe(200);
    expect((await kit.outlet(`/riders/${first.riderId}/remove`, {})).status).toBe(200);
    expect(await riderRowOf(ref)).toMatchObject({ riderId: first.riderId, riderName: 'Gurpreet Singh' });
    expect((await kit.rider(firstToken, '/orders')).status).toBe(401);
  });

  it('is refused to another outlet’s key and without a key: the rider stays, on shift', async () => {
    const one = await kit.newRider('Baljit');
    expect((await kit.outlet(`/riders/${one.riderId}/link`, {})).status).toBe(200);
    expect((await otherOutlet(`/riders/${one.riderId}/remove`, {})).body).toMatchObject({ errorCode: 404, message: 'No such rider at this outlet' });
    expect((await noKey(`/riders/${one.riderId}/remove`, {})).status).toBe(401);
    expect((await kit.outlet<OutletRider[]>('/riders')).body.responsePacket.find((row) => row.riderId === one.riderId)).toMatchObject({ onShift: true });
    expect((await kit.rider(kit.tokenOf(one.phone), '/me')).status).toBe(200);
  });
});

describe('where the rider’s link opens', () => {
  it('is PUBLIC_URL when the server has one, and where the board reached the server when not', async () => {
    const one = await kit.newRider('Kuldeep');
    expect((await kit.outlet(`/riders/${one.riderId}/link`, {})).status).toBe(200);
    expect(kit.linkOf(one.phone)).toMatch(new RegExp(`^${server.url.replace(/\./g, '\\.')}/rider/#rdr_[\\w-]{43}$`));

    const behindProxy = await startTestServer({ now: clock.now, publicUrl: 'https://order.example.test' });
    try {
      const proxied = await riderKit(behindProxy, clock.now());
      const added = await proxied.newRider('Kuldeep');
      expect((await proxied.outlet(`/riders/${added.riderId}/link`, {})).status).toBe(200);
      const link = proxied.linkOf(added.phone);
      expect(link).toMatch(/^https:\/\/order\.example\.test\/rider\/#rdr_[\w-]{43}$/);
      // The link signs in on the server all the same.
      const token = link.slice(link.indexOf('#') + 1);
      expect((await proxied.rider(token, '/me')).status).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('reads PUBLIC_URL without its trailing slash, unset when empty, and refuses one that is not an http(s) URL', () => {
    expect(publicUrlFromEnv(' https://order.example.com/ ')).toBe('https://order.example.com');
    expect(publicUrlFromEnv('')).toBeUndefined();
    expect(publicUrlFromEnv(undefined)).toBeUndefined();
    expect(() => publicUrlFromEnv('order.example.com')).toThrow('PUBLIC_URL must be an http(s) URL, got "order.example.com"');
  });
});
