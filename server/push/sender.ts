/**
 * The one interface the server sends pushes through (issue 9). The real implementation is FCM HTTP v1
 * (./fcm); without FCM configured there is no sender and notifications are only kept for the list.
 */
import type { PushData } from '../../src/api/contract';

export type SendOutcome =
  | { outcome: 'sent' }
  /** The push service says this token will never work again (UNREGISTERED, or an invalid token): forget it. */
  | { outcome: 'invalid-token'; reason: string }
  /**
   * A failure worth retrying later (network, 429, 5xx, an expired access token). `retryAfterMs`: the push service
   * asked for a pause (429 with Retry-After); no send goes out before it ends.
   */
  | { outcome: 'retry'; reason: string; retryAfterMs?: number }
  /** A failure a retry cannot fix (the message itself was refused): give up on this push. */
  | { outcome: 'failed'; reason: string };

export interface PushSender {
  /** Sends one data-only message to one device token. Never throws: every failure is an outcome. */
  send(token: string, data: PushData): Promise<SendOutcome>;
}
