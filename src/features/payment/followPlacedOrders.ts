/**
 * Boot's part of following placed orders, small on purpose (it is in the first view's code): whenever the tab
 * comes back into view it reads back what other tabs wrote, and it hears other tabs place an order. The code that
 * asks the server about orders, settles the cart and says so (placedOrder.ts, with the order's shape check) loads
 * only when it has work: a signed-in diner's start or return, or another tab's word.
 */
import { reread } from '../../lib/persistedAtom';
import type { AppStore } from '../../lib/store';
import { credentialAtom } from '../auth/sessionAtoms';
import { cartAtom, cartRevisionAtom } from '../cart/cartAtoms';
import { pendingOrderRefAtom } from './pendingOrder';
import { ordersChannel, PLACED } from './ordersChannel';
import type { OrderNavigation } from './placedOrder';

/** What other tabs may have written: the cart and the pending payment. A changed cart is priced again. */
async function readBackShared(store: AppStore): Promise<boolean> {
  const changed = await reread(store, [cartAtom, pendingOrderRefAtom]);
  const cartChanged = changed.includes(cartAtom.storageKey);
  if (cartChanged) store.set(cartRevisionAtom, (revision) => revision + 1);
  return cartChanged;
}

/**
 * Keeps this tab true to the server and to the other tabs: on start and whenever the tab comes back into view it
 * reads back what other tabs wrote and asks about the orders it waits on; when another tab settles an order it
 * reads the settled cart back and leaves a checkout or payment screen for that order's tracking.
 */
export function followPlacedOrders(store: AppStore, app: OrderNavigation): void {
  // Only a signed-in diner has orders to ask the server about (settleKnownOrders).
  const check = () => {
    if (store.get(credentialAtom)) void import('./placedOrder').then(({ checkKnownOrders }) => checkKnownOrders(store, app));
  };
  const catchUp = () => void readBackShared(store).then(check);

  check();
  window.addEventListener('focus', catchUp);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') catchUp();
  });
  ordersChannel?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; orderRefId?: unknown } | null;
    if (data?.type !== PLACED || typeof data.orderRefId !== 'string') return;
    const orderRefId = data.orderRefId;
    void Promise.all([readBackShared(store), import('./placedOrder')]).then(([cartSettled, { showPlacedElsewhere }]) =>
      showPlacedElsewhere(store, app, { orderRefId, cartSettled }),
    );
  });
}
