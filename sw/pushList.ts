/**
 * A push is added to the worker's copy of the notification list, so that someone who opens the app from it
 * with no signal still finds it in /notifications (the server has it too: the next list fetched replaces
 * this copy). Only the first page is touched, and only when the worker already keeps one.
 */
import type { AppNotification, NotificationPage } from '../src/api/contract';
import { NOTIFICATION_KINDS } from '../src/api/endpoints';
import { USER_CACHE_PREFIX } from '../src/config/cache';

export const NOTIFICATIONS_CACHE = `${USER_CACHE_PREFIX}notifications`;

/** The list item a push stands for, or null when it names no stored notification. */
export function notificationOfPush(data: Record<string, string | undefined>, now: number): AppNotification | null {
  const recordId = Number(data.notificationId);
  const kind = NOTIFICATION_KINDS.find((k) => k === data.kind);
  if (!Number.isSafeInteger(recordId) || recordId <= 0 || !kind || !data.title) return null;
  return {
    recordId,
    kind,
    title: data.title,
    body: data.body ?? '',
    target: data.target ?? '/notifications',
    orderRefId: data.orderRefId ?? null,
    createdAt: now,
    read: false,
  };
}

/** The page with the item first, unless it is already there (a push delivered twice is listed once). */
export function withNotification(page: NotificationPage, item: AppNotification): NotificationPage {
  if (page.items.some((existing) => existing.recordId === item.recordId)) return page;
  return { ...page, items: [item, ...page.items] };
}

const isFirstPage = (url: string) => (new URL(url).searchParams.get('page') ?? '1') === '1';

export async function addToCachedList(item: AppNotification): Promise<void> {
  const cache = await caches.open(NOTIFICATIONS_CACHE);
  for (const request of await cache.keys()) {
    if (!isFirstPage(request.url)) continue;
    const cached = await cache.match(request);
    if (!cached) continue;
    const envelope = (await cached.json()) as { responsePacket?: NotificationPage | null };
    if (!envelope.responsePacket) continue;
    const updated = { ...envelope, responsePacket: withNotification(envelope.responsePacket, item) };
    // Same headers, so the page still says how old the list is (its fetch time).
    await cache.put(request, new Response(JSON.stringify(updated), { status: cached.status, headers: cached.headers }));
  }
}
