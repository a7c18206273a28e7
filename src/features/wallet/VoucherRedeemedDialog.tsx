import { useNavigate } from '@tanstack/react-router';
import type { RedeemedVoucher } from '../../api/contract';
import { MSG, SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { m } from './messages';

/**
 * SPEC 4 "Success dialog": when the server's message is the known success constant it shows a green tick and
 * OK goes to /offers; any other message is shown as it is and OK only closes.
 */
export function VoucherRedeemedDialog({ voucher, message, onClose }: { voucher: RedeemedVoucher; message: string; onClose: () => void }) {
  const navigate = useNavigate();
  const success = message === MSG.success;
  return (
    <Dialog open title={t(success ? SPEC.success : m.promoCode)} onClose={onClose} className="dialog--message wallet-redeemed">
      {success && (
        <span className="wallet-redeemed__tick" aria-hidden="true" data-testid="success-tick">
          <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      )}
      <p role="status" className="wallet-redeemed__text">
        <strong>{voucher.rewardText}</strong>
        <span className="muted">
          {t(m.voucherLine, { title: voucher.title, code: voucher.code })}
        </span>
        {!success && <span>{message}</span>}
      </p>
      <div className="dialog__actions">
        <button
          type="button"
          className="button"
          autoFocus
          onClick={() => {
            onClose();
            if (success) void navigate({ to: '/offers' });
          }}
        >
          {t(m.ok)}
        </button>
      </div>
    </Dialog>
  );
}
