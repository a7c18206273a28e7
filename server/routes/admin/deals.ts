/**
 * Steal deals in the console (issue 46): the sections (the chips above the deals) and each outlet's deals with the
 * fields the diner's side enforces (server/stealDeals: prices, stock, most per order, redemptions per deal, the last
 * day), in English and Hindi. Owners and editors run every deal and the sections; an outlet manager their outlets'
 * deals (in the query, and per record); the other roles, customers and strangers none. A save names the version it
 * was read at and is audited, before and after, in its transaction.
 *
 * Stock moves by a difference only (`stock_left + Δ >= 0`, one conditional UPDATE): diners take stock while an editor
 * looks, and a figure typed from what the editor saw would hand back what they took.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  createDealRequest,
  dealProblems,
  dealSectionRequest,
  updateDealRequest,
  type AdminDeal,
  type AdminDealSection,
  type DealFields,
} from '../../../src/api/contract';
import type { Database } from '../../db/client';
import { dealCategories, dealItems, dealOrders, restaurants } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { toPaise, toRupees } from '../../money';
import { actorOf, outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';
import { recordAudit } from '../../staff/audit';
import type { StaffRow } from '../../staff/sessions';
import { OFFER_EDITORS } from './coupons';
import { keptHindi } from './hindi';

type DealRow = typeof dealItems.$inferSelect;
type SectionRow = typeof dealCategories.$inferSelect;

/** The sections are the chain's: an outlet manager reads them, and changes none. */
const SECTION_WRITERS = ['owner', 'editor'] as const;
export const NO_SUCH_DEAL = 'No such deal';
export const NO_SUCH_DEAL_SECTION = 'No such deal section';
export const STALE_DEAL = 'Someone else saved this deal after you opened it. Reload to see their change, then make yours again.';
export const DEAL_OVER_ALREADY = 'The deal would end before now: no diner could buy it';
export const STOCK_BELOW_ZERO = (left: number) => `Only ${left} are left to sell: you can take away at most ${left}`;

const sectionOf = (row: SectionRow): AdminDealSection => ({ id: row.id, title: row.title, sortOrder: row.sortOrder, translations: row.translations.hi ? { hi: row.translations.hi } : {} });

export const dealFieldsOf = (row: DealRow): DealFields => ({
  outletId: row.restaurantId,
  sectionId: row.categoryId,
  title: row.title,
  description: row.description,
  terms: row.terms,
  imageUrl: row.imageUrl,
  usualPrice: toRupees(row.usualPricePaise),
  dealPrice: toRupees(row.dealPricePaise),
  maxPerOrder: row.maxPerOrder,
  unitsPerDeal: row.unitsPerDeal,
  validUntil: row.validUntil.getTime(),
  sortOrder: row.sortOrder,
  translations: row.translations.hi ? { hi: row.translations.hi } : {},
});

const dealOf = (row: DealRow, sold: number): AdminDeal => ({ id: row.id, ...dealFieldsOf(row), stockLeft: row.stockLeft, sold, version: row.version });

const dealColumns = (fields: DealFields) => ({
  restaurantId: fields.outletId,
  categoryId: fields.sectionId,
  title: fields.title,
  description: fields.description,
  terms: fields.terms,
  imageUrl: fields.imageUrl,
  usualPricePaise: toPaise(fields.usualPrice),
  dealPricePaise: toPaise(fields.dealPrice),
  maxPerOrder: fields.maxPerOrder,
  unitsPerDeal: fields.unitsPerDeal,
  validUntil: new Date(fields.validUntil),
  sortOrder: fields.sortOrder,
  translations: keptHindi(fields.translations),
});

/** Deals bought and paid for (a gift received takes no stock), per deal. */
async function soldOf(db: Database, dealIds: readonly number[]): Promise<Map<number, number>> {
  if (dealIds.length === 0) return new Map();
  const rows = await db
    .select({ id: dealOrders.dealItemId, sold: sql<number>`coalesce(sum(${dealOrders.quantity}), 0)`.mapWith(Number) })
    .from(dealOrders)
    .where(and(inArray(dealOrders.dealItemId, [...dealIds]), eq(dealOrders.status, 'PAID'), eq(dealOrders.source, 'PURCHASE')))
    .groupBy(dealOrders.dealItemId);
  return new Map(rows.map((row) => [row.id, row.sold]));
}

async function checkPlace(db: Database, member: StaffRow, outletId: number, sectionId: number): Promise<void> {
  requireOutlet(member, outletId);
  const [outlet] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, outletId));
  if (!outlet) throw new ApiError(422, 'No such outlet');
  const [section] = await db.select({ id: dealCategories.id }).from(dealCategories).where(eq(dealCategories.id, sectionId));
  if (!section) throw new ApiError(422, NO_SUCH_DEAL_SECTION);
}

const refuseProblems = (fields: DealFields) => {
  const problems = dealProblems(fields);
  if (problems.length > 0) throw new ApiError(422, problems.map((problem) => problem.message).join('. '));
};

export function adminDealRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/deal-sections', async (c) => {
    staffIn(c, OFFER_EDITORS);
    const rows = await deps.db.select().from(dealCategories).orderBy(asc(dealCategories.sortOrder), asc(dealCategories.id));
    return ok(c, rows.map(sectionOf));
  });

  routes.post('/deal-sections', async (c) => {
    const member = staffIn(c, SECTION_WRITERS);
    const body = await readJsonBody(c, dealSectionRequest);
    const now = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      // The seed fixes its sections' ids; a new one takes the next. Two made at once: the second is told to try again.
      const [row] = await tx
        .insert(dealCategories)
        .values({
          id: sql`(select coalesce(max(${dealCategories.id}), 0) + 1 from ${dealCategories})`,
          title: body.title,
          sortOrder: body.sortOrder ?? sql`(select coalesce(max(${dealCategories.sortOrder}), 0) + 1 from ${dealCategories})`,
          translations: keptHindi(body.translations),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, 'Another section was made at the same moment: save again');
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'deal_section', entityId: String(row.id), before: null, after: sectionOf(row) }, now);
      return row;
    });
    return ok(c, sectionOf(saved), `${saved.title} added`);
  });

  routes.patch('/deal-sections/:id', async (c) => {
    const member = staffIn(c, SECTION_WRITERS);
    const id = rowIdParam(c.req.param('id'), NO_SUCH_DEAL_SECTION);
    const body = await readJsonBody(c, dealSectionRequest);
    const now = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(dealCategories).where(eq(dealCategories.id, id)).for('update');
      if (!before) throw new ApiError(404, NO_SUCH_DEAL_SECTION);
      const [after] = await tx
        .update(dealCategories)
        .set({ title: body.title, sortOrder: body.sortOrder ?? before.sortOrder, translations: keptHindi(body.translations) })
        .where(eq(dealCategories.id, id))
        .returning();
      await recordAudit(tx, actorOf(c, member), { action: 'update', entity: 'deal_section', entityId: String(id), before: sectionOf(before), after: sectionOf(after!) }, now);
      return after!;
    });
    return ok(c, sectionOf(saved), `${saved.title} saved`);
  });

  routes.get('/deals', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const rows = await deps.db.select().from(dealItems).where(outletScope(member, dealItems.restaurantId)).orderBy(asc(dealItems.categoryId), asc(dealItems.sortOrder), asc(dealItems.id));
    const sold = await soldOf(deps.db, rows.map((row) => row.id));
    return ok(c, rows.map((row) => dealOf(row, sold.get(row.id) ?? 0)));
  });

  routes.get('/deals/:id', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const id = rowIdParam(c.req.param('id'), NO_SUCH_DEAL);
    const [row] = await deps.db.select().from(dealItems).where(eq(dealItems.id, id));
    if (!row) throw new ApiError(404, NO_SUCH_DEAL);
    requireOutlet(member, row.restaurantId);
    return ok(c, dealOf(row, (await soldOf(deps.db, [id])).get(id) ?? 0));
  });

  routes.post('/deals', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const { stock, ...fields } = await readJsonBody(c, createDealRequest);
    await checkPlace(deps.db, member, fields.outletId, fields.sectionId);
    const now = deps.now();
    if (fields.validUntil <= now) throw new ApiError(422, DEAL_OVER_ALREADY);
    const saved = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dealItems)
        .values({ ...dealColumns(fields), stockLeft: stock })
        .returning();
      if (!row) throw new Error('The deal was not saved');
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'deal', entityId: String(row.id), outletId: row.restaurantId, before: null, after: { ...dealFieldsOf(row), stock } }, now);
      return row;
    });
    return ok(c, dealOf(saved, 0), `${saved.title} made`);
  });

  routes.patch('/deals/:id', async (c) => {
    const member = staffIn(c, OFFER_EDITORS);
    const id = rowIdParam(c.req.param('id'), NO_SUCH_DEAL);
    const { version, addStock, ...changes } = await readJsonBody(c, updateDealRequest);
    const fields = Object.keys(changes) as Array<keyof DealFields>;
    const now = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(dealItems).where(eq(dealItems.id, id)).for('update');
      if (!before) throw new ApiError(404, NO_SUCH_DEAL);
      requireOutlet(member, before.restaurantId);
      if (changes.outletId !== undefined || changes.sectionId !== undefined) await checkPlace(tx, member, changes.outletId ?? before.restaurantId, changes.sectionId ?? before.categoryId);
      if (before.version !== version) throw new ApiError(409, STALE_DEAL);
      const was = dealFieldsOf(before);
      const merged = { ...was, ...changes } as DealFields;
      refuseProblems(merged);
      const change = addStock ?? 0;
      const [after] = await tx
        .update(dealItems)
        .set({ ...dealColumns(merged), stockLeft: sql`${dealItems.stockLeft} + ${change}`, version: sql`${dealItems.version} + 1` })
        .where(and(eq(dealItems.id, id), sql`${dealItems.stockLeft} + ${change} >= 0`))
        .returning();
      if (!after) throw new ApiError(422, STOCK_BELOW_ZERO(before.stockLeft));
      const is = dealFieldsOf(after);
      const stockNote = change === 0 ? {} : { stock: before.stockLeft };
      await recordAudit(
        tx,
        actorOf(c, member),
        {
          action: 'update',
          entity: 'deal',
          entityId: String(id),
          outletId: after.restaurantId,
          before: { ...Object.fromEntries(fields.map((field) => [field, was[field]])), ...stockNote },
          after: { ...Object.fromEntries(fields.map((field) => [field, is[field]])), ...(change === 0 ? {} : { stock: after.stockLeft }) },
        },
        now,
      );
      return after;
    });
    return ok(c, dealOf(saved, (await soldOf(deps.db, [id])).get(id) ?? 0), `${saved.title} saved`);
  });

  return routes;
}
