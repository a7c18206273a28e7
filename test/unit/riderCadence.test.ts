/**
 * Issue 37: when the rider's phone sends a position (src/rider/cadence.ts): a new fix every 10 s or 50 m, whichever
 * comes first, and for a rider standing still (no new fix) the latest fix again each 10 s without a send, so the
 * diner sees the rider is live. The heartbeat is a pure scheduler, driven here with fake timers. Issue 44: what the
 * page's queue does with each answer, so a refused fix never holds up the ones behind it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterAnswer, fixIsDue, heartbeat, heartbeatFix, TRIES_WHEN_TOO_SOON, waitBeforeSending, type Fix } from '../../src/rider/cadence';

const T0 = Date.parse('2026-03-10T07:00:00Z');
const AT_OUTLET: Fix = { latitude: 30.7046, longitude: 76.7179, at: T0 };
/** About 44 m and 56 m north of the outlet (0.0004° and 0.0005° of latitude). */
const north = (degrees: number, seconds: number): Fix => ({ latitude: AT_OUTLET.latitude + degrees, longitude: AT_OUTLET.longitude, at: T0 + seconds * 1000 });

describe('a new fix', () => {
  it('goes first of all, then at 50 m or after 10 s, whichever comes first', () => {
    expect(fixIsDue(null, AT_OUTLET)).toBe(true);
    expect(fixIsDue(AT_OUTLET, north(0.0004, 9.9))).toBe(false);
    expect(fixIsDue(AT_OUTLET, north(0.0005, 1))).toBe(true);
    expect(fixIsDue(AT_OUTLET, north(0, 10))).toBe(true);
  });
});

describe('the heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats each 10 s without a send while running, and a send puts the next beat 10 s after it', () => {
    const beat = vi.fn();
    const beats = heartbeat(beat);
    beats.start();
    vi.advanceTimersByTime(9_999);
    expect(beat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(beat).toHaveBeenCalledTimes(2);
    // A fix went 6 s after the last beat: the next beat is 10 s after the fix, not 4 s.
    vi.advanceTimersByTime(6_000);
    beats.sent();
    vi.advanceTimersByTime(9_999);
    expect(beat).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(beat).toHaveBeenCalledTimes(3);
  });

  it('a beat that sends (and says so) is not followed by a second timer', () => {
    const beats = heartbeat(() => {
      sends++;
      beats.sent();
    });
    let sends = 0;
    beats.start();
    vi.advanceTimersByTime(30_000);
    expect(sends).toBe(3);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops when told (nothing out for delivery, the page hidden or closed) and starts again once', () => {
    const beat = vi.fn();
    const beats = heartbeat(beat);
    beats.start();
    beats.start();
    vi.advanceTimersByTime(5_000);
    beats.stop();
    expect(beats.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    beats.sent();
    vi.advanceTimersByTime(60_000);
    expect(beat).not.toHaveBeenCalled();
    beats.start();
    vi.advanceTimersByTime(10_000);
    expect(beat).toHaveBeenCalledTimes(1);
  });

  it('sends the latest fix as of now, and nothing before a fix or while positions wait for signal', () => {
    const now = T0 + 25_000;
    expect(heartbeatFix(AT_OUTLET, 0, now)).toEqual({ ...AT_OUTLET, at: now });
    expect(heartbeatFix(null, 0, now)).toBeNull();
    expect(heartbeatFix(AT_OUTLET, 2, now)).toBeNull();
  });
});

describe('the queue, after the server answered its first fix (issue 44)', () => {
  it('goes on to the next whatever the server refused for good: a fix outside India, a wrong clock, an order delivered meanwhile', () => {
    for (const answer of [200, 400, 404, 409, 500, 0]) expect(afterAnswer(answer, 1), `answered ${answer}`).toBe('send-next');
  });

  it('sends a fix told it came too soon again, a few times, then lets it go', () => {
    expect(afterAnswer(429, 1)).toBe('send-again');
    expect(afterAnswer(429, TRIES_WHEN_TOO_SOON - 1)).toBe('send-again');
    expect(afterAnswer(429, TRIES_WHEN_TOO_SOON)).toBe('send-next');
  });

  it('holds for signal, and stops when the link no longer works', () => {
    expect(afterAnswer('offline', 1)).toBe('wait-for-signal');
    expect(afterAnswer(401, 1)).toBe('stop');
  });

  it('sends for an order a second after the server last answered for it', () => {
    expect(waitBeforeSending(undefined, T0)).toBe(0);
    expect(waitBeforeSending(T0, T0 + 300)).toBe(700);
    expect(waitBeforeSending(T0, T0 + 1_000)).toBe(0);
    expect(waitBeforeSending(T0, T0 + 5_000)).toBe(0);
  });
});
