// @module-tag postgres (every test of this file runs on PostgreSQL too: vitest.config.ts)
/**
 * The orders' ledger written for a chain already live (migration 0049): its INSERTs read the wallet, points and
 * payment ledgers and the cancelled orders' refund columns the earlier code kept. Here the app makes real money
 * moves (wallet, card, split, points, a tip, cash at the counter, cancels to the wallet and to the card, a report's
 * refund, support's credit, a table paid in parts), the refund columns are put back as the earlier code filled them,
 * the ledger is emptied, and the migration's INSERTs write it again: every order must come back with what was paid
 * and what went back to the paisa (a table's parts on its first round, so a table to the paisa as a whole).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLedger, orders, tableLines } from '../../server/db/schema';
import { MIGRATIONS_DIR } from '../../server/paths';
import { earnPoints } from '../../server/wallet';
import { backendName } from '../support/database';
import { addToTable, atTable, handOver, moneyKit, newCustomer, payPart, placedOrder, richCustomer, userIdOf, type MoneyKit } from '../support/money';
import { post } from './http';

let kit: MoneyKit;
beforeAll(async () => {
  kit = await moneyKit();
});
afterAll(() => kit.close());

/** Paid and given back per order, and per table session for its rounds (paise). */
async function sums() {
  const rows = (await kit.server.db.execute(sql`
    select coalesce('session-' || (select min(${tableLines.sessionId}) from ${tableLines} where ${tableLines.orderId} = ${orderLedger.orderId}), 'order-' || ${orderLedger.orderId}) as what,
           sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = 'PAID') as paid,
           sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = 'BACK') as back
      from ${orderLedger} group by 1 order by 1`)) as unknown as { rows: Array<{ what: string; paid: string | number | null; back: string | number | null }> };
  return rows.rows.map((row) => [row.what, Number(row.paid ?? 0), Number(row.back ?? 0)]);
}

describe(`the orders' ledger written for orders placed before it, on ${backendName()}`, () => {
  it('comes back to the paisa from the wallet, points and payment ledgers and the refund columns', async () => {
    const customer = await richCustomer(kit);
    const cancelledToWallet = await placedOrder(kit, customer, 'WALLET');
    await post(kit.server, '/payTipOnOrder', { orderRefId: cancelledToWallet.orderRefId, tipAmount: 20 }, customer.auth);
    await post(kit.server, '/cancelOrder', { orderRefId: cancelledToWallet.orderRefId }, customer.auth);
    const toCard = await placedOrder(kit, customer, 'SPLIT');
    await post(kit.server, '/cancelOrder', { orderRefId: toCard.orderRefId, refundTo: 'SOURCE' }, customer.auth);
    const userId = await userIdOf(kit, customer);
    await kit.server.db.transaction((tx) => earnPoints(tx, { userId, points: 1_000, kind: 'VOUCHER', now: kit.clock.now() }));
    const byPoints = await placedOrder(kit, customer, 'LOYALTY_POINTS');
    await post(kit.server, '/cancelOrder', { orderRefId: byPoints.orderRefId }, customer.auth);
    await placedOrder(kit, customer, 'LOYALTY_POINTS');
    const reported = await placedOrder(kit, customer, 'CARD', [['Butter Naan', 2]]);
    await handOver(kit, reported.orderRefId);
    await post(kit.server, '/reportOrderProblem', { orderRefId: reported.orderRefId, kind: 'MISSING', itemIds: [reported.itemList[0]?.itemId] }, customer.auth);
    await kit.outlet(`/orders/${reported.orderRefId}/report/answer`, { reply: 'Sorry', refund: true });
    const credited = await placedOrder(kit, customer, 'WALLET');
    await kit.admin(kit.support, 'POST', `/orders/${credited.orderRefId}/credit`, { amount: 25, reason: 'Late' });
    const atCounter = await placedOrder(kit, customer, 'PAY_AT_STORE');
    await handOver(kit, atCounter.orderRefId);
    const [asha, ravi] = [await newCustomer(kit.server), await newCustomer(kit.server)];
    const session = await atTable(kit, [asha, ravi], 'GL-MOH8-T3');
    await addToTable(kit, asha, session, 'Butter Naan');
    await addToTable(kit, ravi, session, 'Dal Makhani');
    await post(kit.server, `/tableSession/${session.sessionId}/sendRound`, {}, asha.auth);
    await addToTable(kit, ravi, session, 'Paneer Tikka');
    await post(kit.server, `/tableSession/${session.sessionId}/sendRound`, {}, ravi.auth);
    await payPart(kit, asha, session, 'ITEMS', 'WALLET');
    await payPart(kit, ravi, session, 'REST', 'CARD');

    const before = await sums();
    expect(before).toHaveLength(8);
    const db = kit.server.db;
    // As the earlier code kept a refund to the card: on the cancelled order's row.
    await db.execute(sql`alter table orders add column refund_source_paise integer default 0 not null, add column refund_wallet_paise integer default 0 not null,
      add column refund_points integer default 0 not null, add column refund_state text, add column refund_ref text`);
    await db.execute(sql`update orders o set refund_source_paise = l.amount_paise, refund_state = l.refund_state, refund_ref = l.refund_ref
      from order_ledger l where l.order_id = o.id and l.means = 'SOURCE'`);
    await db.delete(orderLedger);

    const migration = readFileSync(join(MIGRATIONS_DIR, '0049_order_ledger.sql'), 'utf8');
    const inserts = migration.split('--> statement-breakpoint').map((part) => part.trim()).filter((part) => /^(--[^\n]*\n)*INSERT INTO "order_ledger"/.test(part));
    expect(inserts).toHaveLength(9);
    for (const insert of inserts) await db.execute(sql.raw(insert));
    await db.execute(sql`alter table orders drop column refund_source_paise, drop column refund_wallet_paise, drop column refund_points, drop column refund_state, drop column refund_ref`);

    expect(await sums()).toEqual(before);
    const [card] = await db.select({ id: orders.id }).from(orders).where(eq(orders.refId, toCard.orderRefId));
    const source = await db.select().from(orderLedger).where(eq(orderLedger.orderId, card!.id));
    expect(source.filter((row) => row.means === 'SOURCE').map((row) => [row.refundState, row.paymentId !== null])).toEqual([['DONE', true]]);
  });
});
