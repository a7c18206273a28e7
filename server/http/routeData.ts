/**
 * The data a deep link's screen asks for first, inlined in its HTML: the app's client takes each answer once
 * instead of fetching it (src/api/inlined.ts), so the menu shows without a request after the code has run. A
 * `<link rel=preload as=fetch>` did that in Chromium only: Firefox did not reuse it (the app's fetch adds the
 * XSRF header) and WebKit never reuses a preload for fetch(), so both fetched the menu twice.
 *
 * Public data only: the HTML may be kept by a shared cache. Not for a navigation the app's worker makes (it says
 * so in WORKER_NAVIGATION_HEADER): under the worker the page asks for its data through it, which keeps a copy for a
 * visit without signal and revalidates it by ETag; and the worker's own copy of the shell (offline.html) is the
 * build's, never filled in, so no copy of old data is ever served as current.
 */
import { PATHS, UUID_PATTERN } from '../../src/api/endpoints';
import { inLanguage } from '../../src/api/inLanguage';
import { ROUTE_DATA_ID } from '../../src/api/inlined';
import { WORKER_NAVIGATION_HEADER } from '../../src/config/cache';
import { prepareAnswer } from './conditional';
import { outletPage } from './outletPage';
import type { ShellFiller } from './static';
import type { Deps } from './types';

/** API path → the envelope the API answers it with, as JSON text. */
type Answers = Record<string, string>;

/** Screen (URL pattern) → the answers its route loader asks for, under the paths the app asks them by. */
const ROUTE_DATA: Array<{ pattern: RegExp; answers: (deps: Deps, param: string, request: Request) => Promise<Answers | null> }> = [
  {
    pattern: /^\/restaurants\/([^/]+)\/?$/,
    answers: async (deps, param, request) => {
      // As the route reads its parameter (src/routes/restaurants/$restaurantUuid.tsx): an outlet's id, lower case.
      const uuid = param.toLowerCase();
      if (!UUID_PATTERN.test(uuid)) return null;
      // The same answers as the API's (the menu its route serves, the detail without ?lat&lng), read once with
      // the screen painted from them (outletShell.ts), in the language the shell is painted in, under the paths the
      // app asks in it.
      const { detail, menuAnswer, locale } = await outletPage(deps, uuid, request);
      return { [inLanguage(PATHS.restaurantDetail(uuid), locale)]: prepareAnswer(detail).body, [inLanguage(PATHS.menu(uuid), locale)]: menuAnswer.body };
    },
  },
];

/**
 * The answers as one JSON object in a data block, which no browser runs (so CSP's script-src has no say). `<` is
 * escaped as \u003c, which JSON reads back as `<`: no dish's name can close the block or open a comment.
 */
export const dataBlock = (answers: Answers): string =>
  `<script type="application/json" id="${ROUTE_DATA_ID}">{${Object.entries(answers)
    .map(([path, body]) => `${JSON.stringify(path)}:${body}`)
    .join(',')
    .replace(/</g, '\\u003c')}}</script>`;

/** Last in the HTML, after what is painted: the app reads it once its code runs, after the document is parsed. */
export function routeData(deps: Deps): ShellFiller {
  return async (urlPath, html, request) => {
    if (request.headers.has(WORKER_NAVIGATION_HEADER)) return html;
    for (const { pattern, answers } of ROUTE_DATA) {
      const param = pattern.exec(urlPath)?.[1];
      if (param === undefined) continue;
      // An outlet that is not there (or a database that failed): nothing inlined, the app asks for itself.
      const found = await answers(deps, param, request).catch(() => null);
      return found ? html.replace('</body>', `${dataBlock(found)}</body>`) : html;
    }
    return html;
  };
}
