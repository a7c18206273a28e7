/** An outlet's detail page, its menu and the dine-in table QR codes (public: browsing needs no sign-in). */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { langQuery, restaurantDetailQuery, scanTableRequest, type RestaurantDetail, type TableScan } from '../../src/api/contract';
import { MSG } from '../../src/config/messages';
import { restaurantTables, restaurants } from '../db/schema';
import { metresBetween } from '../geo';
import { answerPrepared } from '../http/conditional';
import { ApiError, ok } from '../http/envelope';
import { tableWords } from '../messages/tables';
import { restaurantUuidParam, tableCodeParam } from '../http/params';
import type { AppEnv, Deps } from '../http/types';
import { parseWith, readJsonBody } from '../http/validate';
import { sameSecret } from '../tables/secret';
import { closureNoticeOf } from '../closures';
import { findRestaurantByUuid, toRestaurant } from '../outlets';
import { presentOnly } from '../http/query';
import { restaurantDetail } from '../outletData';

export function menuRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/getRestaurantDetail/:restaurantUuid', async (c) => {
    const uuid = restaurantUuidParam(c.req.param('restaurantUuid'));
    // The language is the app's, named in the address (as banners'), so a cache keeps each language apart.
    const { lat, lng, lang = 'en' } = parseWith(restaurantDetailQuery, presentOnly(c.req.query()));
    if ((lat === undefined) !== (lng === undefined)) throw new ApiError(400, 'lat and lng must be given together');
    const restaurant = await findRestaurantByUuid(db, uuid);
    const distance = lat === undefined || lng === undefined ? 0 : metresBetween({ latitude: lat, longitude: lng }, restaurant);
    return ok<RestaurantDetail>(c, await restaurantDetail(db, restaurant, distance, deps.now(), lang));
  });

  routes.get('/getItemListWithCatSubCat/:restaurantUuid', async (c) => {
    const uuid = restaurantUuidParam(c.req.param('restaurantUuid'));
    const { lang = 'en' } = parseWith(langQuery, presentOnly(c.req.query()));
    return answerPrepared(c, await deps.menus.answer(uuid, lang));
  });

  // Issue 34: the code's secret comes in the body (a path or query would be logged and cached on the way).
  routes.post('/scanQrCode/:code', async (c) => {
    const code = tableCodeParam(c.req.param('code'));
    const { key } = await readJsonBody(c, scanTableRequest);
    const [row] = await db
      .select({ table: restaurantTables, restaurant: restaurants })
      .from(restaurantTables)
      .innerJoin(restaurants, eq(restaurants.id, restaurantTables.restaurantId))
      .where(eq(restaurantTables.code, code));
    if (!row) throw new ApiError(404, { ref: tableWords.notOurTable });
    if (!sameSecret(key, row.table.secret)) throw new ApiError(422, MSG.scanQr);
    return ok<TableScan>(c, { code: row.table.code, tableNumber: row.table.tableNumber, restaurant: toRestaurant(row.restaurant, 0, await closureNoticeOf(db, row.restaurant.id, deps.now())) });
  });
  // An app from before issue 34 asks without the secret: it is told to scan the code on the table.
  routes.get('/scanQrCode/:code', () => {
    throw new ApiError(422, MSG.scanQr);
  });

  return routes;
}
