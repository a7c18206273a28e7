/**
 * What the page and the worker share about the outbox. Kept free of imports: the worker and the start-up code
 * both read it, and neither should pull the outbox's code in with it.
 */

/** The Background Sync tag the page registers when it queues something; the worker's sync event answers it. */
export const OUTBOX_SYNC_TAG = 'gold-leaf-outbox';

/** Worker -> page: 'send what is queued now' (the page holds the credential). Answered on the message's port. */
export const OUTBOX_REPLAY_MESSAGE = 'OUTBOX_REPLAY';

/** The page's answer: how many entries are still waiting for the network (the worker's sync fails if any). */
export interface OutboxReplayReply {
  pending: number;
}

/**
 * A hint in localStorage that the outbox may hold entries: start-up reads it synchronously and loads the
 * outbox's code only when there is something to send (IndexedDB stays the truth).
 */
export const OUTBOX_HINT_KEY = 'gold-leaf-outbox';
