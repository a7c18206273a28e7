/**
 * The HTML shell in the reader's language: index.html marks the words it paints before any script runs
 * (`data-shell-text="area.key"`, e.g. home's order-type tabs), and a Hindi reader gets them in Hindi, so the first
 * paint is not English that React then replaces (nor a tab row that changes width). The language is the
 * device's choice (the cookie the app writes), else the browser's (Accept-Language): the app's own rule.
 * The shell as built (/index.html, and the copy the worker keeps for every reader of the device) stays as it is.
 */
import type { Message } from '../../src/i18n';
import { readerLocale } from './say';
import { escapeHtml } from './escapeHtml';
import { isBuiltShell, type ShellFiller } from './static';

const SHELL_TEXT = /(data-shell-text="(\w+)\.(\w+)"[^>]*>)[^<]*</g;

async function hindiOf(area: string): Promise<Record<string, Message>> {
  return ((await import(`../../src/i18n/hi/${area}.ts`)) as { default: Record<string, Message> }).default;
}

export const shellLanguage: ShellFiller = async (urlPath, html, request) => {
  if (isBuiltShell(urlPath) || readerLocale(request) !== 'hi') return html;
  const areas = new Map<string, Record<string, Message>>();
  for (const [, , area] of html.matchAll(SHELL_TEXT)) if (area && !areas.has(area)) areas.set(area, await hindiOf(area));
  return html
    .replace(/<html lang="[^"]*"/, '<html lang="hi-IN"')
    .replace(SHELL_TEXT, (whole, open: string, area: string, key: string) => {
      const text = areas.get(area)?.[key];
      return typeof text === 'string' ? `${open}${escapeHtml(text)}<` : whole;
    });
};
