/**
 * Loaded on demand by analytics.ts: picks the sink the build names and passes each record to it, scrubbed.
 * VITE_ANALYTICS_URL: the HTTP beacon sink. VITE_ANALYTICS_SINK=console: printed instead.
 */
import { createBeaconSink } from './beaconSink';
import type { AnalyticsProps, AnalyticsRecord } from './buffer';
import { consoleSink } from './consoleSink';
import { engagementId } from './engagementId';
import type { AnalyticsSink } from './sink';
import { scrubPath, scrubProps } from './scrub';

export function chooseSink({ beaconUrl, sinkName }: { beaconUrl?: string | undefined; sinkName?: string | undefined }): AnalyticsSink | null {
  if (beaconUrl) return createBeaconSink(beaconUrl);
  if (sinkName === 'console') return consoleSink;
  if (sinkName) console.warn(`VITE_ANALYTICS_SINK must be "console" (or set VITE_ANALYTICS_URL), got "${sinkName}"; analytics off`);
  return null;
}

export function createRecorder(settings: { beaconUrl?: string | undefined; sinkName?: string | undefined }): (record: AnalyticsRecord) => void {
  const sink = chooseSink(settings);
  if (!sink) return () => undefined;
  return (record) => {
    if (record.kind === 'event') sink.track(record.name, scrubProps(record.props));
    else if (record.kind === 'pageView') sink.pageView(scrubPath(record.path));
    else if (record.kind === 'error') sink.error(record.message, scrubProps(record.props));
    else sink.track('engagement_id', { engagementId: engagementId() } satisfies AnalyticsProps);
  };
}
