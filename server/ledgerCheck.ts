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
