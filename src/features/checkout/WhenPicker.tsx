import type { OrderType, RestaurantDetail } from '../../api/contract';
import { t } from '../../i18n';
import { formatTime } from '../../lib/format';
import { isTomorrow, orderSlots } from '../../lib/orderSlots';
// By path: the outlets feature's index carries its screens; this rule rides in the boot chunk.
import { outletStatus } from '../restaurants/outletStatus';
import { m } from './whenMessages';

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

/**
 * When a delivery or takeaway is for (issue 23): 'As soon as possible' while the outlet takes orders, else (or by
 * choice) a slot later today or tomorrow. A native select: the phone's own wheel, each time with its day.
 */
export function WhenPicker({ schedule, delivery }: { schedule: SlotChoice; delivery: boolean }) {
  const { slots, asap, scheduledFor, choose, now } = schedule;
  // A slot the diner chose that has since passed stays shown, so the server's refusal has something to refer to.
  const shown = scheduledFor !== null && !slots.includes(scheduledFor) ? [scheduledFor, ...slots] : slots;
  return (
    <div className="checkout-when">
      <label className="form__label" htmlFor="order-when">
        {t(delivery ? m.deliverWhen : m.readyWhen)}
      </label>
      <select
        id="order-when"
        className="input checkout-when__select"
        value={scheduledFor ?? ''}
        onChange={(event) => choose(event.target.value === '' ? null : Number(event.target.value))}
        aria-describedby={asap ? undefined : 'order-when-note'}
      >
        {asap && <option value="">{t(m.asSoonAsPossible)}</option>}
        {shown.map((at) => (
          <option key={at} value={at}>
            {t(isTomorrow(at, now) ? m.slotTomorrow : m.slotToday, { time: formatTime(at) })}
          </option>
        ))}
      </select>
      {!asap && (
        <p className="muted checkout-when__note" id="order-when-note">
          {slots.length > 0 ? t(m.closedSoScheduled) : t(m.noSlotLeft)}
        </p>
      )}
    </div>
  );
}
