/**
 * Serves the built app (SPA fallback to index.html) and the server's own media. Cache rules follow the
 * service-worker lessons of the GUIDE: hashed /assets/ files are immutable; the files that decide which
 * version runs (index.html, sw.js, the manifest, version files) must always be revalidated.
 */
import { OFFLINE_SHELL, WORKER_NAVIGATION_HEADER } from '../../src/config/cache';
import { createHash } from 'node:crypto';
import { stat, readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { htmlSecurityHeaders } from './securityHeaders';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Media names are not content-hashed, so a month rather than forever. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000';
const ALWAYS_REVALIDATE = new Set(['index.html', OFFLINE_SHELL, 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/**
 * The shell exactly as built, the same for every reader: /index.html, and its copy the worker precaches to open the
 * app without signal (OFFLINE_SHELL). Never filled in for a screen or a language: the Cache API would match a copy
 * stored with Vary only for requests with the same headers, so the offline fallback would find nothing.
 */
export const isBuiltShell = (urlPath: string): boolean => urlPath === '/index.html' || urlPath === `/${OFFLINE_SHELL}`;

export function cacheControlFor(urlPath: string): string {
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  if (ALWAYS_REVALIDATE.has(name) || name.startsWith('version')) return REVALIDATE;
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/outlet/assets/') || urlPath.startsWith('/rider/assets/') || urlPath.startsWith('/admin/assets/')) return IMMUTABLE;
  // Anything else in the build (icons, robots.txt) is unhashed: cache briefly, then revalidate.
  return 'public, max-age=3600';
}

const contentTypeOf = (file: string) => CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

/** The file under root for a URL path, or null when the path escapes root or names no regular file. */
async function resolveFile(root: string, urlPath: string): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  const path = normalize(join(root, urlPath));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
}

/** Fills in the app shell of one path before it is sent (home's first banner, the reader's language). */
export type ShellFiller = (urlPath: string, html: string, request: Request) => Promise<string>;
const asBuilt: ShellFiller = (_urlPath, html) => Promise.resolve(html);
/** One filler that applies each in turn. */
export const fillInTurn =
  (...fillers: ShellFiller[]): ShellFiller =>
  async (urlPath, html, request) => {
    let filled = html;
    for (const fill of fillers) filled = await fill(urlPath, filled, request);
    return filled;
  };

type FoundFile = { path: string; size: number; mtimeMs: number };

function respond(c: Context, body: Uint8Array<ArrayBuffer> | string, etag: string, headers: Record<string, string>): Response {
  Object.assign(headers, { ETag: etag, 'X-Content-Type-Options': 'nosniff' });
  if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}

/** Whether Accept-Encoding takes Brotli ('br', not 'br;q=0'). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return coding === 'br' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

async function sendFile(c: Context, file: FoundFile, cacheControl: string, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = { 'Content-Type': contentTypeOf(file.path), 'Cache-Control': cacheControl, ...extraHeaders };
  // The build's Brotli copy of a script or stylesheet (vite.config.ts, brotliAssets); else the compress middleware gzips.
  if (/\.(js|css)$/.test(file.path) && acceptsBrotli(c.req.header('Accept-Encoding'))) {
    const brotli = await readFile(`${file.path}.br`).catch(() => null);
    if (brotli) return respond(c, brotli, etag.replace(/"$/, '-br"'), { ...headers, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
  }
  return respond(c, await readFile(file.path), etag, headers);
}

/** HTML: its headers come from the policy the build wrote into it; its ETag from what is sent, shell filled in. */
async function sendHtml(c: Context, file: FoundFile, cacheControl: string, urlPath: string, fill: ShellFiller): Promise<Response> {
  const html = await fill(urlPath, await readFile(file.path, 'utf8'), c.req.raw);
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  // The shell's words follow the reader's language (shellLanguage.ts): a cache keeps one copy per language. Not
  // the shell as built (isBuiltShell), the same for everyone. A deep link's data is left out of what the app's worker
  // asks for (routeData.ts): a copy for one must not answer the other.
  const vary: Record<string, string> = isBuiltShell(urlPath) ? {} : { Vary: `Cookie, Accept-Language, ${WORKER_NAVIGATION_HEADER}` };
  return respond(c, html, etag, { 'Content-Type': CONTENT_TYPES['.html'] ?? 'text/html', 'Cache-Control': cacheControl, ...vary, ...htmlSecurityHeaders(html) });
}

function decodedPath(c: Context): string | null {
  try {
    return decodeURIComponent(c.req.path);
  } catch {
    return null;
  }
}

/**
 * GET handler for the app shell: files, else index.html for extension-less paths (client-side routes). A page of its
 * own (the console at /admin) names its own index instead.
 */
export function serveApp(staticDir: string | undefined, fill: ShellFiller = asBuilt, index = '/index.html') {
  return async (c: Context): Promise<Response> => {
    if (!staticDir || !(await isDirectory(staticDir))) {
      return c.text('App not built: run npm run build', 503);
    }
    const urlPath = decodedPath(c);
    if (urlPath === null || urlPath.includes('\0')) return c.text('Bad request', 400);
    // Source maps give away the source; the build makes none, and one deployed by mistake stays private.
    if (extname(urlPath).toLowerCase() === '.map') return c.text('Not found', 404);
    const file = urlPath.endsWith('/') ? await resolveFile(staticDir, `${urlPath}index.html`) : await resolveFile(staticDir, urlPath);
    if (file) {
      const cacheControl = cacheControlFor(file.path.endsWith('index.html') ? '/index.html' : urlPath);
      return contentTypeOf(file.path).startsWith('text/html') ? sendHtml(c, file, cacheControl, urlPath, fill) : sendFile(c, file, cacheControl);
    }
    if (extname(urlPath) === '') {
      const shell = await resolveFile(staticDir, index);
      if (shell) return sendHtml(c, shell, REVALIDATE, urlPath, fill);
    }
    return c.text('Not found', 404);
  };
}

/** A picture opened on its own (an SVG can hold script and links): its own styles, nothing else, in a sandbox. */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET handler for /media/<file>: banner, outlet and avatar images shipped with the server. */

export function serveMedia(mediaDir: string) {
  return async (c: Context): Promise<Response> => {
    const urlPath = decodedPath(c);
    const file = urlPath === null ? null : await resolveFile(mediaDir, urlPath.slice('/media'.length));
    return file ? sendFile(c, file, MEDIA_CACHE_CONTROL, { 'Content-Security-Policy': MEDIA_CSP }) : c.text('Not found', 404);
  };
}
