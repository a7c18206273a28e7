/** The build-time environment, read and checked once. Every value is optional; defaults run the demo. */
const env = import.meta.env;

function optional(name: string): string | undefined {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Where the API lives. Default: the same origin that served the app. */
export const API_ORIGIN = (optional('VITE_API_ORIGIN') ?? '').replace(/\/$/, '');

/**
 * The payment provider's origin. A payment redirect is followed only to the app's own origin (the reference
 * server's test page, /pay/<txn>) or this one. An unusable value is reported and ignored: a payment sent to
 * another host then stops with an error instead of going anywhere.
 */
export const PAYMENT_PROVIDER_ORIGIN: string | undefined = originOf('VITE_PAYMENT_PROVIDER_ORIGIN');

function originOf(name: string): string | undefined {
  const value = optional(name);
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // reported below
  }
  console.error(`${name} must be an http(s) origin such as https://pay.example.com, got "${value}"; ignored`);
  return undefined;
}

/**
 * The live-chat widget's script (SPEC 1), loaded when Chat With Us is tapped; without it that item opens
 * /contact-us. Its origin is allowed by the Content-Security-Policy only when set, and the build refuses a
 * value that is neither an absolute URL nor a path (config/csp.ts).
 */
export const LIVE_CHAT_SCRIPT_URL: string | undefined = optional('VITE_LIVE_CHAT_SCRIPT_URL');

/** The Facebook app for 'Continue with Facebook'; the button is absent without it (SPEC 3 login form). */
export const FACEBOOK_APP_ID: string | undefined = optional('VITE_FACEBOOK_APP_ID');

/** The build's version; compared with the version cookie on start (SPEC 4, version check). */
export const APP_VERSION: string = __APP_VERSION__;

export const BRAND_NAME = 'Gold Leaf';
