/**
 * The one service-worker registration, made once from boot (a component would register twice under
 * StrictMode) and shared with push messaging. Updates are prompted, never forced: the app may hold a cart.
 * It is made after the page has loaded: the worker matters from the second visit on. With the browser's own API:
 * the three events the prompt needs (a worker waiting, a change of controller, the first control) are a few lines,
 * where workbox-window cost every first view 2.1 KB gzip.
 */
import { t } from '../../i18n';
import { flushWrites } from '../../lib/persistedAtom';
import { notify } from '../../lib/toast';
import { m } from './messages';

export const WORKER_URL = '/sw.js';
const UPDATE_CHECK_MS = 60 * 60_000;
const LOAD_WAIT_MS = 10_000;
/** What sw/sw.ts answers with skipWaiting(). */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

let registration: ServiceWorkerRegistration | null = null;
let started = false;
let updateAccepted = false;
let reloading = false;
const firstControlListeners: Array<() => void> = [];

/** Runs `listener` when a worker first takes control of this page (data fetched before then went uncached). */
export function onFirstControl(listener: () => void): void {
  firstControlListeners.push(listener);
}

export function acceptUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return;
  updateAccepted = true;
  waiting.postMessage(SKIP_WAITING);
}

/** A new version waits for this page's word: say so. */
function offerUpdate(): void {
  // A page no worker controls runs what the server just sent, the newest: nothing to update. (Firefox can report
  // the first worker as waiting while a reload during its install hands the page over.)
  if (!registration?.waiting || !navigator.serviceWorker.controller) return;
  notify.blank(t(m.updateAvailable), {
    id: 'app-update',
    duration: Infinity,
    action: { label: t(m.reload), onClick: acceptUpdate },
  });
}

async function register(): Promise<void> {
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
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
  const found = await container.register(WORKER_URL, { scope: '/' });
  registration = found;
  // A version installed while the page runs; its state is read when it has installed, as it may have moved on.
  found.addEventListener('updatefound', () => {
    const installing = found.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && found.waiting === installing) offerUpdate();
    });
  });
  // One left waiting by an earlier visit.
  offerUpdate();

  // A home-screen app can stay open for days: look for a new version now and then, and on return.
  const checkForUpdate = () => void found.update().catch(() => undefined);
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

export function startWorker(): void {
  if (started || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const go = () => void register().catch((error: unknown) => console.error('Service worker registration failed', error));
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
