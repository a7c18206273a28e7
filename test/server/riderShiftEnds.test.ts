/**
 * Issue 44: an order out for delivery whose rider's shift ends is never stuck. Ended by the outlet, or past its 14
 * hours, the shift sends it back to the board as 'rider needed' (the board's stream hears the outlet's end at once),
 * where the board gives it to a rider, the same one included, whose link then hands it over with the diner's code. A
 * new link while the rider is on the road takes it along instead. Removing the rider: riderReassign.test.ts. Runs on
 * PGlite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutletRider, RiderOrder } from '../../src/api/contract/riders';
import type { OutletOrder } from '../../src/outlet/contract';
import { auditLog } from '../../server/db/schema';
import { SHIFT_MS } from '../../server/riders/shifts';
import { riderKit, type RiderKit } from '../support/riders';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { sseReader } from '../support/sse';

// 12:30 in Kolkata: Mohali (open all day and night) takes orders at any hour these tests move the clock to.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let server: TestServer;
let kit: RiderKit;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  kit = await riderKit(server, clock.now());
});
afterAll(() => server.close());

const cardOf = async (ref: string) => (await kit.outlet<OutletOrder[]>('/orders')).body.responsePacket.find((one) => one.orderRefId === ref);
const onShift = async (riderId: number) => (await kit.outlet<OutletRider[]>('/riders')).body.responsePacket.find((one) => one.riderId === riderId)?.onShift;
const refsOf = async (token: string) => (await kit.rider<RiderOrder[]>(token, '/orders')).body.responsePacket.map((one) => one.orderRefId);
const auditsOf = (entity: string, entityId: string) =>
  server.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);

/** The rider's newest link opens their shift; a new link (the board's Send new link) replaces the one before. */
async function newLink(rider: OutletRider): Promise<string> {
  expect((await kit.outlet(`/riders/${rider.riderId}/link`, {})).status).toBe(200);
  return kit.tokenOf(rider.phone);
}

describe('an order out for delivery when the rider’s shift ends', () => {
  it('comes back as rider needed when the outlet ends the shift, heard at once; a new link does not carry it, the board gives it to the same rider, who delivers it', async () => {
    const { customer, order, who, token, ref } = await kit.handed();
    const code = await kit.codeOf(customer, ref);
    expect(await cardOf(ref)).toMatchObject({ riderNeeded: false });
    const kitchen = sseReader(await fetch(`${server.url}/v1/outlet-api/stream`, { headers: { Authorization: `Bearer ${kit.key}` } }));
    expect(await kitchen.take(1)).toEqual([{ event: 'ready', data: {} }]);

    expect((await kit.outlet(`/riders/${who.riderId}/end-shift`, {})).status).toBe(200);
    expect(await kitchen.take(1)).toEqual([{ event: 'order', data: { orderRefId: ref, status: 'OUT_FOR_DELIVERY' } }]);
    await kitchen.cancel();
    expect(await cardOf(ref)).toMatchObject({ status: 'OUT_FOR_DELIVERY', riderNeeded: true, rider: { name: who.name } });
    expect(await onShift(who.riderId)).toBe(false);
    expect((await kit.rider(token, '/orders')).status).toBe(401);
    expect((await auditsOf('rider', String(who.riderId))).map((one) => [one.action, one.after])).toEqual([
      ['rider.saved', expect.anything()],
      ['rider.shift_ended', { riderNeeded: [ref] }],
    ]);

    // A new link for the same rider is a new shift: the order stays with the board until it gives it to someone.
    const next = await newLink(who);
    expect(await refsOf(next)).toEqual([]);
    expect((await kit.rider(next, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal })).status).toBe(404);
    expect(await cardOf(ref)).toMatchObject({ riderNeeded: true });
    // Given back to the same rider (refused while they still had it): their link sees it and hands it over.
    expect((await kit.outlet<OutletOrder>(`/orders/${ref}/reassign`, { riderId: who.riderId })).body.responsePacket).toMatchObject({ riderNeeded: false, rider: { name: who.name } });
    expect(await refsOf(next)).toEqual([ref]);
    expect((await kit.rider<RiderOrder>(next, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal })).body.responsePacket).toMatchObject({ status: 'DELIVERED' });
    expect((await auditsOf('order', ref)).map((one) => [one.action, one.before, one.after])).toEqual([
      ['order.rider_changed', { riderId: who.riderId, name: who.name }, { riderId: who.riderId, name: who.name }],
    ]);
  });

  it('comes with the rider to a new link sent while they are on the road: never rider needed, the old link shut out', async () => {
    const { customer, order, who, token, ref } = await kit.handed();
    const next = await newLink(who);
    expect((await kit.rider(token, '/orders')).status).toBe(401);
    expect(await cardOf(ref)).toMatchObject({ riderNeeded: false });
    expect(await refsOf(next)).toEqual([ref]);
    const code = await kit.codeOf(customer, ref);
    expect((await kit.rider<RiderOrder>(next, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal })).body.responsePacket).toMatchObject({ status: 'DELIVERED' });
  });

  it('comes back as rider needed when the shift’s 14 hours run out; a link sent after does not carry it, the board gives it to the rider again', async () => {
    const { customer, order, who, token, ref } = await kit.handed();
    clock.advance(SHIFT_MS - 60_000);
    expect(await cardOf(ref)).toMatchObject({ riderNeeded: false });
    expect(await refsOf(token)).toEqual([ref]);
    clock.advance(60_000);
    expect(await cardOf(ref)).toMatchObject({ status: 'OUT_FOR_DELIVERY', riderNeeded: true });
    expect(await onShift(who.riderId)).toBe(false);
    expect((await kit.rider(token, '/orders')).status).toBe(401);
    const next = await newLink(who);
    expect(await refsOf(next)).toEqual([]);
    expect(await cardOf(ref)).toMatchObject({ riderNeeded: true });
    expect((await kit.outlet<OutletOrder>(`/orders/${ref}/reassign`, { riderId: who.riderId })).body.responsePacket).toMatchObject({ riderNeeded: false });
    const code = await kit.codeOf(customer, ref);
    expect((await kit.rider<RiderOrder>(next, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal })).body.responsePacket).toMatchObject({ status: 'DELIVERED' });
  });

  it('lets the outlet hand a rider-needed order to another rider with a shift of their own, or mark it delivered with a reason', async () => {
    const { who, ref } = await kit.handed();
    const second = await kit.handedTo(who);
    expect((await kit.outlet(`/riders/${who.riderId}/end-shift`, {})).status).toBe(200);
    const other = await kit.newRider('Aman');
    expect((await kit.outlet<OutletOrder>(`/orders/${ref}/reassign`, { riderId: other.riderId })).body.responsePacket).toMatchObject({ riderNeeded: false, rider: { name: 'Aman' } });
    expect(await refsOf(kit.tokenOf(other.phone))).toEqual([ref]);
    expect((await kit.outlet<OutletOrder>(`/orders/${second.ref}/delivered`, { overrideReason: 'Rider brought it back, customer collected it' })).body.responsePacket).toMatchObject({ status: 'DELIVERED' });
  });
});
