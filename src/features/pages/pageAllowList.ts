/** What an info page's HTML may contain (sanitizeHtml.ts applies it; kept apart so tests read it without a DOM). */

/** Text structure only: no SVG or MathML (they carry their own script vectors), no forms, frames or media. */
export const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6',
  'p', 'br', 'hr', 'blockquote',
  'ul', 'ol', 'li',
  'a', 'strong', 'em', 'b', 'i',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'img', 'figure', 'figcaption',
];

/** No style, no on*, no data-*: what a text needs, and what the hooks below set themselves. */
export const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'scope', 'colspan', 'rowspan', 'target', 'rel', 'loading', 'decoding'];

/**
 * http(s), mailto: and tel: URLs, and paths on this site ('/media/…', '/restaurants'); not '//host' (another
 * site without a scheme), and never javascript:, data: or vbscript:.
 */
export const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** Allowed attributes that never hold a URL (numbers, table scope, text). */
export const URI_SAFE_ATTR = ['alt', 'title', 'width', 'height', 'scope', 'colspan', 'rowspan'];
