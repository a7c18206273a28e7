/**
 * Every rupee once, as a property: a seeded random walk (fast-check) over the ways money moves for orders, by three
 * diners at once: placing and paying (wallet, card, a split, loyalty points, cash at the counter), tips, the
 * outlet's handover, cancels, refusals, reports and their refunds, support's credits, a table's rounds paid in parts
 * by wallet, card and cash, and rounds refused or cancelled after parts were paid; one step at a time and in
 * parallel bursts. After every step, for this walk's orders and diners:
 * - what went back for each order is no more than what was paid for it, and a plain order cancelled or refused got
 *   all of it back;
 * - every wallet and points balance equals the sum of its ledger, none is below zero, and every sum that went back
 *   has its wallet or points row (findLedgerMismatches, findOrderLedgerMismatches);
 * - Takings' totals for the day equal the orders' ledger's sums for the day;
 * - the finance report of the day equals sums made here from the day's raw ledger, order and dish rows;
 * - credit notes take back no more than their invoices charged, nor more than support and reports gave back;
 * - no answer is a 500.
 * A failure prints the seed and the shortest walk that breaks it (fast-check's shrinking). MONEY_SEED replays a
 * seed; MONEY_RUNS sets the number of walks (6 by default in npm test; 120 by hand for the long run).
 */
import fc from 'fast-check';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, TableSession, TakingsRow } from '../../src/api/contract';
import type { OutletTable } from '../../src/outlet/contract';
import type { FinanceReport } from '../../src/api/reportsContract';
import { creditNotes, orderItems, orderLedger, orders, tableLines, users } from '../../server/db/schema';
import { findLedgerMismatches, findOrderLedgerMismatches } from '../../server/ledgerCheck';
import { earnPoints } from '../../server/wallet';
import { backendName } from '../support/database';
import { MOHALI, draft, type Customer } from '../support/ordering';
import { addToTable, atTable, moneyKit, payPart, richCustomer, userIdOf, type MoneyKit } from '../support/money';
import { get, post } from './http';

const SEED = Number(process.env.MONEY_SEED ?? 20_261_128);
const RUNS = Number(process.env.MONEY_RUNS ?? 6);

let kit: MoneyKit;
beforeAll(async () => {
  kit = await moneyKit();
});
afterAll(() => kit.close());

const DINER = fc.integer({ min: 0, max: 2 });
// Counted from the newest: steps mostly meet the same few orders, where money goes back more than one way.
const INDEX = fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(3) });
const PAY = fc.constantFrom('WALLET', 'CARD', 'SPLIT', 'LOYALTY_POINTS', 'PAY_AT_STORE', 'POINTS_AND_WALLET');
const DISHES = fc.constantFrom<Array<[string, number]>>([['Paneer Tikka', 1]], [['Butter Naan', 2]], [['Dal Makhani', 1], ['Butter Naan', 1]]);

// Weighted so a walk both builds up money (orders placed, parts paid) and gives it back in every way.
const op = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('place' as const), diner: DINER, pay: PAY, dishes: DISHES }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: INDEX, to: fc.constantFrom('WALLET', 'SOURCE') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), order: INDEX }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('handOver' as const), order: INDEX }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('report' as const), order: INDEX, refund: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('credit' as const), order: INDEX, percent: fc.integer({ min: 1, max: 120 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tip' as const), order: INDEX }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('round' as const), dishes: fc.subarray([0, 1, 2], { minLength: 1 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('payPart' as const), diner: DINER, part: fc.constantFrom('ITEMS', 'EQUAL', 'REST'), mode: fc.constantFrom('WALLET', 'CARD', 'CASH'), takenAtOnce: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('takeCash' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refuseRound' as const), round: INDEX }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelRound' as const), round: INDEX }) },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
const step = fc.oneof({ weight: 4, arbitrary: op.map((one) => [one]) }, { weight: 1, arbitrary: fc.array(op, { minLength: 2, maxLength: 4 }) });

/** One walk's diners, orders and table, as the steps left them. */
interface Walk {
  diners: Customer[];
  userIds: number[];
  orders: Array<{ refId: string; diner: Customer }>;
  rounds: Array<{ refId: string; sender: Customer }>;
  session: TableSession | null;
}

const TABLE_DISHES = ['Butter Naan', 'Dal Makhani', 'Paneer Tikka'];

/** Refuses a 500 from any step: the money code answers every bad moment with words. */
function noServerError(what: string, answer: { status: number; body: { message?: string } }) {
  if (answer.status >= 500) throw new Error(`${what} answered ${answer.status}: ${answer.body.message ?? ''}`);
}

async function run(walk: Walk, one: Op): Promise<void> {
  const server = kit.server;
  const newest = <T>(list: T[], back: number): T | undefined => list[list.length - 1 - (back % Math.max(1, list.length))];
  const order = 'order' in one ? newest(walk.orders, one.order) : undefined;
  const round = 'round' in one && typeof one.round === 'number' ? newest(walk.rounds, one.round) : undefined;
  switch (one.kind) {
    case 'place': {
      const diner = walk.diners[one.diner] as Customer;
      const saved = await draft(server, diner, one.dishes, { orderType: 'TakeAway', restaurantUuid: MOHALI });
      walk.orders.push({ refId: saved.orderRefId, diner });
      if (one.pay === 'CARD' || one.pay === 'SPLIT') {
        const split = one.pay === 'SPLIT' ? { payableUsingWallet: Math.floor(saved.orderTotal / 2) } : {};
        const asked = await post<{ paymentTransactionRefId: string }>(server, '/generatePaymentRequestWithOrder', { orderRefId: saved.orderRefId, paymentMode: 'CARD', ...split }, diner.auth);
        noServerError('payment request', asked);
        if (asked.status === 200) await fetch(`${server.url}/pay/${asked.body.responsePacket.paymentTransactionRefId}/approve`, { method: 'POST', redirect: 'manual' });
        return;
      }
      if (one.pay === 'POINTS_AND_WALLET') noServerError('usePoints', await post(server, '/useLoyaltyPoints', { orderRefId: saved.orderRefId, usePoints: true }, diner.auth));
      const paymentMode = one.pay === 'POINTS_AND_WALLET' ? 'WALLET' : one.pay;
      return noServerError('placeOrder', await post(server, `/placeOrder/${saved.orderRefId}`, { paymentMode }, diner.auth));
    }
    case 'cancel':
      if (order) noServerError('cancel', await post(server, '/cancelOrder', { orderRefId: order.refId, refundTo: one.to }, order.diner.auth));
      return;
    case 'reject':
      if (order) noServerError('reject', await kit.outlet(`/orders/${order.refId}/reject`, { reason: 'Kitchen closed early' }));
      return;
    case 'handOver':
      if (!order) return;
      for (const [move, body] of [['accept', { minutes: 15 }], ['ready', {}], ['delivered', {}]] as const) noServerError(move, await kit.outlet(`/orders/${order.refId}/${move}`, body));
      return;
    case 'report': {
      if (!order) return;
      // Handed over first when it was not (a report is for food that reached the diner); refused when it cannot be.
      for (const [move, body] of [['accept', { minutes: 15 }], ['ready', {}], ['delivered', {}]] as const) noServerError(move, await kit.outlet(`/orders/${order.refId}/${move}`, body));
      const seen = await get<Order>(server, `/orderDetail/${order.refId}`, order.diner.auth);
      const itemId = seen.body.responsePacket?.itemList?.[0]?.itemId ?? 0;
      noServerError('report', await post(server, '/reportOrderProblem', { orderRefId: order.refId, kind: 'MISSING', itemIds: [itemId || 1] }, order.diner.auth));
      return noServerError('answer', await kit.outlet(`/orders/${order.refId}/report/answer`, { reply: 'Sorry about that', refund: one.refund }));
    }
    case 'credit': {
      if (!order) return;
      const [row] = await server.db.select({ total: orders.grandTotalPaise }).from(orders).where(eq(orders.refId, order.refId));
      const amount = Math.max(1, Math.floor(((row?.total ?? 0) * one.percent) / 100)) / 100;
      return noServerError('credit', await kit.admin(kit.support, 'POST', `/orders/${order.refId}/credit`, { amount, reason: 'Walk credit' }));
    }
    case 'tip':
      if (order) noServerError('tip', await post(server, '/payTipOnOrder', { orderRefId: order.refId, tipAmount: 20 }, order.diner.auth));
      return;
    case 'round': {
      if (!walk.session || (await tableClosed(walk))) walk.session = await atTable(kit, walk.diners, 'GL-MOH8-T2');
      const session = walk.session;
      for (const at of one.dishes) await addToTable(kit, walk.diners[at] as Customer, session, TABLE_DISHES[at] as string).catch(() => undefined);
      const sent = await post<TableSession>(server, `/tableSession/${session.sessionId}/sendRound`, {}, walk.diners[0]!.auth);
      noServerError('sendRound', sent);
      const newest = sent.body.responsePacket?.rounds?.at(-1)?.orderRefId;
      if (sent.status === 200 && newest && !walk.rounds.some((known) => known.refId === newest)) walk.rounds.push({ refId: newest, sender: walk.diners[0] as Customer });
      return;
    }
    case 'payPart':
      if (!walk.session) return;
      noServerError('payPart', await payPart(kit, walk.diners[one.diner] as Customer, walk.session, one.part, one.mode));
      // Cash the staff may take at once, or later (takeCash), or never (the diner pays another way).
      if (one.mode === 'CASH' && one.takenAtOnce) await takeCash();
      return;
    case 'takeCash':
      return takeCash();
    case 'refuseRound':
      if (round) noServerError('refuse round', await kit.outlet(`/orders/${round.refId}/reject`, { reason: 'Out of naan' }));
      return;
    case 'cancelRound':
      if (round) noServerError('cancel round', await post(server, '/cancelOrder', { orderRefId: round.refId }, round.sender.auth));
      return;
  }
}

/** The staff take every part waiting to be paid in cash at the walk's table. */
async function takeCash(): Promise<void> {
  const tables = (await kit.outlet<OutletTable[]>('/tables')).body.responsePacket;
  for (const part of tables.find((table) => table.code === 'GL-MOH8-T2')?.session?.cashToTake ?? []) {
    noServerError('cash', await kit.outlet(`/tables/GL-MOH8-T2/cash/${part.partId}`, {}));
  }
}

async function tableClosed(walk: Walk): Promise<boolean> {
  if (!walk.session) return true;
  const read = await get<TableSession>(kit.server, `/tableSession/${walk.session.sessionId}`, walk.diners[0]!.auth);
  return read.status !== 200 || read.body.responsePacket?.bill?.closed === true;
}

/** The invariants, for this walk's orders and diners; the Takings check covers the day. */
async function check(walk: Walk): Promise<void> {
  const db = kit.server.db;
  const refIds = [...walk.orders.map((one) => one.refId), ...walk.rounds.map((one) => one.refId)];
  const ids = refIds.length === 0 ? [] : (await db.select({ id: orders.id }).from(orders).where(inArray(orders.refId, refIds))).map((row) => row.id);
  expect(await findOrderLedgerMismatches(db, ids)).toEqual([]);
  expect((await findLedgerMismatches(db)).filter((mismatch) => walk.userIds.includes(mismatch.userId))).toEqual([]);
  const balances = await db.select({ wallet: users.walletBalancePaise, points: users.rewardPoints }).from(users).where(inArray(users.id, walk.userIds));
  expect(balances.every((balance) => balance.wallet >= 0 && balance.points >= 0)).toBe(true);
  // A plain order cancelled or refused (not a table's round, handed over never) got back all that paid for it.
  if (ids.length > 0) {
    const short = await db
      .select({ refId: orders.refId })
      .from(orders)
      .where(
        and(
          inArray(orders.id, ids),
          eq(orders.status, 'CANCELLED'),
          sql`not exists (select 1 from ${tableLines} where ${tableLines.orderId} = ${orders.id})`,
          sql`(select coalesce(sum(case when ${orderLedger.flow} = 'PAID' then ${orderLedger.amountPaise} else -${orderLedger.amountPaise} end), 0) from ${orderLedger} where ${orderLedger.orderId} = ${orders.id}) <> 0`,
        ),
      );
    expect(short).toEqual([]);
  }
  // Takings for the day, as finance reads it, equals the orders' ledger for the day.
  const day = new Date(kit.clock.now() + 330 * 60_000).toISOString().slice(0, 10);
  const takings = (await kit.admin<TakingsRow[]>(kit.finance, 'GET', `/takings?from=${day}&to=${day}`)).body.responsePacket;
  const from = Date.parse(`${day}T00:00:00+05:30`);
  const [ledger] = await db
    .select({
      paid: sql<number>`coalesce(sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = 'PAID'), 0)`.mapWith(Number),
      back: sql<number>`coalesce(sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = 'BACK'), 0)`.mapWith(Number),
    })
    .from(orderLedger)
    .where(and(sql`${orderLedger.at} >= ${new Date(from)}`, sql`${orderLedger.at} < ${new Date(from + 86_400_000)}`));
  const sum = (field: 'sales' | 'givenBack' | 'online' | 'wallet' | 'cash' | 'points') => Math.round(takings.reduce((total, row) => total + row[field] * 100, 0));
  expect([sum('sales'), sum('givenBack')]).toEqual([ledger?.paid ?? 0, ledger?.back ?? 0]);
  expect(sum('online') + sum('wallet') + sum('cash') + sum('points')).toBe(sum('sales'));
  await reportMatchesLedger(day, from);
  await creditNotesWithinInvoices();
}

/**
 * Credit notes never take back more than their invoice charged (taxable value, CGST, SGST each, the invoice's split:
 * the odd paisa to CGST) nor document more money than support's and reports' money back for the order.
 */
async function creditNotesWithinInvoices(): Promise<void> {
  const back = sql<number>`(select coalesce(sum(${orderLedger.amountPaise}), 0) from ${orderLedger} where ${orderLedger.orderId} = ${orders.id} and ${orderLedger.flow} = 'BACK' and ${orderLedger.cause} in ('SUPPORT', 'REPORT'))`;
  const over = await kit.server.db
    .select({ refId: orders.refId })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .groupBy(orders.id, orders.refId)
    .having(
      sql`sum(${creditNotes.taxablePaise}) > max(${orders.restaurantBillPaise} - ${orders.couponDiscountPaise} + ${orders.packingChargesPaise})
        or sum(${creditNotes.cgstPaise}) > max((${orders.taxesPaise} + 1) / 2)
        or sum(${creditNotes.sgstPaise}) > max(${orders.taxesPaise} - (${orders.taxesPaise} + 1) / 2)
        or sum(${creditNotes.amountPaise}) > max(${back})
        or min(${creditNotes.taxablePaise}) < 0 or min(${creditNotes.cgstPaise}) < 0 or min(${creditNotes.sgstPaise}) < 0`,
    );
  expect(over).toEqual([]);
}

/**
 * The finance report of the day, by payment method, equals sums made here from the raw rows: the ledger's rows of the
 * day by each row's payment mode (paid and back), and the bills, dishes and hours of the orders placed that day.
 */
async function reportMatchesLedger(day: string, from: number): Promise<void> {
  const db = kit.server.db;
  const [start, until] = [new Date(from), new Date(from + 86_400_000)];
  const answer = await kit.admin<FinanceReport>(kit.finance, 'GET', `/reports?from=${day}&to=${day}&by=paymentMethod`);
  expect(answer.status).toBe(200);
  const report = answer.body.responsePacket;

  const money = new Map<string, { paid: number; back: number }>();
  for (const row of await db.select().from(orderLedger).where(and(gte(orderLedger.at, start), lt(orderLedger.at, until)))) {
    const method = row.paymentMode ?? row.means;
    const sums = money.get(method) ?? { paid: 0, back: 0 };
    sums[row.flow === 'PAID' ? 'paid' : 'back'] += row.amountPaise;
    money.set(method, sums);
  }
  const reported = new Map<string, { paid: number; back: number }>();
  for (const row of report.rows) {
    expect(row.netPaise).toBe(row.paidPaise - row.backPaise);
    if (row.paidPaise > 0 || row.backPaise > 0) reported.set(row.group, { paid: row.paidPaise, back: row.backPaise });
  }
  expect(Object.fromEntries(reported)).toEqual(Object.fromEntries(money));

  const placed = await db.select().from(orders).where(and(gte(orders.placedAt, start), lt(orders.placedAt, until)));
  const kept = placed.filter((row) => row.status !== 'CANCELLED');
  const total = (rows: typeof placed, paise: (row: (typeof placed)[number]) => number) => rows.reduce((sum, row) => sum + paise(row), 0);
  const reportTotal = (field: 'orders' | 'cancelled' | 'grossPaise' | 'discountPaise' | 'deliveryFeePaise' | 'packingPaise' | 'tipsPaise' | 'taxesPaise') => report.rows.reduce((sum, row) => sum + row[field], 0);
  expect({
    orders: reportTotal('orders'),
    cancelled: reportTotal('cancelled'),
    gross: reportTotal('grossPaise'),
    discount: reportTotal('discountPaise'),
    deliveryFee: reportTotal('deliveryFeePaise'),
    packing: reportTotal('packingPaise'),
    tips: reportTotal('tipsPaise'),
    taxes: reportTotal('taxesPaise'),
  }).toEqual({
    orders: placed.length,
    cancelled: placed.length - kept.length,
    gross: total(kept, (row) => row.restaurantBillPaise),
    discount: total(kept, (row) => row.couponDiscountPaise),
    deliveryFee: total(kept, (row) => row.deliveryFeePaise),
    packing: total(kept, (row) => row.packingChargesPaise),
    tips: total(kept, (row) => row.tipPaise + row.tipPaidAfterPaise),
    taxes: total(kept, (row) => row.taxesPaise),
  });
  expect(report.hours.reduce((sum, hour) => sum + hour.orders, 0)).toBe(placed.length);
  // The walk sells three dishes, so the top dishes are all of them.
  const dishes = new Map<number, number>();
  const lines = kept.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, kept.map((row) => row.id)));
  for (const line of lines) dishes.set(line.itemId, (dishes.get(line.itemId) ?? 0) + line.pricePaise * line.quantity);
  expect(Object.fromEntries(report.dishes.map((dish) => [dish.itemId, dish.salesPaise]))).toEqual(Object.fromEntries(dishes));
}

describe(`a random walk of money for orders, on ${backendName()}`, () => {
  it(`never gives back more than was paid, and every balance, ledger and day's takings agree (seed ${SEED}, ${RUNS} walks)`, { tags: ['postgres'], timeout: 600_000 }, async () => {
    console.log(`money walk: seed ${SEED}, ${RUNS} walks (MONEY_SEED, MONEY_RUNS)`);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 30 }), async (steps) => {
        const diners = [await richCustomer(kit), await richCustomer(kit), await richCustomer(kit)];
        const userIds = await Promise.all(diners.map((diner) => userIdOf(kit, diner)));
        // Points to pay with, as vouchers give them.
        await kit.server.db.transaction(async (tx) => {
          for (const userId of userIds) await earnPoints(tx, { userId, points: 1_000, kind: 'VOUCHER', now: kit.clock.now() });
        });
        // The last walk's table is cleared, as the floor does when its diners leave: this walk's diners open a new one.
        await kit.outlet('/tables/GL-MOH8-T2/clear', {});
        const walk: Walk = { diners, userIds, orders: [], rounds: [], session: null };
        for (const ops of steps) {
          await Promise.all(ops.map((one) => run(walk, one)));
          kit.clock.advance(1_000);
          await check(walk);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: false },
    );
  });
});
