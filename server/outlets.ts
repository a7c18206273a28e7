/** Outlet rows as the contract's Restaurant, and the lookups every outlet-scoped route starts with. */
import { eq } from 'drizzle-orm';
import type { Restaurant } from '../src/api/contract';
import { closedMessage } from '../src/features/menu/closedMessage';
import { slotRefusal } from '../src/features/menu/slotRefusal';
import { isOpenAt } from '../src/lib/openingHours';
import { SCHEDULED_ORDER_TYPES } from '../src/lib/orderSlots';
import type { Database } from './db/client';
import { restaurants } from './db/schema';
import { ApiError } from './http/envelope';

export type RestaurantRow = typeof restaurants.$inferSelect;

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';

export function toRestaurant(r: RestaurantRow, distanceInMeter: number): Restaurant {
  return {
    recordId: r.id,
    restaurantUuid: r.uuid,
    title: r.title,
    area: r.area,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    distanceInMeter,
    availableInDineIn: r.availableInDineIn,
    availableInHomeDelivery: r.availableInHomeDelivery,
    availableInTakeAway: r.availableInTakeAway,
    imageUrl: r.imageUrl,
    openingTime: r.openingTime,
    closingTime: r.closingTime,
    phone: r.phone,
    pausedUntil: r.pausedUntil?.getTime() ?? null,
    email: r.email,
    facilities: r.facilities,
    deliveryRadiusInMeter: r.deliveryRadiusInMeter,
  };
}

export async function findRestaurantByUuid(db: Database, uuid: string): Promise<RestaurantRow> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.uuid, uuid));
  if (!row) throw new ApiError(404, RESTAURANT_NOT_FOUND);
  return row;
}

type OpeningHours = Pick<RestaurantRow, 'openingTime' | 'closingTime'>;

/** Whether `at` falls in the outlet's hours (the app's own rule: src/lib/openingHours.ts). */
export const withinOpeningHours = (outlet: OpeningHours, at: number): boolean => isOpenAt(outlet.openingTime, outlet.closingTime, at);

/** The outlet's hours and pause as the app's rules read them (pausedUntil in epoch ms). */
const hoursOf = (outlet: RestaurantRow) => ({ ...outlet, pausedUntil: outlet.pausedUntil?.getTime() ?? null });

/** Orders are taken only while the outlet is open: nobody should be promised food from a closed kitchen. */
export function assertOpenNow(outlet: RestaurantRow, now: number): void {
  // The app's own words, as its menu says them.
  const closed = closedMessage(hoursOf(outlet), now);
  if (closed) throw new ApiError(422, closed);
}

/**
 * An order for now needs the outlet open now; one scheduled for a slot (issue 23) needs the kitchen able to keep
 * that slot, seen now: checked when the draft is priced and again when it is placed, since slots pass with time.
 */
export function assertTakesOrder(outlet: RestaurantRow, order: { orderType: string; scheduledFor: Date | null }, now: number): void {
  if (!order.scheduledFor) return assertOpenNow(outlet, now);
  const orderType = SCHEDULED_ORDER_TYPES.find((type) => type === order.orderType);
  if (!orderType) throw new ApiError(422, "A table's order is for now: only delivery and takeaway can be scheduled");
  const refusal = slotRefusal(hoursOf(outlet), orderType, order.scheduledFor.getTime(), now);
  if (refusal) throw new ApiError(422, refusal);
}
