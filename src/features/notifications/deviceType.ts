import type { DeviceType } from '../../api/contract';

/**
 * SPEC 7: ANDROID for Android, IPHONE for macOS or iOS (iPadOS calls itself a Mac), otherwise WEB. The user
 * agent decides first (Android reports a Linux platform); the platform catches browsers that trim their agent.
 */
export function deviceTypeOf(userAgent: string, platform = ''): DeviceType {
  if (/android/i.test(userAgent)) return 'ANDROID';
  if (/iphone|ipad|ipod|macintosh|mac os x/i.test(userAgent) || /^(mac|iphone|ipad|ipod)/i.test(platform)) return 'IPHONE';
  return 'WEB';
}

/** iOS only delivers push to a home-screen app: a Safari tab must be told to add the app first. */
export function isIosBrowserTab(userAgent: string, platform: string, maxTouchPoints: number, standalone: boolean): boolean {
  const ios = /iphone|ipad|ipod/i.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  return ios && !standalone;
}
