/**
 * What a table's QR code holds (issue 34): the app's address with the table's code in the query, and its secret in
 * the fragment (#k=...), which browsers never send to a server: no server, proxy or cache on the way logs it. The
 * app reads it and takes it out of the address bar (src/features/dine-in/openTable.ts).
 */
export const tableQrUrl = (origin: string, code: string, secret: string): string =>
  `${origin}/?table=${encodeURIComponent(code)}#k=${encodeURIComponent(secret)}`;

/** The secret in a fragment ('#k=...' or 'k=...'); null without one. */
export function secretFromFragment(fragment: string): string | null {
  const key = new URLSearchParams(fragment.replace(/^#/, '')).get('k');
  return key ? key : null;
}
