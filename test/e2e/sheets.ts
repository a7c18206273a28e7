/**
 * Issue 35: on a phone a sheet (src/ui/Sheet.tsx) rises from the bottom edge across the screen, and stays an
 * accessible modal dialog: named (the caller finds it by role and name), aria-modal and opened modal (the page
 * behind inert), focus moved in, every button in it at least 44 x 44, Escape closes it and focus goes back to what opened it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Once the sheet has risen. A tap on its sticky bar while it rises made Chromium scroll the sheet to the bar's place at
 * the end (the scroll into view before a click), which hid 'More below'.
 */
export async function risen(sheet: Locator): Promise<void> {
  await sheet.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
  });
}

/** The sheet's box once it has risen: where it sits, how it is drawn, how big its buttons are. */
async function measure(sheet: Locator) {
  await risen(sheet);
  return sheet.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const handle = getComputedStyle(element, '::before');
    const small = Array.from(element.querySelectorAll('button'))
      .map((button) => ({ name: button.getAttribute('aria-label') ?? button.textContent?.trim(), box: button.getBoundingClientRect() }))
      .filter(({ box: b }) => b.width > 0 && (b.width < 43.5 || b.height < 43.5))
      .map(({ name, box: b }) => `${name} is ${Math.round(b.width)} x ${Math.round(b.height)}`);
    return {
      left: box.left,
      right: box.right,
      bottom: box.bottom,
      top: box.top,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      modal: element.matches(':modal'),
      focusIn: element.contains(document.activeElement),
      topRadius: parseFloat(style.borderTopLeftRadius),
      bottomRadius: parseFloat(style.borderBottomLeftRadius),
      handle: handle.content !== 'none' && handle.display !== 'none' ? parseFloat(handle.width) : 0,
      small,
    };
  });
}

/** At 390 x 844: the sheet touches the bottom edge, spans the width, and is a modal dialog. */
export async function expectBottomSheet(sheet: Locator): Promise<void> {
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('aria-modal', 'true');
  const seen = await measure(sheet);
  expect(seen.viewport).toEqual({ width: 390, height: 844 });
  expect(Math.abs(seen.bottom - seen.viewport.height), 'the sheet sits on the bottom edge').toBeLessThan(1);
  expect(seen.left, 'from the left edge').toBe(0);
  expect(seen.right, 'to the right edge').toBe(seen.viewport.width);
  expect(seen.top, 'a sheet, not the whole screen').toBeGreaterThan(0);
  expect(seen.modal, 'opened modal: the page behind is inert').toBe(true);
  expect(seen.focusIn, 'focus moved into the sheet').toBe(true);
  expect(seen.topRadius, 'rounded top corners').toBeGreaterThan(0);
  expect(seen.bottomRadius, 'square on the bottom edge').toBe(0);
  expect(seen.handle, 'a grab handle').toBeGreaterThan(0);
  expect(seen.small, 'buttons under 44 x 44 in the sheet').toEqual([]);
}

/** Escape closes the sheet and focus is back on `opener`. */
export async function expectEscapeReturnsTo(page: Page, sheet: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
}
