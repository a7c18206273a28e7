import { useAtom } from 'jotai';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cartAtom } from './cartAtoms';
import { pendingReplacementAtom } from './pendingReplacement';
import { t, type MessageRef } from '../../i18n';
import { m } from '../../rules/cartWords';

const ORDER_TYPE_LABEL: Record<string, MessageRef> = { HomeDelivery: m.typeDelivery, TakeAway: m.typeTakeAway, DineIn: m.typeDineIn };

/** SPEC 4: adding from another outlet, or with another order type, asks before the cart is cleared. */
export function ClearCartConfirmation() {
  const [pending, setPending] = useAtom(pendingReplacementAtom);
  const [cart, setCart] = useAtom(cartAtom);
  const orderType = cart ? ORDER_TYPE_LABEL[cart.orderType] : undefined;
  return (
    <ConfirmDialog
      open={pending !== null && cart !== null}
      title={t(m.clearCartTitle)}
      message={cart ? t(m.clearCartMessage, { outlet: cart.restaurantName, orderType: orderType ? t(orderType) : cart.orderType }) : ''}
      confirmLabel={t(m.clearCart)}
      onConfirm={() => {
        setCart(pending);
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    />
  );
}
