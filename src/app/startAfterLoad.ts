/**
 * Push's and the outbox's start-up, loaded at an idle moment after the load beside the worker's registration
 * (src/main.tsx): neither draws anything in the first view, so neither is part of its code.
 */
import type { AppStore } from '../lib/store';
import { startNotifications } from '../features/notifications/start';
import { startOutbox } from '../features/outbox/start';

export function startAfterLoad(store: AppStore, open: (href: string) => void): void {
  // Push (issue 9): a message with the app in front is a toast; an allowed device is linked on sign-in.
  startNotifications(store, open);
  // Issue 12: what was written offline goes out on start, when back online, and on the worker's Background Sync.
  startOutbox();
}
