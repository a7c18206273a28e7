/**
 * The core journey (journey.ts) in Firefox ESR and WebKitGTK, one after the other, on one real server (the built
 * app in dist/, its own data folder). Each journey ends with the server stopped, so the next starts it again, on the
 * same port and data. WebKit needs a display: `npm run test:engines` runs this under xvfb-run.
 */
import { after, test } from 'node:test';
import { AppServer } from '../e2e/appServer';
import { bundleServer } from '../support/serverBundle';
import { SERVER_BUNDLE_ENV } from '../support/serverProcess';
import type { Driver } from './driver';
import { openFirefox } from './firefox';
import { journey } from './journey';
import { openWebKit } from './webkit';

// The diners' time zone, as the Chromium tests have it (playwright.config.ts): each browser inherits it.
process.env.TZ = 'Asia/Kolkata';
process.env[SERVER_BUNDLE_ENV] ??= await bundleServer();
const server = new AppServer();
after(() => server.dispose());

const ENGINES: Array<[string, () => Promise<Driver>]> = [
  ['Firefox ESR', openFirefox],
  ['WebKitGTK (Safari’s engine)', openWebKit],
];

for (const [name, open] of ENGINES) {
  test(`the core journey in ${name}`, async () => {
    const started = Date.now();
    await server.start();
    const driver = await open();
    try {
      await journey(driver, server);
    } finally {
      await driver.close();
      // The journey stops the server for its last step; a failed one may not have.
      await server.stop();
    }
    console.log(`${driver.version}: the journey in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
