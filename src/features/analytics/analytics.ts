/**
 * The app's analytics calls (SPEC 7 "Third parties", SPEC 8). Off by default: without VITE_ANALYTICS_URL or
 * VITE_ANALYTICS_SINK these calls are empty and nothing loads or leaves the device. Configured, the recorder
 * (sink choice, privacy scrub) loads after the first call, when the browser is idle, and a short queue holds what
 * came before it. The build settings are read here directly (not through config/env) so that an off build can
 * drop the queue entirely: this file sits in the first view's bundle.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { onTransportFailure } from '../../api/client';
import { createQueue } from './buffer';
import type { AnalyticsProps, AnalyticsRecord } from './buffer';

const beaconUrl = import.meta.env.VITE_ANALYTICS_URL as string | undefined;
const sinkName = import.meta.env.VITE_ANALYTICS_SINK as string | undefined;

const whenIdle = () => new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve));

const queue =
  beaconUrl || sinkName
    ? createQueue(() =>
        whenIdle()
          .then(() => import('./recorder'))
          .then(({ createRecorder }) => createRecorder({ beaconUrl, sinkName })),
      )
    : null;

const add = (record: AnalyticsRecord) => queue?.add(record);

/** A named event; `props` must never carry a customer's data (the recorder drops anything that looks like it). */
export const track = (event: string, props: AnalyticsProps = {}) => add({ kind: 'event', name: event, props });
export const pageView = (path: string) => add({ kind: 'pageView', path });
/** SPEC 8: transport failures are logged to analytics as error logs. */
export const logError = (message: string, props: AnalyticsProps = {}) => add({ kind: 'error', message, props });

/**
 * A request that failed in transport (SPEC 8): no response, or an HTTP error status. Only the endpoint's name
 * goes (/getOrderDetail/GL123 -> getOrderDetail), never its parameters or body.
 */
export const logTransportFailure = (path: string, status: number | undefined) =>
  logError(status === undefined ? 'no response' : 'response error', { endpoint: path.split(/[/?]/)[1] ?? '', status: status ?? 0 });

/** SPEC 7: the engagement analytics id is recorded 5 s after initialisation. */
export const ENGAGEMENT_DELAY_MS = 5000;

/**
 * Starts analytics with the app: a page view for each screen the router settles on, transport failures, and the
 * engagement id.
 */
export function startAnalytics(router: Pick<AnyRouter, 'subscribe'>): void {
  if (!queue) return;
  router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
    if (pathChanged) pageView(toLocation.pathname);
  });
  onTransportFailure(logTransportFailure);
  setTimeout(() => add({ kind: 'engagementId' }), ENGAGEMENT_DELAY_MS);
}
