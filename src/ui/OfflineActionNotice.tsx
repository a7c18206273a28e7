import { SPEC } from '../config/messages';
import { t } from '../i18n';

/**
 * Beside a button that moves money (pay, place an order, tip) while the browser is offline: why it is off.
 * Those actions are never queued for later (the outbox is for forms), so the customer must know at once.
 */
export function OfflineActionNotice({ className = '' }: { className?: string }) {
  return (
    <p className={`notice ${className}`} role="status" data-testid="offline-payment">
      {t(SPEC.offlinePayment)}
    </p>
  );
}
