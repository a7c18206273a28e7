/**
 * The one service-worker registration, made at module scope (a component would register twice under
 * StrictMode) and shared with push messaging. Updates are prompted, never forced: the app may hold a cart.
 */
import { Workbox } from 'workbox-window';
import { flushWrites } from '../../lib/persistedAtom';
import { notify } from '../../lib/toast';

export const WORKER_URL = '/sw.js';
const UPDATE_CHECK_MS = 60 * 60_000;

export const workbox: Workbox | null =
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? new Workbox(WORKER_URL, { scope: '/' })
    : null;

let updateAccepted = false;
let reloading = false;
const firstControlListeners: Array<() => void> = [];

/** Runs `listener` when a worker first takes control of this page (data fetched before then went uncached). */
export function onFirstControl(listener: () => void): void {
  firstControlListeners.push(listener);
}

export function acceptUpdate(): void {
  if (!workbox) return;
  updateAccepted = true;
  workbox.messageSkipWaiting();
}

export function startWorker(): void {
  if (!workbox) return;
  workbox.addEventListener('waiting', () => {
    notify.blank('A new version is available', {
      id: 'app-update',
      duration: Infinity,
      action: { label: 'Reload', onClick: acceptUpdate },
    });
  });
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) {
      firstControlListeners.forEach((listener) => listener());
      return;
    }
    // Reload once, and only for an update this tab accepted: a loop of reloads is the classic failure here.
    if (!updateAccepted || reloading) return;
    reloading = true;
    void flushWrites().then(() => window.location.reload());
  });
  void workbox.register().catch((error: unknown) => console.error('Service worker registration failed', error));

  // A home-screen app can stay open for days: look for a new version now and then, and on return.
  const checkForUpdate = () => void workbox.update().catch(() => undefined);
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
