/** Home-screen banners (SPEC 2 banner behaviour, SPEC 7 getAdBannerList), and the first one painted into home's HTML. */
import { Hono } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bannerQuery, bannerTypeSchema, type Banner, type BannerType } from '../../src/api/contract';
import { banners } from '../db/schema';
import type { Database } from '../db/client';
import type { Locale } from '../../src/i18n';
import { okRevalidated } from '../http/conditional';
import { metresBetween } from '../geo';
import type { RestaurantRow } from '../outlets';
import type { Coordinates } from '../../src/rules/geo';
import { shownAt } from '../schedule';
import { escapeHtml } from '../http/escapeHtml';
import type { AppEnv, Deps } from '../http/types';
import { presentOnly } from '../http/query';
import { readerLocale } from '../http/say';
import type { ShellFiller } from '../http/static';
import { parseWith } from '../http/validate';

/** The live outlet nearest to the diner: the place whose banners they see (a banner may show in some outlets or areas only). */
function nearestOutlet(live: readonly RestaurantRow[], at: Coordinates): RestaurantRow | null {
  let nearest: RestaurantRow | null = null;
  let best = Infinity;
  for (const outlet of live) {
    const metres = metresBetween(at, outlet);
    if (metres < best) [nearest, best] = [outlet, metres];
  }
  return nearest;
}

type BannerRow = typeof banners.$inferSelect;
const everywhere = (row: BannerRow) => row.outletIds.length === 0 && row.areas.length === 0;
const showsAt = (row: BannerRow, outlet: RestaurantRow | null) =>
  everywhere(row) || (outlet !== null && (row.outletIds.includes(outlet.id) || row.areas.includes(outlet.area)));

/**
 * The banners of a place on home shown at `now` (issue 46: their window, server/schedule.ts), each in `locale` where it
 * has a translation (issue 24), else in English. With the diner's outlet, those of everywhere and of that outlet or
 * its area; without (the shell's first banner, painted before the app knows the place), those of everywhere.
 */
async function bannersOf(db: Database, bannerType: BannerType, locale: Locale, now: number, place: { outlet: RestaurantRow | null } | null, limit?: number): Promise<Banner[]> {
  const shownHere = place === null ? sql`cardinality(${banners.outletIds}) = 0 and cardinality(${banners.areas}) = 0` : sql`true`;
  const query = db
    .select()
    .from(banners)
    .where(and(eq(banners.bannerType, bannerType), shownAt(banners.startsAt, banners.endsAt, now), shownHere))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows
    .filter((row) => place === null || showsAt(row, place.outlet))
    .map((row) => {
      const shown = (locale === 'en' ? undefined : row.translations[locale]) ?? row;
      return {
        recordId: row.id,
        title: shown.title,
        sliderAction: row.sliderAction,
        webImageUrlLarge: shown.webImageUrl,
        adImageUrlLarge: shown.adImageUrl,
        endsAt: row.endsAt?.getTime() ?? null,
      };
    });
}

export function bannerRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/getAdBannerList/:bannerType', async (c) => {
    const bannerType = parseWith(bannerTypeSchema, c.req.param('bannerType'));
    // The place is the live outlet nearest the diner: a banner may show in some outlets or areas only. The language
    // is the app's, named in the address (not the cookie), so a cache keeps each language apart.
    const { lat, lng, lang = 'en' } = parseWith(bannerQuery, presentOnly(c.req.query()));
    const now = deps.now();
    const outlet = nearestOutlet((await deps.outlets.read(now)).live, { latitude: lat, longitude: lng });
    // Public and revalidated by ETag: the list changes at each start and end, and so does its ETag; a kept copy
    // carries each banner's end, past which the app does not show it (bannerAtoms.ts).
    return okRevalidated<Banner[]>(c, await bannersOf(deps.db, bannerType, lang, now, { outlet }));
  });

  return routes;
}

/** Where index.html's shell keeps a place for the first banner (inside its skeleton box). */
export const FIRST_BANNER_SLOT = '<!--first-banner-->';

/**
 * The first top banner is the largest thing on the home screen (its LCP). Painted from the HTML it shows at the
 * first paint instead of after the scripts, the position and the banner list; React's first slide then takes
 * its place in the same box with the same picture, so nothing moves. The shell does not know the diner's place: it
 * paints the first banner shown everywhere at this moment (its ETag is made from what it paints, so it follows the
 * schedule too).
 */
export function homeShellFiller(deps: Deps): ShellFiller {
  return async (urlPath, html, request) => {
    if (urlPath !== '/' || !html.includes(FIRST_BANNER_SLOT)) return html;
    // In the language the shell is painted in (shellLanguage.ts), which the app then asks the banners in.
    const [first] = await bannersOf(deps.db, 'DashboardTop', readerLocale(request), deps.now(), null, 1);
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
