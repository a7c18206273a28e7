/** What becomes of an outbox entry after one attempt to send it: the retry policy, kept pure to be tested. */
import { ApiError, NoResponseError, SessionExpiredError } from '../../api/errors';

export type Outcome =
  /** Stored by the server: remove it. */
  | 'sent'
  /** No answer, or one that says nothing about the request (408, 429, 5xx): keep it and try later. */
  | 'retry'
  /** The session was refused (the customer is signed out): keep it for when they sign in again. */
  | 'wait'
  /** The server refused the request itself (4xx): sending it again would be refused again. */
  | 'drop';

const TRY_LATER_STATUSES = new Set([408, 429]);

export function outcomeOf(error: unknown): Outcome {
  if (error === undefined) return 'sent';
  if (error instanceof SessionExpiredError) return 'wait';
  if (error instanceof NoResponseError) return 'retry';
  if (error instanceof ApiError) {
    return TRY_LATER_STATUSES.has(error.status) || error.status >= 500 ? 'retry' : 'drop';
  }
  // Not an answer from the server (a bug in this tab): keep the customer's words rather than lose them.
  return 'retry';
}
