/**
 * Boot's part of push, kept small (loaded after the load, src/app/startAfterLoad.ts): pushes arriving with the app in front
 * become toasts; on start, on every sign-in and on a change of language (its pushes are said in it), a device whose
 * user allowed push is linked and kept fresh.
 * The registration code loads only then: most visits never need it.
 */
import type { AppStore } from '../../lib/store';
import { localeAtom } from '../../i18n/localeAtom';
import { credentialAtom } from '../auth/sessionAtoms';
import { showPushesAsToasts } from './foreground';
import { PUSH_OPENED_PARAM } from './tag';

function permissionGranted(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * The app was opened by a notification's click (the worker named it in the address): the server is told, for the
 * campaign's 'opened' (issue 46), and the address loses the mark so a reload or a shared link does not count again.
 */
function reportPushOpened(store: AppStore): void {
  const url = new URL(window.location.href);
  const opened = url.searchParams.get(PUSH_OPENED_PARAM);
  if (opened === null) return;
  url.searchParams.delete(PUSH_OPENED_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const recordId = Number(opened);
  if (!Number.isSafeInteger(recordId) || recordId <= 0 || !store.get(credentialAtom)) return;
  void import('./api')
    .then(({ reportNotificationOpened }) => reportNotificationOpened(recordId))
    .catch((error: unknown) => console.warn('Opening from a notification not reported', error));
}

export function startNotifications(store: AppStore, open: (target: string) => void): void {
  reportPushOpened(store);
  showPushesAsToasts(open);
  const linkIfAllowed = () => {
    if (!store.get(credentialAtom) || !permissionGranted()) return;
    void import('./register')
      .then(({ refreshDeviceIfDue }) => refreshDeviceIfDue(store))
      .catch((error: unknown) => console.warn('Push registration skipped', error));
  };
  linkIfAllowed();
  store.sub(credentialAtom, linkIfAllowed);
  store.sub(localeAtom, linkIfAllowed);
}
