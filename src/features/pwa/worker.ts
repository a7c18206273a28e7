/**
 * The one service-worker registration, made once from boot (a component would register twice under
 * StrictMode) and shared with push messaging. Updates are prompted, never forced: the app may hold a cart.
 * workbox-window registers the worker and reports its updates; it is loaded once the page has loaded and the
 * browser is idle: the worker matters from the second visit on, so its code is no part of the first view.
 */
import type { Workbox } from 'workbox-window';
import { t } from '../../i18n';
import { flushWrites } from '../../lib/persistedAtom';
import { notify } from '../../lib/toast';
import { m } from './messages';

export const WORKER_URL = '/sw.js';
const UPDATE_CHECK_MS = 60 * 60_000;
const LOAD_WAIT_MS = 10_000;
/** How long an idle moment after the load is waited for before registering anyway. */
const IDLE_WAIT_MS = 2_000;

let workbox: Workbox | null = null;
let started = false;
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

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(WORKER_URL, { scope: '/' });
  workbox = wb;
  // Whether a worker controls this page: workbox-window's own 'isUpdate' is fixed at registration, so in a tab
  // whose first visit installed the worker every later update would look like that first control, and an update
  // accepted there would never reload the tab.
  let controlled = navigator.serviceWorker.controller !== null;
  wb.addEventListener('waiting', () => {
    // A page no worker controls runs what the server just sent, the newest: nothing to update. (Firefox can
    // report the first worker as waiting while a reload during its install hands the page over.)
    if (!navigator.serviceWorker.controller) return;
    notify.blank(t(m.updateAvailable), {
      id: 'app-update',
      duration: Infinity,
      action: { label: t(m.reload), onClick: acceptUpdate },
    });
  });
  wb.addEventListener('controlling', () => {
    if (!controlled) {
      // The first visit's worker claimed the page (sw/sw.ts): what loaded before it can be fetched again to be kept.
      controlled = true;
      firstControlListeners.forEach((listener) => listener());
      return;
    }
    // Reload once, and only for an update this tab accepted: a loop of reloads is the classic failure here.
    if (!updateAccepted || reloading) return;
    reloading = true;
    void flushWrites().then(() => window.location.reload());
  });
  // Now: startWorker has waited for the load and an idle moment already, or for as long as it would.
  await wb.register({ immediate: true });

  // A home-screen app can stay open for days: look for a new version now and then, and on return.
  const checkForUpdate = () => void wb.update().catch(() => undefined);
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

export function startWorker(): void {
  if (started || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const registerNow = () => void register().catch((error: unknown) => console.error('Service worker registration failed', error));
  // After the first view's own work (home's carousel also waits for an idle moment): not before the load.
  const go = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(registerNow, { timeout: IDLE_WAIT_MS });
    else setTimeout(registerNow, 0);
  };
  if (document.readyState === 'complete') return go();
  // A picture that never answers (a weak network's half-open connection) holds 'load' back for ever, and with it
  // the worker that lets the next visit work without signal: the load is waited for, but not longer than this.
  const soon = () => {
    window.removeEventListener('load', soon);
    clearTimeout(timer);
    go();
  };
  const timer = setTimeout(soon, LOAD_WAIT_MS);
  window.addEventListener('load', soon);
}
