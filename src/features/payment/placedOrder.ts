/**
 * What the server says happened to an order decides what the cart holds, not only what this tab saw. The answer
 * to Place Order can be lost after the server acted, another tab can pay, the app can be reloaded in between
 * (issue 6: a second order of the same dishes). Every path that learns an order was placed goes through
 * settlePlacedOrder: the answer to Place Order, the check on start and on focus, the checkout's and the payment
 * screen's own checks, and the word from another tab.
 *
 * Loaded by followPlacedOrders.ts when there is an order to ask about or hear of, and by the screens that pay; it
 * takes the other features' parts by path, not their screen-laden indexes.
 */
import type { Order } from '../../api/contract';
import { t } from '../../i18n';
import type { AppStore } from '../../lib/store';
import { notify } from '../../lib/toast';
import { credentialAtom } from '../auth/sessionAtoms';
import { cartAtom, cartRevisionAtom } from '../cart/cartAtoms';
import { bindToOrder, removeOrderedLines } from '../cart/orderedLines';
import { fetchOrderDetail } from '../orders/api';
import { placedNoticeAtom, trackedOrderRefAtom } from '../orders/orderAtoms';
import type { PlacedNotice } from '../orders/orderAtoms';
import { m } from './placedOrderMessages';
import { awaitsPayment, isPostPaidBill } from './orderPayState';
import { pendingOrderRefAtom } from './pendingOrder';
import { tellOtherTabs } from './ordersChannel';

export interface Settlement {
  orderRefId: string;
  /** The order's dishes left the cart. */
  cartSettled: boolean;
}

export interface SettleOptions {
  /** The app learned of the placement late (not from Place Order's own answer): /track-order says so. */
  notice?: PlacedNotice['how'];
}

/**
 * `order` is placed (the server says so): the cart loses exactly that order's lines, if it is still the cart
 * that went to payment as that order (dishes added since stay); the pending payment is done with, unless it is
 * a postpaid dine-in bill still to be paid; /track-order follows this order. Safe to call again and from every
 * path: once the cart and the pending payment have let go of the order, a repeat changes nothing.
 * Returns what changed, or null when nothing did (not placed, or already settled here).
 */
export function settlePlacedOrder(store: AppStore, order: Order, options: SettleOptions = {}): Settlement | null {
  if (awaitsPayment(order)) return null;
  const ref = order.orderRefId;
  const cart = store.get(cartAtom);
  const cartWentAsOrder = cart !== null && cart.orderRefId === ref;
  // Only the cart that went to payment as this order: never the lines of a newer cart of another outlet or type.
  const cartSettled = cartWentAsOrder && cart.restaurantUuid === order.restaurantUuid && cart.orderType === order.orderType;
  if (cartWentAsOrder) {
    store.set(cartAtom, cartSettled ? removeOrderedLines(cart, order.itemList) : bindToOrder(cart, undefined));
    store.set(cartRevisionAtom, (revision) => revision + 1);
  }
  // A bill left open at the table (postpaid) is paid later from /payment-methods: only its placement ends it here.
  const pendingSettled = store.get(pendingOrderRefAtom) === ref && (cartSettled || !isPostPaidBill(order));
  if (pendingSettled) store.set(pendingOrderRefAtom, null);
  store.set(trackedOrderRefAtom, ref);
  if (!cartSettled && !pendingSettled) return null;
  if (options.notice) store.set(placedNoticeAtom, { orderRefId: ref, cartSettled, how: options.notice });
  void tellOtherTabs(ref);
  return { orderRefId: ref, cartSettled };
}

const asking = new Map<string, Promise<Order>>();

/** The order as the server has it now; one request per order at a time (start, focus and a screen may ask together). */
function askServer(orderRefId: string): Promise<Order> {
  let answer = asking.get(orderRefId);
  if (!answer) {
    answer = fetchOrderDetail(orderRefId).finally(() => asking.delete(orderRefId));
    asking.set(orderRefId, answer);
  }
  return answer;
}

/** The order if the server says it is placed (past payment), null while it still awaits payment. Rejects when it cannot tell. */
export async function placedOrderOrNull(orderRefId: string): Promise<Order | null> {
  const order = await askServer(orderRefId);
  return awaitsPayment(order) ? null : order;
}

/**
 * Asks about every order this device is waiting on (the one the cart went to payment as, the pending payment)
 * and settles those the server says were placed. Resolves to what that changed here.
 */
export async function settleKnownOrders(store: AppStore): Promise<Settlement[]> {
  if (!store.get(credentialAtom)) return [];
  const refs = new Set([store.get(cartAtom)?.orderRefId, store.get(pendingOrderRefAtom)].filter((ref): ref is string => !!ref));
  const settled: Settlement[] = [];
  for (const ref of refs) {
    try {
      const order = await placedOrderOrNull(ref);
      const settlement = order && settlePlacedOrder(store, order, { notice: 'checked' });
      if (settlement) settled.push(settlement);
    } catch {
      // No answer (or not this customer's order): the next start or return to the app asks again.
    }
  }
  return settled;
}

export interface AppLocation {
  pathname: string;
  search: Record<string, unknown>;
}

/** How the app outside React shows an order: where it is, and the way to /track-order. */
export interface OrderNavigation {
  location: () => AppLocation;
  showOrder: () => void;
}

/**
 * A settled order is shown: a screen that would offer to pay for it (checkout, payment) gives way to its
 * tracking; elsewhere a toast says so. A provider's return (?txn) shows its own outcome.
 */
function showSettled(app: OrderNavigation, { orderRefId, cartSettled }: Settlement): void {
  const { pathname, search } = app.location();
  if (pathname === '/payment-methods' && search.txn) return;
  if (pathname === '/checkout' || pathname === '/payment-methods') return app.showOrder();
  if (pathname === '/track-order') return; // it follows trackedOrderRefAtom
  notify.success(t(m.orderWasPlaced), {
    id: `placed-${orderRefId}`,
    ...(cartSettled ? { description: t(m.dishesLeftCart) } : {}),
    duration: 10_000,
    action: { label: t(m.trackOrder), onClick: app.showOrder },
  });
}

/** Asks about the orders this device waits on (on start, and each time the tab is back in view) and shows the first one settled. */
export async function checkKnownOrders(store: AppStore, app: OrderNavigation): Promise<void> {
  const [settled] = await settleKnownOrders(store);
  if (settled) showSettled(app, settled);
}

/** Another tab placed or settled an order: this tab, its cart read back already, follows that order. */
export function showPlacedElsewhere(store: AppStore, app: OrderNavigation, { orderRefId, cartSettled }: Settlement): void {
  store.set(trackedOrderRefAtom, orderRefId);
  store.set(placedNoticeAtom, { orderRefId, cartSettled, how: 'otherTab' });
  showSettled(app, { orderRefId, cartSettled });
}
