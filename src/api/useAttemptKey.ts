import { useCallback, useRef } from 'react';
import { ApiError } from './errors';

/**
 * One Idempotency-Key per user attempt. The key stays the same while the request is the same (`fingerprint`)
 * and no definite answer came back, so a retry after a lost response is answered with the first answer instead
 * of acting twice. A new request (another mode, amount…) or a definite answer (the server said no) starts a
 * new attempt: the server keeps a key's answer, so reusing it after a refusal would only replay the refusal.
 */
export function useAttemptKey(): { keyFor: (fingerprint: string) => string; settle: (error?: unknown) => void } {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const keyFor = useCallback((fingerprint: string) => {
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
    return attempt.current.key;
  }, []);

  /** Call after each answer: success or a server refusal ends the attempt; a lost response keeps it. */
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || error instanceof ApiError) attempt.current = null;
  }, []);

  return { keyFor, settle };
}
