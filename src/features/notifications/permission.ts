/**
 * Can this browser show push, and has the user said yes? Read at the moment it is needed: the answer changes
 * when the user changes the site's settings.
 */
import { isIosBrowserTab } from './deviceType';
import { pushTokenSource } from './pushToken';

/**
 * 'ios-tab': an iPhone's Safari tab, where push exists only once the app is added to the home screen.
 * 'not-set-up': this build has no push configuration, so no browser could receive push from it.
 */
export type PushState = NotificationPermission | 'unsupported' | 'ios-tab' | 'not-set-up';

export function pushState(): PushState {
  if (typeof window === 'undefined') return 'unsupported';
  // Checked first: blaming the browser, or sending an iPhone to the home screen, would not be true.
  if (!pushTokenSource) return 'not-set-up';
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
  if (isIosBrowserTab(navigator.userAgent, navigator.platform, navigator.maxTouchPoints, standalone)) return 'ios-tab';
  if (!('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  return Notification.permission;
}
