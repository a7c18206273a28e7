/**
 * What every request and answer shares (the base path, the envelope, the header and cookie names, the shape of an
 * outlet's and an order's id, a push's tag), apart from ./endpoints, which re-exports it: the first view's code
 * carries these few lines, not every screen's paths and enumerations.
 */

export const API_BASE_PATH = '/v1/api';

/** An outlet's id in its address (/restaurants/{restaurantUuid}). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An order's reference as the server makes them (GL-20261125-CJ5E53); the contract checks requests with it. */
export const ORDER_REF_PATTERN = /^[A-Z0-9-]{6,40}$/;

/** SPEC 3: the generic response envelope. errorCode 0 means success. */
export interface Envelope<T> {
  errorCode: number;
  message: string;
  responsePacket: T;
}

/** Header a client sends with a POST that may be retried; the server answers a repeated key with the first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Push (issue 9): the kinds of notification. */
export const NOTIFICATION_KINDS = ['ORDER', 'OFFER', 'EVENT'] as const;

/** The tag of a push (issue 9): one per order, so a newer status replaces the older notification. */
export function notificationTag(kind: (typeof NOTIFICATION_KINDS)[number], id: string): string {
  return `${kind.toLowerCase()}-${id}`;
}
