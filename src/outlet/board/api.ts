/** The outlet API as the board calls it: the outlet key as a bearer token, the envelope unwrapped. */
import type { Envelope } from '../../api/contract';
import { OUTLET_API_BASE_PATH } from '../constants';

const KEY_STORE = 'outlet-board-key';

/** Refused key: the board signs out and asks for one again. */
export class KeyRefused extends Error {}

export const savedKey = (): string | null => localStorage.getItem(KEY_STORE);
export const saveKey = (key: string): void => localStorage.setItem(KEY_STORE, key);
export const forgetKey = (): void => localStorage.removeItem(KEY_STORE);

export async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${OUTLET_API_BASE_PATH}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${savedKey() ?? ''}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: 'no-store',
    });
  } catch {
    throw new Error('No connection. Check the Wi-Fi and try again.');
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401) throw new KeyRefused(envelope?.message ?? 'This outlet key is not valid.');
  if (!response.ok || !envelope) throw new Error(envelope?.message ?? `The server answered ${response.status}. Try again.`);
  return envelope.responsePacket;
}

/**
 * Hears every change to the outlet's orders (server-sent events read with fetch: EventSource cannot send the key).
 * `onLive(true)` once connected, `onLive(false)` when the connection drops; it connects again after 2 s.
 */
export function follow(onChange: () => void, onLive: (live: boolean) => void, signal: AbortSignal): void {
  const connect = async (): Promise<void> => {
    try {
      const response = await fetch(`${OUTLET_API_BASE_PATH}/stream`, { headers: { Authorization: `Bearer ${savedKey() ?? ''}` }, cache: 'no-store', signal });
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
    }
    if (signal.aborted) return;
    onLive(false);
    setTimeout(() => void connect(), 2_000);
  };
  void connect();
}
