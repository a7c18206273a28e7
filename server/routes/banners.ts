/** Home-screen banners (SPEC 2 banner behaviour, SPEC 7 getAdBannerList). */
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { bannerQuery, bannerTypeSchema, type Banner } from '../../src/api/contract';
import { banners } from '../db/schema';
import { ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { presentOnly } from '../http/query';
import { parseWith } from '../http/validate';


export function bannerRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/getAdBannerList/:bannerType', async (c) => {
    const bannerType = parseWith(bannerTypeSchema, c.req.param('bannerType'));
    // Coordinates are checked so a client bug shows up early; every outlet shows the same banners today.
    parseWith(bannerQuery, presentOnly(c.req.query()));
    const rows = await deps.db
      .select()
      .from(banners)
      .where(eq(banners.bannerType, bannerType))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    return ok<Banner[]>(
      c,
      rows.map((row) => ({
        recordId: row.id,
        title: row.title,
        sliderAction: row.sliderAction,
        webImageUrlLarge: row.webImageUrl,
        adImageUrlLarge: row.adImageUrl,
      })),
    );
  });

  return routes;
}
