/**
 * What a lazy screen's import waits for before its code runs: its stylesheets (vite.config.ts, screenStylesheets,
 * puts this in place of Vite's own helper). With modulePreload off, Vite's helper only ever links stylesheets, but
 * carries the script preloading, CSP nonces and relative bases this app does not use: 0.45 KB gzip of the entry,
 * which every first view pays. This one does what the app needs: each stylesheet linked once (one the page already
 * links or inlines, or one linked by an earlier import, is not linked again), the screen's code run once they have loaded,
 * and a stylesheet that fails to load fails the import with Vite's words, which src/features/pwa/chunkReload.ts
 * knows (a deploy replaced it: reload once).
 */
const linking = new Map<string, Promise<void>>();

/**
 * Whether the page already applies the stylesheet: linked, or inlined by the server under its name (an outlet's
 * page, server/http/outletShell.ts). Linked again, it would come after the page's other rules and re-order the cascade.
 */
function isApplied(href: string): boolean {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href);
  const inlined = [...document.querySelectorAll<HTMLStyleElement>('style[data-stylesheets]')].flatMap((style) =>
    (style.dataset.stylesheets ?? '').split(' ').map((path) => new URL(path, location.href).href),
  );
  return [...linked, ...inlined].includes(href);
}

function linkStylesheet(path: string): Promise<void> {
  const href = new URL(`/${path}`, location.href).href;
  let loaded = linking.get(href);
  if (!loaded) {
    loaded = isApplied(href)
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          // As the server's preload of it asks (server/http/routeChunks.ts) and Vite's own links do: a link in
          // another credentials mode does not use the preload, and the stylesheet came down twice.
          link.crossOrigin = '';
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => {
            // Asked again on the next import (a deploy under way, or the signal back).
            linking.delete(href);
            link.remove();
            reject(new Error(`Unable to preload CSS for ${href}`));
          };
          document.head.appendChild(link);
        });
    linking.set(href, loaded);
  }
  return loaded;
}

/** Vite's name: the build calls it around each lazy import, with the stylesheets that import needs. */
export function __vitePreload<T>(load: () => Promise<T>, stylesheets?: string[]): Promise<T> {
  return stylesheets?.length ? Promise.all(stylesheets.map(linkStylesheet)).then(load) : load();
}
