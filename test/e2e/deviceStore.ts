/**
 * What the app keeps on the device: its persisted atoms live in idb-keyval's default store (src/lib/persistedAtom.ts).
 * Tests read it to see what a screen kept, and write it to set up what a screen would have written.
 */
import { expect, type Page } from '@playwright/test';

/** The value the app keeps under `key` (undefined: none). */
export const storedOnDevice = <T>(page: Page, key: string): Promise<T | undefined> =>
  page.evaluate(
    (key) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get(key);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as T | undefined);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    key,
  );

/** Keeps `value` under `key`, as the app's own write would. */
export const storeOnDevice = (page: Page, key: string, value: unknown): Promise<void> =>
  page.evaluate(
    ([key, value]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(value, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [key, value] as const,
  );

/**
 * Waits until the cart kept on the device holds `count` dishes. A test whose next step after an Add is a page load
 * waits for this first: a cart missing after the load is then told apart from one that was never kept (CI once found
 * the badge empty after such loads, and the run left no way to tell which).
 */
export const expectCartKept = (page: Page, count: number): Promise<void> =>
  expect
    .poll(async () => (await storedOnDevice<{ items: Array<{ quantity: number }> }>(page, 'cart'))?.items.reduce((sum, item) => sum + item.quantity, 0))
    .toBe(count);
