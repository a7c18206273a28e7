/** The demo's promo / voucher codes (README "Demo"): seeded once, while the vouchers table is empty. */
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { vouchers } from './schema';

const DAY_MS = 24 * 60 * 60_000;

/** Valid from a month before the first start for a year after it, so the demo's codes work out of the box. */
export async function seedVouchers(db: Database, now: number): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(vouchers);
  if ((existing?.n ?? 0) > 0) return;
  const validFrom = new Date(now - 30 * DAY_MS);
  const validUntil = new Date(now + 365 * DAY_MS);
  await db.insert(vouchers).values([
    { code: 'GOLD100', title: 'Gold Leaf ₹100 wallet credit', walletAmountPaise: 100_00, validFrom, validUntil },
    { code: 'POINTS150', title: '150 bonus loyalty points', points: 150, validFrom, validUntil },
    // Single-use: the first customer to redeem it gets it, nobody after.
    { code: 'FIRSTSIP', title: 'First Sip ₹250 lounge credit', walletAmountPaise: 250_00, maxRedemptions: 1, validFrom, validUntil },
    // Expired: the New Year 2025 offer (26 Dec 2024 to 5 Jan 2025, IST).
    {
      code: 'NEWYEAR25',
      title: 'New Year 2025 ₹200 wallet credit',
      walletAmountPaise: 200_00,
      validFrom: new Date('2024-12-26T00:00:00+05:30'),
      validUntil: new Date('2025-01-05T23:59:59+05:30'),
    },
  ]);
}
