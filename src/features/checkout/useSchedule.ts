import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import type { RestaurantDetail } from '../../api/contract';
import { cartAtom, type Cart } from '../cart';
// By path: the menu feature's index carries its screens.
import { fetchRestaurantDetail } from '../menu/api';
import type * as PickerModule from './WhenPicker';
import type { SlotChoice } from './WhenPicker';

const TICK_MS = 60_000;
/** The orders a diner can schedule (src/lib/orderSlots.ts SCHEDULED_ORDER_TYPES, which loads with the picker). */
const SCHEDULABLE = ['HomeDelivery', 'TakeAway'];

type Picker = typeof PickerModule;

/** The slots are [] for a table's order, or while the outlet's hours are not known. */
export interface Schedule extends SlotChoice {
  /** False until the outlet's hours are known: the cart is priced once, for the right time. */
  ready: boolean;
  /** The picker and its rules, loaded with the outlet's hours; null for a table's order or without them. */
  picker: Picker | null;
}

/**
 * When a delivery or takeaway is for (issue 23): now, or a slot later today or tomorrow from the outlet's hours
 * (src/lib/orderSlots.ts, the server's rule too). The slots move on each minute. A closed outlet's order is for its
 * first slot unless the diner picks another; a slot the diner picked stays theirs even once it has passed, so the
 * server's refusal names the next one rather than the time changing unseen. The picker and its rules load beside
 * the outlet's hours, not with checkout's first view (an empty cart needs neither). A delivery's slots leave room
 * for its ride once the draft says how long it is (`deliveryMinutes`, issue 35).
 */
export function useSchedule(cart: Cart, deliveryMinutes: number | null): Schedule {
  const setCart = useSetAtom(cartAtom);
  const schedulable = SCHEDULABLE.includes(cart.orderType);
  const [loaded, setLoaded] = useState<{ outlet: RestaurantDetail; picker: Picker } | null>(null);
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (!schedulable) return undefined;
    let current = true;
    Promise.all([fetchRestaurantDetail(cart.restaurantUuid), import('./WhenPicker')]).then(
      ([answer, picker]) => current && setLoaded({ outlet: answer.data, picker }),
      // Without the outlet's hours (offline, nothing kept), the order is priced as it stands: the server decides.
      () => current && setFailed(true),
    );
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [schedulable, cart.restaurantUuid]);

  const choose = (at: number | null) =>
    setCart((latest) => {
      if (!latest) return latest;
      const next: Cart = { ...latest };
      if (at === null) delete next.scheduledFor;
      else next.scheduledFor = at;
      return next;
    });

  const chosen = cart.scheduledFor ?? null;
  if (!schedulable || !loaded) {
    return { ready: !schedulable || failed, slots: [], asap: true, scheduledFor: schedulable ? chosen : null, choose, now, picker: null };
  }
  const { slots, asap } = loaded.picker.slotsAt(loaded.outlet, cart.orderType, now, deliveryMinutes);
  return { ready: true, slots, asap, scheduledFor: chosen ?? (asap ? null : (slots[0] ?? null)), choose, now, picker: loaded.picker };
}
