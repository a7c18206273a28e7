import type { AnalyticsProps } from './buffer';
import type { AnalyticsSink } from './sink';

/** One line of a batch, as the collector receives it. */
export type BeaconEntry =
  | { type: 'event'; name: string; props: AnalyticsProps; at: number }
  | { type: 'pageView'; path: string; at: number }
  | { type: 'error'; message: string; props: AnalyticsProps; at: number };

/** The body of one POST to VITE_ANALYTICS_URL. */
export interface BeaconBatch {
  entries: BeaconEntry[];
  sentAt: number;
}

/** A batch leaves when this many entries wait, after this long, or when the page is hidden (it may never return). */
const BATCH_SIZE = 20;
const BATCH_DELAY_MS = 2000;

/**
 * Batches entries and posts them to `url` with navigator.sendBeacon, which the browser delivers even while the
 * page unloads; where sendBeacon is missing or refuses the batch (too large, quota), fetch with keepalive.
 * The body is text/plain JSON: a CORS-safelisted type, so a collector on another origin needs no preflight.
 */
export function createBeaconSink(url: string, now: () => number = Date.now): AnalyticsSink {
  let entries: BeaconEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (entries.length === 0) return;
    const body = JSON.stringify({ entries, sentAt: now() } satisfies BeaconBatch);
    entries = [];
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
    if (!queued) {
      void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
    }
  };
  const add = (entry: BeaconEntry) => {
    entries.push(entry);
    if (entries.length >= BATCH_SIZE) flush();
    else timer ??= setTimeout(flush, BATCH_DELAY_MS);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);

  return {
    track: (name, props) => add({ type: 'event', name, props, at: now() }),
    pageView: (path) => add({ type: 'pageView', path, at: now() }),
    error: (message, props) => add({ type: 'error', message, props, at: now() }),
  };
}
