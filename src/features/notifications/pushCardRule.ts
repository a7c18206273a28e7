import { pushState } from './permission';

export const PUSH_CARD_DISMISSED_KEY = 'push-card-dismissed';

/** Whether home should load the push card at all: a cheap synchronous check, so most visits load nothing. */
export function pushCardWanted(signedIn: boolean): boolean {
  if (!signedIn) return false;
  const state = pushState();
  if (state !== 'default' && state !== 'ios-tab') return false;
  try {
    return localStorage.getItem(PUSH_CARD_DISMISSED_KEY) === null;
  } catch {
    return false;
  }
}
