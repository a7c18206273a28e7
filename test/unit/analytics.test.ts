// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBeaconSink } from '../../src/features/analytics/beaconSink';
import type { BeaconBatch } from '../../src/features/analytics/beaconSink';
import { createQueue, MAX_BUFFERED } from '../../src/features/analytics/buffer';
import type { AnalyticsRecord } from '../../src/features/analytics/buffer';
import { createRecorder } from '../../src/features/analytics/recorder';
import { scrubPath, scrubProps } from '../../src/features/analytics/scrub';

const event = (name: string): AnalyticsRecord => ({ kind: 'event', name, props: {} });

/** A recorder whose load the test resolves (or fails) when it chooses. */
function deferredRecorder() {
  const received: AnalyticsRecord[] = [];
  let resolve: (recorder: (record: AnalyticsRecord) => void) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<(record: AnalyticsRecord) => void>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { received, load, arrive: () => resolve((record) => received.push(record)), fail: () => reject(new Error('chunk failed')) };
}

describe('the analytics queue (records before the recorder loads)', () => {
  it('asks for the recorder once, on the first record, and hands over what waited, in order', async () => {
    const recorder = deferredRecorder();
    const queue = createQueue(recorder.load);
    expect(recorder.load).not.toHaveBeenCalled();
    queue.add({ kind: 'pageView', path: '/' });
    queue.add(event('sign_in'));
    expect(recorder.load).toHaveBeenCalledTimes(1);
    expect(queue.waiting).toBe(2);
    recorder.arrive();
    await vi.waitFor(() => expect(recorder.received).toHaveLength(2));
    expect(recorder.received).toEqual([{ kind: 'pageView', path: '/' }, event('sign_in')]);
    expect(queue.waiting).toBe(0);
    queue.add(event('order_placed'));
    expect(recorder.received.at(-1)).toEqual(event('order_placed'));
    expect(recorder.load).toHaveBeenCalledTimes(1);
  });

  it('holds at most MAX_BUFFERED, dropping the oldest', async () => {
    const recorder = deferredRecorder();
    const queue = createQueue(recorder.load, 3);
    for (const name of ['a', 'b', 'c', 'd', 'e']) queue.add(event(name));
    expect(queue.waiting).toBe(3);
    recorder.arrive();
    await vi.waitFor(() => expect(recorder.received).toHaveLength(3));
    expect(recorder.received.map((r) => (r.kind === 'event' ? r.name : r.kind))).toEqual(['c', 'd', 'e']);
    expect(MAX_BUFFERED).toBe(50);
  });

  it('drops what waited when the recorder cannot load, and stays bounded after', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const recorder = deferredRecorder();
    const queue = createQueue(recorder.load, 3);
    queue.add(event('a'));
    recorder.fail();
    await vi.waitFor(() => expect(queue.waiting).toBe(0));
    for (let i = 0; i < 10; i++) queue.add(event(`late-${i}`));
    expect(queue.waiting).toBe(3);
    expect(recorder.load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

// Every sink made here stays subscribed to pagehide: each test uses its own collector URL and reads only its calls.
const callsTo = (mock: { mock: { calls: unknown[][] } }, url: string) => mock.mock.calls.filter(([to]) => to === url);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('what leaves the device', () => {
  it('never carries a mobile number, a name or a token', () => {
    expect(scrubProps({ mobile: '9876543210', fullName: 'Harpreet Kaur', accessToken: 'abc', endpoint: 'getOrderDetail', status: 500 })).toEqual({
      endpoint: 'getOrderDetail',
      status: 500,
    });
    expect(scrubProps({ note: 'call 9876543210 please' })).toEqual({ note: 'call [number] please' });
    expect(scrubPath('/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f')).toBe('/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f');
    expect(scrubPath('/add-customer/9876543210')).toBe('/add-customer/[number]');
  });

  it('the recorder passes scrubbed records to the sink, and the engagement id as an event', () => {
    const sent: unknown[] = [];
    vi.spyOn(navigator, 'sendBeacon').mockImplementation((url, body) => {
      if (url === 'https://stats.example.org/recorder') sent.push(JSON.parse(String(body)));
      return true;
    });
    vi.useFakeTimers();
    const record = createRecorder({ beaconUrl: 'https://stats.example.org/recorder' });
    record({ kind: 'event', name: 'sign_in', props: { mobile: '9876543210' } });
    record({ kind: 'engagementId' });
    vi.advanceTimersByTime(2000);
    const [batch] = sent as BeaconBatch[];
    expect(batch?.entries).toHaveLength(2);
    expect(batch?.entries[0]).toMatchObject({ type: 'event', name: 'sign_in', props: {} });
    expect(batch?.entries[1]).toMatchObject({ type: 'event', name: 'engagement_id', props: { engagementId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  });
});

describe('the beacon sink', () => {
  it('batches entries and sends them by beacon after 2 s, as text (no CORS preflight)', () => {
    vi.useFakeTimers();
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    const sink = createBeaconSink('https://stats.example.org/batches', () => 1000);
    sink.pageView('/');
    sink.track('contact_us_click', {});
    sink.error('no response', { endpoint: 'restaurantList', status: 0 });
    expect(callsTo(beacon, 'https://stats.example.org/batches')).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    expect(callsTo(beacon, 'https://stats.example.org/batches')).toHaveLength(1);
    const [, body] = callsTo(beacon, 'https://stats.example.org/batches')[0] ?? [];
    expect(typeof body).toBe('string');
    expect(JSON.parse(String(body))).toEqual({
      sentAt: 1000,
      entries: [
        { type: 'pageView', path: '/', at: 1000 },
        { type: 'event', name: 'contact_us_click', props: {}, at: 1000 },
        { type: 'error', message: 'no response', props: { endpoint: 'restaurantList', status: 0 }, at: 1000 },
      ],
    });
  });

  it('sends at once when the page is hidden, and by fetch keepalive when the beacon is refused', () => {
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false);
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const sink = createBeaconSink('https://stats.example.org/hidden');
    sink.track('order_placed', { orderType: 'HomeDelivery' });
    window.dispatchEvent(new Event('pagehide'));
    const calls = callsTo(fetched, 'https://stats.example.org/hidden') as [string, RequestInit][];
    expect(calls).toHaveLength(1);
    const [, init] = calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init?.body)).entries[0]).toMatchObject({ name: 'order_placed', props: { orderType: 'HomeDelivery' } });
  });
});
