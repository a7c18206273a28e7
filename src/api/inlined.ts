/**
 * A deep link's first answers, inlined by the server into its HTML (server/http/routeData.ts) so that the first
 * view needs no request of its own: every engine reads a data block, while a `<link rel=preload as=fetch>` was
 * reused by Chromium only (Firefox refused it for the XSRF header, WebKit never reuses one for fetch()).
 * Each answer is taken once, by the client's first GET of that exact path; later reads go to the network and
 * the worker as any other.
 */

/** The `<script type="application/json">` that carries them: envelope answers keyed by API path. */
export const ROUTE_DATA_ID = 'route-data';

let answers: Record<string, unknown> | undefined;

export function takeInlined(path: string): unknown {
  if (!answers) {
    // No document where the client runs without a page (its tests in Node).
    const block = typeof document === 'undefined' ? null : document.getElementById(ROUTE_DATA_ID);
    block?.remove();
    try {
      answers = JSON.parse(block?.textContent ?? '{}') as Record<string, unknown>;
    } catch {
      answers = {};
    }
  }
  const answer = answers[path];
  delete answers[path];
  return answer;
}
