/** The deals on sale: categories, the list (per category), one deal, and the rows behind them. */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DealCategory, DealItem } from '../../src/api/contract';
import type { Database } from '../db/client';
import { dealCategories, dealItems, dealOrders, restaurants } from '../db/schema';
import { ApiError } from '../http/envelope';
import { offerWords } from '../messages/offers';
import { toRupees } from '../money';
import type { Locale } from '../../src/i18n';
import { wordsIn } from '../translations/wordsIn';

export type DealItemRow = typeof dealItems.$inferSelect;
type OutletPart = { restaurantUuid: string; restaurantName: string; restaurantArea: string };

const outletColumns = { restaurantUuid: restaurants.uuid, restaurantName: restaurants.title, restaurantArea: restaurants.area };

const DEAL_WORDS = ['title', 'description'] as const;

/**
 * A deal's words in `locale` (wordsIn.ts's rule); its terms are lines, given in Hindi only as a whole (the console
 * asks for one Hindi line per English line), else in English and named so.
 */
function dealWordsIn(row: DealItemRow, locale: Locale): Pick<DealItem, 'title' | 'description' | 'terms' | 'inEnglish'> {
  const words = wordsIn(row, DEAL_WORDS, locale);
  if (locale === 'en') return { ...words, terms: row.terms };
  const hindiTerms = row.translations[locale]?.terms ?? [];
  const termsWritten = row.terms.length > 0 && hindiTerms.length === row.terms.length;
  return {
    ...words,
    terms: termsWritten ? hindiTerms : row.terms,
    inEnglish: [...(words.inEnglish ?? []), ...(termsWritten || row.terms.length === 0 ? [] : (['terms'] as const))],
  };
}

function toDealItem(row: DealItemRow, outlet: OutletPart, locale: Locale): DealItem {
  return {
    dealItemId: row.id,
    categoryId: row.categoryId,
    ...dealWordsIn(row, locale),
    imageUrl: row.imageUrl,
    usualPrice: toRupees(row.usualPricePaise),
    dealPrice: toRupees(row.dealPricePaise),
    stockLeft: row.stockLeft,
    maxPerOrder: row.maxPerOrder,
    validUntil: row.validUntil.getTime(),
    ...outlet,
  };
}

/**
 * Gives back the stock of reservations that were never paid, in one statement: a reservation is released at
 * most once (its status flips in the same UPDATE that returns it), however many requests release at the same
 * time. `which` picks the reservations (expired ones, or one checkout whose payment failed). The deals' rows are
 * locked in id order before their stock changes, as every path that takes or gives stock does (reserveDeals), so
 * two of them never wait on each other in opposite orders (PostgreSQL's deadlock, seen under a burst). The expiry
 * sweep (`passLocked`) leaves the reservations another request is working on to that request.
 */
export async function releaseReservations(db: Database, which: SQL, status: 'EXPIRED' | 'CANCELLED', passLocked = false): Promise<void> {
  await db.execute(sql`
    with picked as (
      select id from ${dealOrders} where ${dealOrders.status} = 'RESERVED' and ${which} for update${passLocked ? sql` skip locked` : sql``}
    ), released as (
      update ${dealOrders} set status = ${status}
       where ${dealOrders.id} in (select id from picked)
       returning deal_item_id, quantity
    ), totals as (
      select deal_item_id, sum(quantity)::integer as quantity from released group by deal_item_id
    ), locked as (
      select ${dealItems.id} as id from ${dealItems} where ${dealItems.id} in (select deal_item_id from totals) order by ${dealItems.id} for update
    )
    update ${dealItems} set stock_left = ${dealItems.stockLeft} + totals.quantity
      from totals, locked where ${dealItems.id} = totals.deal_item_id and locked.id = ${dealItems.id}`);
}

/** Reservations past their hold time give their stock back before anyone reads or takes stock. */
export const releaseExpired = (db: Database, now: number) =>
  releaseReservations(db, sql`${dealOrders.reservedUntil} < ${new Date(now).toISOString()}::timestamptz`, 'EXPIRED', true);

export async function listCategories(db: Database, locale: Locale): Promise<DealCategory[]> {
  const rows = await db.select().from(dealCategories).orderBy(asc(dealCategories.sortOrder));
  return rows.map((r) => ({ categoryId: r.id, ...wordsIn(r, ['title'], locale) }));
}

/** Deals still valid, in the seed's order; sold-out ones stay listed (SOLD OUT) so the list does not jump. */
export async function listDeals(db: Database, mainCategory: string, now: number, locale: Locale): Promise<DealItem[]> {
  await releaseExpired(db, now);
  const valid = gt(dealItems.validUntil, new Date(now));
  const where = mainCategory === 'All' ? valid : and(valid, eq(dealItems.categoryId, Number(mainCategory)));
  const rows = await db
    .select({ item: dealItems, ...outletColumns })
    .from(dealItems)
    .innerJoin(restaurants, eq(restaurants.id, dealItems.restaurantId))
    .where(where)
    .orderBy(asc(dealItems.sortOrder));
  return rows.map(({ item, ...outlet }) => toDealItem(item, outlet, locale));
}

export async function findDeal(db: Database, dealItemId: number, now: number, locale: Locale): Promise<DealItem> {
  await releaseExpired(db, now);
  const [row] = await db
    .select({ item: dealItems, ...outletColumns })
    .from(dealItems)
    .innerJoin(restaurants, eq(restaurants.id, dealItems.restaurantId))
    .where(eq(dealItems.id, dealItemId));
  if (!row) throw new ApiError(404, { ref: offerWords.dealNotFound });
  const { item, ...outlet } = row;
  return toDealItem(item, outlet, locale);
}
