/**
 * What the app keeps on the device: its persisted atoms live in idb-keyval's default store (src/lib/persistedAtom.ts).
 * Tests read it to see what a screen kept, and write it to set up what a screen would have written.
 */
import type { Page } from '@playwright/test';

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
