import { useCallback, useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { Order, SaveOrderRequest } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { BOOT_SPEC } from '../../config/bootMessages';
import { t } from '../../i18n';
import { serial } from '../../lib/serial';
import type { Cart } from '../cart';
import { bindToOrder, cartAtom } from '../cart';
import { dineInTableAtom } from '../dine-in/tableAtoms';
import { selectedAddressAtom } from '../location';
import { saveOrder } from './api';
import { draftOrderAtom } from './checkoutAtoms';
import { m } from './messages';

/** Where the order goes and, for a scheduled one, when (issue 23): a change of either prices the cart again. */
type Destination = Pick<SaveOrderRequest, 'deliveryAddressId' | 'deliveryLocation' | 'tableCode' | 'tableKey' | 'scheduledFor'>;

/** Where the order goes, or why it cannot be priced yet. */
export function useDestination(cart: Cart): { destination: Destination | null; missing: string | null } {
  const address = useAtomValue(selectedAddressAtom);
  const table = useAtomValue(dineInTableAtom);
  if (cart.orderType === 'HomeDelivery') {
    // A saved address only: the server measures the delivery from that address's own pin, never from the phone.
    if (!address || address.recordId <= 0) return { destination: null, missing: t(m.chooseAddress) };
    return { destination: { deliveryAddressId: address.recordId }, missing: null };
  }
  if (cart.orderType === 'DineIn') {
    if (table?.restaurantUuid !== cart.restaurantUuid) return { destination: null, missing: t(BOOT_SPEC.scanQr) };
    return { destination: { tableCode: table.code, tableKey: table.key }, missing: null };
  }
  return { destination: {}, missing: null };
}

/** Runs one change on the draft (quantity, instruction, coupon, tip) and resolves to the server's new draft. */
export type ChangeDraft = (action: () => Promise<Order>) => Promise<Order>;

/**
 * The server prices the cart as a DRAFT order when checkout opens and whenever the destination changes.
 * Quantity, instruction, coupon and tip changes then act on that draft one at a time: run side by side (an
 * instruction saved on blur while the tip is tapped), an older answer could land last and undo a newer change.
 *
 * The cart remembers its draft (`orderRefId`), and every pricing names it: the draft is where the coupon, the
 * tip and the cooking instructions live, so a reload, Back from the payment screen or another address keeps
 * them (issue 19). A fresh draft each visit lost them without a word.
 */
export function useDraftOrder(cart: Cart, destination: Destination | null, attempt: number) {
  const [draft, setDraft] = useAtom(draftOrderAtom);
  const setCart = useSetAtom(cartAtom);
  // One key per pricing: StrictMode's second run and any retry get the same answer back, and every change of
  // destination is a new pricing. Back to an earlier address prices the draft again: that request names the
  // draft, so it is not the first one, and reusing the first one's key would be refused.
  // `attempt`: a new number prices the same destination again (the pricing failed, and the signal is back).
  const destinationKey = `${cart.restaurantUuid}|${cart.orderType}|${JSON.stringify(destination)}|${attempt}`;
  const [pricing, setPricing] = useState(() => ({ destinationKey, key: crypto.randomUUID() }));
  if (pricing.destinationKey !== destinationKey) setPricing({ destinationKey, key: crypto.randomUUID() });
  const requestKey = pricing.key;
  const [outcome, setOutcome] = useState<{ key: string; problem: string | null } | null>(null);

  useEffect(() => {
    if (!destination) return undefined;
    let current = true;
    const body: SaveOrderRequest = {
      restaurantUuid: cart.restaurantUuid,
      orderType: cart.orderType as SaveOrderRequest['orderType'],
      items: cart.items.map((line) => ({ itemId: line.itemId, ...(line.choiceIds?.length ? { choiceIds: line.choiceIds } : {}), quantity: line.quantity })),
      ...destination,
      ...(cart.orderRefId ? { orderRefId: cart.orderRefId } : {}),
    };
    saveOrder(body, requestKey).then(
      (order: Order) => {
        if (!current) return;
        // The cart is this draft from now on (the server gives a new one when the old one cannot be changed).
        setCart((latest) => (latest?.restaurantUuid === order.restaurantUuid && latest.orderType === order.orderType ? bindToOrder(latest, order.orderRefId) : latest));
        setDraft(order);
        setOutcome({ key: requestKey, problem: null });
      },
      (error: unknown) => {
        if (!current) return;
        setDraft(null);
        setOutcome({ key: requestKey, problem: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
    // The cart's items are read once per destination: later changes go through the draft itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const [queue] = useState(serial);
  const [pending, setPending] = useState(0);
  const change = useCallback<ChangeDraft>(
    (action) => {
      setPending((count) => count + 1);
      return queue(action)
        .then((order) => {
          setDraft(order);
          return order;
        })
        .finally(() => setPending((count) => count - 1));
    },
    [queue, setDraft],
  );

  // Only the answer for the current destination counts: a draft priced for another address is never paid.
  const settled = outcome?.key === requestKey ? outcome : null;
  return { draft: settled && !settled.problem ? draft : null, change, changing: pending > 0, problem: settled?.problem ?? null };
}
