import { useEffect, useRef } from 'react';

/**
 * WebOTP: while `waiting`, asks the browser for the code of the SMS that arrives (its last line must be
 * '@<app host> #<code>', README), and hands it to `onCode`, so the code fills itself in on Android's Chrome.
 * The request is aborted when the form closes or stops waiting; where the API is missing, typing still works.
 */
export function useWebOtp(waiting: boolean, onCode: (code: string) => void): void {
  // The newest callback, without asking the browser again each time the form renders.
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!waiting || !('OTPCredential' in window) || !navigator.credentials) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (!abort.signal.aborted && typeof code === 'string') latest.current(code);
      })
      // Aborted, refused by the customer, or timed out: the field is still there to type in.
      .catch(() => undefined);
    return () => abort.abort();
  }, [waiting]);
}
