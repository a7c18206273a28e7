import type { UpiApp } from '../../api/contract';
import { UPI_APPS } from '../../api/upiApps';
import type { MessageRef } from '../../i18n';
import { m } from './messages';

/**
 * Which phone the page runs on, as far as opening a UPI app goes: Android, an iPhone or iPad (iPadOS says Macintosh,
 * but has a touch screen), or neither: a computer has no UPI app, and the provider's page shows it a QR code.
 */
export type UpiPlatform = 'android' | 'ios';

export function upiPlatformOf(userAgent: string, maxTouchPoints: number): UpiPlatform | null {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return null;
}

export const UPI_APP_NAMES: Record<UpiApp, MessageRef> = { gpay: m.appGpay, phonepe: m.appPhonepe, paytm: m.appPaytm, bhim: m.appBhim, other: m.appOther };

type NamedApp = Exclude<UpiApp, 'other'>;

/** Android: each app's package (Razorpay's list of supported UPI apps), so Chrome opens that app and no other. */
const ANDROID_PACKAGE: Record<NamedApp, string> = {
  gpay: 'com.google.android.apps.nbu.paisa.user',
  phonepe: 'com.phonepe.app',
  paytm: 'net.one97.paytm',
  bhim: 'in.org.npci.upiapp',
};

/**
 * iOS: a page can name an app only by its own URL scheme (Razorpay's list for iOS: tez://, phonepe://, paytmmp://,
 * bhim://), which takes the same payment as upi://pay (Google Pay's under a /upi path).
 */
const IOS_PAY: Record<NamedApp, string> = { gpay: 'tez://upi/pay', phonepe: 'phonepe://pay', paytm: 'paytmmp://pay', bhim: 'bhim://pay' };

/**
 * The apps to offer on this phone, in the order we show them, of those the provider can open: none on a computer;
 * 'other' only on Android, whose chooser lists every UPI app installed (iOS has no chooser: upi:// opens whichever
 * app claimed it, and Razorpay's own 'any' option is Android only). An app this version does not know is dropped.
 */
export function upiAppsOn(platform: UpiPlatform | null, offered: readonly string[] | undefined): UpiApp[] {
  if (!platform || !offered) return [];
  return UPI_APPS.filter((app) => offered.includes(app) && (platform === 'android' || app !== 'other'));
}

const UPI_PAY = 'upi://pay?';

/**
 * What opens `app` on `platform` with the provider's intent (`upi://pay?…`), its payment left exactly as the
 * provider made it: on Android a Chrome intent naming the app's package, which falls back to `fallbackUrl` (our
 * page following the payment) when the app is not installed; on iOS the app's own scheme. Null for anything that
 * is not a UPI payment link, or an app the platform cannot name.
 */
export function upiAppLink(intentUrl: string, app: UpiApp, platform: UpiPlatform, fallbackUrl: string): string | null {
  if (!intentUrl.startsWith(UPI_PAY) || /[\s#]/.test(intentUrl)) return null;
  const query = intentUrl.slice(UPI_PAY.length);
  if (app === 'other') return platform === 'android' ? intentUrl : null;
  if (platform === 'ios') return `${IOS_PAY[app]}?${query}`;
  return `intent://pay?${query}#Intent;scheme=upi;package=${ANDROID_PACKAGE[app]};S.browser_fallback_url=${encodeURIComponent(fallbackUrl)};end`;
}
