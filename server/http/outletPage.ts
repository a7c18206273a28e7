/**
 * What an outlet's deep link shows first, read once for its HTML: the painted screen (outletShell.ts) and the data
 * inlined for the app (routeData.ts) both take it from here, so they are the same menu and the same outlet. The
 * outlet and its closures come from the process's copy (../outletCache.ts), the menu from the menus' copy
 * (../menuCache.ts), as the API serves them; only the detail's reviews are read from the database. The HTML was
 * about eleven queries before its first byte (the outlet, its detail and its menu read by each filler; on PGlite,
 * one after the other), now two. Kept for one request (its Request object), never across requests.
 */
import type { Menu, RestaurantDetail } from '../../src/api/contract';
import type { Locale } from '../../src/i18n';
import { detailWithClosure } from '../outletData';
import type { PreparedAnswer } from './conditional';
import { readerLocale } from './say';
import type { Deps } from './types';

export interface OutletPage {
  /** As the API's getRestaurantDetail answers it without ?lat&lng (distance 0). */
  detail: RestaurantDetail;
  menu: Menu;
  /** The menu as the API's getItemListWithCatSubCat answers it. */
  menuAnswer: PreparedAnswer;
  /** The reader's language, which both are in. */
  locale: Locale;
}

const read = new WeakMap<Request, Promise<OutletPage>>();

/** The outlet's first screen, for a lower-case outlet id; rejects for an outlet that is not live (or a failed read). */
export function outletPage(deps: Deps, uuid: string, request: Request): Promise<OutletPage> {
  let page = read.get(request);
  if (!page) {
    page = (async () => {
      const now = deps.now();
      // In the language the shell is painted in (shellLanguage.ts), as the app then asks for them.
      const locale = readerLocale(request);
      const [{ outlet, closure }, { menu, answer }] = await Promise.all([deps.outlets.live(uuid, now), deps.menus.menu(uuid, locale)]);
      return { detail: await detailWithClosure(deps.db, outlet, 0, closure, locale), menu, menuAnswer: answer, locale };
    })();
    read.set(request, page);
  }
  return page;
}
