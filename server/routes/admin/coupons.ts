/**
 * Coupons in the console (issue 46): the chain's coupons with every rule the diner's side applies (server/coupons.ts,
 * server/bestCoupon.ts), their Hindi words, and how often each was used and what it cost (the orders that carry it,
 * their money read from the ledger). Owners and editors run every coupon; an outlet manager only coupons limited to
 * their outlets (in the query, and per record); support, finance, customers and strangers none. A save names the
 * version it was read at and is audited, before and after, in its transaction. Codes won on scratch cards are the
 * winners' own and not the console's.
 */
import { and, asc, eq, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { couponProblems, createCouponRequest, updateCouponRequest, type AdminCoupon, type CouponFields } from '../../../src/api/contract';
import type { FoodOrderType } from '../../../src/api/contract';
import { coupons, orders, restaurants, scratchCards } from '../../db/schema';
import type { Database } from '../../db/client';
import { ApiError, ok } from '../../http/envelope';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { toPaise, toRupees } from '../../money';
import { ledgerSum } from '../../orderLedger/sums';
import { actorOf, outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';
import type { StaffRow } from '../../staff/sessions';
import { recordAudit } from '../../staff/audit';
import { keptHindi } from './hindi';

type CouponRow = typeof coupons.$inferSelect;

/** Who runs coupons: the roles that write what diners read, and an outlet manager for their outlets. */
export const OFFER_EDITORS = ['owner', 'editor', 'manager'] as const;
export const STALE_COUPON = 'Someone else saved this coupon after you opened it. Reload to see their change, then make yours again.';
export const NO_SUCH_COUPON = 'No such coupon';
export const CHAIN_WIDE_NOT_MANAGERS = 'An outlet manager makes coupons for their own outlets only: pick one of them';
export const COUPON_CODE_TAKEN = (code: string) => `There is already a coupon ${code}: a code names one coupon. Choose another.`;
export const COUPON_ENDS_IN_PAST = 'The coupon would end before now: no diner could ever use it';
export const BELOW_USES = (uses: number) => `It has been used ${uses} times already: its limit in all cannot be below that`;

/** The chain's coupons: not the personal codes won on scratch cards (they belong to their winners). */
const chainCoupon = (db: Database): SQL => notExists(db.select({ one: sql`1` }).from(scratchCards).where(eq(scratchCards.couponCode, coupons.code)));

/** A manager's coupons: those limited to their outlets, in the query (a chain-wide coupon is not theirs). */
const couponScope = (member: StaffRow): SQL => (member.role === 'manager' ? and(isNotNull(coupons.restaurantId), outletScope(member, coupons.restaurantId))! : sql`true`);

export const fieldsOf = (row: CouponRow): CouponFields => ({
  title: row.title,
  description: row.description,
  translations: row.translations.hi ? { hi: row.translations.hi } : {},
  discountType: row.discountType as CouponFields['discountType'],
  discountValue: row.discountType === 'FLAT' ? toRupees(row.discountValue) : row.discountValue,
  maxDiscount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
  minOrderAmount: toRupees(row.minOrderPaise),
  orderTypes: row.orderTypes as FoodOrderType[] | null,
  outletId: row.restaurantId,
  validFrom: row.validFrom.getTime(),
  validTo: row.validTo.getTime(),
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  maxUsesTotal: row.maxUsesTotal,
  listed: row.listed,
});

/** The columns of a coupon's fields (money in paise, Hindi kept only where written). */
const columnsOf = (fields: CouponFields) => ({
  title: fields.title,
  description: fields.description,
  translations: keptHindi(fields.translations),
  discountType: fields.discountType,
  discountValue: fields.discountType === 'FLAT' ? toPaise(fields.discountValue) : fields.discountValue,
  maxDiscountPaise: fields.maxDiscount === null ? null : toPaise(fields.maxDiscount),
  minOrderPaise: toPaise(fields.minOrderAmount),
  orderTypes: fields.orderTypes,
  restaurantId: fields.outletId,
  validFrom: new Date(fields.validFrom),
  validTo: new Date(fields.validTo),
  maxUsesPerCustomer: fields.maxUsesPerCustomer,
  maxUsesTotal: fields.maxUsesTotal,
  listed: fields.listed,
});

interface Usage {
  orders: number;
  costPaise: number;
}

/**
 * Each coupon's placed orders, and what it took off those whose money the ledger kept (paid more than went back):
 * an order cancelled and refunded in full cost the chain nothing. One grouped query over the orders carrying a coupon.
 */
async function usageOf(db: Database, codes?: string[]): Promise<Map<string, Usage>> {
  const kept = sql`${ledgerSum('PAID')} > ${ledgerSum('BACK')}`;
  const rows = await db
    .select({
      code: orders.couponCode,
      orders: sql<number>`count(*)`.mapWith(Number),
      costPaise: sql<number>`coalesce(sum(case when ${kept} then ${orders.couponDiscountPaise} else 0 end), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(isNotNull(orders.couponCode), isNotNull(orders.placedAt), codes && codes.length === 1 ? eq(orders.couponCode, codes[0]!) : undefined))
    .groupBy(orders.couponCode);
  return new Map(rows.map((row) => [row.code!, { orders: row.orders, costPaise: row.costPaise }]));
}

const couponOf = (row: CouponRow, usage: Usage | undefined): AdminCoupon => ({
  id: row.code,
  code: row.code,
  ...fieldsOf(row),
  usesTotal: row.usesTotal,
  orders: usage?.orders ?? 0,
  cost: toRupees(usage?.costPaise ?? 0),
  version: row.version,
});

/** The outlet a coupon is limited to, when the member may work on it and it exists; a manager may not go chain-wide. */
async function checkOutlet(db: Database, member: StaffRow, outletId: number | null): Promise<void> {
  if (outletId === null) {
    if (member.role === 'manager') throw new ApiError(403, CHAIN_WIDE_NOT_MANAGERS);
    return;
  }
  requireOutlet(member, outletId);
  const [outlet] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, outletId));
  if (!outlet) throw new ApiError(422, 'No such outlet');
}

const refuseProblems = (fields: CouponFields) => {
  const problems = couponProblems(fields);
  if (problems.length > 0) throw new ApiError(422, problems.map((problem) => problem.message).join('. '));
};

/** A coupon's code from the address: what a code may be, else 'No such coupon'. */
const codeParam = (raw: string): string => {
  const code = raw.toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9-]{0,39}$/.test(code)) throw new ApiError(404, NO_SUCH_COUPON);
  return code;
};

export function adminCouponRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/coupons', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const [rows, usage] = await Promise.all([
      deps.db.select().from(coupons).where(and(chainCoupon(deps.db), couponScope(member))).orderBy(asc(coupons.code)),
      usageOf(deps.db),
    ]);
    return ok(c, rows.map((row) => couponOf(row, usage.get(row.code))));
  });

  routes.get('/coupons/:code', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const code = codeParam(c.req.param('code'));
    const [row] = await deps.db.select().from(coupons).where(and(eq(coupons.code, code), chainCoupon(deps.db)));
    if (!row) throw new ApiError(404, NO_SUCH_COUPON);
    await checkOutlet(deps.db, member, row.restaurantId);
    return ok(c, couponOf(row, (await usageOf(deps.db, [code])).get(code)));
  });

  routes.post('/coupons', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const { code, ...fields } = await readJsonBody(c, createCouponRequest);
    await checkOutlet(deps.db, member, fields.outletId);
    const now = deps.now();
    if (fields.validTo <= now) throw new ApiError(422, COUPON_ENDS_IN_PAST);
    const saved = await deps.db.transaction(async (tx) => {
      // The code is the key: of two coupons made with one code at once, the second inserts nothing.
      const [row] = await tx
        .insert(coupons)
        .values({ code, ...columnsOf(fields) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, COUPON_CODE_TAKEN(code));
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'coupon', entityId: code, outletId: row.restaurantId, before: null, after: fieldsOf(row) }, now);
      return row;
    });
    return ok(c, couponOf(saved, undefined), `${code} made`);
  });

  routes.patch('/coupons/:code', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const code = codeParam(c.req.param('code'));
    const { version, ...changes } = await readJsonBody(c, updateCouponRequest);
    const fields = Object.keys(changes) as Array<keyof CouponFields>;
    const now = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(coupons).where(and(eq(coupons.code, code), chainCoupon(tx))).for('update');
      if (!before) throw new ApiError(404, NO_SUCH_COUPON);
      await checkOutlet(tx, member, before.restaurantId);
      if (changes.outletId !== undefined) await checkOutlet(tx, member, changes.outletId);
      if (before.version !== version) throw new ApiError(409, STALE_COUPON);
      const merged = { ...fieldsOf(before), ...changes } as CouponFields;
      refuseProblems(merged);
      if (merged.maxUsesTotal !== null && merged.maxUsesTotal < before.usesTotal) throw new ApiError(422, BELOW_USES(before.usesTotal));
      const [after] = await tx
        .update(coupons)
        .set({ ...columnsOf(merged), version: sql`${coupons.version} + 1` })
        .where(eq(coupons.code, code))
        .returning();
      const [was, is] = [fieldsOf(before), fieldsOf(after!)];
      await recordAudit(
        tx,
        actorOf(c, member),
        {
          action: 'update',
          entity: 'coupon',
          entityId: code,
          outletId: after!.restaurantId ?? before.restaurantId,
          before: Object.fromEntries(fields.map((field) => [field, was[field]])),
          after: Object.fromEntries(fields.map((field) => [field, is[field]])),
        },
        now,
      );
      return after!;
    });
    return ok(c, couponOf(saved, (await usageOf(deps.db, [code])).get(code)), `${code} saved`);
  });

  return routes;
}
