import { flushWrites } from '../../lib/persistedAtom';

/**
 * How the app's tabs tell each other an order was placed. One channel per tab, shared by the code that says it
 * (placedOrder.ts) and the code that hears it (followPlacedOrders.ts): a tab never hears its own word.
 */
export const ordersChannel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('orders') : null;
export const PLACED = 'order-placed';

/** Other tabs read the settled cart back from IndexedDB: it is written before they hear of it. */
export async function tellOtherTabs(orderRefId: string): Promise<void> {
  await flushWrites();
  ordersChannel?.postMessage({ type: PLACED, orderRefId });
}
