/**
 * The nightly-style ledger check: every customer's wallet balance must equal the sum of their wallet ledger,
 * and their points the sum of their points ledger. Returns the customers where either differs (none, when
 * the money code is right); tests run it after random sequences of operations on both databases.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';

export interface LedgerMismatch {
  userId: number;
  walletBalancePaise: number;
  walletLedgerPaise: number;
  rewardPoints: number;
  pointsLedger: number;
}

export async function findLedgerMismatches(db: Database): Promise<LedgerMismatch[]> {
  const result = (await db.execute(sql`
    select u.id as "userId",
           u.wallet_balance_paise as "walletBalancePaise",
           coalesce(w.total, 0) as "walletLedgerPaise",
           u.reward_points as "rewardPoints",
           coalesce(p.total, 0) as "pointsLedger"
      from users u
      left join (select user_id, sum(amount_paise) as total from wallet_transactions group by user_id) w on w.user_id = u.id
      left join (select user_id, sum(points) as total from point_transactions group by user_id) p on p.user_id = u.id
     where u.wallet_balance_paise <> coalesce(w.total, 0) or u.reward_points <> coalesce(p.total, 0)
     order by u.id`)) as unknown as { rows: Record<keyof LedgerMismatch, number | string>[] };
  // node-postgres returns sums (bigint/numeric) as strings; PGlite as numbers.
  return result.rows.map((row) => ({
    userId: Number(row.userId),
    walletBalancePaise: Number(row.walletBalancePaise),
    walletLedgerPaise: Number(row.walletLedgerPaise),
    rewardPoints: Number(row.rewardPoints),
    pointsLedger: Number(row.pointsLedger),
  }));
}

/** An order whose ledger does not hold: more went back than was paid, or a sum went back without its wallet or points row. */
export interface OrderLedgerMismatch {
  orderId: number;
  problem: string;
}

/**
 * The nightly-style check of the orders' ledger (server/orderLedger/): for every order (or those given), what went
 * back is no more than what was paid, and every sum that went back to a wallet or as points has the wallet's or the
 * points' own ledger row, of the same amount, under the same reference. Returns what does not hold (none, when the
 * money code is right).
 */
export async function findOrderLedgerMismatches(db: Database, orderIds?: readonly number[]): Promise<OrderLedgerMismatch[]> {
  if (orderIds?.length === 0) return [];
  const only = orderIds ? sql`and l.order_id in (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const result = (await db.execute(sql`
    select l.order_id as "orderId", 'gave back ' || sum(l.amount_paise) filter (where l.flow = 'BACK') || ' of ' || coalesce(sum(l.amount_paise) filter (where l.flow = 'PAID'), 0) || ' paid' as problem
      from order_ledger l where true ${only}
     group by l.order_id
    having coalesce(sum(l.amount_paise) filter (where l.flow = 'BACK'), 0) > coalesce(sum(l.amount_paise) filter (where l.flow = 'PAID'), 0)
    union all
    select l.order_id, 'no wallet row for ' || l.reference
      from order_ledger l
     where l.flow = 'BACK' and l.means = 'WALLET' ${only}
       and not exists (select 1 from wallet_transactions w where w.kind = 'REFUND' and w.reference = l.reference and w.amount_paise = l.amount_paise and w.user_id = l.user_id)
    union all
    select l.order_id, 'no points row for ' || l.reference
      from order_ledger l
     where l.flow = 'BACK' and l.means = 'POINTS' ${only}
       and not exists (select 1 from point_transactions p where p.kind = 'REFUND' and p.reference = l.reference and p.points = l.points and p.user_id = l.user_id)
     order by 1`)) as unknown as { rows: Array<{ orderId: number | string; problem: string }> };
  return result.rows.map((row) => ({ orderId: Number(row.orderId), problem: row.problem }));
}
