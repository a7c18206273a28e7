/** The Basic credential (base64 of mobile:secretKey) lives in a cookie for 30 days (SPEC 4, 9). */
import type { Credentials } from '../../api/contract';
import { CREDENTIAL_LIFETIME_DAYS } from '../../config/constants';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';

export const CREDENTIAL_COOKIE = 'session';
/** When the credential cookie lapses (epoch ms): a cookie's own expiry cannot be read back from script. */
export const CREDENTIAL_UNTIL_COOKIE = 'session-until';

export const encodeCredential = ({ mobile, secretKey }: Credentials): string => btoa(`${mobile}:${secretKey}`);

export const readStoredCredential = (): string | null => readCookie(CREDENTIAL_COOKIE);

export function storeCredential(credential: string, now = Date.now()): void {
  const maxAgeSeconds = CREDENTIAL_LIFETIME_DAYS * 24 * 60 * 60;
  writeCookie(CREDENTIAL_COOKIE, credential, maxAgeSeconds);
  writeCookie(CREDENTIAL_UNTIL_COOKIE, String(now + maxAgeSeconds * 1000), maxAgeSeconds);
}

/** When the stored credential expires (Settings: 'Signed in until ...'); null when unknown or signed out. */
export function readCredentialExpiry(): number | null {
  if (readCookie(CREDENTIAL_COOKIE) === null) return null;
  const until = Number(readCookie(CREDENTIAL_UNTIL_COOKIE));
  return Number.isSafeInteger(until) && until > 0 ? until : null;
}

export function clearStoredCredential(): void {
  deleteCookie(CREDENTIAL_COOKIE);
  deleteCookie(CREDENTIAL_UNTIL_COOKIE);
}
