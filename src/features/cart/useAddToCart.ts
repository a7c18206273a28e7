import { atom, useAtom, useSetAtom } from 'jotai';
import type { MenuItem } from '../../api/contract';
import { cartAtom } from './cartAtoms';
import type { Cart } from './cartAtoms';
import { addItem, removeOne } from './cartOps';
import type { CartOwner } from './cartOps';

/** A cart waiting for the customer to agree to clear the current one (Clear Cart Confirmation). */
export const pendingReplacementAtom = atom<Cart | null>(null);

export function useCartActions(owner: CartOwner) {
  const [cart, setCart] = useAtom(cartAtom);
  const setPending = useSetAtom(pendingReplacementAtom);
  return {
    add(item: MenuItem) {
      const result = addItem(cart, owner, item);
      if (result.kind === 'added') setCart(result.cart);
      else setPending(result.replacement);
    },
    removeOne(itemId: number) {
      setCart(removeOne(cart, itemId));
    },
  };
}
