/**
 * A push that arrives while the app is in front: the worker hands it to this page instead of showing a system
 * notification (never both), and the page raises a toast with a way to open what it is about.
 */
import { BRAND_NAME } from '../../config/env';
import { m } from '../../app/messages';
import { t } from '../../i18n';
import { notify } from '../../lib/toast';
import { PUSH_MESSAGE_TYPE } from './tag';

interface PushMessage {
  type: string;
  data: { title?: string; body?: string; target?: string; tag?: string };
}

const isPushMessage = (value: unknown): value is PushMessage =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === PUSH_MESSAGE_TYPE;

/** Only the app's own paths are opened from a message. */
export function safeTarget(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/notifications';
}

export function showPushesAsToasts(open: (target: string) => void): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (!isPushMessage(event.data)) return;
    const { title, body, target, tag } = event.data.data;
    notify.blank(title ?? BRAND_NAME, {
      // The same order's newer status replaces its older toast, as its notification would.
      ...(tag ? { id: `push-${tag}` } : {}),
      description: body,
      action: { label: t(m.openPush), onClick: () => open(safeTarget(target)) },
    });
    // Taken: the worker shows no notification (sw/handToPage.ts).
    event.ports[0]?.postMessage(true);
  });
  navigator.serviceWorker.startMessages();
}
