/**
 * Favourites (issue 23): the outlets and dishes a customer hearts, kept with the account so a second device and a
 * reinstall see them. Setting one is idempotent (heart twice, one row); the answer is always the whole list, so
 * the app's copy is the server's after every tap.
 */
import { Hono } from 'hono';
import { and, count, desc, eq } from 'drizzle-orm';
import { PATHS, setFavouriteRequest, type Favourites, type SetFavouriteRequest, type VegNonVeg } from '../../src/api/contract';
import { favouriteDishes, favouriteOutlets, menuItems, restaurants, users } from '../db/schema';
import type { Database } from '../db/client';
import { currentUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { toRupees } from '../money';
import { english, type Words } from '../http/say';
import { accountWords } from '../messages/account';
import { orderWords } from '../messages/orders';

/** Per kind: a list longer than this is no longer a list of favourites, and every device keeps a copy of it. */
export const MAX_FAVOURITES = 100;
const TOO_MANY_WORDS: Record<SetFavouriteRequest['kind'], Words> = {
  OUTLET: { ref: accountWords.tooManyFavouriteOutlets, params: { max: MAX_FAVOURITES } },
  DISH: { ref: accountWords.tooManyFavouriteDishes, params: { max: MAX_FAVOURITES } },
};
// In English, as the tests read them; the customer reads them in their language.
export const DISH_NOT_FOUND = accountWords.dishNotFound.en;
export const TOO_MANY = { OUTLET: english(TOO_MANY_WORDS.OUTLET), DISH: english(TOO_MANY_WORDS.DISH) };

export async function favouritesOf(db: Database, userId: number): Promise<Favourites> {
  const [outlets, dishes] = await Promise.all([
    db
      .select({ recordId: restaurants.id, restaurantUuid: restaurants.uuid, title: restaurants.title, area: restaurants.area, imageUrl: restaurants.imageUrl })
      .from(favouriteOutlets)
      .innerJoin(restaurants, eq(restaurants.id, favouriteOutlets.restaurantId))
      .where(eq(favouriteOutlets.userId, userId))
      .orderBy(desc(favouriteOutlets.createdAt), desc(restaurants.id)),
    db
      .select({ item: menuItems, restaurantUuid: restaurants.uuid, restaurantName: restaurants.title })
      .from(favouriteDishes)
      .innerJoin(menuItems, eq(menuItems.id, favouriteDishes.itemId))
      .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
      .where(eq(favouriteDishes.userId, userId))
      .orderBy(desc(favouriteDishes.createdAt), desc(menuItems.id)),
  ]);
  return {
    outlets,
    dishes: dishes.map(({ item, restaurantUuid, restaurantName }) => ({
      itemId: item.id,
      title: item.title,
      price: toRupees(item.pricePaise),
      vegNonVeg: item.vegNonVeg as VegNonVeg,
      imageUrl: item.imageUrl,
      isAvailable: item.isAvailable,
      restaurantUuid,
      restaurantName,
    })),
  };
}

/** The table, its key column and the thing it points at, by kind. */
function kindOf(kind: SetFavouriteRequest['kind']) {
  return kind === 'OUTLET'
    ? { table: favouriteOutlets, column: favouriteOutlets.restaurantId, target: restaurants, targetId: restaurants.id, notFound: orderWords.restaurantNotFound }
    : { table: favouriteDishes, column: favouriteDishes.itemId, target: menuItems, targetId: menuItems.id, notFound: accountWords.dishNotFound };
}

export async function setFavourite(deps: Deps, userId: number, { kind, id, favourite }: SetFavouriteRequest): Promise<Favourites> {
  const { table, column, target, targetId, notFound } = kindOf(kind);
  return deps.db.transaction(async (tx) => {
    // The customer's row lock makes count-then-insert one step: a burst of hearts queues here, so the cap holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!favourite) {
      await tx.delete(table).where(and(eq(table.userId, userId), eq(column, id)));
      return favouritesOf(tx, userId);
    }
    const [exists] = await tx.select({ id: targetId }).from(target).where(eq(targetId, id));
    if (!exists) throw new ApiError(404, { ref: notFound });
    const [kept] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
    const [already] = await tx.select({ n: count() }).from(table).where(and(eq(table.userId, userId), eq(column, id)));
    if (!already?.n && (kept?.n ?? 0) >= MAX_FAVOURITES) throw new ApiError(422, TOO_MANY_WORDS[kind]);
    const values = kind === 'OUTLET' ? { userId, restaurantId: id, createdAt: new Date(deps.now()) } : { userId, itemId: id, createdAt: new Date(deps.now()) };
    await tx.insert(table).values(values).onConflictDoNothing();
    return favouritesOf(tx, userId);
  });
}

export function favouriteRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(PATHS.favourites, async (c) => ok<Favourites>(c, await favouritesOf(deps.db, currentUser(c).id)));

  routes.post(PATHS.setFavourite, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, setFavouriteRequest);
    return ok<Favourites>(c, await setFavourite(deps, user.id, request), {
      ref: request.favourite ? accountWords.addedToFavourites : accountWords.removedFromFavourites,
    });
  });

  return routes;
}
