/// <reference lib="webworker" />
/**
 * The outbox's Background Sync (Chromium): when the network comes back the browser fires 'sync' here, even if
 * the app was in the background, and the worker asks an open page to send what is queued.
 *
 * Why the page sends and not the worker: a queued request needs the customer's credential, and the credential
 * lives only in the session cookie the page reads (the worker cannot read cookies, and a copy kept for the
 * worker would be a second, longer-lived place for a secret, surviving a sign-out that clears the first). So
 * the outbox stores no credential, and workbox-background-sync's Queue (which stores whole requests, headers
 * included, and replays them itself) is not used. A page sends with the session of the moment, only for the
 * entry's own author, and shows the '<label> sent' toasts. With no page open, or the network still failing,
 * the sync fails, and the browser tries it again later; the next start of the app sends it in any case.
 */
import { OUTBOX_REPLAY_MESSAGE, OUTBOX_SYNC_TAG } from '../src/features/outbox/protocol';
import type { OutboxReplayReply } from '../src/features/outbox/protocol';

/** A page sends one entry after another, each within the client's own time-out; it answers well within this. */
const REPLY_WAIT_MS = 120_000;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

function askPage(client: Client): Promise<OutboxReplayReply> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error('The page did not answer the outbox replay')), REPLY_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<OutboxReplayReply>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    client.postMessage({ type: OUTBOX_REPLAY_MESSAGE }, [channel.port2]);
  });
}

async function replayThroughPage(sw: ServiceWorkerGlobalScope): Promise<void> {
  const [page] = await sw.clients.matchAll({ type: 'window' });
  if (!page) throw new Error('No page open to send the outbox; the browser will try again');
  const { pending } = await askPage(page);
  if (pending > 0) throw new Error(`${pending} outbox requests still wait for the network`);
}

export function listenForOutboxSync(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayThroughPage(sw));
  });
}
