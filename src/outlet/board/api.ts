/** The outlet API as the board calls it: the outlet key as a bearer token, the envelope unwrapped. */
import { currentLocale, t } from '../../i18n';
import { envelopeFetch, type EnvelopeFailures } from '../../lib/envelopeFetch';
import { OUTLET_API_BASE_PATH } from '../constants';
import { m } from './messages';

const KEY_STORE = 'outlet-board-key';

/** Refused key: the board signs out and asks for one again. */
export class KeyRefused extends Error {}

export const savedKey = (): string | null => localStorage.getItem(KEY_STORE);
export const saveKey = (key: string): void => localStorage.setItem(KEY_STORE, key);
export const forgetKey = (): void => localStorage.removeItem(KEY_STORE);

/** The key, and the board's language: the server says its refusals in it (server/http/say.ts). */
const headers = (): Record<string, string> => ({ Authorization: `Bearer ${savedKey() ?? ''}`, 'Accept-Language': currentLocale() });

const failures: EnvelopeFailures = {
  offline: () => new Error(t(m.noConnection)),
  refusedToken: (message) => new KeyRefused(message ?? t(m.keyInvalid)),
  refused: (message, status) => new Error(message ?? t(m.serverAnswered, { status })),
};

export const call = <T>(path: string, body?: unknown): Promise<T> => envelopeFetch<T>(`${OUTLET_API_BASE_PATH}${path}`, headers(), body, failures);

/**
 * Hears every change to the outlet's orders (server-sent events read with fetch: EventSource cannot send the key).
 * `onLive(true)` once connected, `onLive(false)` when the connection drops; it connects again after 2 s. The tablet
 * going offline drops the connection at once: a stream cut by a Wi-Fi blip may otherwise hang on without a word.
 */
export function follow(onChange: () => void, onLive: (live: boolean) => void, signal: AbortSignal): void {
  const connect = async (): Promise<void> => {
    const attempt = new AbortController();
    const drop = () => attempt.abort();
    window.addEventListener('offline', drop);
    signal.addEventListener('abort', drop);
    try {
      const response = await fetch(`${OUTLET_API_BASE_PATH}/stream`, { headers: headers(), cache: 'no-store', signal: attempt.signal });
      if (!response.ok || !response.body) throw new Error(String(response.status));
      onLive(true);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (decoder.decode(value, { stream: true }).includes('event: order')) onChange();
      }
    } catch {
      // Dropped, offline or stopped.
    } finally {
      window.removeEventListener('offline', drop);
      signal.removeEventListener('abort', drop);
    }
    if (signal.aborted) return;
    onLive(false);
    setTimeout(() => void connect(), 2_000);
  };
  void connect();
}
