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

function permissionGranted(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

export function startNotifications(store: AppStore, open: (target: string) => void): void {
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
