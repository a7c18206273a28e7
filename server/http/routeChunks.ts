/**
 * Which built files each screen needs, so the server can name them in the HTML of a deep link: the browser then
 * fetches a screen's code beside the app's own instead of after it (one round trip less on a weak network).
 * The build writes the list (vite.config.ts) from the router's file routes (src/routes), split per screen.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from './escapeHtml';
import type { ShellFiller } from './static';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** URL pattern → the screen's files (scripts and stylesheets, paths from the build's root). */
export type RouteChunks = Record<string, string[]>;

/**
 * The URL pattern of a file route, as TanStack Router reads file names: '.' and '/' separate segments, a
 * segment starting with '_' is a layout without a path, 'index' is the folder's own page, '$x' a parameter.
 */
export function routePattern(routeFile: string): string {
  const segments = routeFile
    .replace(/\.tsx?$/, '')
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern.split('/').map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^{}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

/** The files of the screen at urlPath; a fixed path wins over a pattern with parameters. */
export function filesFor(chunks: RouteChunks, urlPath: string): string[] {
  const exact = chunks[urlPath] ?? chunks[urlPath.replace(/\/$/, '')];
  if (exact) return exact;
  const match = Object.keys(chunks).find((pattern) => pattern.includes('$') && patternRegExp(pattern).test(urlPath));
  return match ? (chunks[match] ?? []) : [];
}

/**
 * Names the screen's files in <head>: scripts as modulepreload, stylesheets as preload. What the page already
 * links (the app's own chunks) is left out. The list is read again when a deploy replaces it; without one (an
 * older build) the HTML is left as built.
 */
export function routePreloads(staticDir: string): ShellFiller {
  const file = join(staticDir, ROUTE_CHUNKS_FILE);
  let cached: { mtimeMs: number; chunks: RouteChunks } = { mtimeMs: -1, chunks: {} };
  const current = async (): Promise<RouteChunks> => {
    const mtimeMs = (await stat(file).catch(() => null))?.mtimeMs ?? 0;
    if (mtimeMs !== cached.mtimeMs) {
      const chunks = mtimeMs ? await readFile(file, 'utf8').then((text) => JSON.parse(text) as RouteChunks).catch(() => ({})) : {};
      cached = { mtimeMs, chunks };
    }
    return cached.chunks;
  };
  return async (urlPath, html) => {
    const links = filesFor(await current(), urlPath)
      .map((name) => `/${name}`)
      .filter((href) => !html.includes(`"${href}"`))
      .map((href) =>
        href.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`
          : `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
      );
    return links.length ? html.replace('</head>', `${links.join('')}</head>`) : html;
  };
}
