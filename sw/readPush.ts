/** How the worker reads a push: pure, so the unit tests run it outside a worker. */
import { tagOfPush } from '../src/features/notifications/tag';

const ICON = '/icons/icon-192.png';
const FALLBACK_TITLE = 'Gold Leaf';

export interface ShownPush {
  title: string;
  options: NotificationOptions;
}

/**
 * What FCM delivers for a data-only message: { data: { ...strings }, from, fcmMessageId, priority }. A payload
 * that carries a 'notification' block is shown from our copy too (Firebase's display never runs here).
 */
export function readPush(payload: unknown): ShownPush | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const outer = payload as {
    data?: unknown;
    notification?: { title?: string; body?: string };
  };
  const data = (typeof outer.data === 'object' && outer.data !== null ? outer.data : {}) as Record<string, string | undefined>;
  const title = data.title ?? outer.notification?.title ?? FALLBACK_TITLE;
  const tag = tagOfPush(data);
  return {
    title,
    options: {
      body: data.body ?? outer.notification?.body,
      icon: ICON,
      badge: ICON,
      ...(tag ? { tag } : {}),
      data: {
        target: data.target ?? '/notifications',
        notificationId: data.notificationId ?? null,
        kind: data.kind ?? null,
      },
    },
  };
}
