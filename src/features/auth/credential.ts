/** The Basic credential (base64 of mobile:secretKey) lives in a cookie for 30 days (SPEC 4, 9). */
import type { Credentials } from '../../api/contract';
import { CREDENTIAL_LIFETIME_DAYS } from '../../config/constants';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';

const COOKIE = 'session';
/** When the credential cookie lapses (epoch ms): a cookie's own expiry cannot be read back from script. */
const UNTIL_COOKIE = 'session-until';

export const encodeCredential = ({ mobile, secretKey }: Credentials): string => btoa(`${mobile}:${secretKey}`);

export const readStoredCredential = (): string | null => readCookie(COOKIE);

export function storeCredential(credential: string, now = Date.now()): void {
  const maxAgeSeconds = CREDENTIAL_LIFETIME_DAYS * 24 * 60 * 60;
  writeCookie(COOKIE, credential, maxAgeSeconds);
  writeCookie(UNTIL_COOKIE, String(now + maxAgeSeconds * 1000), maxAgeSeconds);
}

/** When the stored credential expires (Settings: 'Signed in until ...'); null when unknown or signed out. */
export function readCredentialExpiry(): number | null {
  if (readCookie(COOKIE) === null) return null;
  const until = Number(readCookie(UNTIL_COOKIE));
  return Number.isSafeInteger(until) && until > 0 ? until : null;
}

export function clearStoredCredential(): void {
  deleteCookie(COOKIE);
  deleteCookie(UNTIL_COOKIE);
}
