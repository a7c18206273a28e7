/**
 * Demo switch DEMO_OUTLETS=N: N extra outlets scattered around the seeded cities, each with the chain's menu,
 * so the app can be tried (and measured) with the spec's full restaurantList length of 1000. The first demo
 * outlet carries a 300-item menu, the size at which the menu search must still filter within one frame.
 * Everything comes from a seeded PRNG: the same N gives the same outlets, ids and uuids on every start.
 */
import { count, sql } from 'drizzle-orm';
import type { Database } from './client';
import { menuItems, restaurants } from './schema';
import { CHAIN_NAME, SEED_RESTAURANTS, outletImageUrl, type SeedRestaurant } from './seed-data';
import { descriptionFor, dishRef, menuFor } from './seed-menu';

/** More than this many outlets is no longer a demo but a load test of the seed itself. */
export const MAX_DEMO_OUTLETS = 5000;
/** Size of the one big demo menu. */
export const BIG_MENU_ITEMS = 300;
/**
 * Demo outlets' codes are this and their number (D1 to D5000: at most 5 characters, as every outlet code, so the
 * invoice numbers stay within GST's 16). The whole pattern tells them apart from real outlets (a DEL is no demo).
 */
const CODE_PREFIX = 'D';
const DEMO_CODE = `^${CODE_PREFIX}[0-9]+$`;
/** Demo item ids live far above the real seeds' (outletNumber * 100 + dish) so the two never collide. */
const ITEM_ID_BASE = 1_000_000;
const ITEMS_PER_OUTLET_ID_SPACE = 1000;
/** Within this distance of a seeded city's outlet (metres, roughly). */
const SPREAD_METRES = 15_000;
/** Rows per INSERT: PostgreSQL allows at most 65535 parameters in one statement. */
const BATCH_ROWS = 2000;

/** mulberry32: small, fast and good enough to scatter pins on a map. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hex = (random: () => number, digits: number) =>
  Array.from({ length: digits }, () => Math.floor(random() * 16).toString(16)).join('');

/** A well-formed version-4 uuid drawn from the PRNG. */
const uuidFrom = (random: () => number) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${'89ab'[Math.floor(random() * 4)]}${hex(random, 3)}-${hex(random, 12)}`;

const LOCALITIES = ['Market', 'Crossing', 'Mall', 'Station Road', 'Civil Lines', 'Bypass', 'Old Town', 'Sector', 'Chowk', 'Colony'];

export interface DemoOutlet extends SeedRestaurant {
  title: string;
  /** 1-based position among the demo outlets. */
  demoNumber: number;
}

/** The first `n` demo outlets; the list for a larger n starts with the same outlets. */
export function demoOutlets(n: number): DemoOutlet[] {
  const random = prng(0x601d1eaf);
  return Array.from({ length: n }, (_, i) => {
    const city = SEED_RESTAURANTS[i % SEED_RESTAURANTS.length]!;
    const distance = Math.sqrt(random()) * SPREAD_METRES;
    const bearing = random() * 2 * Math.PI;
    const latitude = city.latitude + (distance * Math.cos(bearing)) / 111_320;
    const longitude = city.longitude + (distance * Math.sin(bearing)) / (111_320 * Math.cos((city.latitude * Math.PI) / 180));
    const locality = LOCALITIES[Math.floor(random() * LOCALITIES.length)]!;
    const demoNumber = i + 1;
    return {
      ...city,
      uuid: uuidFrom(random),
      code: `${CODE_PREFIX}${demoNumber}`,
      // Short enough for one line on a 390 px card; the card shows the area on the next line.
      title: `${CHAIN_NAME} — ${locality} ${demoNumber}`,
      address: `${demoNumber} ${locality}, ${city.address}`,
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      demoNumber,
    };
  });
}

const itemId = (demoNumber: number, dishNumber: number) => ITEM_ID_BASE + demoNumber * ITEMS_PER_OUTLET_ID_SPACE + dishNumber;

/** Each variant's name and its serving against the dish's own, which its energy follows. */
const PORTIONS: Array<[name: string, serving: number]> = [
  ['', 1],
  [' (Half)', 0.5],
  [' (Family Pack)', 3],
  [' (Mini)', 0.6],
  [' (Extra Spicy)', 1],
  [' (Chef’s Special)', 1.2],
  [' (Large)', 1.5],
];

/** The chain's menu repeated in portions and variants up to BIG_MENU_ITEMS items. */
function bigMenu(outlet: DemoOutlet, restaurantId: number) {
  const base = menuFor(outlet, outlet.demoNumber, restaurantId);
  return Array.from({ length: BIG_MENU_ITEMS }, (_, i) => {
    const dish = base[i % base.length]!;
    const variant = Math.floor(i / base.length);
    const [name, serving] = PORTIONS[variant % PORTIONS.length]!;
    return {
      ...dish,
      id: itemId(outlet.demoNumber, i + 1),
      ref: dishRef(i + 1),
      title: `${dish.title}${name}${variant >= PORTIONS.length ? ` ${variant}` : ''}`,
      pricePaise: dish.pricePaise + variant * 2000,
      energyKcal: Math.round(dish.energyKcal * serving),
      sortOrder: i + 1,
    };
  });
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await insert(rows.slice(i, i + BATCH_ROWS));
}

/**
 * Adds demo outlets until there are `n` of them (safe on every start: existing ones are kept, none is added
 * twice). Needs the menu categories, so it runs after the first-start seed.
 */
export async function seedDemoOutlets(db: Database, n: number): Promise<void> {
  if (!Number.isInteger(n) || n < 0 || n > MAX_DEMO_OUTLETS) {
    throw new Error(`DEMO_OUTLETS must be a whole number from 0 to ${MAX_DEMO_OUTLETS}, got ${n}`);
  }
  const [existing] = await db.select({ n: count() }).from(restaurants).where(sql`${restaurants.code} ~ ${DEMO_CODE}`);
  const missing = demoOutlets(n).slice(existing?.n ?? 0);
  if (missing.length === 0) return;

  const inserted: Array<{ id: number; uuid: string }> = [];
  await insertInBatches(missing, async (batch) => {
    const rows = await db
      .insert(restaurants)
      .values(
        batch.map((o) => ({
          uuid: o.uuid,
          title: o.title,
          area: o.area,
          address: o.address,
          latitude: o.latitude,
          longitude: o.longitude,
          availableInDineIn: o.dineIn,
          availableInHomeDelivery: o.delivery,
          availableInTakeAway: o.takeAway,
          imageUrl: outletImageUrl(o.image),
          openingTime: o.opens,
          closingTime: o.closes,
          phone: o.phone,
          email: `demo${o.demoNumber}@goldleaf.example`,
          facilities: o.facilities,
          deliveryRadiusInMeter: o.deliveryRadiusInMeter,
          description: descriptionFor(o),
          code: o.code,
        })),
      )
      .onConflictDoNothing({ target: restaurants.uuid })
      .returning({ id: restaurants.id, uuid: restaurants.uuid });
    inserted.push(...rows);
  });
  // Every demo outlet but the big one serves the menu of the seeded outlet of its city (prices, sold-out
  // dishes and pictures included), copied by the database in one statement: fast even for 5000 outlets.
  await db.execute(sql`
    INSERT INTO ${menuItems} (id, restaurant_id, category_id, sub_category_id, title, description, price_paise,
                              veg_non_veg, image_url, is_available, sort_order, allergens, energy_kcal, jain, choice_groups, ref)
    SELECT ${ITEM_ID_BASE}::int + substring(demo.code from ${CODE_PREFIX.length + 1}::int)::int * ${ITEMS_PER_OUTLET_ID_SPACE}::int + item.sort_order,
           demo.id, item.category_id, item.sub_category_id, item.title, item.description, item.price_paise,
           item.veg_non_veg, item.image_url, item.is_available, item.sort_order, item.allergens, item.energy_kcal, item.jain, item.choice_groups, item.ref
    FROM ${restaurants} demo
    JOIN ${restaurants} city ON city.area = demo.area AND city.code !~ ${DEMO_CODE}
    JOIN ${menuItems} item ON item.restaurant_id = city.id
    WHERE demo.code ~ ${DEMO_CODE} AND demo.code <> ${`${CODE_PREFIX}1`}
    ON CONFLICT DO NOTHING`);
  const big = missing.find((o) => o.demoNumber === 1);
  const bigId = big && inserted.find((r) => r.uuid === big.uuid)?.id;
  if (big && bigId !== undefined) await insertInBatches(bigMenu(big, bigId), (batch) => db.insert(menuItems).values(batch).onConflictDoNothing());
}
