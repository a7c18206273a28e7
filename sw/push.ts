/**
 * Push through Firebase Cloud Messaging, in the app's own worker. Configured by VITE_FIREBASE_* at build time;
 * without them push is off and nothing else changes. Messages are data-only: this worker shows them, so a
 * notification never appears twice.
 */
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';

const env = import.meta.env as Record<string, string | undefined>;
const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: env.VITE_FIREBASE_APP_ID,
};

export const pushConfigured = Boolean(
  firebaseConfig.apiKey && firebaseConfig.projectId && firebaseConfig.messagingSenderId && firebaseConfig.appId,
);

interface PushData {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

/** Must run synchronously at the worker's top level: Firebase adds its push listener during evaluation. */
export function startPush(sw: ServiceWorkerGlobalScope): void {
  if (!pushConfigured) return;
  const messaging = getMessaging(initializeApp(firebaseConfig));
  onBackgroundMessage(messaging, (payload) => {
    const data = (payload.data ?? {}) as PushData;
    void sw.registration.showNotification(data.title ?? 'Gold Leaf', {
      body: data.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.tag,
      data: { url: data.url ?? '/' },
    });
  });
}

/** A tap on a notification opens its screen: in a tab of the app already open, else in a new window. */
export function listenForNotificationClicks(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const wanted = (event.notification.data as { url?: string } | null)?.url ?? '/';
    const url = new URL(wanted, sw.location.origin);
    if (url.origin !== sw.location.origin) return; // only our own screens
    event.waitUntil(openOrFocus(sw, url.href));
  });
}

async function openOrFocus(sw: ServiceWorkerGlobalScope, href: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windows[0];
  if (existing) {
    const focused = await existing.focus();
    await focused.navigate(href);
    return;
  }
  await sw.clients.openWindow(href);
}
