import { PAYMENT_PROVIDER_ORIGIN } from '../../config/env';
import { allowedRedirect } from '../../lib/allowedRedirect';

/**
 * Sends the page to the provider's payment page, only on this app's origin or the configured provider's: a
 * tampered or misconfigured answer goes nowhere. False when the address was refused (nothing happened).
 */
export function goToProvider(redirectUrl: string): boolean {
  const origin = window.location.origin;
  const target = allowedRedirect(redirectUrl, origin, [origin, PAYMENT_PROVIDER_ORIGIN]);
  if (!target) {
    console.error('Payment redirect refused: not this app nor the configured provider');
    return false;
  }
  window.location.assign(target);
  return true;
}
