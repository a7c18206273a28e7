/**
 * Info pages and upcoming outlets (issue 12): public reads, the same for everyone, answered conditionally
 * (ETag, 304) like menus, so a phone that already holds a page revalidates it for a few hundred bytes.
 */
import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { pageSlugParam, type StaticPage, type UpcomingOutlet } from '../../src/api/contract';
import { contentLangQuery } from '../../src/api/contract/contentLang';
import { staticPages, upcomingOutlets } from '../db/schema';
import { okRevalidated } from '../http/conditional';
import { ApiError } from '../http/envelope';
import { accountWords } from '../messages/account';
import type { AppEnv, Deps } from '../http/types';
import { presentOnly } from '../http/query';
import { parseWith } from '../http/validate';
import { shownAt } from '../schedule';

/** In English, as the tests read it; the reader gets it in their language. */
export const PAGE_NOT_FOUND = accountWords.pageNotFound.en;

export function pageRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/staticPage/:slug', async (c) => {
    const slug = parseWith(pageSlugParam, c.req.param('slug'));
    const { lang = 'en' } = parseWith(contentLangQuery, presentOnly(c.req.query()));
    const [page] = await db.select().from(staticPages).where(eq(staticPages.slug, slug));
    if (!page) throw new ApiError(404, { ref: accountWords.pageNotFound });
    // In the language asked for where the chain wrote it (issue 46), else English, saying which.
    const hindi = lang === 'hi' ? page.translations.hi : undefined;
    const shown = hindi ?? page;
    return okRevalidated<StaticPage>(c, { slug: page.slug, title: shown.title, html: shown.html, updatedAt: page.updatedAt.getTime(), lang: hindi ? 'hi' : 'en' });
  });

  routes.get('/upcomingOutlets', async (c) => {
    const { lang = 'en' } = parseWith(contentLangQuery, presentOnly(c.req.query()));
    // Listed in their window (issue 46, server/schedule.ts): the list and its ETag change at each start and end.
    const rows = await db
      .select()
      .from(upcomingOutlets)
      .where(and(shownAt(upcomingOutlets.startsAt, upcomingOutlets.endsAt, deps.now())))
      .orderBy(asc(upcomingOutlets.sortOrder), asc(upcomingOutlets.id));
    return okRevalidated<UpcomingOutlet[]>(
      c,
      rows.map((row) => {
        const hindi = lang === 'hi' ? row.translations.hi : undefined;
        const shown = hindi ?? row;
        return {
          recordId: row.id,
          name: shown.name,
          city: shown.city,
          locality: shown.locality,
          openingMonth: shown.openingMonth,
          description: shown.description,
          imageUrl: row.imageUrl,
          lang: hindi ? 'hi' : 'en',
          endsAt: row.endsAt?.getTime() ?? null,
        };
      }),
    );
  });

  return routes;
}
