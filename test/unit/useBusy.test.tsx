// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useBusy } from '../../src/lib/useBusy';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderHook() {
  const seen: { current: ReturnType<typeof useBusy> | null } = { current: null };
  function Probe() {
    seen.current = useBusy();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { hook: () => seen.current!, unmount: () => act(() => root.unmount()) };
}

describe('useBusy', () => {
  it('is busy while the action runs, ignores a second tap meanwhile, and is free again after', async () => {
    const { hook, unmount } = renderHook();
    let finish = (_value: string) => undefined as void;
    let calls = 0;
    const task = () =>
      new Promise<string>((resolve) => {
        calls += 1;
        finish = resolve;
      });

    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = hook().run(task);
      second = hook().run(task); // the double tap, before React re-renders
    });
    expect(hook().busy).toBe(true);
    expect(calls).toBe(1);
    expect(await second).toBeUndefined();

    await act(async () => {
      finish('booked');
      await first;
    });
    expect(await first).toBe('booked');
    expect(hook().busy).toBe(false);
    unmount();
  });

  it('is free again after the action fails, and the failure reaches the caller', async () => {
    const { hook, unmount } = renderHook();
    await act(async () => {
      await expect(hook().run(() => Promise.reject(new Error('Sever is not responding')))).rejects.toThrow('Sever is not responding');
    });
    expect(hook().busy).toBe(false);
    await act(async () => {
      expect(await hook().run(() => Promise.resolve(2))).toBe(2);
    });
    unmount();
  });
});
