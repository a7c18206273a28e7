/**
 * The demo's steal deals: a few per outlet in Punjab, priced the way the chain sells them (a round deal price
 * well under the menu's), with stock that runs out: some nearly gone, one already sold out.
 */
import { inArray } from 'drizzle-orm';
import { DEAL_QR_PREFIX } from '../../src/api/contract';
import type { Database } from '../db/client';
import { dealCategories, dealItems, restaurants } from '../db/schema';

const DAY_MS = 24 * 60 * 60_000;

export const SEED_DEAL_CATEGORIES = [
  { id: 1, title: 'Bar & Cocktails' },
  { id: 2, title: 'Meals for Two' },
  { id: 3, title: 'Coffee & Chai Passes' },
  { id: 4, title: 'Platters' },
  { id: 5, title: 'Desserts' },
] as const;

interface SeedDeal {
  outletCode: string;
  categoryId: number;
  title: string;
  description: string;
  terms: string[];
  image: string;
  usual: number;
  deal: number;
  stock: number;
  /** Days from the seed until bought units can no longer be redeemed. */
  validDays: number;
  /** Units one deal gives (a pass of five coffees: 5); 1 when absent. */
  units?: number;
}

const DINE_IN_ONLY = 'Redeem at the outlet, dine-in only; show the app and scan the outlet’s deal QR code at the counter';

export const SEED_DEALS: SeedDeal[] = [
  {
    outletCode: 'MOH8',
    categoryId: 1,
    title: '2 Cocktails for ₹499',
    description: 'Any two of our signature cocktails — Kala Khatta Margarita, Amritsari Old Fashioned or Gold Leaf Mule.',
    terms: [DINE_IN_ONLY, 'Guests of legal drinking age only (25+ in Punjab); ID may be asked', 'Valid every day from 12 noon to 8 pm'],
    image: 'dish-signature-cooler',
    usual: 898,
    deal: 499,
    stock: 40,
    validDays: 60,
  },
  {
    outletCode: 'MOH8',
    categoryId: 2,
    title: 'Sunday Brunch for two',
    description: 'Unlimited brunch buffet for two: chaat counter, live tandoor, butter chicken, dal makhani, desserts and two mocktails.',
    terms: [DINE_IN_ONLY, 'Sundays, 12 noon to 4 pm', 'Book a table ahead for groups of more than four'],
    image: 'dish-butter-chicken',
    usual: 2398,
    deal: 1599,
    stock: 3,
    validDays: 45,
  },
  {
    outletCode: 'MOH8',
    categoryId: 3,
    title: 'Coffee Pass ×5',
    description: 'Five hot or cold coffees — cappuccino, latte, Americano or cold coffee — one per visit.',
    terms: [DINE_IN_ONLY, 'One coffee per visit; redeem one unit at a time', 'Regular size; add-ons charged at the counter'],
    image: 'dish-cappuccino',
    usual: 995,
    deal: 649,
    stock: 120,
    validDays: 90,
    units: 5,
  },
  {
    outletCode: 'PTL',
    categoryId: 4,
    title: 'Tandoori Platter for 4',
    description: 'Tandoori chicken, malai tikka, seekh kebab, paneer tikka and hara bhara kebab with mint chutney and lachha onions.',
    terms: [DINE_IN_ONLY, 'Serves four', 'Not valid on public holidays'],
    image: 'dish-tandoori-chicken',
    usual: 1890,
    deal: 1299,
    stock: 25,
    validDays: 60,
  },
  {
    outletCode: 'PTL',
    categoryId: 5,
    title: 'Sizzling Brownie Duo',
    description: 'Two sizzling brownies with vanilla ice cream and hot chocolate sauce.',
    terms: [DINE_IN_ONLY, 'Valid all day'],
    image: 'dish-sizzling-brownie',
    usual: 578,
    deal: 349,
    stock: 0,
    validDays: 30,
  },
  {
    outletCode: 'LDH',
    categoryId: 2,
    title: 'Biryani Feast for two',
    description: 'Two chicken or veg dum biryanis with burani raita, mirchi ka salan and two gulab jamuns.',
    terms: [DINE_IN_ONLY, 'Chicken or veg, chosen at the outlet', 'Valid for lunch and dinner'],
    image: 'dish-chicken-biryani',
    usual: 1196,
    deal: 799,
    stock: 30,
    validDays: 60,
  },
  {
    outletCode: 'LDH',
    categoryId: 1,
    title: 'Happy Hours Pitcher',
    description: 'A 1.5 litre pitcher of draught beer or our Kala Khatta cooler, with a bowl of masala peanuts.',
    terms: [DINE_IN_ONLY, 'Guests of legal drinking age only (25+ in Punjab); ID may be asked', 'Monday to Thursday, 4 pm to 8 pm'],
    image: 'dish-kala-khatta',
    usual: 1100,
    deal: 699,
    stock: 2,
    validDays: 30,
  },
  {
    outletCode: 'ROP',
    categoryId: 3,
    title: 'Masala Chai Pass ×10',
    description: 'Ten cups of our kadak masala chai, brewed with ginger, elaichi and full-cream milk.',
    terms: [DINE_IN_ONLY, 'One or more cups per visit', 'Regular cup'],
    image: 'dish-masala-chai',
    usual: 600,
    deal: 399,
    stock: 80,
    validDays: 120,
    units: 10,
  },
  {
    outletCode: 'PGW',
    categoryId: 2,
    title: 'Highway Breakfast for two',
    description: 'Two Amritsari kulchas with chole, two sweet lassis or masala chai — the GT Road breakfast.',
    terms: [DINE_IN_ONLY, 'Served 7 am to 11 am', 'Also valid for takeaway at the counter'],
    image: 'dish-amritsari-kulcha',
    usual: 640,
    deal: 449,
    stock: 50,
    validDays: 60,
  },
  {
    outletCode: 'MRD',
    categoryId: 5,
    title: 'Kulfi Family Pack',
    description: 'Six matka kulfis — kesar pista, malai and rabri — for the table.',
    terms: [DINE_IN_ONLY, 'Valid all day'],
    image: 'dish-kulfi',
    usual: 594,
    deal: 399,
    stock: 18,
    validDays: 45,
  },
];

/** Seeds categories and deals once, each while its table is empty; outlets that are not there are skipped. */
export async function seedStealDeals(db: Database, now: number): Promise<void> {
  const [category] = await db.select({ id: dealCategories.id }).from(dealCategories).limit(1);
  if (!category) await db.insert(dealCategories).values(SEED_DEAL_CATEGORIES.map((c, i) => ({ id: c.id, title: c.title, sortOrder: i + 1 })));
  const [deal] = await db.select({ id: dealItems.id }).from(dealItems).limit(1);
  if (deal) return;
  const codes = [...new Set(SEED_DEALS.map((d) => d.outletCode))];
  const outlets = await db.select({ id: restaurants.id, code: restaurants.code }).from(restaurants).where(inArray(restaurants.code, codes));
  const idOf = new Map(outlets.map((o) => [o.code, o.id]));
  const rows = SEED_DEALS.flatMap((d, i) => {
    const restaurantId = idOf.get(d.outletCode);
    if (restaurantId === undefined) return [];
    return [
      {
        restaurantId,
        categoryId: d.categoryId,
        title: d.title,
        description: d.description,
        terms: d.terms,
        imageUrl: `/media/${d.image}.svg`,
        usualPricePaise: d.usual * 100,
        dealPricePaise: d.deal * 100,
        stockLeft: d.stock,
        unitsPerDeal: d.units ?? 1,
        validUntil: new Date(now + d.validDays * DAY_MS),
        sortOrder: i + 1,
      },
    ];
  });
  if (rows.length > 0) await db.insert(dealItems).values(rows);
}

/** The deal QR strings of the outlets that sell deals, for the demo console line (server/main.ts). */
export async function dealQrCodes(db: Database): Promise<string[]> {
  const codes = [...new Set(SEED_DEALS.map((d) => d.outletCode))];
  const outlets = await db.select({ code: restaurants.code }).from(restaurants).where(inArray(restaurants.code, codes));
  return outlets.map((o) => `${DEAL_QR_PREFIX}${o.code}`).sort();
}
