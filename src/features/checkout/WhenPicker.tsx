import { useEffect, useRef } from 'react';
import type { OrderType, RestaurantDetail } from '../../api/contract';
import { t } from '../../i18n';
import { kolkataDayOf, midnightOfDay } from '../../lib/closures';
import { formatDayMonth, formatTime } from '../../lib/format';
import { DAY_MS, orderSlots } from '../../lib/orderSlots';
// By path: the outlets feature's index carries its screens; this rule rides in the boot chunk.
import { outletStatus } from '../../rules/outletStatus';
import { m } from './whenMessages';
import './whenPicker.css';


/** What the diner can choose from, and what is chosen (src/features/checkout/useSchedule.ts works it out). */
export interface SlotChoice {
  /** The slots the kitchen can keep, earliest first. */
  slots: number[];
  /** Whether 'As soon as possible' can be chosen: the outlet takes orders now. */
  asap: boolean;
  /** What the order is priced for: the diner's slot, else the first slot when the outlet is closed; null: now. */
  scheduledFor: number | null;
  choose: (at: number | null) => void;
  /** The minute the slots were worked out at. */
  now: number;
}

/**
 * The slots a delivery or takeaway can have at `now`, and whether it can be for now (the outlet takes orders). A
 * delivery's slots leave room for its ride: `deliveryMinutes` is the draft's (null until it is priced).
 */
export function slotsAt(outlet: RestaurantDetail, orderType: OrderType, now: number, deliveryMinutes: number | null): { slots: number[]; asap: boolean } {
  const asap = outletStatus(outlet, now) === 'open';
  if (orderType !== 'HomeDelivery' && orderType !== 'TakeAway') return { slots: [], asap };
  return { slots: orderSlots(outlet, orderType, now, deliveryMinutes), asap };
}

/** A day tab: a Kolkata day ('YYYY-MM-DD'). */
type Day = string;
/** A chip: a slot's time, or null for 'As soon as possible'. */
type Option = number | null;

/** Today, Tomorrow, or, after a closure (issue 36), the day the outlet is back ('3 Nov'). */
function dayLabel(day: Day, now: number): string {
  if (day === kolkataDayOf(now)) return t(m.today);
  if (day === kolkataDayOf(now + DAY_MS)) return t(m.tomorrow);
  return formatDayMonth(midnightOfDay(day));
}

/**
 * When a delivery or takeaway is for (issues 23 and 35): day tabs (only the days that have a time) and the chosen
 * day's times as chips, 'As soon as possible' first while the outlet takes orders, as the apps diners use daily do.
 * Both are native radios, each laid over its whole chip: arrows move between them, a tap anywhere on a chip is a tap
 * on its radio. A day tap chooses its first time, so the chip that is checked is always the one the bill is for.
 */
export function WhenPicker({ schedule, delivery }: { schedule: SlotChoice; delivery: boolean }) {
  const { slots, asap, scheduledFor, choose, now } = schedule;
  // A slot the diner chose that has since passed stays shown, so the server's refusal has something to refer to.
  const shown = scheduledFor !== null && !slots.includes(scheduledFor) ? [scheduledFor, ...slots] : slots;
  // Today's, tomorrow's, and after a closure the day it is back on (issue 36): each slot under its own day.
  const today = kolkataDayOf(now);
  const options = new Map<Day, Option[]>(asap ? [[today, [null]]] : []);
  for (const at of shown) options.set(kolkataDayOf(at), [...(options.get(kolkataDayOf(at)) ?? []), at]);
  const days = [...options.keys()].sort();
  const chosenDay: Day = scheduledFor !== null ? kolkataDayOf(scheduledFor) : today;
  const times = useRef<HTMLDivElement>(null);

  // The chosen time in sight when the picker shows and when the day changes (not on each tap: it is under the thumb).
  useEffect(() => {
    const row = times.current;
    const chip = row?.querySelector('input:checked')?.parentElement;
    if (row && chip) row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
  }, [chosenDay]);

  return (
    <div className="checkout-when">
      <p className="form__label" id="order-when-title">
        {t(delivery ? m.deliverWhen : m.readyWhen)}
      </p>
      {days.length > 0 && (
        <>
          <div className="when-days" role="radiogroup" aria-label={t(m.day)}>
            {days.map((day) => (
              <label key={day} className="when-day">
                <input
                  type="radio"
                  name="order-when-day"
                  className="when-radio"
                  checked={day === chosenDay}
                  onChange={() => choose(options.get(day)?.[0] ?? null)}
                />
                {dayLabel(day, now)}
              </label>
            ))}
          </div>
          <div
            ref={times}
            className="when-times"
            role="radiogroup"
            aria-labelledby="order-when-title"
            aria-describedby={asap ? undefined : 'order-when-note'}
          >
            {(options.get(chosenDay) ?? []).map((at) => (
              <label key={at ?? 'asap'} className={at === null ? 'choice-chip when-time when-time--asap' : 'choice-chip when-time'}>
                <input type="radio" name="order-when" className="when-radio" checked={at === scheduledFor} onChange={() => choose(at)} />
                {at === null ? t(m.asSoonAsPossible) : formatTime(at)}
              </label>
            ))}
          </div>
        </>
      )}
      {!asap && (
        <p className="muted checkout-when__note" id="order-when-note">
          {slots.length > 0 ? t(m.closedSoScheduled) : t(m.noSlotLeft)}
        </p>
      )}
    </div>
  );
}
