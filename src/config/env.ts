/** The build-time environment, read and checked once. Every value is optional; defaults run the demo. */
const env = import.meta.env;

function optional(name: string): string | undefined {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Where the API lives. Default: the same origin that served the app. */
export const API_ORIGIN = (optional('VITE_API_ORIGIN') ?? '').replace(/\/$/, '');

/** The build's version; compared with the version cookie on start (SPEC 4, version check). */
export const APP_VERSION: string = __APP_VERSION__;

export const BRAND_NAME = 'Gold Leaf';
