/** Home-screen banners (SPEC 2 banner behaviour, SPEC 7 getAdBannerList), and the first one painted into home's HTML. */
import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { bannerQuery, bannerTypeSchema, type Banner, type BannerType } from '../../src/api/contract';
import { banners } from '../db/schema';
import type { Database } from '../db/client';
import type { Locale } from '../../src/i18n';
import { ok } from '../http/envelope';
import { escapeHtml } from '../http/escapeHtml';
import type { AppEnv, Deps } from '../http/types';
import { presentOnly } from '../http/query';
import { readerLocale } from '../http/say';
import type { ShellFiller } from '../http/static';
import { parseWith } from '../http/validate';

/** The banners of a place on home, each in `locale` where it has a translation (issue 24), else in English. */
async function bannersOf(db: Database, bannerType: BannerType, locale: Locale, limit?: number): Promise<Banner[]> {
  const query = db.select().from(banners).where(eq(banners.bannerType, bannerType)).orderBy(asc(banners.sortOrder), asc(banners.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => {
    const shown = (locale === 'en' ? undefined : row.translations[locale]) ?? row;
    return {
      recordId: row.id,
      title: shown.title,
      sliderAction: row.sliderAction,
      webImageUrlLarge: shown.webImageUrl,
      adImageUrlLarge: shown.adImageUrl,
    };
  });
}

export function bannerRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/getAdBannerList/:bannerType', async (c) => {
    const bannerType = parseWith(bannerTypeSchema, c.req.param('bannerType'));
    // Coordinates are checked so a client bug shows up early; every outlet shows the same banners today. The
    // language is the app's, named in the address (not the cookie), so a cache keeps each language apart.
    const { lang = 'en' } = parseWith(bannerQuery, presentOnly(c.req.query()));
    return ok<Banner[]>(c, await bannersOf(deps.db, bannerType, lang));
  });

  return routes;
}

/** Where index.html's shell keeps a place for the first banner (inside its skeleton box). */
export const FIRST_BANNER_SLOT = '<!--first-banner-->';

/**
 * The first top banner is the largest thing on the home screen (its LCP). Painted from the HTML it shows at the
 * first paint instead of after the scripts, the position and the banner list; React's first slide then takes
 * its place in the same box with the same picture, so nothing moves. Every outlet shows the same banners
 * today (see above): if they come to depend on the position, this shows the chain-wide one.
 */
export function homeShellFiller(deps: Deps): ShellFiller {
  return async (urlPath, html, request) => {
    if (urlPath !== '/' || !html.includes(FIRST_BANNER_SLOT)) return html;
    // In the language the shell is painted in (shellLanguage.ts), which the app then asks the banners in.
    const [first] = await bannersOf(deps.db, 'DashboardTop', readerLocale(request), 1);
    if (!first) return html;
    const [phone, wide] = [escapeHtml(first.adImageUrlLarge), escapeHtml(first.webImageUrlLarge)];
    const picture =
      `<picture><source media="(min-width: 700px)" srcset="${wide}">` +
      `<img src="${phone}" alt="" width="1200" height="500" fetchpriority="high" decoding="sync"></picture>`;
    // Asked for before the scripts, so the picture does not queue behind them for a connection.
    const preload =
      phone === wide
        ? `<link rel="preload" as="image" fetchpriority="high" href="${phone}">`
        : `<link rel="preload" as="image" fetchpriority="high" href="${phone}" media="(max-width: 699px)">` +
          `<link rel="preload" as="image" fetchpriority="high" href="${wide}" media="(min-width: 700px)">`;
    return html.replace(FIRST_BANNER_SLOT, picture).replace('<script type="module"', `${preload}<script type="module"`);
  };
}
