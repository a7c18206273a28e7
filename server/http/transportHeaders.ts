/**
 * Headers every answer carries, whoever made it (the API, a page, a file, a plain-text error, /geocode):
 * nosniff, so no answer is ever read as another type than it says; and HSTS once the site is served over HTTPS.
 */
import type { MiddlewareHandler } from 'hono';

/** A year, the usual value for a site that is only ever reached over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * servedOverHttps: the operator says every visitor comes over HTTPS (a TLS proxy in front, SERVED_OVER_HTTPS=1).
 * Without it, only a request that reached this server over TLS itself gets HSTS: a forwarded-protocol header is
 * not trusted, as anyone can send one.
 */
export function transportHeaders(options: { servedOverHttps: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('X-Content-Type-Options')) c.header('X-Content-Type-Options', 'nosniff');
    if (options.servedOverHttps || new URL(c.req.url).protocol === 'https:') c.header('Strict-Transport-Security', HSTS);
  };
}
