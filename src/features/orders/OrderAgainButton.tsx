import { useState } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import type { Order } from '../../api/contract';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cartAtom } from '../cart';
import type { Cart } from '../cart';
import { reorderCart } from './reorder';
import { t } from '../../i18n';
import { m } from './messages';
import { m as cartMessages } from '../cart/messages';

/** 'Order again': the same items into the cart, then checkout; asks before replacing another outlet's cart. */
export function OrderAgainButton({ order }: { order: Order }) {
  const [cart, setCart] = useAtom(cartAtom);
  const [pending, setPending] = useState<Cart | null>(null);
  const navigate = useNavigate();

  const fill = (next: Cart) => {
    setCart(next);
    setPending(null);
    void navigate({ to: '/checkout' });
  };

  const orderAgain = () => {
    const { cart: next, needsClearing } = reorderCart(cart, order);
    if (needsClearing) setPending(next);
    else fill(next);
  };

  return (
    <>
      <button type="button" className="button button--block" onClick={orderAgain}>
        {t(m.orderAgain)}
      </button>
      <ConfirmDialog
        open={pending !== null}
        title={t(cartMessages.clearCartTitle)}
        message={t(m.clearCartForOrder, { current: cart?.restaurantName ?? t(m.anotherOutlet), outlet: order.restaurantName })}
        confirmLabel={t(cartMessages.clearCart)}
        onConfirm={() => pending && fill(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
