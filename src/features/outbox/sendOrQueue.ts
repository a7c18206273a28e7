/**
 * Forms that can wait for the network (feedback, ratings, enquiries) go through here: sent now when it can be,
 * or kept on the device and sent once when it is back. Payments and orders never come here: a customer must
 * know at once whether money moved.
 */
import { credentialAtom } from '../auth';
import type { MessageRef } from '../../i18n';
import { store } from '../../lib/store';
import { OUTBOX_HINT_KEY, OUTBOX_SYNC_TAG } from './protocol';
import { outcomeOf } from './outcome';
import { ownerOf } from './owner';
import { saveEntry } from './outboxStore';
import type { OutboxEntry } from './outboxStore';
import { sendEntry } from './send';

export interface OutboxRequest {
  /** Relative to /v1/api. */
  path: string;
  body: unknown;
  /** Names it in the toasts: 'Feedback' gives 'Feedback sent'. Best a catalogue message (see OutboxEntry). */
  label: string | MessageRef;
}

/**
 * 'sent': the server stored it. 'queued': no network (offline, no answer, a time-out, or a 408/429/5xx), so it
 * waits in the outbox (the screen says 'Saved — will be sent when you are back online'). Any other refusal
 * throws, with the server's message, for the form to show beside its fields.
 */
export async function sendOrQueue(outgoing: OutboxRequest): Promise<'sent' | 'queued'> {
  const entry: OutboxEntry = {
    key: crypto.randomUUID(),
    path: outgoing.path,
    body: outgoing.body,
    label: outgoing.label,
    owner: ownerOf(store.get(credentialAtom)),
    createdAt: Date.now(),
  };
  if (navigator.onLine !== false) {
    try {
      await sendEntry(entry);
      return 'sent';
    } catch (error) {
      if (outcomeOf(error) !== 'retry') throw error;
    }
  }
  await saveEntry(entry);
  localStorage.setItem(OUTBOX_HINT_KEY, '1');
  void askForBackgroundSync();
  return 'queued';
}

/**
 * Chromium's Background Sync wakes the worker when the network is back, even with the app closed; the worker
 * then asks an open page to send (sw/outbox.ts). Elsewhere (Safari, Firefox) start-up and 'online' do it.
 */
async function askForBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    console.warn('Background Sync is not available; the outbox is sent on start and when online', error);
  }
}
