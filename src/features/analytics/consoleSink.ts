import type { AnalyticsSink } from './sink';

/** VITE_ANALYTICS_SINK=console: what would be sent, printed instead, to see the events while building the app. */
export const consoleSink: AnalyticsSink = {
  track: (event, props) => console.info('[analytics] event', event, props),
  pageView: (path) => console.info('[analytics] page view', path),
  error: (message, props) => console.info('[analytics] error', message, props),
};
