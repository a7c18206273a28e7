/**
 * The native-shell audit (issue 35): on the screen as it stands, every visible tap target is at least 44 x 44 CSS
 * px and nothing scrolls sideways. Each offender is named by its accessible name, its size and the screen, so a
 * failure says what to fix. Sizes are the elements' own boxes (getBoundingClientRect): the app makes hit areas
 * real boxes (padding, min-height), never an invisible pseudo-element the measure could not see.
 */
import type { Page } from '@playwright/test';

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
].join(',');

/** Every tap target under 44 x 44 on the screen now, and a sideways scroll if any, as lines naming each. */
export async function auditScreen(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate(
    ({ selector, min }) => {
      const problems: string[] = [];
      const scroller = document.scrollingElement ?? document.documentElement;
      if (scroller.scrollWidth > window.innerWidth) {
        problems.push(`scrolls sideways: ${scroller.scrollWidth} px wide in ${window.innerWidth}`);
      }
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
       * WCAG 2.5.8's inline exception, narrowly: a link that runs inside a sentence (an inline <a> in a paragraph
       * with other words around it), whose size is set by the line of text.
       */
      const inlineInProse = (element: Element): boolean => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        // The map's credit line ('Leaflet | © OpenStreetMap contributors'): a sentence of small print by licence.
        if (element.parentElement?.closest('.leaflet-control-attribution')) return true;
        const paragraph = element.parentElement?.closest('p');
        if (!paragraph) return false;
        const own = (element.textContent ?? '').trim().length;
        return (paragraph.textContent ?? '').trim().length > own + 10;
      };
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if (element.closest('[inert], [hidden]')) continue;
        // A native checkbox or radio is usually hidden inside its label: the label is what the thumb taps.
        const input = element instanceof HTMLInputElement ? element : null;
        const target: Element = input ? (input.closest('label') ?? input.labels?.[0] ?? input) : element;
        const style = getComputedStyle(target);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const box = target.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        // The skip link waits off screen until focused: not a target until then.
        if (box.right <= 0 || box.bottom <= 0) continue;
        if (inlineInProse(target)) continue;
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
