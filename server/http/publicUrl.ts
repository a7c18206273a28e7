/**
 * PUBLIC_URL: this server as people reach it from outside (`https://order.example.com`), for the links it sends out
 * of band: Razorpay's return, and (issue 37) the rider's sign-in link by SMS. Unset (the demo), a rider's link opens
 * where the outlet's board reached this server, which behind a proxy may be an inside address: set it there.
 */
export function publicUrlFromEnv(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new Error(`PUBLIC_URL must be an http(s) URL, got "${url}"`);
  return url.replace(/\/+$/, '');
}

/** Where a link the server sends should open: PUBLIC_URL when set, else the origin the request came to. */
export const linkOrigin = (publicUrl: string | null, requestUrl: string): string => publicUrl ?? new URL(requestUrl).origin;
