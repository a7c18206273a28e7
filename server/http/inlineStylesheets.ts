/**
 * A page's stylesheets inlined in its <head> (an outlet's menu, server/http/outletShell.ts, and home, homeStylesheets
 * below): linked, the app's stylesheet and the screen's were requests the first paint waited for.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from './escapeHtml';
import type { ShellFiller } from './static';

/** A built stylesheet's path in the HTML: a hashed name, whose text never changes. */
const BUILT_STYLESHEET = /^\/assets\/[\w.~-]+\.css$/;

/**
 * The page's stylesheets, the app's and the screen's, as one <style> in <head>: the dishes need them to be laid
 * out, and linked they were two requests the first paint waited for (Lighthouse's slow 4G: about 350 ms). The
 * app's link and the screen's preload go (their rules are all here). The <style> names the files it holds
 * (data-stylesheets), so the app never links them again over it: a preload kept was a request that nothing used,
 * beside the first view's scripts. A stylesheet that cannot be read leaves all of them linked in <head>, blocking.
 */
export function inlineStylesheets(staticDir: string): (html: string) => Promise<string> {
  const texts = new Map<string, Promise<string | null>>();
  const read = (href: string) => {
    let text = texts.get(href);
    if (!text) {
      // A file not there yet (a deploy under way) is asked for again next time; one read is kept.
      text = BUILT_STYLESHEET.test(href)
        ? readFile(join(staticDir, href), 'utf8').catch(() => {
            texts.delete(href);
            return null;
          })
        : Promise.resolve(null);
      texts.set(href, text);
    }
    return text;
  };
  return async (html) => {
    const app = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(html.slice(html.indexOf('<body')));
    const screen = [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)];
    const hrefs = [...(app ? [app[1] ?? ''] : []), ...screen.map(([, href]) => href ?? '')];
    // A page that links no stylesheet is served as it is.
    if (hrefs.length === 0) return html;
    // The page without its links to them: they come back in <head>, inlined or linked.
    let page = app ? html.replace(app[0], '') : html;
    for (const [link] of screen) page = page.replace(link, '');
    const css = await Promise.all(hrefs.map(read));
    if (css.some((text) => text === null || text.includes('</'))) {
      // One cannot be read (or would close the <style>): all linked in <head>, blocking, as before inlining.
      return page.replace('</head>', `${hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('')}</head>`);
    }
    // Named, so the app's helper that links a lazy screen's stylesheets (src/app/screenStylesheets.ts) knows them as
    // applied: linked again after this <style>, the app's stylesheet re-ordered the cascade over the menu's rules.
    return page.replace('</head>', `<style data-stylesheets="${escapeHtml(hrefs.join(' '))}">${css.join('\n')}</style></head>`);
  };
}

/**
 * Home's first paint (the banner, the order types, the outlets' skeleton) with the app's and home's stylesheets in
 * its <head>, as an outlet's menu has them: linked at the end of <body>, the app's stylesheet still held the first
 * paint back (Lighthouse: 'Eliminate render-blocking resources', 150 ms on a slow 4G).
 */
export function homeStylesheets(staticDir: string): ShellFiller {
  const withStylesheets = inlineStylesheets(staticDir);
  return (urlPath, html) => (urlPath === '/' ? withStylesheets(html) : Promise.resolve(html));
}
