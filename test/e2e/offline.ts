/**
 * context.setOffline as the app sees it. Playwright turns a context offline with Network.emulateNetworkConditions,
 * which fails every request but, in the Debian Chromium CI installs (150), no longer turns navigator.onLine false
 * nor fires 'offline': the app then says 'Sever is not responding' where a phone without signal says it is offline.
 * So, beside Playwright's own call, every page of the context (and each one opened while offline) is told through
 * Network.overrideNetworkState, which fires 'offline' in the open document; and as that override does not outlive
 * a navigation, each new document while offline starts with navigator.onLine false, as a phone's would.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** Runs first in each new document while offline; going online again undoes it in the open one. */
const OFFLINE_DOCUMENT = `(() => {
  const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine').get;
  let offline = true;
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get() { return offline ? false : real.call(this); } });
  Object.defineProperty(globalThis, '__backOnline', { value: () => { offline = false; } });
})();`;

export function offlineAsPagesSeeIt(context: BrowserContext): void {
  let offline = false;
  // One session per page, kept: what a session adds lasts as long as the session.
  const sessions = new WeakMap<Page, Promise<{ cdp: CDPSession; script: string | null }>>();
  const stateOf = (page: Page) => {
    let state = sessions.get(page);
    if (!state) {
      state = context.newCDPSession(page).then(async (cdp) => {
        await cdp.send('Network.enable');
        await cdp.send('Page.enable');
        return { cdp, script: null };
      });
      sessions.set(page, state);
    }
    return state;
  };
  const tell = async (page: Page) => {
    if (page.isClosed()) return;
    const state = await stateOf(page);
    if (offline && state.script === null) {
      state.script = (await state.cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: OFFLINE_DOCUMENT })).identifier;
    } else if (!offline && state.script !== null) {
      await state.cdp.send('Page.removeScriptToEvaluateOnNewDocument', { identifier: state.script });
      state.script = null;
      await page.evaluate(() => (globalThis as { __backOnline?: () => void }).__backOnline?.());
    }
    await state.cdp.send('Network.overrideNetworkState', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  };
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    await setOffline(value);
    await Promise.all(context.pages().map(tell));
  };
  context.on('page', (page) => {
    if (offline) void tell(page);
  });
}
