// @vitest-environment happy-dom
/**
 * The notes Workbox's ExpirationPlugin kept of the per-user copies (sw/forgetExpirationRecords.ts): a worker that
 * activates deletes them and leaves the other caches' notes, which the plugin still reads. The notes are written by
 * Workbox's own model, as an earlier worker wrote them.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CacheTimestampsModel } from 'workbox-expiration/models/CacheTimestampsModel.js';
import { USER_CACHE_PREFIX } from '../../src/config/cache';
import { forgetExpirationRecords } from '../../sw/forgetExpirationRecords';

const ORDER = 'https://app.test/v1/api/getOrderDetail/GL-100234';
const WALLET = 'https://app.test/v1/api/getWalletDetail';
const MENU = 'https://app.test/v1/api/getItemListWithCatSubCat/12';

const databases = async () => (await indexedDB.databases()).map((database) => database.name);

describe("the notes of Workbox's expiration", () => {
  it("go for the customer's own caches, and stay for the others", async () => {
    const orders = new CacheTimestampsModel(`${USER_CACHE_PREFIX}orders`);
    const wallet = new CacheTimestampsModel(`${USER_CACHE_PREFIX}wallet`);
    const menus = new CacheTimestampsModel('menus');
    await orders.setTimestamp(ORDER, 1_000);
    await wallet.setTimestamp(WALLET, 2_000);
    await menus.setTimestamp(MENU, 3_000);
    // Workbox keeps its database open; the worker's deletion runs beside it, as it would on a phone.
    await forgetExpirationRecords(USER_CACHE_PREFIX);
    expect([await orders.getTimestamp(ORDER), await wallet.getTimestamp(WALLET), await menus.getTimestamp(MENU)]).toEqual([undefined, undefined, 3_000]);
  });

  it('are not made on a phone that has none', async () => {
    globalThis.indexedDB = new IDBFactory(); // a phone whose worker never kept a note
    expect(await databases()).toEqual([]);
    await forgetExpirationRecords(USER_CACHE_PREFIX);
    expect(await databases()).toEqual([]);
  });
});
