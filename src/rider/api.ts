/** The rider API as the page calls it: the shift's token from the SMS link as a bearer token, the envelope unwrapped. */
import { currentLocale } from '../i18n';
import { envelopeFetch, type EnvelopeFailures } from '../lib/envelopeFetch';
import { RIDER_API_BASE_PATH } from './constants';

const TOKEN_STORE = 'rider-token';
/** Set when the server refused the kept link, so that a reload still says why the page is signed out. */
const REFUSED_STORE = 'rider-link-refused';
const TOKEN = /^rdr_[A-Za-z0-9_-]{43}$/;

/** The link stopped working (shift ended, new link sent): the page forgets it. */
export class LinkRefused extends Error {}
/** No answer at all: the phone has no signal. */
export class NoConnection extends Error {}
/** The server refused, with its words and status. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The token arrives in the link's fragment (#rdr_…), which the browser never sends to a server: it is kept on this
 * phone and taken out of the address bar, so a screenshot or a shared tab does not carry it.
 */
export function signedToken(): string | null {
  const fromLink = location.hash.slice(1);
  if (TOKEN.test(fromLink)) {
    localStorage.setItem(TOKEN_STORE, fromLink);
    localStorage.removeItem(REFUSED_STORE);
    history.replaceState(null, '', location.pathname);
  }
  return localStorage.getItem(TOKEN_STORE);
}

/** The link was refused: the page forgets it, and keeps that it was refused (a reload says to ask for a new one). */
export function forgetToken(): void {
  localStorage.removeItem(TOKEN_STORE);
  localStorage.setItem(REFUSED_STORE, '1');
}

/** Whether the last link this phone kept was refused, rather than none ever opened. */
export const linkWasRefused = (): boolean => localStorage.getItem(REFUSED_STORE) !== null;

const failures: EnvelopeFailures = {
  offline: () => new NoConnection(),
  refusedToken: (message) => new LinkRefused(message ?? ''),
  refused: (message, status) => new Refused(message ?? '', status),
};

export const call = <T>(path: string, body?: unknown): Promise<T> =>
  envelopeFetch<T>(`${RIDER_API_BASE_PATH}${path}`, { Authorization: `Bearer ${localStorage.getItem(TOKEN_STORE) ?? ''}`, 'Accept-Language': currentLocale() }, body, failures);
