import { defineMessages, t } from '../i18n';
import { formatDayMonth, formatTime } from '../lib/format';
import { DAY_MS, isOrderSlot, isTomorrow, orderSlots, type ScheduledOrderType, type SlotHours } from '../lib/orderSlots';

/** The server's words when a slot cannot be kept (issue 23): in a catalogue of their own, never in the app's chunks. */

export const m = defineMessages('slotRefusal', {
  slotRefused: '{outlet} cannot have your order ready at {time}. The next slot is {next}.',
  slotToday: 'today at {time}',
  slotTomorrow: 'tomorrow at {time}',
  /** After a closure (issue 36) the next slot can be beyond tomorrow: 'on 3 November at 10:00 am'. */
  slotOnDay: 'on {day} at {time}',
  noSlot: '{outlet} has no slot left today or tomorrow.',
});

/** Which words name the next slot's day: today, tomorrow, or a later day (after a closure). */
export const slotDayWords = (next: number, now: number) => (isTomorrow(next, now + DAY_MS) ? m.slotOnDay : isTomorrow(next, now) ? m.slotTomorrow : m.slotToday);

/**
 * Why an order cannot be scheduled for `at` ('… cannot have your order ready at 11:30 pm. The next slot is tomorrow
 * at 10:45 am.'), or null when the kitchen can keep it. The rule is the app's (src/lib/orderSlots.ts).
 */
export function slotRefusal(outlet: SlotHours & { title: string }, orderType: ScheduledOrderType, at: number, deliveryMinutes: number | null, now = Date.now()): string | null {
  if (isOrderSlot(outlet, orderType, at, now, deliveryMinutes)) return null;
  const [next] = orderSlots(outlet, orderType, now, deliveryMinutes);
  if (next === undefined) return t(m.noSlot, { outlet: outlet.title });
  const nextWords = t(slotDayWords(next, now), { time: formatTime(next), day: formatDayMonth(next) });
  return t(m.slotRefused, { outlet: outlet.title, time: formatTime(at), next: nextWords });
}
