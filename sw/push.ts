/**
 * Push in the app's own worker. Messages are FCM data-only (issue 9): the worker shows them itself, through
 * one path only. Its own 'push' listener comes first and stops the event there, so Firebase's listener (added
 * when VITE_FIREBASE_* are set, for the token's life cycle) never displays or forwards it a second time.
 * With a window of the app focused, the message goes to that page (a toast) instead of a notification, if the page
 * takes it (handToPage.ts).
 */
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';
import { SW_FOCUS_WAIT_MS } from '../src/config/constants';
import { firebaseConfig, firebaseConfigured } from '../src/config/firebase';
import { PUSH_MESSAGE_TYPE, PUSH_OPENED_PARAM } from '../src/features/notifications/tag';
import { handToPage } from './handToPage';
import { addToCachedList, notificationOfPush } from './pushList';
import { readPush } from './readPush';
import type { ShownPush } from './readPush';


function parse(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

async function deliver(sw: ServiceWorkerGlobalScope, shown: ShownPush): Promise<void> {
  const windows = await sw.clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  });
  const focused = windows.find((client) => client.focused);
  if (focused) {
    const { target, notificationId, kind } = shown.options.data as Record<string, string | null>;
    const taken = await handToPage(focused, {
      type: PUSH_MESSAGE_TYPE,
      data: {
        title: shown.title,
        body: shown.options.body,
        tag: shown.options.tag,
        target,
        notificationId,
        kind,
      },
    });
    if (taken) return;
  }
  await sw.registration.showNotification(shown.title, shown.options);
}

/** Must run synchronously at the worker's top level, before Firebase adds its own push listener. */
export function startPush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    // Ours is the only handler: Firebase's (registered after this one) must not show it again.
    event.stopImmediatePropagation();
    const payload = parse(event);
    const shown = readPush(payload);
    if (!shown) return;
    const data = (payload as { data?: Record<string, string | undefined> }).data ?? {};
    const item = notificationOfPush(data, Date.now());
    event.waitUntil(Promise.all([deliver(sw, shown), item ? addToCachedList(item).catch(() => undefined) : undefined]));
  });
  // Firebase stays for what it does beyond display: keeping the FCM registration alive (pushsubscriptionchange).
  if (firebaseConfigured) getMessaging(initializeApp(firebaseConfig));
}

/** A tap on a notification opens its screen: in a window of the app already open, else in a new one. */
export function listenForNotificationClicks(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as {
      target?: string;
      url?: string;
      notificationId?: string | null;
    } | null;
    const url = new URL(data?.target ?? data?.url ?? '/', sw.location.origin);
    if (url.origin !== sw.location.origin) return; // only our own screens
    // The app reports the open (issue 46: a campaign's 'opened') and drops this from the address.
    if (data?.notificationId) url.searchParams.set(PUSH_OPENED_PARAM, data.notificationId);
    event.waitUntil(openOrFocus(sw, url.href));
  });
}

/** SPEC 9: a window is given 3 s to come to the front; past that, it is navigated all the same. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

async function openOrFocus(sw: ServiceWorkerGlobalScope, href: string): Promise<void> {
  const windows = await sw.clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  });
  const existing = windows.find((client) => client.focused) ?? windows.find((client) => client.visibilityState === 'visible') ?? windows[0];
  if (existing) {
    const focused =
      (await within(
        existing.focus().catch(() => existing),
        SW_FOCUS_WAIT_MS,
      )) ?? existing;
    const navigated = await focused.navigate(href).catch(() => null);
    if (navigated) return;
  }
  await sw.clients.openWindow(href);
}
