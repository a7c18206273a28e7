/**
 * Info pages and upcoming outlets (issue 12): public reads, the same for everyone, answered conditionally
 * (ETag, 304) like menus, so a phone that already holds a page revalidates it for a few hundred bytes.
 */
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { pageSlugParam, type StaticPage, type UpcomingOutlet } from '../../src/api/contract';
import { staticPages, upcomingOutlets } from '../db/schema';
import { okRevalidated } from '../http/conditional';
import { ApiError } from '../http/envelope';
import { accountWords } from '../messages/account';
import type { AppEnv, Deps } from '../http/types';
import { parseWith } from '../http/validate';

/** In English, as the tests read it; the reader gets it in their language. */
export const PAGE_NOT_FOUND = accountWords.pageNotFound.en;

export function pageRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/staticPage/:slug', async (c) => {
    const slug = parseWith(pageSlugParam, c.req.param('slug'));
    const [page] = await db.select().from(staticPages).where(eq(staticPages.slug, slug));
    if (!page) throw new ApiError(404, { ref: accountWords.pageNotFound });
    return okRevalidated<StaticPage>(c, { slug: page.slug, title: page.title, html: page.html, updatedAt: page.updatedAt.getTime() });
  });

  routes.get('/upcomingOutlets', async (c) => {
    const rows = await db.select().from(upcomingOutlets).orderBy(asc(upcomingOutlets.sortOrder), asc(upcomingOutlets.id));
    return okRevalidated<UpcomingOutlet[]>(
      c,
      rows.map((row) => ({
        recordId: row.id,
        name: row.name,
        city: row.city,
        locality: row.locality,
        openingMonth: row.openingMonth,
        description: row.description,
        imageUrl: row.imageUrl,
      })),
    );
  });

  return routes;
}
