/**
 * An outlet's menu out and in (issue 36): exported as CSV or a POS catalogue, imported after a dry run that says what
 * would change. The import is all or nothing: one transaction, refused whole if any row is, and refused (409) if the
 * menu changed after the preview (its digest). A dish the file leaves out is marked unavailable, not deleted: its ref
 * and history stay, an import that lists it again brings it back, and past orders keep their own lines either way.
 * Audit: one row per dish touched (create, or update with the fields before and after) plus one summary row
 * (entity menu_import) with the counts, all in the import's transaction.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  createDishRequest,
  menuExportQuery,
  menuImportPreviewRequest,
  menuImportRequest,
  type MenuImportFieldChange,
  type MenuImportPreview,
  type MenuImportResult,
} from '../../../src/api/contract';
import type { StaffRole } from '../../../src/api/staffEndpoints';
import type { Database, Transaction } from '../../db/client';
import { menuCategories, menuItemIds, menuItems, menuSubCategories, restaurants } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import type { Deps } from '../../http/types';
import { parseWith, readJsonBody } from '../../http/validate';
import { menuCsv, posCatalogue, readMenuFile, type DishData, type FileDish, type Refusal, type SectionRow } from '../../menu/menuFile';
import { toPaise } from '../../money';
import { dishDataOf as dataOf } from './menu';
import { actorOf, staffIn, type AdminEnv } from '../../staff/access';
import { memberOutlet } from './memberOutlet';
import { recordAudits, type AuditEntry } from '../../staff/audit';

type DishRow = typeof menuItems.$inferSelect;

const MENU_WRITERS: readonly StaffRole[] = ['owner', 'editor'];
export const MENU_CHANGED_SINCE_PREVIEW = 'The menu changed after your preview. Preview the file again, then import.';
const FIELDS = ['categoryId', 'subCategoryId', 'title', 'description', 'price', 'vegNonVeg', 'allergens', 'energyKcal', 'jain', 'imageUrl', 'isAvailable', 'sortOrder', 'choiceGroups'] as const;

/** A NUL in the file is refused by the dry run with its line (menu/menuFile.ts), not for the whole body. */
const FILE_CHECKED_BY_LINE = { nulCheckedByRoute: ['content'] } as const;

/** JSON with each object's keys sorted: the database's jsonb keeps its own key order, a file another. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));


const columnsOf = ({ price, choiceGroups, ...rest }: Omit<DishData, 'ref'>) => ({ ...rest, pricePaise: toPaise(price), choiceGroups: choiceGroups.length === 0 ? null : choiceGroups });

interface OutletMenu {
  sections: SectionRow[];
  rows: DishRow[];
  digest: string;
}

/**
 * The outlet's dishes and the chain's sections, with a digest of what an import depends on. Inside an import
 * (`lock`), the outlet's menu is locked first: its row, so two imports of one outlet run one after the other, and
 * the dishes are read once that is granted, seeing all the first one wrote (the dishes' own locks alone let the
 * second see them as they were when it began to wait: a dish the first added was missed); then every dish, so a
 * dish edit waits for the import, or the import for it.
 */
async function readOutletMenu(db: Transaction | Database, outletId: number, lock: boolean): Promise<OutletMenu> {
  // No key update: orders and tables of the outlet (which only refer to its row) are not held up.
  if (lock) await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, outletId)).for('no key update');
  const query = db.select().from(menuItems).where(eq(menuItems.restaurantId, outletId)).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  // One after another: a transaction's queries share one connection.
  const rows = await (lock ? query.for('update') : query);
  const categories = await db.select().from(menuCategories).orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
  const subs = await db.select().from(menuSubCategories).orderBy(asc(menuSubCategories.sortOrder), asc(menuSubCategories.id));
  const sections = categories.map((c) => ({
    id: c.id,
    ref: c.ref,
    title: c.title,
    sortOrder: c.sortOrder,
    subSections: subs.filter((s) => s.categoryId === c.id).map((s) => ({ id: s.id, ref: s.ref, title: s.title, sortOrder: s.sortOrder })),
  }));
  // Versions move on every save of a dish; sections have none, so their refs are in it (an import resolves by ref).
  const digest = createHash('sha256')
    .update(JSON.stringify([[...rows].sort((a, b) => a.id - b.id).map((r) => [r.id, r.ref, r.version]), sections.map((s) => [s.id, s.ref, s.subSections.map((x) => [x.id, x.ref])])]))
    .digest('hex');
  return { sections, rows, digest };
}

interface Plan {
  preview: MenuImportPreview;
  inserts: DishData[];
  updates: Array<{ row: DishRow; data: DishData; fields: Record<string, MenuImportFieldChange> }>;
  removals: DishRow[];
}

/** What importing the file into the outlet would do: the dry run, and the writes that make it so. */
function planImport(outletId: number, format: 'csv' | 'json', content: string, menu: OutletMenu): Plan {
  const where = (line: number) => (format === 'csv' ? `Line ${line}` : `Item ${line}`);
  const file = readMenuFile(format, content);
  const refused: Refusal[] = [...file.refused];
  const byRef = new Map(menu.rows.map((row) => [row.ref, row]));
  const section = new Map(menu.sections.map((s) => [s.ref, s]));
  const firstLine = new Map<string, number>();
  let nextSort = Math.max(0, ...menu.rows.map((r) => r.sortOrder));
  const plan: Plan = { preview: { new: [], changed: [], removed: [], refused, unchanged: 0, digest: menu.digest }, inserts: [], updates: [], removals: [] };
  for (const dish of file.dishes) {
    const refuse = (reason: string) => refused.push({ line: dish.line, ...(dish.ref ? { ref: dish.ref } : {}), reason: `${where(dish.line)}: ${reason}` });
    const seen = firstLine.get(dish.ref);
    if (seen !== undefined) {
      refuse(`ref ${dish.ref} appears twice (also ${format === 'csv' ? 'line' : 'item'} ${seen})`);
      continue;
    }
    firstLine.set(dish.ref, dish.line);
    const category = section.get(dish.sectionRef);
    const sub = category?.subSections.find((s) => s.ref === dish.subSectionRef);
    if (!category) {
      refuse(`no section has the ref ${JSON.stringify(dish.sectionRef)}`);
      continue;
    }
    if (!sub) {
      refuse(`the section ${category.ref} has no sub-section with the ref ${JSON.stringify(dish.subSectionRef)}`);
      continue;
    }
    const existing = byRef.get(dish.ref);
    const data = merged(dish, existing ? dataOf(existing) : undefined, category.id, sub.id, () => ++nextSort);
    // The console's own dish rules: price above 0, kcal at most 5,000, no HTML in a name, min and max that fit.
    const checked = createDishRequest.safeParse({ outletId, ...data, allergens: data.allergens ?? [], energyKcal: data.energyKcal ?? 0 });
    if (!checked.success) {
      refuse(checked.error.issues[0]!.message);
      continue;
    }
    const clean: DishData = { ...data, title: checked.data.title, description: checked.data.description };
    if (!existing) {
      plan.inserts.push(clean);
      plan.preview.new.push({ line: dish.line, ref: dish.ref, name: clean.title });
      continue;
    }
    const before = dataOf(existing);
    const fields: Record<string, MenuImportFieldChange> = {};
    for (const field of FIELDS) if (canonical(before[field]) !== canonical(clean[field])) fields[field] = { before: before[field], after: clean[field] };
    if (Object.keys(fields).length === 0) plan.preview.unchanged++;
    else {
      plan.updates.push({ row: existing, data: clean, fields });
      plan.preview.changed.push({ line: dish.line, ref: dish.ref, name: clean.title, fields });
    }
  }
  for (const row of menu.rows) {
    if (firstLine.has(row.ref) || !row.isAvailable) continue;
    plan.removals.push(row);
    plan.preview.removed.push({ ref: row.ref, name: row.title });
  }
  return plan;
}

/** The file's dish over the one it replaces: a column or field the file leaves out keeps the dish's own (or a new dish's default). */
function merged(dish: FileDish, before: DishData | undefined, categoryId: number, subCategoryId: number, nextSort: () => number): DishData {
  const pick = <K extends keyof DishData>(key: K, value: DishData[K] | undefined, fallback: () => DishData[K]): DishData[K] => (value !== undefined ? value : before ? before[key] : fallback());
  return {
    ref: dish.ref,
    categoryId,
    subCategoryId,
    title: dish.title,
    price: dish.price,
    vegNonVeg: dish.vegNonVeg,
    description: pick('description', dish.description, () => ''),
    allergens: pick('allergens', dish.allergens, () => null),
    energyKcal: pick('energyKcal', dish.energyKcal, () => null),
    jain: pick('jain', dish.jain, () => false),
    isAvailable: pick('isAvailable', dish.isAvailable, () => true),
    sortOrder: pick('sortOrder', dish.sortOrder, nextSort),
    imageUrl: pick('imageUrl', dish.imageUrl, () => ''),
    choiceGroups: pick('choiceGroups', dish.choiceGroups, () => []),
  };
}

export function adminMenuImportRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/menu/export', async (c) => {
    const member = staffIn(c);
    const query = parseWith(menuExportQuery, c.req.query());
    await memberOutlet(deps.db, member, query.outletId);
    const menu = await readOutletMenu(deps.db, query.outletId, false);
    const dishes = menu.rows.map(dataOf);
    const csv = query.format === 'csv';
    const body = csv ? menuCsv(dishes, menu.sections) : JSON.stringify(posCatalogue(dishes, menu.sections), null, 2);
    return c.body(body, 200, {
      'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="menu-outlet-${query.outletId}.${query.format}"`,
      'Cache-Control': 'no-store',
    });
  });

  routes.post('/menu/import/preview', async (c) => {
    const member = staffIn(c, MENU_WRITERS);
    const body = await readJsonBody(c, menuImportPreviewRequest, FILE_CHECKED_BY_LINE);
    await memberOutlet(deps.db, member, body.outletId);
    const menu = await readOutletMenu(deps.db, body.outletId, false);
    return ok<MenuImportPreview>(c, planImport(body.outletId, body.format, body.content, menu).preview);
  });

  routes.post('/menu/import', async (c) => {
    const member = staffIn(c, MENU_WRITERS);
    const body = await readJsonBody(c, menuImportRequest, FILE_CHECKED_BY_LINE);
    await memberOutlet(deps.db, member, body.outletId);
    const now = deps.now();
    const actor = actorOf(c, member);
    const result = await deps.db.transaction(async (tx): Promise<MenuImportResult> => {
      const menu = await readOutletMenu(tx, body.outletId, true);
      if (menu.digest !== body.expectedDigest) throw new ApiError(409, MENU_CHANGED_SINCE_PREVIEW);
      const plan = planImport(body.outletId, body.format, body.content, menu);
      const { refused } = plan.preview;
      if (refused.length > 0) throw new ApiError(400, `Nothing was imported: ${refused.length} ${refused.length === 1 ? 'row was' : 'rows were'} refused. ${refused[0]!.reason}`);
      const audits: AuditEntry[] = [];
      if (plan.inserts.length > 0) {
        // Ids from the console's sequence, all in one statement, as the dish form's.
        const ids = (await tx.execute(sql`select nextval(${menuItemIds.seqName}::regclass)::integer as id from generate_series(1, ${plan.inserts.length})`)) as unknown as { rows: Array<{ id: number }> };
        const values = plan.inserts.map((data, i) => ({ id: Number(ids.rows[i]!.id), restaurantId: body.outletId, ref: data.ref, ...columnsOf(data) }));
        const added = await tx.insert(menuItems).values(values).onConflictDoNothing({ target: [menuItems.restaurantId, menuItems.ref] }).returning({ id: menuItems.id });
        // A dish with one of these refs was added after the locks were taken (the dish form): the preview is stale.
        if (added.length !== values.length) throw new ApiError(409, MENU_CHANGED_SINCE_PREVIEW);
        for (const value of values) audits.push({ action: 'create', entity: 'dish', entityId: String(value.id), outletId: body.outletId, before: null, after: plan.inserts.find((d) => d.ref === value.ref) });
      }
      for (const { row, data, fields } of plan.updates) {
        await tx.update(menuItems).set({ ...columnsOf(data), version: sql`${menuItems.version} + 1` }).where(eq(menuItems.id, row.id));
        audits.push({
          action: 'update',
          entity: 'dish',
          entityId: String(row.id),
          outletId: body.outletId,
          before: Object.fromEntries(Object.entries(fields).map(([field, change]) => [field, change.before])),
          after: Object.fromEntries(Object.entries(fields).map(([field, change]) => [field, change.after])),
        });
      }
      if (plan.removals.length > 0) {
        const ids = plan.removals.map((row) => row.id);
        await tx.update(menuItems).set({ isAvailable: false, version: sql`${menuItems.version} + 1` }).where(and(eq(menuItems.restaurantId, body.outletId), inArray(menuItems.id, ids)));
        for (const id of ids) audits.push({ action: 'update', entity: 'dish', entityId: String(id), outletId: body.outletId, before: { isAvailable: true }, after: { isAvailable: false } });
      }
      const counts = { new: plan.inserts.length, changed: plan.updates.length, removed: plan.removals.length, unchanged: plan.preview.unchanged };
      audits.push({ action: 'import', entity: 'menu_import', entityId: String(body.outletId), outletId: body.outletId, before: { digest: menu.digest }, after: { format: body.format, ...counts } });
      await recordAudits(tx, actor, audits, now);
      return { ...counts, digest: (await readOutletMenu(tx, body.outletId, false)).digest };
    });
    deps.menus.forget(body.outletId);
    return ok(c, result, `Imported: ${result.new} new, ${result.changed} changed, ${result.removed} marked unavailable`);
  });

  return routes;
}
