/**
 * Home's banners in the console (issue 46): an owner or content editor sees and edits every banner; an outlet manager
 * only the banners shown in their outlets alone (in the query, and per record: another is 403 or 404), and makes banners
 * for their outlets only; support and finance none. A save names the version it was read at (409 when stale), is
 * checked whole (its window, its Hindi, its outlets, its pictures) and writes its audit row, before and after, in the
 * same transaction. Diners see it on their next request at the moment its window opens (server/schedule.ts).
 */
import { and, arrayContained, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminBanner, OutletPhoto } from '../../../src/api/contract';
import {
  bannerPictureRequest,
  createBannerRequest,
  END_BEFORE_START,
  endsAfterStart,
  HINDI_TOGETHER,
  isSeededPicture,
  updateBannerRequest,
} from '../../../src/api/contract/adminContent';
import type { StaffRole } from '../../../src/api/staffEndpoints';
import type { Transaction } from '../../db/client';
import { banners, restaurants } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { actorOf, NOT_YOUR_OUTLET, staffIn, type AdminEnv } from '../../staff/access';
import type { StaffRow } from '../../staff/sessions';
import { recordAudit } from '../../staff/audit';
import type { UploadStore } from '../../uploads';
import { contentIdParam, savedFields, stateAt } from './contentShared';

type BannerRow = typeof banners.$inferSelect;

export const STALE_BANNER = 'Someone else saved this banner after you opened it. Reload to see their change, then make yours again.';
export const PICTURE_MISSING = 'That picture is not on the server. Upload it again.';
export const MANAGER_BANNERS = 'An outlet manager makes banners for their own outlets only: choose one or more of them, and no areas';
/** Who works on banners: a manager for their outlets only; support and finance not at all. */
export const BANNER_ROLES: readonly StaffRole[] = ['owner', 'editor', 'manager'];

export const bannerOf = (row: BannerRow, now: number): AdminBanner => ({
  id: row.id,
  bannerType: row.bannerType as AdminBanner['bannerType'],
  title: row.title,
  imageUrl: row.adImageUrl,
  hiTitle: row.translations.hi?.title ?? null,
  hiImageUrl: row.translations.hi?.adImageUrl ?? null,
  sliderAction: row.sliderAction,
  sortOrder: row.sortOrder,
  startsAt: row.startsAt?.getTime() ?? null,
  endsAt: row.endsAt?.getTime() ?? null,
  outletIds: row.outletIds,
  areas: row.areas,
  state: stateAt(row, now),
  version: row.version,
});

/** An outlet manager's banners: shown in some of their outlets and nowhere else. */
function bannerScope(member: StaffRow): SQL {
  if (member.role !== 'manager') return sql`true`;
  if (member.outletIds.length === 0) return sql`false`;
  return and(sql`cardinality(${banners.outletIds}) > 0`, sql`cardinality(${banners.areas}) = 0`, arrayContained(banners.outletIds, member.outletIds)) as SQL;
}

/** The stored columns of a banner as the console writes it. */
function columnsOf(banner: Omit<AdminBanner, 'id' | 'state' | 'version'>) {
  return {
    bannerType: banner.bannerType,
    title: banner.title,
    webImageUrl: banner.imageUrl,
    adImageUrl: banner.imageUrl,
    translations: banner.hiTitle && banner.hiImageUrl ? { hi: { title: banner.hiTitle, webImageUrl: banner.hiImageUrl, adImageUrl: banner.hiImageUrl } } : {},
    sliderAction: banner.sliderAction,
    sortOrder: banner.sortOrder,
    startsAt: banner.startsAt === null ? null : new Date(banner.startsAt),
    endsAt: banner.endsAt === null ? null : new Date(banner.endsAt),
    outletIds: banner.outletIds,
    areas: banner.areas,
  };
}

export function adminBannerRoutes(deps: Deps, uploads: UploadStore): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  /** What a banner may hold beyond its shape: real outlets (a manager's own), pictures on the server. */
  async function check(tx: Transaction, member: StaffRow, banner: Omit<AdminBanner, 'id' | 'state' | 'version'>): Promise<void> {
    if (!endsAfterStart(banner)) throw new ApiError(400, END_BEFORE_START);
    if ((banner.hiTitle == null) !== (banner.hiImageUrl == null)) throw new ApiError(400, HINDI_TOGETHER);
    if (member.role === 'manager' && (banner.outletIds.length === 0 || banner.areas.length > 0 || banner.outletIds.some((id) => !member.outletIds.includes(id)))) {
      throw new ApiError(403, MANAGER_BANNERS);
    }
    if (banner.outletIds.length > 0) {
      const found = await tx.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, banner.outletIds));
      const missing = banner.outletIds.filter((id) => !found.some((row) => row.id === id));
      if (missing.length > 0) throw new ApiError(400, `No outlet has the id ${missing.join(', ')}`);
    }
    for (const url of [banner.imageUrl, banner.hiImageUrl]) {
      if (url && !isSeededPicture(url) && !(await uploads.exists(url))) throw new ApiError(400, PICTURE_MISSING);
    }
  }

  routes.post('/content-pictures', async (c) => {
    staffIn(c, BANNER_ROLES);
    const { fileBase64 } = await readJsonBody(c, bannerPictureRequest);
    return ok<OutletPhoto>(c, { imageUrl: await uploads.savePhoto(fileBase64) });
  });

  routes.get('/banners', async (c) => {
    const member = staffIn(c, BANNER_ROLES);
    const rows = await deps.db.select().from(banners).where(bannerScope(member)).orderBy(asc(banners.bannerType), asc(banners.sortOrder), asc(banners.id));
    const now = deps.now();
    return ok(c, rows.map((row) => bannerOf(row, now)));
  });

  routes.get('/banners/:id', async (c) => {
    const member = staffIn(c, BANNER_ROLES);
    const id = contentIdParam(c.req.param('id'));
    const [row] = await deps.db.select().from(banners).where(and(eq(banners.id, id), bannerScope(member)));
    if (!row) throw new ApiError(404, 'No such banner');
    return ok(c, bannerOf(row, deps.now()));
  });

  routes.post('/banners', async (c) => {
    const member = staffIn(c, BANNER_ROLES);
    const input = await readJsonBody(c, createBannerRequest);
    const banner = { ...input, hiTitle: input.hiTitle ?? null, hiImageUrl: input.hiImageUrl ?? null };
    const now = deps.now();
    const created = await deps.db.transaction(async (tx) => {
      await check(tx, member, banner);
      const [row] = await tx.insert(banners).values(columnsOf(banner)).returning();
      if (!row) throw new ApiError(500, 'The banner was not saved');
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'banner', entityId: String(row.id), outletId: row.outletIds.length === 1 ? row.outletIds[0] : null, before: null, after: bannerOf(row, now) }, now);
      return row;
    });
    return ok(c, bannerOf(created, now), `Banner "${created.title}" saved`);
  });

  routes.patch('/banners/:id', async (c) => {
    const member = staffIn(c, BANNER_ROLES);
    const id = contentIdParam(c.req.param('id'));
    const { version, ...changes } = await readJsonBody(c, updateBannerRequest);
    const now = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!before) throw new ApiError(404, 'No such banner');
      const [mine] = await tx.select({ id: banners.id }).from(banners).where(and(eq(banners.id, id), bannerScope(member)));
      if (!mine) throw new ApiError(403, NOT_YOUR_OUTLET);
      if (before.version !== version) throw new ApiError(409, STALE_BANNER);
      const was = savedFields(bannerOf(before, now));
      const merged = { ...was, ...changes, hiTitle: changes.hiTitle === undefined ? was.hiTitle : changes.hiTitle, hiImageUrl: changes.hiImageUrl === undefined ? was.hiImageUrl : changes.hiImageUrl };
      await check(tx, member, merged);
      const [after] = await tx
        .update(banners)
        .set({ ...columnsOf(merged), version: sql`${banners.version} + 1` })
        .where(eq(banners.id, id))
        .returning();
      if (!after) throw new ApiError(404, 'No such banner');
      await recordAudit(tx, actorOf(c, member), { action: 'update', entity: 'banner', entityId: String(id), outletId: after.outletIds.length === 1 ? after.outletIds[0] : null, before: bannerOf(before, now), after: bannerOf(after, now) }, now);
      return after;
    });
    return ok(c, bannerOf(saved, now), `Banner "${saved.title}" saved`);
  });

  routes.delete('/banners/:id', async (c) => {
    const member = staffIn(c, BANNER_ROLES);
    const id = contentIdParam(c.req.param('id'));
    const now = deps.now();
    const removed = await deps.db.transaction(async (tx) => {
      const [row] = await tx.delete(banners).where(and(eq(banners.id, id), bannerScope(member))).returning();
      if (!row) throw new ApiError(404, 'No such banner of yours');
      await recordAudit(tx, actorOf(c, member), { action: 'delete', entity: 'banner', entityId: String(id), outletId: row.outletIds.length === 1 ? row.outletIds[0] : null, before: bannerOf(row, now), after: null }, now);
      return row;
    });
    return ok(c, bannerOf(removed, now), `Banner "${removed.title}" removed`);
  });

  return routes;
}

