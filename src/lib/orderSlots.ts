/**
 * When an order can be scheduled for (issue 23): one rule for the checkout's choice and the server's refusal, as
 * openingHours.ts is for 'Open now'. A slot is the time the diner wants the food (delivered, or ready to collect):
 * every quarter of an hour, later today or tomorrow (Kolkata), at least the kitchen's preparation time from now,
 * with the outlet open both when the kitchen starts on it and at the slot itself, and not paused then.
 */
import { PREPARATION_MINUTES } from '../rules/kitchenMinutes';
import { backOnDay, closedOn, kolkataDayOf, midnightOfDay, type ClosureNotice } from './closures';
import { hoursOn, isOpenAt, kolkataMinuteOf, kolkataWeekdayOf, type OutletHours, type Weekday } from './openingHours';

export { PREPARATION_MINUTES };
export type ScheduledOrderType = 'HomeDelivery' | 'TakeAway';
/** A table's order is for now: only these can be scheduled. */
export const SCHEDULED_ORDER_TYPES: readonly ScheduledOrderType[] = ['HomeDelivery', 'TakeAway'];

export const SLOT_MS = 15 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

export interface SlotHours extends OutletHours {
  /** Until when the kitchen paused its orders (epoch ms); absent or null: not paused. */
  pausedUntil?: number | null;
  /** Issue 36: the outlet's first closure not yet over; its days have no slot. */
  closure?: ClosureNotice | null;
}

/** Midnight in Kolkata that began the day holding `at`. */
export function kolkataMidnightOf(at: number): number {
  const startOfMinute = at - (at % 60_000);
  return startOfMinute - kolkataMinuteOf(at) * 60_000;
}

/**
 * How long before its slot the kitchen starts on an order: its preparation, and for a delivery the whole delivery
 * time (the kitchen's minutes and the ride: deliveryTime.ts), so the food leaves early enough to arrive at the slot.
 */
export const leadMinutes = (orderType: ScheduledOrderType, deliveryMinutes: number | null): number =>
  orderType === 'HomeDelivery' && deliveryMinutes !== null ? deliveryMinutes : PREPARATION_MINUTES[orderType];

/**
 * Where the slots end: tomorrow's midnight; or, when tomorrow is a weekday the outlet keeps closed, the end of its
 * next open day; or, when a closure takes today or tomorrow, the end of the day the outlet is back on (issue 36): a
 * diner can always order ahead for the first day it opens.
 */
export function slotsEnd(hours: SlotHours, now: number): number {
  let end = kolkataMidnightOf(now) + 2 * DAY_MS;
  for (let day = 1; day < 7 && hoursOn(hours, ((kolkataWeekdayOf(now) + day) % 7) as Weekday) === null; day++) end += DAY_MS;
  const closure = hours.closure;
  if (!closure || closure.startsOn >= kolkataDayOf(end)) return end;
  return Math.max(end, midnightOfDay(backOnDay(closure)) + DAY_MS);
}

/**
 * Whether `at` is a time this order could be scheduled for, seen at `now`. `deliveryMinutes`: a delivery's time to
 * its address (the draft's deliveryMinutes); null for a takeaway.
 */
export function isOrderSlot(hours: SlotHours, orderType: ScheduledOrderType, at: number, now: number, deliveryMinutes: number | null): boolean {
  const lead = leadMinutes(orderType, deliveryMinutes) * 60_000;
  const cookFrom = at - lead;
  return (
    at % SLOT_MS === 0 &&
    cookFrom >= now &&
    at < slotsEnd(hours, now) &&
    (hours.pausedUntil ?? 0) <= cookFrom &&
    !closedOn(hours.closure, cookFrom) &&
    !closedOn(hours.closure, at) &&
    isOpenAt(hours, cookFrom) &&
    isOpenAt(hours, at)
  );
}

/** Every slot from now to the end of tomorrow (or of a closure's back-on day), earliest first. Kolkata's quarter hours are UTC's (UTC+5:30). */
export function orderSlots(hours: SlotHours, orderType: ScheduledOrderType, now: number, deliveryMinutes: number | null): number[] {
  const end = slotsEnd(hours, now);
  const slots: number[] = [];
  for (let at = Math.ceil(now / SLOT_MS) * SLOT_MS; at < end; at += SLOT_MS) {
    if (isOrderSlot(hours, orderType, at, now, deliveryMinutes)) slots.push(at);
  }
  return slots;
}

/** Whether `at` falls on tomorrow (Kolkata), seen at `now`: the words say 'tomorrow at 10:45 am'. */
export const isTomorrow = (at: number, now: number): boolean => at >= kolkataMidnightOf(now) + DAY_MS;
