/**
 * Server HTML for the info pages goes through DOMPurify with an allow-list before it reaches the DOM: a page an
 * editor (or an attacker with the editor's password) wrote can format text, link and show pictures, but can
 * never run a script, style the app, frame or submit anything, or open a link that keeps a handle on the app.
 */
import DOMPurify from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI, URI_SAFE_ATTR } from './pageAllowList';

const purifier = DOMPurify(window);

/** The link's origin; an address the URL parser refuses counts as another site (opened safely, in a new tab). */
function originOf(href: string): string | null {
  try {
    return new URL(href, window.location.href).origin;
  } catch {
    return null;
  }
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (href && /^https?:/i.test(href) && originOf(href) !== window.location.origin) {
      // Another site opens in its own tab, with no handle back to this one and no referrer.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

/** The page's HTML as a fragment to insert (a fragment, not a string, so nothing is parsed a second time). */
export function sanitizePageHtml(html: string): DocumentFragment {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    // DOMPurify checks every attribute value not marked URI-safe against the URL rule: these hold no URLs.
    ADD_URI_SAFE_ATTR: URI_SAFE_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // The content of a removed <script>, <style> or <template> goes with it; only harmless text stays.
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
}
