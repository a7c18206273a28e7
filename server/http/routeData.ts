/**
 * The data a deep link's screen asks for first, named in its HTML: the browser fetches it beside the app's code
 * instead of after the code has run (on 4G, a round trip and the server's time off the first paint of the menu).
 * The app's own fetch of the same address then takes the preloaded answer. Public data only: what is per user
 * never goes into HTML that a shared cache may keep.
 */
import { API_BASE_PATH, PATHS, UUID_PATTERN } from '../../src/api/endpoints';
import type { ShellFiller } from './static';

/** Screen (URL pattern) → the API addresses its route loader fetches, in the app's own spelling. */
const ROUTE_DATA: Array<{ pattern: RegExp; paths: (param: string) => string[] }> = [
  {
    pattern: /^\/restaurants\/([^/]+)\/?$/,
    // As the route reads its parameter (src/routes/restaurants/$restaurantUuid.tsx): an outlet's id, lower case.
    paths: (uuid) => (UUID_PATTERN.test(uuid) ? [PATHS.restaurantDetail(uuid.toLowerCase()), PATHS.menu(uuid.toLowerCase())] : []),
  },
];

/** `crossorigin` (anonymous) matches the app's fetch, same-origin credentials, so the browser reuses the answer. */
export const routeData: ShellFiller = (urlPath, html) => {
  for (const { pattern, paths } of ROUTE_DATA) {
    const param = pattern.exec(urlPath)?.[1];
    if (param === undefined) continue;
    const links = paths(param).map((path) => `<link rel="preload" as="fetch" crossorigin href="${API_BASE_PATH}${path}">`);
    return Promise.resolve(html.replace('</head>', `${links.join('')}</head>`));
  }
  return Promise.resolve(html);
};
