/**
 * The app under its Content-Security-Policy. Every e2e test already fails on a policy violation in the console
 * (see fixtures.ts), so the screens with outside contact (banners from /media, the worker, toasts, the map) are
 * walked under it by their own tests; this file proves the policy is really in force, so that check is not passing
 * vacuously. The headers themselves are checked by the server's tests (test/server/static.test.ts).
 */
import { expect, isPolicyViolation, test } from './fixtures';

test('the policy is enforced, and what it refuses reaches the console the fixtures watch', async ({ browser, server }) => {
  // A context of its own: this test breaks the policy on purpose, which the automatic fixture would fail.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (isPolicyViolation(message.text())) refused.push(message.text());
    });
    await page.goto(server.url + '/');
    await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();

    // An inline script the policy allowed would run during append; one it refuses fires the violation event,
    // which is the signal waited for (not a pause).
    const inline = await page.evaluate(async () => {
      const refused = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }));
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.inlineRan = "yes"';
      document.head.append(script);
      const directive = await refused;
      return { ran: document.body.dataset.inlineRan === 'yes', directive };
    });
    expect(inline).toEqual({ ran: false, directive: 'script-src-elem' });
    await expect.poll(() => refused.some((text) => text.includes('inline script'))).toBe(true);

    // Another site may not frame the app (clickjacking): Chromium swaps the frame for its error page. (It
    // logs that refusal inside the blocked frame, where no page listener sees it.)
    await page.goto('about:blank');
    await page.setContent(`<iframe src="${server.url}/"></iframe>`);
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  } finally {
    // Open connections from this context (its worker among them) would hold the server's shutdown.
    await context.close();
  }
});
