/**
 * The one service-worker registration, made once from boot (a component would register twice under
 * StrictMode) and shared with push messaging. Updates are prompted, never forced: the app may hold a cart.
 * workbox-window registers the worker and reports its updates (./workerRegistration.ts); that code is loaded once
 * the page has loaded and the browser is idle: the worker matters from the second visit on, so none of it is
 * part of the first view.
 */

const LOAD_WAIT_MS = 10_000;
/** How long an idle moment after the load is waited for before registering anyway. */
const IDLE_WAIT_MS = 2_000;

let started = false;
const firstControlListeners: Array<() => void> = [];

/** Runs `listener` when a worker first takes control of this page (data fetched before then went uncached). */
export function onFirstControl(listener: () => void): void {
  firstControlListeners.push(listener);
}

export function startWorker(): void {
  if (started || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  whenLoadedAndIdle(
    () =>
      void import('./workerRegistration')
        .then(({ register }) => register(() => firstControlListeners.forEach((listener) => listener())))
        .catch((error: unknown) => console.error('Service worker registration failed', error)),
  );
}

/**
 * Runs `run` after the first view's own work: once the page has loaded, at an idle moment (home's carousel also
 * waits for one). The worker's registration, push and the outbox start so (src/main.tsx).
 */
export function whenLoadedAndIdle(run: () => void): void {
  const go = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    else setTimeout(run, 0);
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
