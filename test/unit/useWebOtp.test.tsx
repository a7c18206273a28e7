// @vitest-environment happy-dom
/** Issue 21: the code from the SMS fills itself in through WebOTP, and the request ends with the form. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useWebOtp } from '../../src/features/auth/useWebOtp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Asked {
  options: { otp?: { transport: string[] }; signal?: AbortSignal };
  resolve: (credential: { code: string } | null) => void;
}

/** A browser with WebOTP: each get() is recorded and answered by the test. */
function installWebOtp(): Asked[] {
  const asked: Asked[] = [];
  Object.assign(window, { OTPCredential: class {} });
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      get: (options: Asked['options']) =>
        new Promise((resolve, reject) => {
          options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          asked.push({ options, resolve });
        }),
    },
  });
  return asked;
}

afterEach(() => {
  delete (window as { OTPCredential?: unknown }).OTPCredential;
  Reflect.deleteProperty(navigator, 'credentials');
});

function mount(waiting: boolean, codes: string[]) {
  function Probe({ on }: { on: boolean }) {
    useWebOtp(on, (code) => codes.push(code));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe on={waiting} />));
  return { root, rerender: (on: boolean) => act(() => root.render(<Probe on={on} />)) };
}

describe('useWebOtp', () => {
  it('asks for an SMS code while waiting and hands over the code that arrives', async () => {
    const asked = installWebOtp();
    const codes: string[] = [];
    const { root } = mount(true, codes);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.options.otp).toEqual({ transport: ['sms'] });
    await act(async () => asked[0]?.resolve({ code: '4821' }));
    expect(codes).toEqual(['4821']);
    act(() => root.unmount());
  });

  it('aborts the request when the form closes, and a late answer changes nothing', async () => {
    const asked = installWebOtp();
    const codes: string[] = [];
    const { root } = mount(true, codes);
    const signal = asked[0]?.options.signal;
    expect(signal?.aborted).toBe(false);
    act(() => root.unmount());
    expect(signal?.aborted).toBe(true);
    await act(async () => asked[0]?.resolve({ code: '1111' }));
    expect(codes).toEqual([]);
  });

  it('asks nothing before the code is sent, nor where the browser has no WebOTP', () => {
    const asked = installWebOtp();
    const { root, rerender } = mount(false, []);
    expect(asked).toHaveLength(0);
    rerender(true);
    expect(asked).toHaveLength(1);
    act(() => root.unmount());
    delete (window as { OTPCredential?: unknown }).OTPCredential;
    const again = mount(true, []);
    expect(asked).toHaveLength(1);
    act(() => again.root.unmount());
  });
});
