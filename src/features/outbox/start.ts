/**
 * Start-up of the outbox, small on purpose (loaded after the load, src/app/startAfterLoad.ts): the outbox's code loads only when
 * something is queued, and sends it on start, when the browser is back online, and when the worker's
 * Background Sync asks (sw/outbox.ts).
 */
import { OUTBOX_HINT_KEY, OUTBOX_REPLAY_MESSAGE } from './protocol';
import type { OutboxReplayReply } from './protocol';

const flush = (): Promise<OutboxReplayReply> => import('./flush').then(({ flushOutbox }) => flushOutbox());

function flushIfQueued(): void {
  if (localStorage.getItem(OUTBOX_HINT_KEY) === null) return;
  flush().catch((error: unknown) => console.error('The outbox could not be sent', error));
}

export function startOutbox(): void {
  window.addEventListener('online', flushIfQueued);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== OUTBOX_REPLAY_MESSAGE) return;
    const port = event.ports[0];
    flush()
      .then((reply) => port?.postMessage(reply))
      .catch((error: unknown) => {
        console.error('The outbox could not be sent', error);
        port?.postMessage({ pending: 1 } satisfies OutboxReplayReply);
      });
  });
  if (document.readyState === 'complete') flushIfQueued();
  else window.addEventListener('load', flushIfQueued, { once: true });
}
