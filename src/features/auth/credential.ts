/** The Basic credential (base64 of mobile:secretKey) lives in a cookie for 30 days (SPEC 4, 9). */
import type { Credentials } from '../../api/contract';
import { CREDENTIAL_LIFETIME_DAYS } from '../../config/constants';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';

const COOKIE = 'session';

export const encodeCredential = ({ mobile, secretKey }: Credentials): string => btoa(`${mobile}:${secretKey}`);

export const readStoredCredential = (): string | null => readCookie(COOKIE);

export function storeCredential(credential: string): void {
  writeCookie(COOKIE, credential, CREDENTIAL_LIFETIME_DAYS * 24 * 60 * 60);
}

export const clearStoredCredential = (): void => deleteCookie(COOKIE);
