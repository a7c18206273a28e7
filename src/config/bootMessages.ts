import { defineMessages } from '../i18n';

/**
 * The spec's words that the first views' own code may say (the API client's errors, the location prompt, the
 * account routes' guard, the error and not-found pages, the table's QR line on home, a menu and checkout), apart
 * from the rest (./messages.ts), whose words belong to screens that load later. The same 'spec' area: one Hindi
 * file (src/i18n/hi/spec.ts) covers both, and ./messages.ts spreads these into MSG and SPEC.
 */
export const BOOT_MSG = {
  loginRequired: 'Please login for further process',
  scanQr: 'Please scan QR Code on your table to place an Order',
  serverNotResponding: 'Sever is not responding',
  somethingWrong: 'Something went wrong',
  unauthorisedAccess: 'Unauthorised Access',
  pageNotFound: 'Page Not Found',
  unexpectedError: 'Unexpected Application Error!',
  allowLocation: 'Please allow location',
  geolocationUnsupported: 'Geolocation is not supported by your browser',
  locationDisabled: 'location permission is disabled',
  // Issue 19: no answer while the phone itself is offline (SPEC's 'Sever is not responding' is for a server that
  // does not answer while the phone is online).
  phoneOffline: 'You are offline. Try again when you are back online.',
} as const;

export const BOOT_SPEC = defineMessages('spec', BOOT_MSG);
