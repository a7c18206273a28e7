import { request } from '../../api/client';
import type { OutboxEntry } from './outboxStore';

/**
 * One attempt through the app's HTTP client, always with the entry's own Idempotency-Key: however often it is
 * tried (here, after a lost answer, from another tab), the server stores it once and answers the same.
 * The credential is the session's own at this moment; an entry is only sent while its author is signed in.
 */
export async function sendEntry(entry: OutboxEntry): Promise<void> {
  await request('POST', entry.path, entry.body, { idempotencyKey: entry.key, auth: entry.owner !== null });
}
