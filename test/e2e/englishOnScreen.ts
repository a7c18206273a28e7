/**
 * What a Hindi screen still says in English (issue 24): every visible text and every text read aloud (an
 * accessible name, a placeholder, a title, an image's alt, the document's title) that still has a Latin word once
 * the names allowed are taken out. Content the page declares English (lang="en…") is the chain's, not the app's.
 */
import type { Page } from '@playwright/test';

/** Visible texts and read attributes, whole, as the page has them now, outside content declared English. */
export async function textsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Content marked English inside the page; the page's own language (html lang) is never a reason to skip.
    const skipped = (element: Element) => !!element.closest('[aria-hidden="true"]') || /^en\b/.test(element.closest('body [lang]')?.getAttribute('lang') ?? '');
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text && node.parentElement?.checkVisibility() && !skipped(node.parentElement)) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-description]')) {
      if (skipped(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The texts with a Latin word left once every allowed name or pattern is taken out. A name goes only as whole
 * words ('Large' leaves 'Larger' alone), so a label of the app's that merely contains a name still counts.
 */
export function englishIn(texts: readonly string[], allowed: readonly (string | RegExp)[]): string[] {
  const patterns = allowed.map((allow) => (typeof allow === 'string' ? new RegExp(`(?<![\\p{L}\\p{N}])${escaped(allow)}(?![\\p{L}\\p{N}])`, 'gu') : allow));
  const english = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const pattern of patterns) rest = rest.replace(pattern, ' ');
    if (/[A-Za-z]{2,}/.test(rest)) english.add(text);
  }
  return [...english];
}
