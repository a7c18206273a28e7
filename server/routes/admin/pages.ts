/**
 * Info pages and upcoming outlets in the console (issue 46): an owner or content editor edits every page's title and
 * HTML in English and Hindi, and lists, makes and removes upcoming outlets with their Hindi and their window; an outlet
 * manager, support and finance none of it (the chain's pages are no outlet's). The HTML is kept as written: the app's
 * sanitiser (src/features/pages/sanitizeHtml.ts, DOMPurify with the pages' allow-list) decides what of it reaches a
 * diner, as it did for the seeded pages, and the console's preview shows it through the same one. Versioned (409 on a
 * stale save) and audited before and after in the save's transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { pageSlugParam, type AdminPage, type AdminUpcomingOutlet } from '../../../src/api/contract';
import {
  createUpcomingRequest,
  END_BEFORE_START,
  endsAfterStart,
  PAGE_HINDI_TOGETHER,
  UPCOMING_HINDI_WHOLE,
  upcomingHindiWhole,
  updatePageRequest,
  updateUpcomingRequest,
} from '../../../src/api/contract/adminContent';
import type { StaffRole } from '../../../src/api/staffEndpoints';
import { staticPages, upcomingOutlets } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import type { Deps } from '../../http/types';
import { parseWith, readJsonBody } from '../../http/validate';
import { actorOf, staffIn, type AdminEnv } from '../../staff/access';
import { recordAudit } from '../../staff/audit';
import type { UploadStore } from '../../uploads';
import { contentIdParam, savedFields, stateAt } from './contentShared';

type PageRow = typeof staticPages.$inferSelect;
type UpcomingRow = typeof upcomingOutlets.$inferSelect;

export const STALE_PAGE = 'Someone else saved this page after you opened it. Reload to see their change, then make yours again.';
export const STALE_UPCOMING = 'Someone else saved this outlet after you opened it. Reload to see their change, then make yours again.';
/** The chain's own pages: head office's words, no outlet's. */
const PAGE_ROLES: readonly StaffRole[] = ['owner', 'editor'];

const pageOf = (row: PageRow): AdminPage => ({
  id: row.slug,
  title: row.title,
  html: row.html,
  hiTitle: row.translations.hi?.title ?? null,
  hiHtml: row.translations.hi?.html ?? null,
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

const upcomingOf = (row: UpcomingRow, now: number): AdminUpcomingOutlet => ({
  id: row.id,
  name: row.name,
  city: row.city,
  locality: row.locality,
  openingMonth: row.openingMonth,
  description: row.description,
  imageUrl: row.imageUrl,
  hiName: row.translations.hi?.name ?? null,
  hiCity: row.translations.hi?.city ?? null,
  hiLocality: row.translations.hi?.locality ?? null,
  hiOpeningMonth: row.translations.hi?.openingMonth ?? null,
  hiDescription: row.translations.hi?.description ?? null,
  sortOrder: row.sortOrder,
  startsAt: row.startsAt?.getTime() ?? null,
  endsAt: row.endsAt?.getTime() ?? null,
  state: stateAt(row, now),
  version: row.version,
});

function upcomingColumns(outlet: Omit<AdminUpcomingOutlet, 'id' | 'state' | 'version'>) {
  const { hiName, hiCity, hiLocality, hiOpeningMonth, hiDescription } = outlet;
  return {
    name: outlet.name,
    city: outlet.city,
    locality: outlet.locality,
    openingMonth: outlet.openingMonth,
    description: outlet.description,
    imageUrl: outlet.imageUrl,
    translations: hiName && hiCity && hiLocality && hiOpeningMonth && hiDescription ? { hi: { name: hiName, city: hiCity, locality: hiLocality, openingMonth: hiOpeningMonth, description: hiDescription } } : {},
    sortOrder: outlet.sortOrder,
    startsAt: outlet.startsAt === null ? null : new Date(outlet.startsAt),
    endsAt: outlet.endsAt === null ? null : new Date(outlet.endsAt),
  };
}

/** A name two upcoming outlets cannot share (the table's unique index). */
const nameTaken = (name: string) => new ApiError(409, `Another upcoming outlet is called ${name}: choose another name`);
const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

export function adminPageRoutes(deps: Deps, uploads: UploadStore): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/pages', async (c) => {
    staffIn(c, PAGE_ROLES);
    const rows = await deps.db.select().from(staticPages).orderBy(asc(staticPages.slug));
    return ok(c, rows.map(pageOf));
  });

  routes.get('/pages/:slug', async (c) => {
    staffIn(c, PAGE_ROLES);
    const slug = parseWith(pageSlugParam, c.req.param('slug'));
    const [row] = await deps.db.select().from(staticPages).where(eq(staticPages.slug, slug));
    if (!row) throw new ApiError(404, 'No such page');
    return ok(c, pageOf(row));
  });

  routes.patch('/pages/:slug', async (c) => {
    const member = staffIn(c, PAGE_ROLES);
    const slug = parseWith(pageSlugParam, c.req.param('slug'));
    const { version, ...changes } = await readJsonBody(c, updatePageRequest);
    const now = deps.now();
    const saved = await deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(staticPages).where(eq(staticPages.slug, slug)).for('update');
      if (!before) throw new ApiError(404, 'No such page');
      if (before.version !== version) throw new ApiError(409, STALE_PAGE);
      const merged = { ...pageOf(before), ...changes };
      if ((merged.hiTitle == null) !== (merged.hiHtml == null)) throw new ApiError(400, PAGE_HINDI_TOGETHER);
      const [after] = await tx
        .update(staticPages)
        .set({
          title: merged.title,
          html: merged.html,
          translations: merged.hiTitle && merged.hiHtml ? { hi: { title: merged.hiTitle, html: merged.hiHtml } } : {},
          updatedAt: new Date(now),
          version: sql`${staticPages.version} + 1`,
        })
        .where(eq(staticPages.slug, slug))
        .returning();
      if (!after) throw new ApiError(404, 'No such page');
      await recordAudit(tx, actorOf(c, member), { action: 'update', entity: 'page', entityId: slug, before: pageOf(before), after: pageOf(after) }, now);
      return after;
    });
    return ok(c, pageOf(saved), `${saved.title} saved`);
  });

  /** Pictures are uploaded first (POST /content-pictures) and must be on the server, or one of the chain's drawn ones. */
  async function checkUpcoming(outlet: Omit<AdminUpcomingOutlet, 'id' | 'state' | 'version'>): Promise<void> {
    if (!endsAfterStart(outlet)) throw new ApiError(400, END_BEFORE_START);
    if (!upcomingHindiWhole(outlet)) throw new ApiError(400, UPCOMING_HINDI_WHOLE);
    if (outlet.imageUrl.startsWith('/uploads/') && !(await uploads.exists(outlet.imageUrl))) throw new ApiError(400, 'That picture is not on the server. Upload it again.');
  }

  routes.get('/upcoming-outlets', async (c) => {
    staffIn(c, PAGE_ROLES);
    const rows = await deps.db.select().from(upcomingOutlets).orderBy(asc(upcomingOutlets.sortOrder), asc(upcomingOutlets.id));
    const now = deps.now();
    return ok(c, rows.map((row) => upcomingOf(row, now)));
  });

  routes.get('/upcoming-outlets/:id', async (c) => {
    staffIn(c, PAGE_ROLES);
    const [row] = await deps.db.select().from(upcomingOutlets).where(eq(upcomingOutlets.id, contentIdParam(c.req.param('id'))));
    if (!row) throw new ApiError(404, 'No such upcoming outlet');
    return ok(c, upcomingOf(row, deps.now()));
  });

  routes.post('/upcoming-outlets', async (c) => {
    const member = staffIn(c, PAGE_ROLES);
    const input = await readJsonBody(c, createUpcomingRequest);
    const outlet = {
      ...input,
      hiName: input.hiName ?? null,
      hiCity: input.hiCity ?? null,
      hiLocality: input.hiLocality ?? null,
      hiOpeningMonth: input.hiOpeningMonth ?? null,
      hiDescription: input.hiDescription ?? null,
    };
    await checkUpcoming(outlet);
    const now = deps.now();
    const created = await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(upcomingOutlets).values(upcomingColumns(outlet)).onConflictDoNothing().returning();
      if (!row) throw nameTaken(outlet.name);
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'upcoming-outlet', entityId: String(row.id), before: null, after: upcomingOf(row, now) }, now);
      return row;
    });
    return ok(c, upcomingOf(created, now), `${created.name} saved`);
  });

  routes.patch('/upcoming-outlets/:id', async (c) => {
    const member = staffIn(c, PAGE_ROLES);
    const id = contentIdParam(c.req.param('id'));
    const { version, ...changes } = await readJsonBody(c, updateUpcomingRequest);
    const now = deps.now();
    const saved = await deps.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(upcomingOutlets).where(eq(upcomingOutlets.id, id)).for('update');
        if (!before) throw new ApiError(404, 'No such upcoming outlet');
        if (before.version !== version) throw new ApiError(409, STALE_UPCOMING);
        const was = savedFields(upcomingOf(before, now));
        const merged = { ...was, ...changes };
        await checkUpcoming(merged);
        const [after] = await tx
          .update(upcomingOutlets)
          .set({ ...upcomingColumns(merged), version: sql`${upcomingOutlets.version} + 1` })
          .where(and(eq(upcomingOutlets.id, id)))
          .returning();
        if (!after) throw new ApiError(404, 'No such upcoming outlet');
        await recordAudit(tx, actorOf(c, member), { action: 'update', entity: 'upcoming-outlet', entityId: String(id), before: upcomingOf(before, now), after: upcomingOf(after, now) }, now);
        return after;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw nameTaken(changes.name ?? '');
        throw error;
      });
    return ok(c, upcomingOf(saved, now), `${saved.name} saved`);
  });

  routes.delete('/upcoming-outlets/:id', async (c) => {
    const member = staffIn(c, PAGE_ROLES);
    const id = contentIdParam(c.req.param('id'));
    const now = deps.now();
    const removed = await deps.db.transaction(async (tx) => {
      const [row] = await tx.delete(upcomingOutlets).where(eq(upcomingOutlets.id, id)).returning();
      if (!row) throw new ApiError(404, 'No such upcoming outlet');
      await recordAudit(tx, actorOf(c, member), { action: 'delete', entity: 'upcoming-outlet', entityId: String(id), before: upcomingOf(row, now), after: null }, now);
      return row;
    });
    return ok(c, upcomingOf(removed, now), `${removed.name} removed`);
  });

  return routes;
}
