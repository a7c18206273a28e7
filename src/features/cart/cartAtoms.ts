import { atom } from 'jotai';
import type { OrderType, VegNonVeg } from '../../api/contract';
import { persistedAtom } from '../../lib/persistedAtom';

export interface CartItem {
  itemId: number;
  /** The sizes and add-ons picked (issue 23), sorted, and how they read; absent: the dish as it comes. */
  choiceIds?: number[];
  choices?: string;
  title: string;
  /** One, with its choices. */
  finalPrice: number;
  quantity: number;
  vegNonVeg: VegNonVeg;
}

/** One cart, tied to one outlet and one order type (SPEC 4, cart). */
export interface Cart {
  restaurantUuid: string;
  /** The outlet's recordId (coupons are listed per outlet); absent in carts saved before it was kept. */
  restaurantRecordId?: number;
  restaurantName: string;
  orderType: OrderType;
  items: CartItem[];
  /**
   * The DRAFT order the server priced this cart as (set by checkout). Pricing the cart again names it, so the
   * coupon, tip and cooking instructions chosen on that draft stay. When the server says that order was placed,
   * its lines leave the cart, even if the answer to Place Order never arrived (settlePlacedOrder).
   */
  orderRefId?: string;
  /** The slot a delivery or takeaway is scheduled for (epoch ms, src/lib/orderSlots.ts); absent: as soon as possible. */
  scheduledFor?: number;
}

export const cartAtom = persistedAtom<Cart | null>('cart', null);
/**
 * Bumped when the cart is changed from outside the screen showing it (an order settled, another tab's cart read
 * back): the checkout prices the cart again instead of keeping a draft made from the old one.
 */
export const cartRevisionAtom = atom(0);
/**
 * The outlet (uuid) the diner chose to order ahead from while it is closed ('Schedule for when it opens', issue 23):
 * its Add buttons work, and checkout asks when. For this visit only: a later one asks again.
 */
export const orderAheadAtom = atom<string | null>(null);
export const cartCountAtom = atom((get) => get(cartAtom)?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0);

/** The order type the customer is ordering with; persisted (SPEC 3). null until chosen or auto-chosen. */
export const orderTypeAtom = persistedAtom<OrderType | null>('order-type', null);
export const effectiveOrderTypeAtom = atom<OrderType>((get) => get(orderTypeAtom) ?? 'HomeDelivery');
