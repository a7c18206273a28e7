/**
 * Tests of the app built with its analytics collector and live-chat widget configured (VITE_ANALYTICS_URL,
 * VITE_LIVE_CHAT_SCRIPT_URL), both pointed at a local stand-in (test/support/fakeThirdParties.ts): the real
 * beacon sink and the real script loader, the browser's own requests. The stand-in's port is only known once it
 * listens, so each Playwright worker starts one and builds the app for it (a few seconds).
 */
import { startFakeThirdParties, type FakeThirdParties } from '../support/fakeThirdParties';
import { buildApp } from './buildApp';
import { test as base } from './fixtures';

export const test = base.extend<{ thirdParties: FakeThirdParties }, { standIn: FakeThirdParties; thirdPartyDist: string }>({
  standIn: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const standIn = await startFakeThirdParties();
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  thirdPartyDist: [
    async ({ standIn }, use) => {
      const build = buildApp('third-party', { VITE_ANALYTICS_URL: standIn.collectUrl, VITE_LIVE_CHAT_SCRIPT_URL: standIn.chatScriptUrl });
      await use(build.dir);
      build.remove();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  /** The worker's stand-in, emptied for this test. */
  thirdParties: async ({ standIn }, use) => {
    standIn.entries.length = 0;
    standIn.rawBodies.length = 0;
    standIn.chat = 'ok';
    standIn.chatScriptRequests = 0;
    await use(standIn);
  },
  /** The server serves this build (a server of each test's own, or the file's: sharedServer in fixtures.ts). */
  serverDist: async ({ thirdPartyDist }, use) => use(thirdPartyDist),
});
export { expect } from './fixtures';
