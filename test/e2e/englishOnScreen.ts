/**
 * What a Hindi screen still says in English (issue 24): every visible text and every text read aloud (an
 * accessible name, a placeholder, a title, an image's alt, the document's title, an input's value, a select's
 * options) that still has a Latin word once the names allowed are taken out. Content the page declares English
 * (lang="en…") is the chain's, not the app's.
 *
 * A word the chain uses as a name ('Size', 'Hot', 'Starters' name a choice group, a choice, a menu section) is
 * allowed only where that name is shown: in a text made of names only ('Starters · Veg Starters'), or in a text of
 * the item that shows the name whole (the dish's card, the dialog, the list row, the fieldset). An app label that merely says 'Size' elsewhere still
 * counts as English. Proper names (outlets, dishes, events) are allowed anywhere, through the allow-list.
 */
import type { Page } from '@playwright/test';

/** One text on the page, with the chain's item names its item shows (the only such names allowed inside it). */
export interface ScreenText {
  text: string;
  names: string[];
}

/** Visible texts and read texts, whole, as the page has them now, outside content declared English. */
export async function textsOn(page: Page, itemNames: readonly string[]): Promise<ScreenText[]> {
  return page.evaluate((serverNames) => {
    const nameSet = new Set(serverNames.map((name) => name.trim()));
    // Content marked English inside the page; the page's own language (html lang) is never a reason to skip.
    const english = (element: Element) => /^en\b/.test(element.closest('body [lang]')?.getAttribute('lang') ?? '');
    // Hidden from assistive technology: its attributes are never read aloud, but its visible text is still seen.
    const unread = (element: Element) => english(element) || !!element.closest('[aria-hidden="true"]');
    const ITEM = 'article, li, tr, fieldset, label, dialog, [role="dialog"], [role="listitem"], [role="option"], [role="radio"], [data-testid="menu-item"]';
    const shownIn = new Map<Element, string[]>();
    /** The server's names shown whole as a text of the item around the element (or of the element itself). */
    const namesAround = (element: Element): string[] => {
      const item = element.closest(ITEM) ?? element;
      let found = shownIn.get(item);
      if (!found) {
        const shown = new Set<string>();
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          if (nameSet.has(text)) shown.add(text);
        }
        for (const option of item.querySelectorAll('option')) if (nameSet.has(option.text.trim())) shown.add(option.text.trim());
        found = [...shown];
        shownIn.set(item, found);
      }
      return found;
    };
    const wholeName = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
    const longestFirst = [...nameSet].sort((a, b) => b.length - a.length);
    /** The names a text is made of, when it is made of nothing else ('Starters · Veg Starters'); else none. */
    const namesOnly = (text: string): string[] => {
      let rest = text;
      const found: string[] = [];
      for (const name of longestFirst) {
        const next = rest.replace(wholeName(name), ' ');
        if (next !== rest) found.push(name);
        rest = next;
      }
      return /[A-Za-z]/.test(rest) ? [] : found;
    };
    const texts: Array<{ text: string; names: string[] }> = [{ text: document.title, names: [] }];
    const add = (text: string | null | undefined, element: Element) => {
      const trimmed = text?.trim();
      if (!trimmed) return;
      const made = namesOnly(trimmed);
      texts.push({ text: trimmed, names: made.length > 0 ? made : namesAround(element) });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.tagName !== 'OPTION' && parent.checkVisibility() && !english(parent)) add(node.textContent, parent);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-description]')) {
      if (unread(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) add(element.getAttribute(name), element);
    }
    // What a field shows: its value (a text typed or filled in by the app, a button's caption), a select's options.
    for (const field of document.querySelectorAll('input:not([type="hidden"]):not([type="password"]), textarea')) {
      if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'range', 'color', 'file'].includes(field.type)) continue;
      if (!unread(field) && field.checkVisibility()) add((field as HTMLInputElement | HTMLTextAreaElement).value, field);
    }
    for (const select of document.querySelectorAll('select')) {
      if (unread(select) || !select.checkVisibility()) continue;
      for (const option of select.options) add(option.text, select);
    }
    return texts;
  }, [...itemNames]);
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWords = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, 'gu');

/**
 * The texts with a Latin word left once the names its item shows and every allowed word or pattern are taken out.
 * A name goes only as whole words ('Large' leaves 'Larger' alone), longest first ('Gold Leaf — Patiala' whole).
 */
export function englishIn(texts: readonly ScreenText[], allowed: readonly (string | RegExp)[]): string[] {
  const patterns = allowed.map((allow) => (typeof allow === 'string' ? wholeWords(allow) : allow));
  const english = new Set<string>();
  for (const { text, names } of texts) {
    let rest = text;
    for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.replace(wholeWords(name), ' ');
    for (const pattern of patterns) rest = rest.replace(pattern, ' ');
    if (/[A-Za-z]{2,}/.test(rest)) english.add(text);
  }
  return [...english];
}
