/**
 * Head office's content (issue 46), as a new content editor does it on a laptop (1280 × 800) against the real server,
 * and as a diner sees it on a phone (390 × 844) in Hindi: a Hindi banner scheduled two minutes ahead shows on the
 * diner's home in Hindi at its start and is gone at its end (the server's clock is moved on, not waited for:
 * AppServer.moveClockOn; moved only after the owner's sign-in, whose authenticator code is the machine's time);
 * an info page edited with a script tag shows sanitised, in the editor's phone preview as on the diner's page; a page's
 * Hindi is typed in the rich-text input (TipTap) and shows in the Hindi preview.
 * SHOTS_DIR=<folder> saves the screens (shots.ts).
 */
import { pngOf } from '../support/pngFile';
import { inviteQuietly, joinQuietly, laptopPage, ownerInvitation } from './console';
import { expect, readServerTime, test } from './fixtures';
import { shot } from './shots';

const MINUTE = 60_000;
/** A moment as the console's date-and-time inputs take it: Kolkata's wall time, 'YYYY-MM-DDTHH:mm'. */
const kolkataInput = (at: number) => new Date(at + 330 * MINUTE).toISOString().slice(0, 16);

test('a new editor schedules a Hindi banner that a Hindi diner sees at its time and not after; a page with a script shows sanitised', async ({ page, context, server, browser }) => {
  test.setTimeout(240_000);
  const ownerLink = ownerInvitation(server);
  const owner = await laptopPage(browser, server);
  await joinQuietly(owner, ownerLink, 'Asha Owner');
  const editorLink = await inviteQuietly(owner, 'content@chain.in', 'editor');
  await owner.context().close();

  const editor = await laptopPage(browser, server);
  await joinQuietly(editor, editorLink, 'Esha Editor');
  await editor.goto('/admin');
  await editor.getByRole('menuitem', { name: 'Banners' }).click();
  await expect(editor.getByRole('columnheader', { name: 'Shown (Kolkata time)' })).toBeVisible();
  await shot(editor, 'content-banner-list');
  await editor.getByRole('link', { name: 'New banner' }).click();

  // Two minutes ahead on the server's clock, on a whole minute (the input's step), for two minutes.
  const startsAt = Math.ceil(server.now() / MINUTE) * MINUTE + 2 * MINUTE;
  const endsAt = startsAt + 2 * MINUTE;
  await editor.getByLabel('Title (English)').fill('Festival night');
  await editor.getByLabel('English picture').setInputFiles({ name: 'festival.png', mimeType: 'image/png', buffer: pngOf(1200, 500) });
  await expect(editor.getByRole('img', { name: 'English picture' })).toHaveAttribute('src', /^\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
  await editor.getByLabel('Title (Hindi)').fill('त्योहार की रात');
  await editor.getByLabel('Hindi picture').setInputFiles({ name: 'festival-hi.png', mimeType: 'image/png', buffer: pngOf(1200, 500, (x) => [120, 40 + Math.round((100 * x) / 1200), 160]) });
  const hindiPicture = editor.getByRole('img', { name: 'Hindi picture' });
  await expect(hindiPicture).toHaveAttribute('src', /^\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
  const hindiUrl = (await hindiPicture.getAttribute('src'))!;
  await editor.getByLabel('Shown from').fill(kolkataInput(startsAt));
  await editor.getByLabel('Until').fill(kolkataInput(endsAt));
  await shot(editor, 'content-banner-form', { fullPage: true });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Saved. Diners see it from its start.')).toBeVisible();
  await expect(editor.getByRole('row').filter({ hasText: 'Festival night' }).getByText('Scheduled')).toBeVisible();

  // A diner reading in Hindi, on a phone (that the banner is not there before its start is contentSchedule.test.ts's).
  // As the language switch keeps the choice: localStorage for the app, the cookie for the server's shell.
  await context.addInitScript(() => {
    try {
      localStorage.setItem('locale', 'hi');
    } catch {
      // a frame without storage (about:blank): not the app's
    }
  });
  await context.addCookies([{ name: 'lang', value: 'hi', url: server.url }]);
  await page.setViewportSize({ width: 390, height: 844 });
  const firstSlide = page.locator('.banner-slider__slide').first();
  const festival = page.locator('.banner-slider__slide', { has: page.locator(`img[src="${hindiUrl}"]`) });

  // At its start: first on home, its Hindi picture and title.
  await server.moveClockOn(startsAt - server.now() + 1000);
  await readServerTime(context, server);
  await page.goto('/');
  await expect(firstSlide.locator('img')).toHaveAttribute('src', hindiUrl);
  await expect(firstSlide).toHaveAccessibleName(/त्योहार की रात/);
  await shot(page, 'content-diner-home-hindi-banner');

  // At its end: gone, from the list and from the shell the server paints.
  await server.moveClockOn(endsAt - server.now() + 1000);
  await page.clock.setSystemTime(server.now());
  await page.goto('/');
  await expect(firstSlide).toBeVisible();
  await expect(festival).toHaveCount(0);
  expect(await (await page.request.get('/')).text()).not.toContain(hindiUrl);

  // An info page with a script: the editor's phone preview shows it gone, and so does the diner's page.
  await editor.getByRole('menuitem', { name: 'Info pages' }).click();
  await shot(editor, 'content-page-list');
  await editor.getByRole('row').filter({ hasText: 'ATM Bar' }).click();
  await editor.getByRole('button', { name: 'HTML source' }).click();
  const source = editor.getByLabel('Page (HTML)');
  await source.fill(`${await source.inputValue()}<p id="late">Open late on Fridays</p><script>window.__scripted = true</script>`);
  const preview = editor.getByRole('figure', { name: 'Phone preview (English)' });
  await expect(preview.getByText('Open late on Fridays')).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await shot(editor, 'content-page-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Saved. Diners read it now.')).toBeVisible();

  await page.goto('/atm-bar');
  const content = page.getByTestId('page-content');
  await expect(content.getByText('Open late on Fridays')).toBeVisible();
  await expect(content.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __scripted?: boolean }).__scripted)).toBeUndefined();

  // A page without tables opens in react-admin's rich-text input (TipTap); its Hindi is typed beside the English.
  await editor.getByRole('menuitem', { name: 'Info pages' }).click();
  await editor.getByRole('row').filter({ hasText: '/terms-and-conditions' }).click();
  await editor.getByRole('tab', { name: 'Hindi · हिन्दी' }).click();
  await editor.getByLabel('Title (Hindi)').fill('नियम और शर्तें');
  await editor.locator('[lang="hi"] .ProseMirror').fill('इस ऐप का उपयोग करके आप इन शर्तों से सहमत हैं।');
  await expect(editor.getByRole('figure', { name: 'Phone preview (Hindi)' }).getByText('इस ऐप का उपयोग करके आप इन शर्तों से सहमत हैं।')).toBeVisible();
  await shot(editor, 'content-page-rich-text-hindi');

  await editor.getByRole('menuitem', { name: 'Upcoming outlets' }).click();
  await editor.getByRole('link', { name: 'New upcoming outlet' }).click();
  await expect(editor.getByLabel('Name (Hindi)')).toBeVisible();
  await shot(editor, 'content-upcoming-form');
});
