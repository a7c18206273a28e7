/**
 * Security headers for the app's HTML. The Content-Security-Policy is the one the build wrote into the page
 * (see vite.config.ts and src/config/csp.ts): the server repeats it as a header, because only a header can add
 * frame-ancestors, and takes it from the page because only the build knows which hosts it was built for.
 */
import { FRAME_ANCESTORS, contentSecurityPolicy } from '../../src/config/csp';

/** The exact form the build writes (Vite serialises the plugin's attributes in this order, double-quoted). */
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/i;
/** Vite HTML-escapes attribute values ('self' is written &#39;self&#39;): these are the five it escapes. */
const ENTITIES: Record<string, string> = { '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeHtml = (text: string) => text.replace(/&(#39|quot|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
/** For HTML the build did not write (no <meta>): the policy of a build with no settings. */
const DEFAULT_POLICY = contentSecurityPolicy({});

/** Camera for the table QR scanner and location for the nearest outlet, both only for the app itself. */
const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()';

export function htmlSecurityHeaders(html: string): Record<string, string> {
  const written = CSP_META.exec(html)?.[1];
  const policy = written === undefined ? DEFAULT_POLICY : unescapeHtml(written);
  return {
    'Content-Security-Policy': `${policy}; ${FRAME_ANCESTORS}`,
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
