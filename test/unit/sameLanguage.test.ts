/**
 * The worker's kept menus (sw/sameLanguage.ts): read without their query, they match an outlet's copy in any
 * language, and only the copy in the language asked may be given, so an English reader on a slow network is never
 * shown a Hindi menu kept from an earlier visit.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameLanguageOnly } from '../../sw/sameLanguage';

const MENU = 'https://app.test/v1/api/getItemListWithCatSubCat/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const event = {} as ExtendableEvent;
const plugin = sameLanguageOnly as Required<Pick<WorkboxPlugin, 'cachedResponseWillBeUsed'>>;

/** The 'menus' cache holding a copy per address, each answering with its address. */
function keeping(...urls: string[]) {
  const keys = urls.map((url) => new Request(url));
  vi.stubGlobal('caches', {
    open: async () => ({
      keys: async (request: Request) => keys.filter((key) => key.url.split('?')[0] === request.url.split('?')[0]),
      match: async (key: Request) => new Response(key.url),
    }),
  });
}

const given = async (url: string) => {
  const response = await plugin.cachedResponseWillBeUsed({ cacheName: 'menus', request: new Request(url), cachedResponse: new Response('first match'), event, state: {} });
  return response ? response.text() : null;
};

afterEach(() => vi.unstubAllGlobals());

describe('kept menus, by language', () => {
  it('give the copy in the language asked, whichever copy the cache matched first', async () => {
    keeping(`${MENU}?lang=hi`, MENU);
    expect(await given(MENU)).toBe(MENU);
    expect(await given(`${MENU}?lang=hi`)).toBe(`${MENU}?lang=hi`);
  });

  it('give nothing when only another language is kept, so the worker waits for the network', async () => {
    keeping(`${MENU}?lang=hi`);
    expect(await given(MENU)).toBeNull();
    keeping(MENU);
    expect(await given(`${MENU}?lang=hi`)).toBeNull();
  });
});
