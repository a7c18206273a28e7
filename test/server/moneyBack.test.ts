/**
 * Every rupee once: whichever ways money goes back for an order (support's credit, the diner's cancel, the outlet's
 * refusal, a report's answer, a refund to the card), one after another or all at once, what went back never passes
 * what was paid; and a table's parts, by wallet, provider and cash, show as each diner paid them in the console's
 * order and in Takings for that day. On PGlite; the bursts (tagged postgres) on PostgreSQL too, where they race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderPage, Order, TakingsRow } from '../../src/api/contract';
import { backendName } from '../support/database';
import { balanceOf, handOver, ledgerTotals, moneyKit, newCustomer, orderOf, placedOrder, richCustomer, type MoneyKit } from '../support/money';
import { addToTable, atTable, payPart, readTable } from '../support/money';
import { post } from './http';
import { formatRupees } from '../../src/lib/format';
import type { Customer } from '../support/ordering';

let kit: MoneyKit;
beforeAll(async () => {
  kit = await moneyKit();
});
afterAll(() => kit.close());

const credit = (refId: string, amount: number) => kit.admin<{ creditable: number }>(kit.support, 'POST', `/orders/${refId}/credit`, { amount, reason: 'Arrived cold' });
const cancel = (customer: Customer, refId: string, refundTo: 'WALLET' | 'SOURCE' = 'WALLET') => post<Order>(kit.server, '/cancelOrder', { orderRefId: refId, refundTo }, customer.auth);
const reject = (refId: string) => kit.outlet<unknown>(`/orders/${refId}/reject`, { reason: 'Out of paneer' });
const paise = (rupees: number) => Math.round(rupees * 100);

describe(`money back never passes what was paid, on ${backendName()}`, () => {
  it('support’s full credit, then the diner’s cancel: the cancel gives nothing more and says so', async () => {
    const customer = await richCustomer(kit);
    const order = await placedOrder(kit, customer, 'WALLET');
    const before = (await balanceOf(kit, customer)).walletBalance;
    expect((await credit(order.orderRefId, order.orderTotal)).status).toBe(200);
    const cancelled = await cancel(customer, order.orderRefId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.responsePacket).toMatchObject({ status: 'CANCELLED', refund: null });
    expect((await balanceOf(kit, customer)).walletBalance).toBeCloseTo(before + order.orderTotal, 2);
    expect(await ledgerTotals(kit, order.orderRefId)).toEqual({ paid: paise(order.orderTotal), back: paise(order.orderTotal) });
  });

  it('support’s partial credit, then the outlet’s refusal: the refusal gives what is left', async () => {
    const customer = await richCustomer(kit);
    const order = await placedOrder(kit, customer, 'WALLET');
    const before = (await balanceOf(kit, customer)).walletBalance;
    expect((await credit(order.orderRefId, 100)).status).toBe(200);
    expect((await reject(order.orderRefId)).status).toBe(200);
    const after = await orderOf(kit, customer, order.orderRefId);
    expect(after.refund).toEqual({ source: 0, wallet: Math.round((order.orderTotal - 100) * 100) / 100, points: 0, state: 'DONE' });
    expect(after.moneyBack?.map((entry) => [entry.why, entry.amount])).toEqual([
      ['SUPPORT', 100],
      ['REFUSED', Math.round((order.orderTotal - 100) * 100) / 100],
    ]);
    expect((await balanceOf(kit, customer)).walletBalance).toBeCloseTo(before + order.orderTotal, 2);
    expect(await ledgerTotals(kit, order.orderRefId)).toEqual({ paid: paise(order.orderTotal), back: paise(order.orderTotal) });
  });

  it('support’s full credit, then a report’s answer with money back: the report gives nothing more', async () => {
    const customer = await richCustomer(kit);
    const order = await placedOrder(kit, customer, 'WALLET', [['Paneer Tikka', 1], ['Butter Naan', 2]]);
    await handOver(kit, order.orderRefId);
    expect((await credit(order.orderRefId, order.orderTotal)).status).toBe(200);
    const naan = order.itemList.find((item) => item.title === 'Butter Naan');
    const reported = await post<Order>(kit.server, '/reportOrderProblem', { orderRefId: order.orderRefId, kind: 'MISSING', itemIds: [naan?.itemId] }, customer.auth);
    expect(reported.status).toBe(200);
    const before = (await balanceOf(kit, customer)).walletBalance;
    expect((await kit.outlet(`/orders/${order.orderRefId}/report/answer`, { reply: 'Sorry, sent fresh', refund: true })).status).toBe(200);
    expect((await orderOf(kit, customer, order.orderRefId)).report?.refund).toBe(0);
    expect((await balanceOf(kit, customer)).walletBalance).toBe(before);
    expect(await ledgerTotals(kit, order.orderRefId)).toEqual({ paid: paise(order.orderTotal), back: paise(order.orderTotal) });
  });

  it('a refund to the card counts for support’s credit: after it, nothing more can go back', async () => {
    const customer = await newCustomer(kit.server);
    const order = await placedOrder(kit, customer, 'CARD');
    expect(order.paymentStatus).toBe('PAID');
    const cancelled = await cancel(customer, order.orderRefId, 'SOURCE');
    expect(cancelled.body.responsePacket.refund).toEqual({ source: order.orderTotal, wallet: 0, points: 0, state: 'DONE' });
    const refused = await credit(order.orderRefId, 1);
    expect([refused.status, refused.body.message]).toEqual([409, `Order ${order.orderRefId} has had all its money back`]);
    const shown = (await kit.admin<AdminOrderDetail>(kit.support, 'GET', `/orders/${order.orderRefId}`)).body.responsePacket;
    expect(shown).toMatchObject({ paid: order.orderTotal, returned: order.orderTotal, creditable: 0 });
    expect(shown.ledger.map((entry) => [entry.flow, entry.means, entry.cause])).toEqual([
      ['PAID', 'ONLINE', 'ORDER'],
      ['BACK', 'SOURCE', 'CANCELLED'],
    ]);
  });

  it('a tip given after placing goes back with the cancel; points and a split payment go back the ways they came', async () => {
    const customer = await richCustomer(kit);
    const tipped = await placedOrder(kit, customer, 'WALLET');
    expect((await post(kit.server, '/payTipOnOrder', { orderRefId: tipped.orderRefId, tipAmount: 20 }, customer.auth)).status).toBe(200);
    const before = (await balanceOf(kit, customer)).walletBalance;
    expect((await cancel(customer, tipped.orderRefId)).body.responsePacket.refund?.wallet).toBeCloseTo(tipped.orderTotal + 20, 2);
    expect((await balanceOf(kit, customer)).walletBalance).toBeCloseTo(before + tipped.orderTotal + 20, 2);

    const split = await placedOrder(kit, customer, 'SPLIT');
    const walletPart = Math.floor(split.orderTotal / 2);
    const back = (await cancel(customer, split.orderRefId, 'SOURCE')).body.responsePacket.refund;
    expect(back).toEqual({ source: Math.round((split.orderTotal - walletPart) * 100) / 100, wallet: walletPart, points: 0, state: 'DONE' });
    expect(await ledgerTotals(kit, split.orderRefId)).toEqual({ paid: paise(split.orderTotal), back: paise(split.orderTotal) });
  });

  it('a credit, a cancel, a refusal and more credits all at once: what goes back equals what was paid, never more', { tags: ['postgres'] }, async () => {
    for (let round = 0; round < 4; round++) {
      const customer = await newCustomer(kit.server);
      const order = await placedOrder(kit, customer, 'CARD');
      const before = (await balanceOf(kit, customer)).walletBalance;
      const answers = await Promise.all([
        credit(order.orderRefId, order.orderTotal),
        cancel(customer, order.orderRefId, round % 2 === 0 ? 'SOURCE' : 'WALLET'),
        credit(order.orderRefId, order.orderTotal),
        reject(order.orderRefId),
        credit(order.orderRefId, Math.floor(order.orderTotal / 2)),
      ]);
      // The cancel and the refusal each end the order or are told it ended; credits past what is left are refused.
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409 || answer.status === 422)).toBe(true);
      const { paid, back } = await ledgerTotals(kit, order.orderRefId);
      expect([round, paid, back]).toEqual([round, paise(order.orderTotal), paise(order.orderTotal)]);
      const shown = await orderOf(kit, customer, order.orderRefId);
      const source = shown.moneyBack?.filter((entry) => entry.to === 'SOURCE').reduce((sum, entry) => sum + entry.amount, 0) ?? 0;
      expect((await balanceOf(kit, customer)).walletBalance).toBeCloseTo(before + order.orderTotal - source, 2);
    }
  });
});

describe(`a table paid by three diners in three ways, on ${backendName()}`, () => {
  it('shows each part, who paid it and how, in the console’s order and in Takings for that day', async () => {
    // A day of its own, so Takings for it holds this table alone.
    kit.clock.advance(86_400_000);
    const day = new Date(kit.clock.now() + 330 * 60_000).toISOString().slice(0, 10);
    const finance = await kit.join('finance');
    const [asha, ravi, meera] = [await newCustomer(kit.server), await newCustomer(kit.server), await newCustomer(kit.server)];
    const session = await atTable(kit, [asha, ravi, meera]);
    await addToTable(kit, asha, session, 'Butter Naan');
    await addToTable(kit, ravi, session, 'Dal Makhani');
    await addToTable(kit, meera, session, 'Paneer Tikka');
    const sent = await post<{ rounds: Array<{ orderRefId: string }> }>(kit.server, `/tableSession/${session.sessionId}/sendRound`, {}, asha.auth);
    const refId = sent.body.responsePacket.rounds[0]?.orderRefId ?? '';
    const total = (await readTable(kit, asha, session)).bill?.total ?? 0;

    expect((await payPart(kit, asha, session, 'ITEMS', 'WALLET')).status).toBe(200);
    expect((await payPart(kit, ravi, session, 'ITEMS', 'CARD')).status).toBe(200);
    const cash = await payPart(kit, meera, session, 'REST', 'CASH');
    expect([cash.status, cash.body.message]).toEqual([200, `Hand ${formatRupees(cash.body.responsePacket.session.bill?.cashWaiting ?? 0)} in cash to the staff: your part is paid once they mark it received`]);
    const waiting = (await kit.outlet<Array<{ code: string; session: { cashToTake: Array<{ partId: number; name: string; amount: number }> } | null }>>('/tables')).body.responsePacket;
    const cashPart = waiting.find((table) => table.code === 'GL-MOH8-T1')?.session?.cashToTake[0];
    expect(cashPart).toBeDefined();
    const taken = await kit.outlet(`/tables/GL-MOH8-T1/cash/${cashPart?.partId}`, {});
    expect([taken.status, taken.body.message]).toEqual([200, 'Cash received: the part is paid']);
    expect((await readTable(kit, meera, session)).bill).toMatchObject({ due: 0, closed: true });

    const read = await kit.admin<AdminOrderDetail>(finance, 'GET', `/orders/${refId}`);
    expect(read.status).toBe(200);
    const shown = read.body.responsePacket;
    const parts = shown.ledger.filter((entry) => entry.flow === 'PAID').map((entry) => [entry.customerName, entry.means, entry.paymentMode, entry.amount]);
    expect(parts.map(([, means, mode]) => [means, mode])).toEqual([
      ['WALLET', 'WALLET'],
      ['ONLINE', 'CARD'],
      ['CASH', 'CASH'],
    ]);
    expect(Math.round(parts.reduce((sum, part) => sum + (part[3] as number), 0) * 100)).toBe(paise(total));
    expect(shown).toMatchObject({ paid: total, returned: 0 });
    const listed = (await kit.admin<AdminOrderPage>(finance, 'GET', `/orders?q=${refId}`)).body.responsePacket.items[0];
    expect(listed?.paidWith.map((part) => part.mode).sort()).toEqual(['CARD', 'CASH', 'WALLET']);

    const takings = (await kit.admin<TakingsRow[]>(finance, 'GET', `/takings?from=${day}&to=${day}`)).body.responsePacket;
    expect(takings).toHaveLength(1);
    const [wallet, online, inCash] = parts.map((part) => part[3] as number);
    expect(takings[0]).toMatchObject({ day, orders: 1, sales: total, wallet, online, cash: inCash, points: 0, givenBack: 0, net: total });
  });
});

