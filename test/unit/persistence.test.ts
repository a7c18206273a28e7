import { clear, get } from 'idb-keyval';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartAtom, orderTypeAtom } from '../../src/features/cart';
import type { Cart } from '../../src/features/cart';
import { selectedAddressAtom } from '../../src/features/location';
import { flushWrites, hydrate } from '../../src/lib/persistedAtom';

const cart: Cart = {
  restaurantUuid: '00000000-0000-4000-8000-000000000001',
  restaurantName: 'Gold Leaf — Mohali Phase 8',
  orderType: 'TakeAway',
  items: [{ itemId: 7, title: 'Paneer Tikka', finalPrice: 320, quantity: 2, vegNonVeg: 'VEG' }],
};
const persisted = [cartAtom, orderTypeAtom, selectedAddressAtom];

beforeEach(async () => {
  await clear(); // idb-keyval keeps its connection: clear the store rather than swap indexedDB
});

describe('persisted state in IndexedDB', () => {
  it('survives a "reload": a new store hydrated from IndexedDB has the cart, order type and address', async () => {
    const before = createStore();
    before.set(cartAtom, cart);
    before.set(orderTypeAtom, 'TakeAway');
    before.set(selectedAddressAtom, {
      recordId: 1,
      addressLine1: 'House 12, Sector 70',
      addressLine2: 'Mohali',
      addressLine3: 'Punjab 160071',
      addressType: 'Home',
      latitude: 30.70,
      longitude: 76.71,
    });
    await flushWrites();

    const after = createStore();
    expect(after.get(cartAtom)).toBeNull();
    await hydrate(after, persisted);
    expect(after.get(cartAtom)).toEqual(cart);
    expect(after.get(orderTypeAtom)).toBe('TakeAway');
    expect(after.get(selectedAddressAtom)?.addressLine1).toBe('House 12, Sector 70');
  });

  it('keeps the last of many quick writes (writes go out in order)', async () => {
    const store = createStore();
    for (let quantity = 1; quantity <= 25; quantity += 1) {
      store.set(cartAtom, { ...cart, items: [{ ...cart.items[0]!, quantity }] });
    }
    await flushWrites();
    expect(((await get('cart')) as Cart).items[0]?.quantity).toBe(25);
  });

  it('forgets a value set back to its empty state', async () => {
    const store = createStore();
    store.set(cartAtom, cart);
    store.set(cartAtom, null);
    await flushWrites();
    const fresh = createStore();
    await hydrate(fresh, persisted);
    expect(fresh.get(cartAtom)).toBeNull();
  });

  it('leaves defaults in place when nothing was stored', async () => {
    const store = createStore();
    await hydrate(store, persisted);
    expect(store.get(orderTypeAtom)).toBeNull();
  });
});
