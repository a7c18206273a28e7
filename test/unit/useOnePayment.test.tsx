// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { LEFT_FOR_PROVIDER, useOnePayment } from '../../src/features/payment/useOnePayment';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderHook() {
  const seen: { current: ReturnType<typeof useOnePayment> | null } = { current: null };
  function Probe() {
    seen.current = useOnePayment();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { hook: () => seen.current!, unmount: () => act(() => root.unmount()) };
}

describe('useOnePayment', () => {
  it('runs one attempt at a time: a double tap does nothing, and it is free again after', async () => {
    const { hook, unmount } = renderHook();
    let finish = () => undefined as void;
    let calls = 0;
    const attempt = () =>
      new Promise<void>((resolve) => {
        calls += 1;
        finish = resolve;
      });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = hook().run(attempt);
      void hook().run(attempt); // the double tap, before React re-renders
    });
    expect(hook().busy).toBe(true);
    expect(calls).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(hook().busy).toBe(false);
    expect(hook().error).toBe('');
    unmount();
  });

  it("shows a failure's message unless onFailure handles it", async () => {
    const { hook, unmount } = renderHook();
    await act(() => hook().run(() => Promise.reject(new Error('Low Balance'))));
    expect(hook().error).toBe('Low Balance');
    expect(hook().busy).toBe(false);
    const seen: unknown[] = [];
    await act(() =>
      hook().run(
        () => Promise.reject(new Error('lost answer')),
        (failure) => {
          seen.push(failure);
          return true;
        },
      ),
    );
    expect(seen).toHaveLength(1);
    expect(hook().error).toBe(''); // cleared at the start of the attempt, and the failure was handled
    unmount();
  });

  it('stays busy once the page is leaving for the provider, so nothing can be paid twice meanwhile', async () => {
    const { hook, unmount } = renderHook();
    await act(() => hook().run(() => Promise.resolve(LEFT_FOR_PROVIDER)));
    expect(hook().busy).toBe(true);
    let again = 0;
    await act(() =>
      hook().run(async () => {
        again += 1;
      }),
    );
    expect(again).toBe(0);
    unmount();
  });
});
