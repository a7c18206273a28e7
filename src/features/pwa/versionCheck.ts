import { APP_VERSION } from '../../config/env';
import { readCookie, writeCookie } from '../../lib/cookies';

const COOKIE = 'app-version';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * SPEC 4, version check: the version cookie is compared with this build's version; when it differs (another
 * tab or an earlier visit ran another build) the cookie is set at path / and the page reloads, once: a
 * sessionStorage guard per version stops a browser that drops cookies from reloading for ever.
 * A first visit (no cookie) only sets it: nothing stale can be on screen yet, and a reload would double the
 * first load on a weak network. Returns true when a reload is under way.
 */
export function checkVersion(storage: Storage = sessionStorage): boolean {
  const seen = readCookie(COOKIE);
  writeCookie(COOKIE, APP_VERSION, ONE_YEAR_S);
  if (seen === null || seen === APP_VERSION) return false;
  const guard = `version-reloaded:${APP_VERSION}`;
  if (storage.getItem(guard)) return false;
  storage.setItem(guard, '1');
  window.location.reload();
  return true;
}
