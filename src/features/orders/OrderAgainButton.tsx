import { useState } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import type { Order, OrderSummary } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { formatRupees } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cartAtom } from '../cart';
import type { Cart } from '../cart';
import { fetchMenu } from '../menu/api';
import { fetchOrderDetail } from './api';
import type { MenuChanges } from './reorder';
import { t } from '../../i18n';
import { m } from './messages';
import { m as cartMessages } from '../../rules/cartWords';
import { m as again } from './orderAgainMessages';

/** What changed since the order, in one sentence per change; '' when nothing did. */
function changesSentence({ unavailable, repriced }: MenuChanges): string {
  const parts = repriced.map((dish) => t(again.repriced, { dish: dish.title, now: formatRupees(dish.now), was: formatRupees(dish.was) }));
  if (unavailable.length > 0) parts.unshift(t(again.leftOut, { dishes: unavailable.join(', '), count: unavailable.length }));
  return parts.join(' ');
}

/**
 * 'Order again': the order's dishes into the cart at today's prices, then checkout. Dishes the outlet no longer
 * has are left out and named, as are dishes priced differently; asks before replacing another outlet's cart.
 * Given a summary (home's 'Order again' row), it reads the order first.
 */
export function OrderAgainButton({
  order,
  label,
  className = 'button button--block',
  'aria-label': ariaLabel,
}: {
  order: Order | OrderSummary;
  label?: string;
  className?: string;
  'aria-label'?: string;
}) {
  const [cart, setCart] = useAtom(cartAtom);
  const [pending, setPending] = useState<{ cart: Cart; changes: string } | null>(null);
  const { busy, run } = useBusy();
  const navigate = useNavigate();

  const fill = (next: Cart, changes: string) => {
    setCart(next);
    setPending(null);
    if (changes) notify.blank(changes);
    void navigate({ to: '/checkout' });
  };

  const orderAgain = () =>
    void run(async () => {
      try {
        // Loaded on the tap: home's 'Order again' row is in the first view, the refilling is not.
        const { orderAsToday, reorderCart } = await import('./reorder');
        const full = 'itemList' in order ? order : await fetchOrderDetail(order.orderRefId);
        const today = orderAsToday(full, (await fetchMenu(full.restaurantUuid)).data);
        if (today.order.itemList.length === 0) {
          notify.error(t(again.nothingAvailable));
          return;
        }
        const changes = changesSentence(today.changes);
        const { cart: next, needsClearing } = reorderCart(cart, today.order);
        if (needsClearing) setPending({ cart: next, changes });
        else fill(next, changes);
      } catch (failure) {
        notify.error(messageOf(failure));
      }
    });

  return (
    <>
      <button type="button" className={className} onClick={orderAgain} disabled={busy} aria-busy={busy} aria-label={ariaLabel}>
        {label ?? t(m.orderAgain)}
      </button>
      <ConfirmDialog
        open={pending !== null}
        title={t(cartMessages.clearCartTitle)}
        message={t(m.clearCartForOrder, { current: cart?.restaurantName ?? t(m.anotherOutlet), outlet: order.restaurantName })}
        confirmLabel={t(cartMessages.clearCart)}
        onConfirm={() => pending && fill(pending.cart, pending.changes)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
