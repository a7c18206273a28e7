/**
 * Sends what the outbox holds, oldest first, one tab at a time (Web Locks: two tabs sending the same entry
 * would be harmless thanks to its key, but would toast twice). Toasts '<label> sent' for each one stored.
 */
import { credentialAtom } from '../auth';
import { messageOf } from '../../api/errors';
import { store } from '../../lib/store';
import { t } from '../../i18n';
import { notify } from '../../lib/toast';
import { m } from './messages';
import { OUTBOX_HINT_KEY } from './protocol';
import type { OutboxReplayReply } from './protocol';
import { outcomeOf } from './outcome';
import { ownerOf } from './owner';
import { labelOf, listEntries, removeEntry } from './outboxStore';
import { sendEntry } from './send';

let running: Promise<OutboxReplayReply> | null = null;

export function flushOutbox(): Promise<OutboxReplayReply> {
  // In this tab, a flush asked for while one runs joins it rather than racing it.
  running ??= withOutboxLock(sendAll).finally(() => {
    running = null;
  });
  return running;
}

function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request('gold-leaf-outbox', work) : work();
}

async function sendAll(): Promise<OutboxReplayReply> {
  const me = ownerOf(store.get(credentialAtom));
  const queued = await listEntries();
  let pending = 0;
  for (const [index, entry] of queued.entries()) {
    // Another customer's words are never sent with this session: they wait for their author to sign in.
    if (entry.owner !== null && entry.owner !== me) continue;
    let failure: unknown;
    try {
      await sendEntry(entry);
    } catch (error) {
      failure = error;
    }
    const outcome = outcomeOf(failure);
    if (outcome === 'sent') {
      await removeEntry(entry.key);
      notify.success(t(m.sent, { label: labelOf(entry) }));
    } else if (outcome === 'drop') {
      await removeEntry(entry.key);
      notify.error(messageOf(failure), { description: t(m.notSent, { label: labelOf(entry) }) });
    } else if (outcome === 'retry') {
      // Still no network: the rest would fail the same way, so they wait with this one.
      pending = queued.length - index;
      break;
    }
  }
  if ((await listEntries()).length === 0) localStorage.removeItem(OUTBOX_HINT_KEY);
  return { pending };
}
