// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../../src/lib/useCountdown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts whole seconds down to 0 once started, and can start again', () => {
    const seen: { current: ReturnType<typeof useCountdown> | null } = { current: null };
    function Probe() {
      seen.current = useCountdown();
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe />));
    expect(seen.current?.secondsLeft).toBe(0);

    act(() => seen.current?.start(30));
    expect(seen.current?.secondsLeft).toBe(30);
    act(() => vi.advanceTimersByTime(1000));
    expect(seen.current?.secondsLeft).toBe(29);
    act(() => vi.advanceTimersByTime(29_000));
    expect(seen.current?.secondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(seen.current?.secondsLeft).toBe(0);

    act(() => seen.current?.start(3));
    expect(seen.current?.secondsLeft).toBe(3);
    act(() => root.unmount());
  });
});
