// @vitest-environment happy-dom
/**
 * SPEC 4's toasts, in the real Toaster: success 2 s, error and blank 4 s, loading until dismissed, at most 20
 * on screen. The clock is the test's, so "gone at 2 s, not at 1.9 s" is exact.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppToaster from '../../src/app/AppToaster';
import { notify } from '../../src/lib/toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const shown = () => [...document.querySelectorAll('[data-sonner-toast]')].filter((toast) => toast.getAttribute('data-removed') !== 'true').map((toast) => toast.textContent);

/** Raises a toast and lets the dynamic import of sonner, sonner's own deferred add and React's render finish. */
async function raise(kind: 'blank' | 'error' | 'success' | 'loading', message: string) {
  await act(async () => {
    notify[kind](message);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

let root: ReturnType<typeof createRoot>;
beforeEach(async () => {
  vi.useFakeTimers();
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<AppToaster />));
});
afterEach(async () => {
  await act(async () => {
    notify.dismiss();
    await vi.dynamicImportSettled();
  });
  await advance(1_000);
  act(() => root.unmount());
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('toasts (SPEC 4)', () => {
  it('a success stays 2 s', async () => {
    await raise('success', 'Profile updated successfully');
    await advance(1_900);
    expect(shown()).toEqual(['Profile updated successfully']);
    await advance(200);
    expect(shown()).toEqual([]);
  });

  it('an error and a blank toast stay 4 s', async () => {
    await raise('error', 'Sever is not responding');
    await raise('blank', 'Address saved');
    await advance(3_900);
    expect(shown()).toHaveLength(2);
    await advance(200);
    expect(shown()).toEqual([]);
  });

  it('a loading toast stays until it is dismissed', async () => {
    await raise('loading', 'Sending…');
    await advance(60_000);
    expect(shown()).toEqual(['Sending…']);
  });

  it('shows at most 20 at once', async () => {
    for (let i = 1; i <= 25; i++) await raise('loading', `Toast ${i}`);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(25);
    expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(20);
  });
});
