/** Fills an empty database with the first-start content. Each table is seeded only while it is empty, so
 * running this on every start is safe and never duplicates or resurrects rows in a table that has data. */
import { and, count, eq, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { grantWelcomeCredit } from '../wallet';
import { seedDemoScratchCards } from '../rewardCards';
import type { Database } from './client';
import {
  banners,
  coupons,
  menuCategories,
  menuItems,
  menuSubCategories,
  reservationOccasions,
  restaurantTables,
  restaurants,
  reviews,
  scratchCards,
  users,
} from './schema';
import { seedDemoOutlets } from './seed-demo-outlets';
import { seedPages } from '../pages/seedPages';
import { seedVouchers } from './seed-vouchers';
import { seedStealDeals } from '../stealDeals/seedDeals';
import { seedEvents } from '../events/seedEvents';
import { events } from './schema';
import { CHAIN_NAME, DEMO_CUSTOMER, SEED_BANNERS, SEED_OCCASIONS, SEED_RESTAURANTS, outletImageUrl } from './seed-data';
import { newTableSecret } from '../tables/secret';
import { SEED_CATEGORIES, SEED_COUPONS, descriptionFor, menuFor, reviewsFor, tableCodesFor } from './seed-menu';

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** The first seeds' outlet pictures, /media/restaurant-<lounge|cafe|highway>.svg, no longer shipped. */
const FIRST_SEED_IMAGES = '/media/restaurant-%';

/** A demo banner's picture with its words in Hindi, beside the English one. */
const hindiPicture = (image: string) => image.replace(/\.svg$/, '.hi.svg');
const emailFor = (area: string) => `${area.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@goldleaf.example`;

async function seedOutletContent(db: Database): Promise<void> {
  const ids = new Map((await db.select({ id: restaurants.id, uuid: restaurants.uuid }).from(restaurants)).map((r) => [r.uuid, r.id]));
  // Outlets created before descriptions and table codes existed get them now.
  for (const r of SEED_RESTAURANTS) {
    await db.update(restaurants).set({ description: descriptionFor(r), code: r.code }).where(eq(restaurants.uuid, r.uuid));
    // The first seeds' three captioned 800 x 500 pictures (demo outlets took their city's) give way to the art
    // drawn for the card; a picture anyone has set since is left alone.
    await db
      .update(restaurants)
      .set({ imageUrl: outletImageUrl(r.image) })
      .where(and(eq(restaurants.area, r.area), like(restaurants.imageUrl, FIRST_SEED_IMAGES)));
  }
  const seeded = SEED_RESTAURANTS.flatMap((r, i) => {
    const id = ids.get(r.uuid);
    return id === undefined ? [] : [{ restaurant: r, outletNumber: i + 1, id }];
  });

  if (await isEmpty(db, menuCategories)) {
    await db.insert(menuCategories).values(SEED_CATEGORIES.map((c, i) => ({ id: c.id, ref: `C${c.id}`, title: c.title, sortOrder: i + 1 })));
    await db
      .insert(menuSubCategories)
      .values(SEED_CATEGORIES.flatMap((c) => c.subCategories.map((s, i) => ({ id: s.id, categoryId: c.id, ref: `S${s.id}`, title: s.title, sortOrder: i + 1 }))));
  }
  if (await isEmpty(db, menuItems)) {
    await db.insert(menuItems).values(seeded.flatMap((s) => menuFor(s.restaurant, s.outletNumber, s.id)));
  }
  if (await isEmpty(db, reviews)) {
    await db.insert(reviews).values(seeded.flatMap((s) => reviewsFor(s.outletNumber, s.id)));
  }
  if (await isEmpty(db, restaurantTables)) {
    const tables = seeded.flatMap((s) => tableCodesFor(s.restaurant).map((t) => ({ ...t, restaurantId: s.id, secret: newTableSecret() })));
    await db.insert(restaurantTables).values(tables);
  }
  if (await isEmpty(db, coupons)) {
    await db.insert(coupons).values(
      SEED_COUPONS.map((c) => ({
        code: c.code,
        title: c.title,
        description: c.description,
        translations: { hi: c.hindi },
        discountType: c.discountType,
        discountValue: c.discountType === 'FLAT' ? c.discountValue * 100 : c.discountValue,
        maxDiscountPaise: c.maxDiscount === null ? null : c.maxDiscount * 100,
        minOrderPaise: c.minOrder * 100,
        orderTypes: c.orderTypes,
        validFrom: new Date(c.validFrom),
        validTo: new Date(c.validTo),
        maxUsesPerCustomer: c.maxUsesPerCustomer ?? null,
        maxUsesTotal: c.maxUsesTotal ?? null,
      })),
    );
  }
}

export interface SeedOptions {
  /** DEMO_OUTLETS: extra demo outlets around the seeded cities (see seed-demo-outlets.ts); 0 adds none. */
  demoOutlets?: number;
}

export async function seedIfEmpty(db: Database, now: number = Date.now(), options: SeedOptions = {}): Promise<void> {
  if (await isEmpty(db, restaurants)) {
    await db.insert(restaurants).values(
      SEED_RESTAURANTS.map((r) => ({
        uuid: r.uuid,
        title: `${CHAIN_NAME} — ${r.area}`,
        area: r.area,
        address: r.address,
        latitude: r.latitude,
        longitude: r.longitude,
        availableInDineIn: r.dineIn,
        availableInHomeDelivery: r.delivery,
        availableInTakeAway: r.takeAway,
        imageUrl: outletImageUrl(r.image),
        openingTime: r.opens,
        closingTime: r.closes,
        phone: r.phone,
        email: emailFor(r.area),
        facilities: r.facilities,
        deliveryRadiusInMeter: r.deliveryRadiusInMeter,
        description: descriptionFor(r),
        code: r.code,
      })),
    );
  }
  await seedOutletContent(db);
  if (options.demoOutlets) await seedDemoOutlets(db, options.demoOutlets);
  if (await isEmpty(db, banners)) {
    await db.insert(banners).values(
      SEED_BANNERS.map((b, i) => ({
        bannerType: b.bannerType,
        title: b.title,
        sliderAction: b.sliderAction,
        webImageUrl: b.image,
        adImageUrl: b.image,
        sortOrder: i + 1,
        translations: { hi: { title: b.hindiTitle, webImageUrl: hindiPicture(b.image), adImageUrl: hindiPicture(b.image) } },
      })),
    );
  }
  await seedPages(db);
  await seedVouchers(db, now);
  // Issue 11: steal deals per outlet, each table once.
  await seedStealDeals(db, now);
  // Issue 11: demo events around the seed time (upcoming, nearly sold out, past), while there are none.
  if (await isEmpty(db, events)) await seedEvents(db, now);
  if (await isEmpty(db, reservationOccasions)) {
    await db.insert(reservationOccasions).values(SEED_OCCASIONS.map((name, i) => ({ name, sortOrder: i + 1 })));
  }
  if (await isEmpty(db, users)) {
    const [demo] = await db.insert(users).values({ ...DEMO_CUSTOMER, mobileVerified: true, emailVerified: false }).returning();
    if (demo) await grantWelcomeCredit(db, demo.id, now);
  }
  // Issue 10: three scratch cards for the demo customer, once (also on a database made before cards existed).
  if (await isEmpty(db, scratchCards)) {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_CUSTOMER.mobile));
    if (demo) await seedDemoScratchCards(db, demo.id, now);
  }
}
