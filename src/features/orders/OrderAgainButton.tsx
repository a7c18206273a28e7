import { useState } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import type { Order } from '../../api/contract';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cartAtom } from '../cart';
import type { Cart } from '../cart';
import { reorderCart } from './reorder';

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
        Order again
      </button>
      <ConfirmDialog
        open={pending !== null}
        title="Clear Cart Confirmation"
        message={`Your cart has items from ${cart?.restaurantName ?? 'another outlet'}. Clear it and add the items of this order from ${order.restaurantName}?`}
        confirmLabel="Clear cart"
        onConfirm={() => pending && fill(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
