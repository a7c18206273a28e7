/**
 * The worker's registration and update prompt, loaded by startWorker (./worker.ts) once the page has loaded and
 * the browser is idle, with workbox-window: none of it is part of the first view.
 */
import { Workbox } from 'workbox-window';
import { t } from '../../i18n';
import { flushWrites } from '../../lib/persistedAtom';
import { notify } from '../../lib/toast';
import { m } from './messages';

const WORKER_URL = '/sw.js';
const UPDATE_CHECK_MS = 60 * 60_000;

let workbox: Workbox | null = null;
let updateAccepted = false;
let reloading = false;

export function acceptUpdate(): void {
  if (!workbox) return;
  updateAccepted = true;
  workbox.messageSkipWaiting();
}

/** Registers the worker; `firstControl` runs when a worker first takes control of this page. */
export async function register(firstControl: () => void): Promise<void> {
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
      firstControl();
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
