import type { PaymentMethod, PaymentRequest, UpiApp } from '../../api/contract';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { upiAppLink, upiAppsOn, upiPlatformOf } from './upiApps';
import { leaveForProvider, LEFT_FOR_PROVIDER } from './useOnePayment';

const platform = () => upiPlatformOf(navigator.userAgent, navigator.maxTouchPoints);

/** The UPI apps the payment screen offers in one tap: those the server's provider can open, on this phone. */
export const upiAppsFor = (methods: readonly PaymentMethod[]): UpiApp[] =>
  upiAppsOn(platform(), methods.find((method) => method.paymentMode === 'UPI')?.upiApps);

/** Where the app follows a payment that no provider page sends it back to. */
const followPath = (txnId: string) => `/payment-methods?txn=${encodeURIComponent(txnId)}`;

/**
 * The apps this page opened, per payment, while it lives: the page following the payment offers to open it again
 * (the app did not open, or was closed before paying). Only this tab's memory: the link is the diner's alone.
 */
const opened = new Map<string, { app: UpiApp; link: string }>();
export const openedUpiApp = (txnId: string) => opened.get(txnId) ?? null;

/**
 * Opens the UPI app the diner tapped, with the server's answer. The provider's `upi://pay` intent opens the app
 * itself while this page follows the payment (`follow`, our /payment-methods?txn=…): nothing brings the diner back
 * from a UPI app, they come back by themselves. Anything else (the test-mode page's stand-in for the app) is a page
 * to go to, as a provider's.
 */
export function leaveForUpiApp(answer: PaymentRequest, app: UpiApp, follow: (txnId: string) => void): typeof LEFT_FOR_PROVIDER {
  const txnId = answer.paymentTransactionRefId;
  // The provider fell back to its page (the intent refused): its page offers the UPI apps itself.
  if (!answer.upiIntentUrl) return leaveForProvider(answer.redirectUrl);
  if (!answer.upiIntentUrl.startsWith('upi:')) return leaveForProvider(answer.upiIntentUrl);
  const on = platform();
  const link = on && upiAppLink(answer.upiIntentUrl, app, on, new URL(followPath(txnId), window.location.origin).href);
  if (!link) throw new Error(t(SPEC.somethingWrong));
  opened.set(txnId, { app, link });
  follow(txnId);
  openApp(link);
  return LEFT_FOR_PROVIDER;
}

/**
 * Opens the app as a tap on a link to it does: the phone hands `intent://` (Android) or the app's own scheme (iOS)
 * to the app and this page stays. Still within the tap's user activation (one API call later), which a phone asks
 * of a page that opens an app.
 */
function openApp(link: string): void {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.rel = 'noopener';
  anchor.click();
}
