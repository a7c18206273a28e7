import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { WALLET_TOP_UP_MAX, WALLET_TOP_UP_PRESETS } from '../../config/constants';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { addPreset, checkTopUpAmount } from '../../lib/walletAmount';
import { m } from './messages';

/**
 * The amount to add, the quick-add chips (each adds to what is typed) and Add Money, which goes on to the
 * payment screen with SPEC 2's navigation state; the provider page brings the customer back here.
 */
export function AddMoneyForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTopUpAmount(text);
    if (!checked.ok) return setError(checked.message);
    setError('');
    void navigate({
      to: '/payment-methods',
      state: { action: 'Add_Wallet_Balance', payableUsingGateWay: checked.amount, payableUsingWallet: 0, previousPath: '/wallet-money' },
    });
  }

  return (
    <form className="card wallet-add" onSubmit={submit} noValidate aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="wallet-card__heading">
        {t(m.addMoneyTitle)}
      </h2>
      <label className="visually-hidden" htmlFor={inputId}>
        {t(m.amountLabel)}
      </label>
      <div className="input-group">
        <span className="input-group__prefix" aria-hidden="true">
          ₹
        </span>
        <input
          id={inputId}
          className="input wallet-add__input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t(m.amountPlaceholder)}
          maxLength={9}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setText(event.target.value);
            setError('');
          }}
        />
      </div>
      {error && (
        <p id={errorId} className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="wallet-add__chips" role="group" aria-label={t(m.quickAdd)}>
        {WALLET_TOP_UP_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="wallet-chip"
            onClick={() => {
              setText((current) => addPreset(current, preset));
              setError('');
            }}
          >
            +{formatRupees(preset)}
          </button>
        ))}
      </div>
      <p id={hintId} className="muted wallet-add__hint">
        {t(m.topUpHint, { max: formatRupees(WALLET_TOP_UP_MAX) })}
      </p>
      <button type="submit" className="button button--block">
        {t(m.addMoney)}
      </button>
    </form>
  );
}
