import { notificationTag } from '../../api/protocol';

/**
 * The tag a push notification is shown under: one per order, so a newer status replaces the older one on the
 * device; one per offer or event. The server sends it (issue 9 contract); a message without one gets the same
 * rule (the contract's notificationTag) here, and one with nothing to tell it apart gets no tag (it never
 * replaces another).
 */
export function tagOfPush(data: { kind?: string; tag?: string; orderRefId?: string; notificationId?: string }): string | undefined {
  if (data.tag) return data.tag;
  if (data.kind === 'ORDER' && data.orderRefId) return notificationTag('ORDER', data.orderRefId);
  if ((data.kind === 'OFFER' || data.kind === 'EVENT') && data.notificationId) return notificationTag(data.kind, data.notificationId);
  return undefined;
}

/** The worker tells a focused page about a push with this message, and the page raises a toast. */
export const PUSH_MESSAGE_TYPE = 'PUSH_RECEIVED';

/** Added by the worker to the screen a notification's click opens: the app reports the open and drops it (issue 46). */
export const PUSH_OPENED_PARAM = 'pushOpened';
