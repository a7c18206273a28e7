/**
 * What the app records, and the small queue that holds it until the recorder's code has loaded. Kept apart from
 * the facade (analytics.ts) so the rule is testable without a build: bounded, in order, handed over once.
 */
export type AnalyticsProps = Record<string, string | number | boolean>;

export type AnalyticsRecord =
  | { kind: 'event'; name: string; props: AnalyticsProps }
  | { kind: 'pageView'; path: string }
  | { kind: 'error'; message: string; props: AnalyticsProps }
  /** SPEC 7: the engagement service's id for this device, recorded 5 s after start (the recorder knows the id). */
  | { kind: 'engagementId' };

/** Enough for a slow start (page views, a sign-in, a few failures); beyond it the oldest are dropped, not memory. */
export const MAX_BUFFERED = 50;

export interface AnalyticsQueue {
  /** Hands the record to the recorder once it is there; until then keeps it (and asks for the recorder once). */
  add(record: AnalyticsRecord): void;
  /** How many records are waiting (tests and the first add's load). */
  readonly waiting: number;
}

/**
 * `loadRecorder` is called once, on the first record; records added before it resolves are kept (at most `max`,
 * the oldest dropped first) and passed on in order when it does. A recorder that fails to load drops them: analytics
 * never stands in the customer's way.
 */
export function createQueue(loadRecorder: () => Promise<(record: AnalyticsRecord) => void>, max = MAX_BUFFERED): AnalyticsQueue {
  let pending: AnalyticsRecord[] = [];
  let recorder: ((record: AnalyticsRecord) => void) | null = null;
  let loading = false;
  return {
    add(record) {
      if (recorder) return recorder(record);
      pending.push(record);
      if (pending.length > max) pending.shift();
      if (loading) return;
      loading = true;
      loadRecorder().then(
        (loaded) => {
          recorder = loaded;
          const held = pending;
          pending = [];
          held.forEach(loaded);
        },
        (error: unknown) => {
          pending = [];
          console.warn('Analytics could not start', error);
        },
      );
    },
    get waiting() {
      return pending.length;
    },
  };
}
