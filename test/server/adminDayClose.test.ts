/**
 * The day's close (issue 47): Mohali's day with riders' cash-on-delivery orders (one handed over with the diner's code
 * and the cash confirmed, one handed over by the outlet without it) and one paid online; the close shows the orders
 * the kitchen handed over, the money by how it was paid as the ledger holds it, what each rider should hand over, and
 * flags what is off. A manager closes their outlet's day once (a burst of closes closes it once, with one audit row);
 * finance and owners see every outlet, a manager only theirs; support, an editor, a customer and no one are refused;
 * a day that does not exist or has not begun and a bad amount are clear 400s.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayCloseRow } from '../../src/api/contract/gst';
import { auditLog, orderLedger, orders, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { FARIDABAD, newCustomer } from '../support/ordering';
import { riderKit, type RiderKit } from '../support/riders';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient } from '../support/staff';

// 12:30 in Kolkata on 10 March 2026.
const DAY = '2026-03-10';
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let server: TestServer;
let kit: RiderKit;
let faridabadId: number;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  kit = await riderKit(server, clock.now());
  [{ id: faridabadId }] = (await server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, FARIDABAD))) as [{ id: number }];
});
afterAll(() => server.close());
const { admin, join } = staffClient(() => server, clock.now);
const paise = (rupees: number) => Math.round(rupees * 100);
/** Rupees as the flags write them: ₹10, ₹801.90. */
const shown = (rupees: number) => `₹${rupees.toFixed(2).replace(/\.00$/, '')}`;
const closeOf = async (caller: Parameters<typeof admin>[0], query = `day=${DAY}`) => admin<DayCloseRow[]>(caller, 'GET', `/dayClose?${query}`);

describe('the day close', () => {
  let coded: Awaited<ReturnType<RiderKit['handed']>>;
  let overridden: Awaited<ReturnType<RiderKit['handed']>>;

  beforeAll(async () => {
    coded = await kit.handed('CASH_ON_DELIVERY');
    const code = await kit.codeOf(coded.customer, coded.ref);
    expect((await kit.rider(coded.token, `/orders/${coded.ref}/deliver`, { code, cashCollected: coded.order.orderTotal })).status).toBe(200);
    overridden = await kit.handed('CASH_ON_DELIVERY');
    expect((await kit.outlet(`/orders/${overridden.ref}/delivered`, { overrideReason: 'The diner’s phone was switched off' })).status).toBe(200);
    const online = await kit.handed('WALLET');
    expect((await kit.rider(online.token, `/orders/${online.ref}/deliver`, { code: await kit.codeOf(online.customer, online.ref) })).status).toBe(200);
    clock.advance(60_000);
  }, 60_000);

  it('shows the kitchen’s handed-over orders, the ledger’s money by method, each rider’s cash, and flags what is off', async () => {
    const finance = await join('finance');
    const answer = await closeOf(finance);
    expect(answer.status).toBe(200);
    const mohali = answer.body.responsePacket.find((row) => row.outletId === kit.outletId)!;
    // The ledger's rows of the day at Mohali, added up here by payment mode.
    const ledger = await server.db
      .select({ mode: orderLedger.paymentMode, means: orderLedger.means, paise: orderLedger.amountPaise })
      .from(orderLedger)
      .innerJoin(orders, eq(orders.id, orderLedger.orderId))
      .where(and(eq(orders.restaurantId, kit.outletId), eq(orderLedger.flow, 'PAID')));
    const byMethod: Record<string, number> = {};
    for (const row of ledger) byMethod[row.mode ?? row.means] = (byMethod[row.mode ?? row.means] ?? 0) + row.paise;
    expect(Object.fromEntries(Object.entries(mohali.byMethod).map(([mode, rupees]) => [mode, paise(rupees)]))).toEqual(byMethod);
    expect(paise(mohali.taken)).toBe(ledger.reduce((sum, row) => sum + row.paise, 0));
    expect(paise(mohali.cash)).toBe(paise(coded.order.orderTotal) + paise(overridden.order.orderTotal));
    expect(mohali.handedOver).toBe(3);
    expect(mohali.riders.map((rider) => [rider.orders, paise(rider.due), paise(rider.collected), paise(rider.inLedger)]).sort()).toEqual(
      [
        [1, paise(coded.order.orderTotal), paise(coded.order.orderTotal), paise(coded.order.orderTotal)],
        [1, paise(overridden.order.orderTotal), 0, paise(overridden.order.orderTotal)],
      ].sort(),
    );
    expect(mohali.flags).toEqual([
      'Gurpreet Singh: 1 cash order handed over by the outlet without the rider confirming the cash',
      `Gurpreet Singh confirmed ₹0 of ${shown(overridden.order.orderTotal)} due`,
    ]);
    expect(mohali.closed).toBeNull();
  });

  it('is closed once by the outlet’s manager, whatever the burst; audited; the count set beside the cash taken', { tags: ['postgres'] }, async () => {
    const manager = await join('manager', [kit.outletId]);
    const owner = await join('owner');
    const before = (await closeOf(manager)).body.responsePacket[0]!;
    const counted = Math.round((before.cash - 10) * 100) / 100;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, at) => admin<DayCloseRow>(at % 2 ? owner : manager, 'POST', `/dayClose/${kit.outletId}/${DAY}`, { cashCounted: counted, note: 'Evening count' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const won = answers.find((answer) => answer.status === 200)!.body;
    expect(won.message).toBe('The day is closed');
    expect(won.responsePacket.flags.at(-1)).toBe(`Cash counted ${shown(counted)}, the ledger took ${shown(before.cash)} in cash: ₹10 short`);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/^This day was closed already by A (manager|owner)$/);
    const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.action, 'day.close'), eq(auditLog.entityId, `${kit.outletId}-${DAY}`)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ outletId: kit.outletId, before: null, after: { cashCounted: counted, note: 'Evening count', cash: before.cash, taken: before.taken } });

    // Money moving on the closed day afterwards is flagged.
    const late = await kit.handed('WALLET');
    expect((await kit.rider(late.token, `/orders/${late.ref}/deliver`, { code: await kit.codeOf(late.customer, late.ref) })).status).toBe(200);
    const after = (await closeOf(await join('finance'))).body.responsePacket.find((row) => row.outletId === kit.outletId)!;
    expect(after.closed).toMatchObject({ cashCounted: counted, note: 'Evening count' });
    expect(after.flags.at(-1)).toBe(`Money moved after the close: taken ${shown(before.taken)} then, ${shown(before.taken + late.order.orderTotal)} now; given back ₹0 then, ₹0 now`);
  });

  it('shows a manager their outlets only and refuses the wrong parties and bad input', async () => {
    const manager = await join('manager', [faridabadId]);
    expect((await closeOf(manager)).body.responsePacket.every((row) => row.outletId === faridabadId)).toBe(true);
    const foreign = await closeOf(manager, `day=${DAY}&outletId=${kit.outletId}`);
    expect([foreign.status, foreign.body.message]).toEqual([403, NOT_YOUR_OUTLET]);
    const closeForeign = await admin(manager, 'POST', `/dayClose/${kit.outletId}/2026-03-09`, { cashCounted: 0 });
    expect([closeForeign.status, closeForeign.body.message]).toEqual([403, NOT_YOUR_OUTLET]);
    const finance = await join('finance');
    const financeCloses = await admin(finance, 'POST', `/dayClose/${kit.outletId}/2026-03-09`, { cashCounted: 0 });
    expect([financeCloses.status, financeCloses.body.message]).toEqual([403, NOT_YOUR_ROLE]);
    for (const role of ['support', 'editor'] as const) {
      const member = await join(role);
      expect([role, (await closeOf(member)).status, (await admin(member, 'POST', `/dayClose/${kit.outletId}/2026-03-09`, { cashCounted: 0 })).status]).toEqual([role, 403, 403]);
    }
    const customer = await newCustomer(server);
    for (const caller of [{ address: '198.51.100.9', headers: customer.auth }, { address: '198.51.100.10' }]) {
      const read = await closeOf(caller);
      const close = await admin(caller, 'POST', `/dayClose/${kit.outletId}/2026-03-09`, { cashCounted: 0 });
      expect([read.status, read.body.message, close.status]).toEqual([401, SIGN_IN_FIRST, 401]);
    }
    const own = await join('manager', [kit.outletId]);
    for (const [path, body, message] of [
      [`/dayClose/${kit.outletId}/2026-02-30`, { cashCounted: 0 }, 'There is no day 2026-02-30: give a day like 2026-11-28'],
      [`/dayClose/${kit.outletId}/2026-03-11`, { cashCounted: 0 }, '2026-03-11 has not begun yet: today is 2026-03-10'],
      [`/dayClose/${kit.outletId}/2026-03-09`, { cashCounted: -1 }, 'cashCounted must be at least 0'],
      [`/dayClose/${kit.outletId}/2026-03-09`, { cashCounted: 10.005 }, 'cashCounted has at most 2 decimals'],
      [`/dayClose/${kit.outletId}/2026-03-09`, {}, 'cashCounted must be a number'],
      [`/dayClose/abc/2026-03-09`, { cashCounted: 0 }, 'outletId must be a number'],
    ] as const) {
      const answer = await admin(own, 'POST', path, body);
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, expect.stringContaining(message)]);
    }
    for (const [query, message] of [
      ['day=2026-13-01', 'There is no day 2026-13-01: give a day like 2026-11-28'],
      ['day=2026-03-11', '2026-03-11 has not begun yet: today is 2026-03-10'],
      ['day=10-03-2026', 'day must be a day like 2026-11-28'],
    ] as const) {
      const answer = await closeOf(finance, query);
      expect([query, answer.status, answer.body.message]).toEqual([query, 400, message]);
    }
    // Nothing was closed by any refused or bad request.
    expect((await closeOf(finance, 'day=2026-03-09')).body.responsePacket.filter((row) => row.closed !== null)).toEqual([]);
  });
});
