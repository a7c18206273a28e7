import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { RedeemedVoucher } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useAttemptKey } from '../../api/useAttemptKey';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { redeemVoucher } from './api';
import { m } from './messages';
import { VoucherRedeemedDialog } from './VoucherRedeemedDialog';

/** The promo / voucher box: the server says why a code cannot be redeemed; a redeemed one opens the success dialog. */
export function PromoCodeForm({ onRedeemed }: { onRedeemed: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [redeemed, setRedeemed] = useState<{ voucher: RedeemedVoucher; message: string } | null>(null);
  // Set before React re-renders: a double tap sends one request.
  const inFlight = useRef(false);
  const { keyFor, settle } = useAttemptKey();
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const trimmed = code.trim();
    if (!trimmed) return setError(t(SPEC.enterPromoCode));
    inFlight.current = true;
    setBusy(true);
    setError('');
    try {
      const answer = await redeemVoucher(trimmed, keyFor(trimmed.toUpperCase()));
      settle();
      setCode('');
      setRedeemed(answer);
      onRedeemed();
    } catch (failure) {
      settle(failure);
      setError(messageOf(failure));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form className="card wallet-promo" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="wallet-card__heading">
        {t(m.promoTitle)}
      </h2>
      <label className="visually-hidden" htmlFor={inputId}>
        {t(m.promoLabel)}
      </label>
      <div className="wallet-promo__row">
        <input
          id={inputId}
          className="input wallet-promo__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t(m.promoPlaceholder)}
          maxLength={40}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError('');
          }}
        />
        <button type="submit" className="button wallet-promo__submit" disabled={busy} aria-busy={busy}>
          {t(busy ? m.redeeming : m.redeem)}
        </button>
      </div>
      {error && (
        <p id={errorId} className="form__error" role="alert">
          {error}
        </p>
      )}
      {redeemed && <VoucherRedeemedDialog voucher={redeemed.voucher} message={redeemed.message} onClose={() => setRedeemed(null)} />}
    </form>
  );
}
