/**
 * The chain's menus in the console (issue 36): sections and sub-sections every outlet shares, each outlet's dishes,
 * and a bulk price change. Every write checks the role, the outlet (per record) and the version it was read at, and
 * writes its audit row in the same transaction. Diners see it at once: this process forgets its menu copies after the
 * commit, and the database's triggers on the menu tables tell every other process (live/bus.ts). Orders keep the
 * names, prices and choices they were sold at (order_items holds its own copy), so nothing here reprices them.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DishData } from '../../menu/menuFile';
import {
  createDishRequest,
  createSectionRequest,
  createSubSectionRequest,
  dishListQuery,
  PRICE_NOT_POSITIVE,
  priceChangePreviewRequest,
  priceChangeRequest,
  updateDishRequest,
  updateSectionRequest,
  type AdminDish,
  type AdminDishPage,
  type AdminSection,
  type AdminSubSection,
  type PriceChange,
  type PriceChangePreviewRequest,
  type UpdateDishRequest,
  type VegNonVeg,
} from '../../../src/api/contract';
import type { StaffRole } from '../../../src/api/staffEndpoints';
import type { Database, Transaction } from '../../db/client';
import { menuCategories, menuItemIds, menuItems, menuSectionIds, menuSubCategories, restaurants } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { parseWith, readJsonBody } from '../../http/validate';
import { toPaise, toRupees } from '../../money';
import { actorOf, outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';
import { recordAudit } from '../../staff/audit';
import { likePattern } from '../restaurants';

type DishRow = typeof menuItems.$inferSelect;
type Field = Exclude<keyof UpdateDishRequest, 'version'>;

export const STALE_DISH = 'Someone else saved this dish after you opened it. Reload to see their change, then make yours again.';
export const NO_SUCH_SECTION = 'No such menu section';
export const SUB_SECTION_ELSEWHERE = 'That sub-section is not in that section';
const staleInBulk = (dish: DishRow) => `${dish.title} (dish ${dish.id}) changed after you saw its price. Preview again, then apply.`;

const MENU_WRITERS: readonly StaffRole[] = ['owner', 'editor'];
const CONTENT: Field[] = ['categoryId', 'subCategoryId', 'title', 'description', 'price', 'vegNonVeg', 'allergens', 'energyKcal', 'jain', 'imageUrl', 'isAvailable', 'sortOrder', 'choiceGroups', 'translations'];
/** Which fields of a dish each role may change: a manager only its stock, of their outlets; support and finance none. */
const EDITABLE: Record<StaffRole, readonly Field[]> = { owner: CONTENT, editor: CONTENT, manager: ['isAvailable'], support: [], finance: [] };

/** A dish's own fields, as the console edits them and a menu file carries them (./menuImport.ts). */
export const dishDataOf = (row: DishRow): DishData => ({
  ref: row.ref,
  categoryId: row.categoryId,
  subCategoryId: row.subCategoryId,
  title: row.title,
  description: row.description,
  price: toRupees(row.pricePaise),
  vegNonVeg: row.vegNonVeg as VegNonVeg,
  allergens: row.allergens,
  energyKcal: row.energyKcal,
  jain: row.jain,
  imageUrl: row.imageUrl,
  isAvailable: row.isAvailable,
  sortOrder: row.sortOrder,
  choiceGroups: row.choiceGroups ?? [],
});

const dishOf = (row: DishRow): AdminDish => ({ id: row.id, outletId: row.restaurantId, ...dishDataOf(row), translations: row.translations, version: row.version });

/** A dish's field as the audit trail and the console show it (a price in rupees). */
const fieldOf = (dish: AdminDish, field: Field): unknown => dish[field];

/** The table's columns a dish request's fields land in. */
function columnsOf(changes: Partial<Omit<UpdateDishRequest, 'version'>>): Partial<typeof menuItems.$inferInsert> {
  const { price, ...rest } = changes;
  return { ...rest, ...(price === undefined ? {} : { pricePaise: toPaise(price) }) };
}

const SORT_COLUMNS = { title: menuItems.title, price: menuItems.pricePaise, sortOrder: menuItems.sortOrder } as const;

/** The sub-section must exist and belong to the section: a 400 that says which is wrong. */
async function checkSections(tx: Transaction | Database, categoryId: number, subCategoryId: number): Promise<void> {
  const [sub] = await tx.select().from(menuSubCategories).where(eq(menuSubCategories.id, subCategoryId));
  const [category] = await tx.select().from(menuCategories).where(eq(menuCategories.id, categoryId));
  if (!category) throw new ApiError(400, NO_SUCH_SECTION);
  if (!sub) throw new ApiError(400, 'No such menu sub-section');
  if (sub.categoryId !== categoryId) throw new ApiError(400, SUB_SECTION_ELSEWHERE);
}

/** The new price in paise: a percent rounds to the nearest whole rupee, an amount is added exactly. */
function newPricePaise(oldPaise: number, change: PriceChangePreviewRequest): number {
  if (change.percent !== undefined) return Math.round((oldPaise * (1 + change.percent / 100)) / 100) * 100;
  return oldPaise + toPaise(change.amount ?? 0);
}

function priced(rows: DishRow[], change: PriceChangePreviewRequest): PriceChange {
  const dishes = rows.map((row) => {
    const paise = newPricePaise(row.pricePaise, change);
    if (paise <= 0) throw new ApiError(400, `${row.title} (dish ${row.id}) would cost ₹${toRupees(paise)}. ${PRICE_NOT_POSITIVE}.`);
    return { id: row.id, ref: row.ref, outletId: row.restaurantId, title: row.title, oldPrice: toRupees(row.pricePaise), newPrice: toRupees(paise), version: row.version };
  });
  return { rounding: change.percent !== undefined ? 'WHOLE_RUPEE' : 'PAISE', dishes };
}

/** Every picked dish, in the order picked; one that does not exist is a 404 naming it. */
function inOrder(ids: number[], rows: DishRow[]): DishRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((dishId) => {
    const row = byId.get(dishId);
    if (!row) throw new ApiError(404, `No such dish: ${dishId}`);
    return row;
  });
}

async function sectionsOf(db: Database): Promise<AdminSection[]> {
  const [categories, subs] = await Promise.all([
    db.select().from(menuCategories).orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id)),
    db.select().from(menuSubCategories).orderBy(asc(menuSubCategories.sortOrder), asc(menuSubCategories.id)),
  ]);
  return categories.map((category) => ({
    id: category.id,
    ref: category.ref,
    title: category.title,
    sortOrder: category.sortOrder,
    translations: category.translations,
    subSections: subs.filter((sub) => sub.categoryId === category.id).map(subSectionOf),
  }));
}

const subSectionOf = (sub: typeof menuSubCategories.$inferSelect): AdminSubSection => ({ id: sub.id, ref: sub.ref, categoryId: sub.categoryId, title: sub.title, sortOrder: sub.sortOrder, translations: sub.translations });

export function adminMenuRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();
  // A sequence: two editors adding at once never take the same id.
  const nextId = async (tx: Transaction, sequence: typeof menuItemIds): Promise<number> => {
    const result = (await tx.execute(sql`select nextval(${sequence.seqName}::regclass)::integer as id`)) as unknown as { rows: Array<{ id: number }> };
    return Number(result.rows[0]!.id);
  };

  routes.get('/menu/sections', async (c) => {
    staffIn(c);
    return ok(c, await sectionsOf(deps.db));
  });

  routes.post('/menu/sections', async (c) => {
    const member = staffIn(c, MENU_WRITERS);
    const body = await readJsonBody(c, createSectionRequest);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const id = await nextId(tx, menuSectionIds);
      const [added] = await tx
        .insert(menuCategories)
        .values({ id, ref: body.ref ?? `C${id}`, title: body.title, translations: body.translations ?? {}, sortOrder: body.sortOrder ?? sql`(select coalesce(max(${menuCategories.sortOrder}), 0) + 1 from ${menuCategories})` })
        .onConflictDoNothing({ target: menuCategories.ref })
        .returning();
      if (!added) throw new ApiError(409, `Another section already has the reference ${body.ref}`);
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'menu_section', entityId: String(id), before: null, after: { ref: added.ref, title: added.title, sortOrder: added.sortOrder, translations: added.translations } }, now);
    });
    deps.menus.forget(null);
    return ok(c, await sectionsOf(deps.db), `${body.title} added`);
  });

  routes.post('/menu/sections/:id/sub-sections', async (c) => {
    const member = staffIn(c, MENU_WRITERS);
    const categoryId = rowIdParam(c.req.param('id'), NO_SUCH_SECTION);
    const body = await readJsonBody(c, createSubSectionRequest);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const [category] = await tx.select().from(menuCategories).where(eq(menuCategories.id, categoryId));
      if (!category) throw new ApiError(404, NO_SUCH_SECTION);
      const id = await nextId(tx, menuSectionIds);
      const [added] = await tx
        .insert(menuSubCategories)
        .values({
          id,
          categoryId,
          ref: body.ref ?? `S${id}`,
          title: body.title,
          translations: body.translations ?? {},
          sortOrder: body.sortOrder ?? sql`(select coalesce(max(${menuSubCategories.sortOrder}), 0) + 1 from ${menuSubCategories} where ${menuSubCategories.categoryId} = ${categoryId})`,
        })
        .onConflictDoNothing({ target: menuSubCategories.ref })
        .returning();
      if (!added) throw new ApiError(409, `Another sub-section already has the reference ${body.ref}`);
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'menu_sub_section', entityId: String(id), before: null, after: subSectionOf(added) }, now);
    });
    deps.menus.forget(null);
    return ok(c, await sectionsOf(deps.db), `${body.title} added`);
  });

  for (const [path, table, entity, notFound] of [
    ['/menu/sections/:id', menuCategories, 'menu_section', NO_SUCH_SECTION],
    ['/menu/sub-sections/:id', menuSubCategories, 'menu_sub_section', 'No such menu sub-section'],
  ] as const) {
    routes.patch(path, async (c) => {
      const member = staffIn(c, MENU_WRITERS);
      const id = rowIdParam(c.req.param('id'), notFound);
      const changes = await readJsonBody(c, updateSectionRequest);
      const fields = Object.keys(changes) as Array<keyof typeof changes>;
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
        if (!before) throw new ApiError(404, notFound);
        if (fields.length === 0) return;
        const [after] = await tx.update(table).set(changes).where(eq(table.id, id)).returning();
        const pick = (row: typeof before) => Object.fromEntries(fields.map((field) => [field, row[field]]));
        await recordAudit(tx, actorOf(c, member), { action: 'update', entity, entityId: String(id), before: pick(before), after: pick(after!) }, now);
      });
      deps.menus.forget(null);
      return ok(c, await sectionsOf(deps.db), 'Saved');
    });
  }

  routes.get('/dishes', async (c) => {
    const member = staffIn(c);
    const query = parseWith(dishListQuery, c.req.query());
    if (query.outletId !== undefined) requireOutlet(member, query.outletId);
    const where = and(
      outletScope(member, menuItems.restaurantId),
      query.outletId === undefined ? undefined : eq(menuItems.restaurantId, query.outletId),
      query.categoryId === undefined ? undefined : eq(menuItems.categoryId, query.categoryId),
      query.q ? ilike(menuItems.title, likePattern(query.q)) : undefined,
    ) as SQL;
    const direction = query.order === 'ASC' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(menuItems)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[query.sort]), direction(menuItems.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      deps.db.select({ n: count() }).from(menuItems).where(where),
    ]);
    return ok<AdminDishPage>(c, { items: rows.map(dishOf), total: total?.n ?? 0 });
  });

  routes.get('/dishes/:id', async (c) => {
    const member = staffIn(c);
    const id = rowIdParam(c.req.param('id'), 'No such dish');
    const [row] = await deps.db.select().from(menuItems).where(eq(menuItems.id, id));
    if (!row) throw new ApiError(404, 'No such dish');
    requireOutlet(member, row.restaurantId);
    return ok(c, dishOf(row));
  });

  routes.post('/dishes', async (c) => {
    const member = staffIn(c, MENU_WRITERS);
    const { outletId, ref, sortOrder, ...dish } = await readJsonBody(c, createDishRequest);
    const now = deps.now();
    const added = await deps.db.transaction(async (tx) => {
      const [outlet] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, outletId));
      if (!outlet) throw new ApiError(400, 'No such outlet');
      await checkSections(tx, dish.categoryId, dish.subCategoryId);
      const id = await nextId(tx, menuItemIds);
      const [row] = await tx
        .insert(menuItems)
        .values({
          id,
          restaurantId: outletId,
          ref: ref ?? `D${id}`,
          sortOrder: sortOrder ?? sql`(select coalesce(max(${menuItems.sortOrder}), 0) + 1 from ${menuItems} where ${menuItems.restaurantId} = ${outletId})`,
          ...(columnsOf(dish) as Omit<typeof menuItems.$inferInsert, 'id' | 'restaurantId' | 'ref' | 'sortOrder'>),
        })
        .onConflictDoNothing({ target: [menuItems.restaurantId, menuItems.ref] })
        .returning();
      if (!row) throw new ApiError(409, `Another dish at this outlet already has the reference ${ref}`);
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'dish', entityId: String(id), outletId, before: null, after: dishOf(row) }, now);
      return row;
    });
    deps.menus.forget(outletId);
    return ok(c, dishOf(added), `${added.title} added`);
  });

  routes.patch('/dishes/:id', async (c) => {
    const member = staffIn(c, ['owner', 'editor', 'manager']);
    const id = rowIdParam(c.req.param('id'), 'No such dish');
    const { version, ...changes } = await readJsonBody(c, updateDishRequest);
    const fields = Object.keys(changes) as Field[];
    const refused = fields.filter((field) => !EDITABLE[member.role].includes(field));
    if (refused.length > 0) throw new ApiError(403, `Your role cannot change ${refused.join(', ')}`);
    const now = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
      if (!before) throw new ApiError(404, 'No such dish');
      requireOutlet(member, before.restaurantId);
      if (before.version !== version) throw new ApiError(409, STALE_DISH);
      if (changes.categoryId !== undefined || changes.subCategoryId !== undefined) {
        await checkSections(tx, changes.categoryId ?? before.categoryId, changes.subCategoryId ?? before.subCategoryId);
      }
      const [after] = await tx
        .update(menuItems)
        .set({ ...columnsOf(changes), version: sql`${menuItems.version} + 1` })
        .where(eq(menuItems.id, id))
        .returning();
      const [was, is] = [dishOf(before), dishOf(after!)];
      await recordAudit(
        tx,
        actorOf(c, member),
        {
          action: 'update',
          entity: 'dish',
          entityId: String(id),
          outletId: before.restaurantId,
          before: Object.fromEntries(fields.map((field) => [field, fieldOf(was, field)])),
          after: Object.fromEntries(fields.map((field) => [field, fieldOf(is, field)])),
        },
        now,
      );
      return after!;
    });
    deps.menus.forget(saved.restaurantId);
    return ok(c, dishOf(saved), `${saved.title} saved`);
  });

  routes.post('/dishes/prices/preview', async (c) => {
    staffIn(c, MENU_WRITERS);
    const change = await readJsonBody(c, priceChangePreviewRequest);
    const rows = await deps.db.select().from(menuItems).where(inArray(menuItems.id, change.ids));
    return ok(c, priced(inOrder(change.ids, rows), change));
  });

  // All or nothing: every picked dish locked (in id order, so two bulk changes never deadlock), checked against the
  // version its preview showed, repriced, and audited, in one transaction.
  routes.post('/dishes/prices', async (c) => {
    const member = staffIn(c, MENU_WRITERS);
    const { versions, ...change } = await readJsonBody(c, priceChangeRequest);
    const now = deps.now();
    const result = await deps.db.transaction(async (tx) => {
      const locked = await tx.select().from(menuItems).where(inArray(menuItems.id, change.ids)).orderBy(asc(menuItems.id)).for('update');
      const rows = inOrder(change.ids, locked);
      const stale = rows.find((row) => row.version !== versions[String(row.id)]);
      if (stale) throw new ApiError(409, staleInBulk(stale));
      const preview = priced(rows, change);
      const lines = [];
      for (const line of preview.dishes) {
        const [after] = await tx
          .update(menuItems)
          .set({ pricePaise: toPaise(line.newPrice), version: sql`${menuItems.version} + 1` })
          .where(eq(menuItems.id, line.id))
          .returning({ version: menuItems.version });
        await recordAudit(
          tx,
          actorOf(c, member),
          { action: 'update', entity: 'dish', entityId: String(line.id), outletId: line.outletId, before: { price: line.oldPrice }, after: { price: line.newPrice } },
          now,
        );
        lines.push({ ...line, version: after!.version });
      }
      return { ...preview, dishes: lines };
    });
    for (const outletId of new Set(result.dishes.map((line) => line.outletId))) deps.menus.forget(outletId);
    return ok(c, result, `${result.dishes.length} ${result.dishes.length === 1 ? 'price' : 'prices'} changed`);
  });

  return routes;
}
