/** Outlet rows as the contract's Restaurant, and the lookups every outlet-scoped route starts with. */
import { and, eq } from 'drizzle-orm';
import type { Restaurant } from '../src/api/contract';
import { closedUntilWords, closedWords as refusalWords } from '../src/rules/closedMessage';
import { m as outletWords } from '../src/rules/outletWords';
import { m as slotWords, slotDayWords } from '../src/rules/slotRefusal';
import { closedOn, type ClosureNotice } from '../src/lib/closures';
import { isOpenAt, type OutletHours } from '../src/lib/openingHours';
import { nextOpening } from '../src/lib/reopening';
import { isOrderSlot, orderSlots, SCHEDULED_ORDER_TYPES, type ScheduledOrderType, type SlotHours } from '../src/lib/orderSlots';
import type { Database } from './db/client';
import { restaurants } from './db/schema';
import { closedForWords } from './closures';
import { ApiError } from './http/envelope';
import { timeOf, weekdayOf, type Words } from './http/say';
import { orderWords } from './messages/orders';

export type RestaurantRow = typeof restaurants.$inferSelect;

/** Said in the reader's language; this is its English (as the tests read it). */
export const RESTAURANT_NOT_FOUND = orderWords.restaurantNotFound.en;
export const restaurantNotFound = (): ApiError => new ApiError(404, { ref: orderWords.restaurantNotFound });

/** `closure`: the outlet's first closure not yet over (server/closures.ts noticeFor), or null. */
export function toRestaurant(r: RestaurantRow, distanceInMeter: number, closure: ClosureNotice | null): Restaurant {
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
    weekdayHours: r.weekdayHours,
    phone: r.phone,
    pausedUntil: r.pausedUntil?.getTime() ?? null,
    closure,
    email: r.email,
    facilities: r.facilities,
    deliveryRadiusInMeter: r.deliveryRadiusInMeter,
  };
}

/** A live outlet (issue 36): one head office has not made live yet is not found, for its page, menu and orders alike. */
export async function findRestaurantByUuid(db: Database, uuid: string): Promise<RestaurantRow> {
  const [row] = await db.select().from(restaurants).where(and(eq(restaurants.uuid, uuid), eq(restaurants.live, true)));
  if (!row) throw restaurantNotFound();
  return row;
}

/** Whether `at` falls in the outlet's hours (the app's own rule: src/lib/openingHours.ts). */
export const withinOpeningHours = (outlet: OutletHours, at: number): boolean => isOpenAt(outlet, at);

/** The outlet's hours and pause as the app's rules read them (pausedUntil in epoch ms). */
const hoursOf = (outlet: RestaurantRow) => ({ ...outlet, pausedUntil: outlet.pausedUntil?.getTime() ?? null });

/**
 * Why an order cannot be started at `now`, or null while the outlet takes orders: the app's own words, as its menu
 * says them (src/rules/closedMessage.ts, whose rule this follows), in the reader's language.
 */
function closedWords(outlet: RestaurantRow, now: number, closure: ClosureNotice | null): Words | null {
  // A closure (issue 36) says why and until when, whatever the hours say.
  if (closure && closedOn(closure, now)) return closedForWords(closure);
  const pausedUntil = outlet.pausedUntil?.getTime() ?? null;
  const open = isOpenAt(outlet, now);
  if (open && pausedUntil !== null && pausedUntil > now) return { ref: refusalWords.pausedUntil, params: { outlet: outlet.title, time: timeOf(pausedUntil) } };
  if (open) return null;
  const next = nextOpening(outlet, now);
  // A week with no open day (the console refuses one): closed, with no time to give.
  if (next === null) return { ref: outletWords.closedNow };
  return { ref: closedUntilWords(next.inDays), params: { outlet: outlet.title, time: timeOf(next.at), day: weekdayOf(next.at) } };
}

/** Whether the outlet takes an order for now at `now` (issue 35: the dish search marks the dishes of one that does not). */
export const takingOrdersAt = (outlet: RestaurantRow, now: number, closure: ClosureNotice | null): boolean => closedWords(outlet, now, closure) === null;

/** Why an order cannot be scheduled for `at`, or null when the kitchen can keep it: src/rules/slotRefusal.ts's words. */
function slotRefusalWords(outlet: SlotHours & { title: string }, orderType: ScheduledOrderType, at: number, now: number, deliveryMinutes: number | null): Words | null {
  if (isOrderSlot(outlet, orderType, at, now, deliveryMinutes)) return null;
  const [next] = orderSlots(outlet, orderType, now, deliveryMinutes);
  if (next === undefined) return { ref: slotWords.noSlot, params: { outlet: outlet.title } };
  const nextWords = { ref: slotDayWords(next, now), params: { time: timeOf(next), day: { at: next, as: 'dayMonth' as const } } };
  return { ref: slotWords.slotRefused, params: { outlet: outlet.title, time: timeOf(at), next: nextWords } };
}

/** Orders are taken only while the outlet is open: nobody should be promised food from a closed kitchen. */
export function assertOpenNow(outlet: RestaurantRow, now: number, closure: ClosureNotice | null): void {
  const closed = closedWords(outlet, now, closure);
  if (closed) throw new ApiError(422, closed);
}

/**
 * An order for now needs the outlet open now; one scheduled for a slot (issue 23) needs the kitchen able to keep
 * that slot, seen now: checked when the draft is priced and again when it is placed, since slots pass with time.
 * A delivery's slot leaves room for its ride too (deliveryMinutes: the kitchen's and the ride's, issue 35).
 */
export function assertTakesOrder(
  outlet: RestaurantRow,
  order: { orderType: string; scheduledFor: Date | null; deliveryMinutes: number | null },
  now: number,
  closure: ClosureNotice | null,
): void {
  if (!order.scheduledFor) return assertOpenNow(outlet, now, closure);
  const orderType = SCHEDULED_ORDER_TYPES.find((type) => type === order.orderType);
  if (!orderType) throw new ApiError(422, { ref: orderWords.tableOrderIsForNow });
  // A slot on a closed day is told the closure (issue 36); the next slot after it is what the picker offers.
  if (closure && closedOn(closure, order.scheduledFor.getTime())) throw new ApiError(422, closedForWords(closure));
  const refusal = slotRefusalWords({ ...hoursOf(outlet), closure }, orderType, order.scheduledFor.getTime(), now, order.deliveryMinutes);
  if (refusal) throw new ApiError(422, refusal);
}
