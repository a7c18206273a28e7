/**
 * The deal cart (SPEC 3 "Steal-deal cart item": itemPrice, stealDealItemQty), its own, never mixed with the food
 * cart, persisted in IndexedDB under the deal-cart key. It is read when the deal screens first open (they are
 * lazy chunks, so the home's first load does not carry it).
 */
import { atom } from 'jotai';
import type { DealItem } from '../../api/contract';
import { persistedAtom } from '../../lib/persistedAtom';
import { useHydrated } from '../../lib/useHydrated';

export const DEAL_CART_KEY = 'deal-cart';

export interface DealCartItem {
  dealItemId: number;
  title: string;
  restaurantName: string;
  imageUrl: string;
  /** The deal price when added (the server prices the bill itself). */
  itemPrice: number;
  stealDealItemQty: number;
  maxPerOrder: number;
}

export interface DealCart {
  items: DealCartItem[];
  /** The reservation this cart went to payment as: when My Deals shows it paid, the cart is emptied. */
  checkoutRef?: string;
}

export const dealCartAtom = persistedAtom<DealCart | null>(DEAL_CART_KEY, null);
export const dealCartCountAtom = atom((get) => get(dealCartAtom)?.items.reduce((sum, item) => sum + item.stealDealItemQty, 0) ?? 0);

/** True once the stored deal cart has been read into the store (once per page load). */
export const useDealCartReady = (): boolean => useHydrated(dealCartAtom);

/** The cart with `quantity` of `deal` (0 removes it); an empty cart is removed altogether. */
export function withQuantity(cart: DealCart | null, deal: Pick<DealItem, 'dealItemId' | 'title' | 'restaurantName' | 'imageUrl' | 'dealPrice' | 'maxPerOrder'>, quantity: number): DealCart | null {
  const items = cart?.items ?? [];
  const others = items.filter((item) => item.dealItemId !== deal.dealItemId);
  const line: DealCartItem = {
    dealItemId: deal.dealItemId,
    title: deal.title,
    restaurantName: deal.restaurantName,
    imageUrl: deal.imageUrl,
    itemPrice: deal.dealPrice,
    stealDealItemQty: Math.min(quantity, deal.maxPerOrder),
    maxPerOrder: deal.maxPerOrder,
  };
  const next = quantity > 0 ? (items.some((i) => i.dealItemId === deal.dealItemId) ? items.map((i) => (i.dealItemId === deal.dealItemId ? line : i)) : [...items, line]) : others;
  // A changed cart is a new checkout: the old reservation is left to run out.
  return next.length > 0 ? { items: next } : null;
}

export const quantityIn = (cart: DealCart | null, dealItemId: number): number =>
  cart?.items.find((item) => item.dealItemId === dealItemId)?.stealDealItemQty ?? 0;
