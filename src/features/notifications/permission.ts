/**
 * Can this browser show push, and has the user said yes? Read at the moment it is needed: the answer changes
 * when the user changes the site's settings.
 */
import { isIosBrowserTab } from './deviceType';
import { pushTokenSource } from './pushToken';

/** 'ios-tab': an iPhone's Safari tab, where push exists only once the app is added to the home screen. */
export type PushState = NotificationPermission | 'unsupported' | 'ios-tab';

export function pushState(): PushState {
  if (typeof window === 'undefined') return 'unsupported';
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
  if (isIosBrowserTab(navigator.userAgent, navigator.platform, navigator.maxTouchPoints, standalone)) return 'ios-tab';
  if (!pushTokenSource || !('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  return Notification.permission;
}
