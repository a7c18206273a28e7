/**
 * The outbox's own IndexedDB database: requests written offline, waiting to be sent. An entry holds what the
 * request needs and nothing secret: the credential stays in the session cookie and is added when it is sent.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import { t } from '../../i18n';
import type { MessageRef } from '../../i18n';

export interface OutboxEntry {
  /** Sent as the Idempotency-Key on every attempt, so that a replay never stores twice. */
  key: string;
  /** Relative to /v1/api, e.g. '/saveFeedback'. */
  path: string;
  body: unknown;
  /**
   * What the customer wrote, for the toasts: 'Feedback' gives 'Feedback sent'. A catalogue message is kept as
   * such and read when the toast shows, so it is in the language of that moment; plain text is shown as kept.
   */
  label: string | MessageRef;
  /** The mobile number of the signed-in author (never the secret), or null for a public request. */
  owner: string | null;
  /** epoch ms: entries go out in the order they were written. */
  createdAt: number;
}

let database: ReturnType<typeof createStore> | null = null;
/** Opened on first use: a start with an empty outbox never creates the database. */
const outboxDatabase = () => (database ??= createStore('gold-leaf-outbox', 'requests'));

export const saveEntry = (entry: OutboxEntry): Promise<void> => set(entry.key, entry, outboxDatabase());

export const removeEntry = (key: string): Promise<void> => del(key, outboxDatabase());

export async function listEntries(): Promise<OutboxEntry[]> {
  const rows = await entries<string, OutboxEntry>(outboxDatabase());
  return rows.map(([, entry]) => entry).sort((a, b) => a.createdAt - b.createdAt);
}

export const labelOf = (entry: OutboxEntry): string => (typeof entry.label === 'string' ? entry.label : t(entry.label));
