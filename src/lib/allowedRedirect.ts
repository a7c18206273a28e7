/**
 * Where a navigation the server asked for may go. The URL is resolved against the page (a path such as
 * /pay/<txn> stays on this origin) and followed only when it lands on one of `allowedOrigins` over http(s):
 * javascript:, data:, another host and a protocol-relative //host are refused. Returns the parsed href to
 * navigate to (never the raw text, so what was checked is what is followed), or null.
 */
export function allowedRedirect(url: string, pageOrigin: string, allowedOrigins: ReadonlyArray<string | undefined>): string | null {
  let target: URL;
  try {
    target = new URL(url, pageOrigin);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  return allowedOrigins.includes(target.origin) ? target.href : null;
}
