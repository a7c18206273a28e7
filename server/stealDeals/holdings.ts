/**
 * What a customer owns: bought (or received) deals, consumed at the outlet by scanning its deal QR code,
 * gifted on with single-use codes, and rated. Every count changes by one conditional UPDATE
 * (`... WHERE units - consumed - gifted >= n`), so concurrent requests never use more than there is.
 */
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { DEAL_QR_PREFIX, type DealGiftCode, type MyDeal, type PaymentMode } from '../../src/api/contract';
import type { Database } from '../db/client';
import { dealConsumptions, dealGiftCodes, dealItems, dealOrders, restaurants } from '../db/schema';
import { ApiError } from '../http/envelope';
import { offerWords } from '../messages/offers';
import { toRupees } from '../money';
import { GIFT_CODE_PATTERN, newCheckoutRef, newGiftCode, normaliseGiftCode } from './refs';

type DealOrderRow = typeof dealOrders.$inferSelect;

// Counted in units: a pass of five coffees is five units, each redeemed or gifted on its own.
const left = (row: Pick<DealOrderRow, 'units' | 'consumed' | 'gifted'>) => row.units - row.consumed - row.gifted;
const leftAtLeast = (n: number) => sql`${dealOrders.units} - ${dealOrders.consumed} - ${dealOrders.gifted} >= ${n}`;

const myDealColumns = {
  order: dealOrders,
  title: dealItems.title,
  imageUrl: dealItems.imageUrl,
  validUntil: dealItems.validUntil,
  restaurantId: dealItems.restaurantId,
  restaurantName: restaurants.title,
  restaurantArea: restaurants.area,
};

function toMyDeal(row: {
  order: DealOrderRow;
  title: string;
  imageUrl: string;
  validUntil: Date;
  restaurantName: string;
  restaurantArea: string;
}): MyDeal {
  const { order } = row;
  return {
    dealOrderId: order.id,
    checkoutRef: order.checkoutRef,
    dealItemId: order.dealItemId,
    title: row.title,
    imageUrl: row.imageUrl,
    restaurantName: row.restaurantName,
    restaurantArea: row.restaurantArea,
    quantity: order.quantity,
    units: order.units,
    consumed: order.consumed,
    gifted: order.gifted,
    left: left(order),
    source: order.source === 'GIFT' ? 'GIFT' : 'PURCHASE',
    paymentMode: order.paymentMode as PaymentMode | null,
    totalPaid: toRupees(order.totalPaise),
    validUntil: row.validUntil.getTime(),
    paidAt: order.paidAt?.getTime() ?? null,
    rating: order.rating,
  };
}

const ownedDeals = (db: Database) =>
  db
    .select(myDealColumns)
    .from(dealOrders)
    .innerJoin(dealItems, eq(dealItems.id, dealOrders.dealItemId))
    .innerJoin(restaurants, eq(restaurants.id, dealItems.restaurantId));

/** stealDeal/myDeals: paid and received deals, newest first. */
export async function myDealsOf(db: Database, userId: number): Promise<MyDeal[]> {
  const rows = await ownedDeals(db)
    .where(and(eq(dealOrders.userId, userId), eq(dealOrders.status, 'PAID')))
    .orderBy(desc(dealOrders.paidAt), desc(dealOrders.id));
  return rows.map(toMyDeal);
}

async function ownedDeal(db: Database, userId: number, dealOrderId: number) {
  const [row] = await ownedDeals(db).where(and(eq(dealOrders.id, dealOrderId), eq(dealOrders.userId, userId), eq(dealOrders.status, 'PAID')));
  if (!row) throw new ApiError(404, { ref: offerWords.dealNotFound });
  return row;
}

/** The outlet whose deal QR code this is (GL-DEAL-<outlet code>), or the spec's refusal. */
async function outletOfQr(db: Database, qrCode: string): Promise<number> {
  const text = qrCode.trim().toUpperCase();
  if (!text.startsWith(DEAL_QR_PREFIX)) throw new ApiError(422, { ref: offerWords.notOutletQr });
  const [outlet] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.code, text.slice(DEAL_QR_PREFIX.length)));
  if (!outlet) throw new ApiError(422, { ref: offerWords.notOutletQr });
  return outlet.id;
}

/** stealDeal/consume: some of what is left, at the outlet the deal belongs to, before it expires. */
export async function consumeDeal(db: Database, userId: number, request: { dealOrderId: number; qrCode: string; quantity: number }, now: number): Promise<MyDeal> {
  const outletId = await outletOfQr(db, request.qrCode);
  const owned = await ownedDeal(db, userId, request.dealOrderId);
  if (owned.restaurantId !== outletId) throw new ApiError(422, { ref: offerWords.wrongOutlet });
  if (owned.validUntil.getTime() <= now) throw new ApiError(422, { ref: offerWords.dealExpired });
  await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(dealOrders)
      .set({ consumed: sql`${dealOrders.consumed} + ${request.quantity}` })
      .where(and(eq(dealOrders.id, request.dealOrderId), eq(dealOrders.userId, userId), leftAtLeast(request.quantity)))
      .returning({ id: dealOrders.id });
    if (!consumed) throw new ApiError(422, { ref: offerWords.notEnoughLeft });
    await tx.insert(dealConsumptions).values({ dealOrderId: request.dealOrderId, restaurantId: outletId, quantity: request.quantity, createdAt: new Date(now) });
  });
  return toMyDeal(await ownedDeal(db, userId, request.dealOrderId));
}

function toGiftCode(row: typeof dealGiftCodes.$inferSelect, title: string): DealGiftCode {
  return {
    giftCodeText: row.code,
    title,
    quantity: row.quantity,
    status: row.status === 'REDEEMED' ? 'REDEEMED' : 'ACTIVE',
    createdAt: row.createdAt.getTime(),
    redeemedAt: row.redeemedAt?.getTime() ?? null,
  };
}

/** stealDeal/generateGiftCode: the units leave the giver's deal now, so they cannot be consumed twice. */
export async function generateGiftCode(db: Database, userId: number, request: { dealOrderId: number; quantity: number }, now: number): Promise<DealGiftCode> {
  const owned = await ownedDeal(db, userId, request.dealOrderId);
  if (owned.validUntil.getTime() <= now) throw new ApiError(422, { ref: offerWords.dealExpired });
  const row = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(dealOrders)
      .set({ gifted: sql`${dealOrders.gifted} + ${request.quantity}` })
      .where(and(eq(dealOrders.id, request.dealOrderId), eq(dealOrders.userId, userId), leftAtLeast(request.quantity)))
      .returning({ id: dealOrders.id });
    if (!taken) throw new ApiError(422, { ref: offerWords.notEnoughLeft });
    const [code] = await tx
      .insert(dealGiftCodes)
      .values({ code: newGiftCode(), dealOrderId: request.dealOrderId, fromUserId: userId, quantity: request.quantity, status: 'ACTIVE', createdAt: new Date(now) })
      .returning();
    if (!code) throw new Error('Gift code not stored');
    return code;
  });
  return toGiftCode(row, owned.title);
}

/** stealDeal/giftCodes: the codes this customer sent, newest first, with whether they were redeemed. */
export async function giftCodesFrom(db: Database, userId: number): Promise<DealGiftCode[]> {
  const rows = await db
    .select({ code: dealGiftCodes, title: dealItems.title })
    .from(dealGiftCodes)
    .innerJoin(dealOrders, eq(dealOrders.id, dealGiftCodes.dealOrderId))
    .innerJoin(dealItems, eq(dealItems.id, dealOrders.dealItemId))
    .where(eq(dealGiftCodes.fromUserId, userId))
    .orderBy(desc(dealGiftCodes.createdAt));
  return rows.map((r) => toGiftCode(r.code, r.title));
}

/**
 * stealDeal/applyGiftCode: the code flips to REDEEMED in one conditional UPDATE, so of any number of
 * concurrent applies exactly one gets the units; they arrive as a deal of the receiver's own.
 */
export async function applyGiftCode(db: Database, userId: number, typed: string, now: number): Promise<MyDeal> {
  const code = normaliseGiftCode(typed);
  if (!GIFT_CODE_PATTERN.test(code)) throw new ApiError(422, { ref: offerWords.giftCodeInvalid });
  const [known] = await db.select().from(dealGiftCodes).where(eq(dealGiftCodes.code, code));
  if (!known) throw new ApiError(422, { ref: offerWords.giftCodeInvalid });
  if (known.fromUserId === userId) throw new ApiError(422, { ref: offerWords.ownGiftCode });
  const dealOrderId = await db.transaction(async (tx) => {
    const [redeemed] = await tx
      .update(dealGiftCodes)
      .set({ status: 'REDEEMED', redeemedByUserId: userId, redeemedAt: new Date(now) })
      .where(and(eq(dealGiftCodes.code, code), eq(dealGiftCodes.status, 'ACTIVE'), ne(dealGiftCodes.fromUserId, userId)))
      .returning();
    if (!redeemed) throw new ApiError(422, { ref: offerWords.giftCodeUsed });
    const [source] = await tx.select().from(dealOrders).where(eq(dealOrders.id, redeemed.dealOrderId));
    if (!source) throw new Error(`Gift code ${code} has no deal`);
    const [received] = await tx
      .insert(dealOrders)
      .values({
        checkoutRef: newCheckoutRef(),
        userId,
        dealItemId: source.dealItemId,
        // Units arrive, not deals: nothing was bought (the stock was taken by the giver's purchase).
        quantity: 0,
        units: redeemed.quantity,
        unitPricePaise: source.unitPricePaise,
        taxPaise: 0,
        totalPaise: 0,
        status: 'PAID',
        source: 'GIFT',
        reservedUntil: new Date(now),
        paidAt: new Date(now),
        createdAt: new Date(now),
      })
      .returning({ id: dealOrders.id });
    if (!received) throw new Error('Received deal not stored');
    return received.id;
  });
  return toMyDeal(await ownedDeal(db, userId, dealOrderId));
}

/** stealDeal/rate: 1 to 5 stars, once something of it was consumed; rating again replaces the stars. */
export async function rateDeal(db: Database, userId: number, request: { dealOrderId: number; rating: number }, now: number): Promise<MyDeal> {
  await ownedDeal(db, userId, request.dealOrderId);
  const [rated] = await db
    .update(dealOrders)
    .set({ rating: request.rating, ratedAt: new Date(now) })
    .where(and(eq(dealOrders.id, request.dealOrderId), eq(dealOrders.userId, userId), gt(dealOrders.consumed, 0)))
    .returning({ id: dealOrders.id });
  if (!rated) throw new ApiError(422, { ref: offerWords.rateAfterConsuming });
  return toMyDeal(await ownedDeal(db, userId, request.dealOrderId));
}
