/**
 * Workbox's ExpirationPlugin noted, in an IndexedDB database of its own, the address and time of every copy it kept:
 * for the per-user caches too, until the worker kept those itself (userCopies.ts). Those notes name a customer's
 * orders and outlive their sign-out, and nothing reads them any more, so a worker that activates deletes them. The
 * other caches' notes stay: their ExpirationPlugin still reads them.
 */
const DB_NAME = 'workbox-expiration';
const STORE = 'cache-entries';
const BY_CACHE = 'cacheName';

export function forgetExpirationRecords(cachePrefix: string): Promise<void> {
  return new Promise((resolve) => {
    const opening = indexedDB.open(DB_NAME);
    // No such database on this phone: opening would create it, so the creation is called off and nothing is left.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = (event) => {
      event.preventDefault();
      resolve();
    };
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve();
        return;
      }
      const transaction = db.transaction(STORE, 'readwrite');
      const cursor = transaction.objectStore(STORE).index(BY_CACHE).openCursor(IDBKeyRange.bound(cachePrefix, `${cachePrefix}\uffff`));
      cursor.onsuccess = () => {
        if (!cursor.result) return;
        cursor.result.delete();
        cursor.result.continue();
      };
      transaction.oncomplete = transaction.onerror = transaction.onabort = () => {
        db.close();
        resolve();
      };
    };
  });
}
