import type { AnalyticsProps } from './buffer';

/**
 * The one interface every analytics destination implements (SPEC 7: an analytics service receives events; which
 * vendor is out of scope). A vendor SDK would be one more implementation of these three calls.
 */
export interface AnalyticsSink {
  track(event: string, props: AnalyticsProps): void;
  pageView(path: string): void;
  error(message: string, props: AnalyticsProps): void;
}
