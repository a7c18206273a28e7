import { useAtom } from 'jotai';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cartAtom } from './cartAtoms';
import { pendingReplacementAtom } from './useAddToCart';

const ORDER_TYPE_LABEL = { HomeDelivery: 'delivery', TakeAway: 'takeaway', DineIn: 'dine-in' } as Record<string, string>;

/** SPEC 4: adding from another outlet, or with another order type, asks before the cart is cleared. */
export function ClearCartConfirmation() {
  const [pending, setPending] = useAtom(pendingReplacementAtom);
  const [cart, setCart] = useAtom(cartAtom);
  const from = cart ? `${cart.restaurantName} (${ORDER_TYPE_LABEL[cart.orderType] ?? cart.orderType})` : '';
  return (
    <ConfirmDialog
      open={pending !== null && cart !== null}
      title="Clear Cart Confirmation"
      message={`Your cart has items from ${from}. Clear it and start a new cart with this item?`}
      confirmLabel="Clear cart"
      onConfirm={() => {
        setCart(pending);
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    />
  );
}
