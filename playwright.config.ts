import { defineConfig, devices } from '@playwright/test';

/** End-to-end tests in Debian's Chromium against the built app and the real server (see test/e2e/fixtures.ts). */
export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/globalSetup.ts',
  // A bound on a hung test, not a speed check (speed is measured by scripts): CI's shared 2 cores ran tests that
  // take 25 s alone and 55 s beside two others past 120 s with a kitchen board open in a second browser.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  // One more than the 2 cores: the browser tests spend much of their time waiting on the server and on
  // animations, and the whole suite runs in 9.7 min instead of 11.3 (GUIDE: the test command under 15 min).
  workers: 3,
  retries: 0,
  // Screens for a note (test/e2e/contentShots.spec.ts), not tests: only when asked for with SHOTS_DIR.
  grepInvert: process.env.SHOTS_DIR ? undefined : /@shots/,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // Mohali, about 4 km from the nearest outlet: the app should settle on home delivery.
    geolocation: { latitude: 30.7374, longitude: 76.6762 },
    permissions: ['geolocation'],
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // serviceWorkers: only for the tests tagged WITH_WORKER (test/e2e/fixtures.ts).
    // No trace: recording one costs every test, kept or not, about a tenth of its CPU (36 tests: 414 CPU-s with a
    // failure's trace kept, 375 without; the network's bodies go through the protocol even with no screencast and no
    // page copies), and what a failure on CI leaves to read is its printed error. To look into a failure here, run
    // it again with `--trace retain-on-failure`.
    trace: 'off',
  },
});
