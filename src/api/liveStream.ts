/**
 * Follows a server-sent event stream of the API under the customer's credential: EventSource cannot send one, so
 * this reads the stream with fetch. Connects again after a drop (1 s, doubling to 30 s); stops for good when the
 * credential is refused (the app's own calls sign out) or the signal aborts. What the stream says only prompts a
 * read; the screens keep polling as the fall-back, so a proxy that buffers streams costs freshness, nothing else.
 */
import { API_BASE_PATH } from './endpoints';
import { authorization } from './client';
import { API_ORIGIN } from '../config/env';

export interface LiveMessage {
  event: string;
  data: unknown;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** Splits the stream into events ('event: x' and 'data: {...}' lines, ended by a blank line); comments are skipped. */
async function readEvents(body: ReadableStream<Uint8Array>, onMessage: (message: LiveMessage) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      if (data === undefined) continue;
      try {
        onMessage({ event, data: JSON.parse(data) as unknown });
      } catch {
        // Not JSON: not one of ours.
      }
    }
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export async function followLive(path: string, onMessage: (message: LiveMessage) => void, signal: AbortSignal): Promise<void> {
  let retryMs = FIRST_RETRY_MS;
  while (!signal.aborted) {
    const auth = authorization();
    if (!auth) return;
    try {
      const response = await fetch(`${API_ORIGIN}${API_BASE_PATH}${path}`, {
        headers: { Authorization: auth, Accept: 'text/event-stream' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) return;
      if (response.ok && response.body) {
        retryMs = FIRST_RETRY_MS;
        await readEvents(response.body, onMessage);
      }
    } catch {
      // Offline, dropped, or aborted: the loop decides.
    }
    await pause(retryMs, signal);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }
}
