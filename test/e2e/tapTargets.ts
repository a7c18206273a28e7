/**
 * The native-shell audit (issue 35): on the screen as it stands, every visible tap target (text links and fields
 * included) is at least 44 x 44 CSS px and nothing scrolls sideways. Each offender is named by its accessible name, its size and the screen, so a
 * failure says what to fix. Sizes are the elements' own boxes (getBoundingClientRect): the app makes hit areas
 * real boxes (padding, min-height), never an invisible pseudo-element the measure could not see.
 */
import type { Locator, Page } from '@playwright/test';

export const MIN_TARGET = 44;

const TARGETS = [
  'a[href]',
  'button',
  'select',
  'summary',
  '[role=button]',
  '[role=tab]',
  '[role=radio]',
  '[role=checkbox]',
  '[role=switch]',
  '[role=link]',
  'input[type=checkbox]',
  'input[type=radio]',
  // A field is tapped too (the menu's search box was 42 px tall).
  'input:not([type=checkbox], [type=radio], [type=hidden])',
  'textarea',
].join(',');

/** Every tap target under 44 x 44 on the screen now, and a sideways scroll if any, as lines naming each. */
export async function auditScreen(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate(
    ({ selector, min }) => {
      const problems: string[] = [];
      /** Whether a box scrolling or clipping sideways holds the element (a row of chips that scrolls in itself). */
      const clippedSideways = (element: Element): boolean => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      const nameOf = (element: Element): string => {
        const label =
          element.getAttribute('aria-label') ??
          (element.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim();
        const text = label || (element as HTMLElement).innerText || element.getAttribute('title') || element.getAttribute('alt') || '';
        const name = text.replace(/\s+/g, ' ').trim().slice(0, 60);
        return `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/)[0]}` : ''} "${name}"`;
      };
      /**
       * The map's credit line ('Leaflet | © OpenStreetMap contributors'): small print the licence asks for, not a
       * way on. A text link in the app's own words is a target like any other ('My event tickets' was 150 x 19).
       */
      const mapCredit = (element: Element): boolean => element.tagName === 'A' && element.parentElement?.closest('.leaflet-control-attribution') != null;
      // The page's width as laid out (documentElement.clientWidth), not innerWidth: on a phone, content wider than
      // the screen widens the layout viewport to fit it (innerWidth read 343 at 320 px), so innerWidth never shows it.
      const scroller = document.scrollingElement ?? document.documentElement;
      const width = document.documentElement.clientWidth;
      if (scroller.scrollWidth > width) {
        // The element reaching furthest right, of those no scrolling row holds: what to fix.
        let widest: Element | undefined;
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          const right = element.getBoundingClientRect().right;
          if (right > width + 0.5 && right > (widest?.getBoundingClientRect().right ?? 0) && !clippedSideways(element)) widest = element;
        }
        problems.push(`scrolls sideways: ${scroller.scrollWidth} px wide in ${width}${widest ? ` (${nameOf(widest)} ends at ${Math.round(widest.getBoundingClientRect().right)})` : ''}`);
      }
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if (element.closest('[inert], [hidden]')) continue;
        // A native checkbox or radio is usually hidden inside its label: the label is what the thumb taps. A field
        // is its own target, or the bordered group it sits in with its prefix ('+91', '₹').
        const input = element instanceof HTMLInputElement ? element : null;
        const choice = input && (input.type === 'checkbox' || input.type === 'radio');
        const target: Element = choice ? (input.closest('label') ?? input.labels?.[0] ?? input) : (input?.closest('.input-group') ?? element);
        const style = getComputedStyle(target);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const box = target.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        // The skip link waits off screen until focused: not a target until then.
        if (box.right <= 0 || box.bottom <= 0) continue;
        if (mapCredit(target)) continue;
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          problems.push(`${nameOf(input ?? target)} is ${Math.round(box.width)} x ${Math.round(box.height)}`);
        }
      }
      return problems;
    },
    { selector: TARGETS, min: MIN_TARGET },
  );
  return [...new Set(found)].map((line) => `[${screen}] ${line}`);
}

/**
 * What keeps a sticky bottom action (checkout's 'Proceed to pay') from being whole and tappable where the diner
 * looks now: a part below or beside the screen as it shows (the visual viewport: a page wider than the phone
 * widens the layout viewport, and a bar stuck to its bottom then sits below the screen), or another element over
 * any of its corners or its middle. Empty when it is whole and uncovered.
 */
export async function barProblems(bar: Locator, where: string): Promise<string[]> {
  const found = await bar.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const view = window.visualViewport;
    const top = view?.offsetTop ?? 0;
    const left = view?.offsetLeft ?? 0;
    const height = view?.height ?? document.documentElement.clientHeight;
    const width = view?.width ?? document.documentElement.clientWidth;
    const problems: string[] = [];
    if (box.top < top - 0.5 || box.bottom > top + height + 0.5 || box.left < left - 0.5 || box.right > left + width + 0.5) {
      problems.push(`is out of view: ${Math.round(box.top)} to ${Math.round(box.bottom)} px on a screen showing ${Math.round(top)} to ${Math.round(top + height)}`);
    }
    // Its middle, its two ends and its top and bottom edges, each inside a pill's rounded shape.
    const inset = 3;
    const middle = box.top + box.height / 2;
    const centre = box.left + box.width / 2;
    for (const [x, y] of [
      [centre, middle],
      [box.left + Math.min(box.height / 2, box.width / 2), middle],
      [box.right - Math.min(box.height / 2, box.width / 2), middle],
      [centre, box.top + inset],
      [centre, box.bottom - inset],
    ] as const) {
      const over = document.elementFromPoint(x, y);
      if (over && over !== element && !element.contains(over)) {
        problems.push(`is covered at (${Math.round(x)}, ${Math.round(y)}) by ${over.tagName.toLowerCase()}.${String(over.className).split(' ')[0]}`);
        break;
      }
    }
    return problems;
  });
  const name = (await bar.textContent())?.trim() ?? 'the bar';
  return found.map((problem) => `[${where}] '${name}' ${problem}`);
}
