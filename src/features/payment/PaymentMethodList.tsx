import { useId } from 'react';
import type { PaymentMethod, PaymentMode } from '../../api/contract';
import { formatCount, formatRupees } from '../../lib/format';
import { pointsAreShort, walletIsShort } from './paymentModes';

interface Props {
  methods: PaymentMethod[];
  selected: PaymentMode | null;
  onSelect: (mode: PaymentMode) => void;
  walletBalance: number;
  rewardPoints: number;
  amount: number;
  upiId: string;
  onUpiIdChange: (value: string) => void;
  upiError: string;
}

/** The methods as one radio group; the wallet and the loyalty points show their balance, and say when it is not enough. */
export function PaymentMethodList({ methods, selected, onSelect, walletBalance, rewardPoints, amount, upiId, onUpiIdChange, upiError }: Props) {
  const upiInputId = useId();
  const upiErrorId = useId();
  // Each radio is named by its title alone and described by the rest, so "Wallet" and "Wallet app" stay distinct.
  const idFor = useId();
  return (
    <fieldset className="pay-methods">
      <legend className="section-title">Choose Payment Method</legend>
      {methods.map((method) => {
        const short =
          (method.paymentMode === 'WALLET' && walletIsShort(walletBalance, amount)) ||
          (method.paymentMode === 'LOYALTY_POINTS' && pointsAreShort(rewardPoints, amount));
        const base = `${idFor}-${method.paymentMode}`;
        return (
          <div key={method.paymentMode} className="pay-method">
            <label className="pay-method__choice">
              <input
                type="radio"
                name="payment-mode"
                value={method.paymentMode}
                checked={selected === method.paymentMode}
                aria-labelledby={`${base}-title`}
                aria-describedby={`${base}-description`}
                onChange={() => onSelect(method.paymentMode)}
              />
              <span className="pay-method__text">
                <span id={`${base}-title`} className="pay-method__title">
                  {method.title}
                </span>
                <span id={`${base}-description`} className="pay-method__details">
                  {method.description && <span className="muted pay-method__description">{method.description}</span>}
                  {method.paymentMode === 'WALLET' && (
                    <span className={short ? 'pay-method__reason' : 'muted'}>
                      Balance {formatRupees(walletBalance)}
                      {short ? ' — not enough for this order' : ''}
                    </span>
                  )}
                  {method.paymentMode === 'LOYALTY_POINTS' && (
                    <span className={short ? 'pay-method__reason' : 'muted'} data-testid="points-balance">
                      Balance {formatCount(rewardPoints, 'point')} ({formatRupees(rewardPoints)})
                      {short ? ' — not enough for this order' : ''}
                    </span>
                  )}
                </span>
              </span>
            </label>
            {method.paymentMode === 'UPI' && selected === 'UPI' && (
              <div className="pay-method__extra">
                <label className="form__label" htmlFor={upiInputId}>
                  UPI id
                </label>
                <input
                  id={upiInputId}
                  className="input"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="name@bank"
                  value={upiId}
                  maxLength={321}
                  aria-invalid={upiError ? true : undefined}
                  aria-describedby={upiError ? upiErrorId : undefined}
                  onChange={(event) => onUpiIdChange(event.target.value.trim())}
                />
                {upiError && (
                  <p id={upiErrorId} className="form__error" role="alert">
                    {upiError}
                  </p>
                )}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
