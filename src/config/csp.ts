/**
 * The app's Content-Security-Policy, built from the build-time environment: the one place that says which
 * hosts the app may talk to. Pure (no import.meta.env), so vite.config.ts runs it in Node at build time.
 *
 * How it reaches the browser: the build writes it into index.html as a <meta http-equiv>, so any static host
 * enforces it, and server/http/securityHeaders.ts copies that same policy into a real header, adding
 * frame-ancestors (which a <meta> policy cannot carry). The policy travels inside the build it was made
 * for, so the server never has to know the build's environment.
 */

/** Leaflet's tile template when VITE_MAP_TILE_URL is unset; the map and the policy both read it here. */
export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Only a header can forbid framing (clickjacking); a <meta> policy ignores this directive. */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * Facebook sign-in (only when VITE_FACEBOOK_APP_ID is set): the SDK script, the frames it opens for the login
 * status and dialog, and the Graph calls it makes.
 */
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
const FACEBOOK_SCRIPT_HOSTS = ['https://connect.facebook.net'];
const FACEBOOK_FRAME_HOSTS = ['https://www.facebook.com', 'https://web.facebook.com'];
const FACEBOOK_CONNECT_HOSTS = ['https://graph.facebook.com', 'https://www.facebook.com'];

/** What Firebase's web SDK calls to get and refresh a push token (installations, FCM registration). */
const FIREBASE_HOSTS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com', 'https://fcm.googleapis.com'];

export type BuildEnv = Record<string, unknown>;

function setting(env: BuildEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The origin of an absolute URL setting; undefined when unset or a same-origin path ('self' covers it). */
function originOf(env: BuildEnv, name: string): string | undefined {
  const value = setting(env, name);
  if (value === undefined || (value.startsWith('/') && !value.startsWith('//'))) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL or a path, got "${value}"`);
  }
}

/**
 * The source for map tiles. Leaflet fills placeholders such as {s} in the host (a.tile..., b.tile...); CSP's
 * only wildcard is a whole leftmost label, so a placeholder anywhere else in the host is refused at build.
 */
function tileSource(template: string): string | undefined {
  if (template.startsWith('/') && !template.startsWith('//')) return undefined;
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template);
  const host = match?.[2]?.split('.').map((label, i) => (!label.includes('{') ? label : i === 0 ? '*' : null));
  if (!match || !host || host.includes(null)) {
    throw new Error(`VITE_MAP_TILE_URL must be an http(s) URL template with placeholders only in the first host label, got "${template}"`);
  }
  return `${match[1]}//${host.join('.')}`;
}

/** The policy for a build with this environment (Vite's `config.env`), without frame-ancestors. */
export function contentSecurityPolicy(env: BuildEnv): string {
  const api = originOf(env, 'VITE_API_ORIGIN');
  const chat = originOf(env, 'VITE_LIVE_CHAT_SCRIPT_URL');
  const analytics = originOf(env, 'VITE_ANALYTICS_URL');
  const facebook = setting(env, 'VITE_FACEBOOK_APP_ID') !== undefined;
  const tiles = tileSource(setting(env, 'VITE_MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL);
  // The maps service (address search and reverse geocoding); unset, it is the API's own /geocode.
  const geocoder = originOf(env, 'VITE_GEOCODER_URL');
  // The same test as sw/push.ts: push is on only when all four are set.
  const push = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_MESSAGING_SENDER_ID', 'VITE_FIREBASE_APP_ID'].every(
    (name) => setting(env, name) !== undefined,
  );
  const directives: Record<string, (string | undefined)[]> = {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': index.html carries no inline script, and the worker is
    // registered from the bundle (injectRegister: false). A chat widget brings its own script and frame.
    'script-src': ["'self'", chat, ...(facebook ? FACEBOOK_SCRIPT_HOSTS : [])],
    // 'unsafe-inline' for styles only: sonner inserts its stylesheet as a <style> element when the first
    // toast shows, and index.html paints the shell from inline critical CSS. Styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the small images Vite inlines into CSS (Leaflet's control icons); banners and outlet photos
    // come from the API's /media.
    'img-src': ["'self'", 'data:', tiles, api],
    'connect-src': ["'self'", api, geocoder, analytics, chat, ...(push ? FIREBASE_HOSTS : []), ...(facebook ? FACEBOOK_CONNECT_HOSTS : [])],
    'font-src': ["'self'"],
    'worker-src': ["'self'"],
    // No manifest-src: without it the manifest falls back to default-src, 'self' as it would say, and WebKit
    // (Safari's engine) does not know the directive and logs 'Unrecognized Content-Security-Policy directive' on
    // every page. The protection is the same in every engine.
    'frame-src': chat || facebook ? [chat, ...(facebook ? FACEBOOK_FRAME_HOSTS : [])] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Payment leaves by navigation (location.assign to the provider's page), which CSP does not govern; no
    // form is posted to the provider. A flow that did would add the provider's origin here.
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter((s) => s !== undefined))].join(' '))
    .join('; ');
}

/** The map tiles' source for this build's environment (the console's outlet map draws the same tiles, issue 36). */
export const mapTileSource = (env: BuildEnv): string | undefined => tileSource(setting(env, 'VITE_MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL);
