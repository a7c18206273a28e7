import { useId } from 'react';
import type { PaymentMethod, PaymentMode } from '../../api/contract';
import { t } from '../../i18n';
import type { MessageRef } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { m } from './messages';
import { pointsAreShort, walletIsShort } from './paymentModes';
import { UpiAppChoices, type UpiAppChoice } from './UpiAppChoices';
import './payment.css';

const NAMES: Record<PaymentMode, MessageRef> = {
  UPI: m.methodUpi,
  ONLINE: m.methodOnline,
  CARD: m.methodCard,
  CASH_ON_DELIVERY: m.methodCashOnDelivery,
  CASH: m.methodCash,
  PAY_AT_STORE: m.methodPayAtStore,
  WALLET: m.methodWallet,
  LOYALTY_POINTS: m.methodLoyaltyPoints,
  WALLET_APP: m.methodWalletApp,
};
const ABOUT: Record<PaymentMode, MessageRef> = {
  UPI: m.aboutUpi,
  ONLINE: m.aboutOnline,
  CARD: m.aboutCard,
  CASH_ON_DELIVERY: m.aboutCashOnDelivery,
  CASH: m.aboutCash,
  PAY_AT_STORE: m.aboutPayAtStore,
  WALLET: m.aboutWallet,
  LOYALTY_POINTS: m.aboutLoyaltyPoints,
  WALLET_APP: m.aboutWalletApp,
};

/**
 * The server names and describes each method; where its words are the ones we know, they are shown in the
 * app's language, and any other words (a new method, a screen's own description) as they were given.
 */
const inLanguage = (given: string, known: MessageRef | undefined): string => (known && known.en === given ? t(known) : given);

interface Props {
  methods: PaymentMethod[];
  selected: PaymentMode | null;
  onSelect: (mode: PaymentMode) => void;
  walletBalance: number;
  rewardPoints: number;
  amount: number;
  /** False when the provider's page finds the diner's UPI app itself: no UPI id field (useUpiId). */
  asksUpiId: boolean;
  upiId: string;
  onUpiIdChange: (value: string) => void;
  upiError: string;
  /** The payment screen's one-tap UPI apps, under UPI whichever method is chosen; none elsewhere. */
  upiApps?: UpiAppChoice;
}

/** The methods as one radio group; the wallet and the loyalty points show their balance, and say when it is not enough. */
export function PaymentMethodList({ methods, selected, onSelect, walletBalance, rewardPoints, amount, asksUpiId, upiId, onUpiIdChange, upiError, upiApps }: Props) {
  const oneTap = upiApps !== undefined && upiApps.apps.length > 0;
  const upiInputId = useId();
  const upiErrorId = useId();
  // Each radio is named by its title alone and described by the rest, so "Wallet" and "Wallet app" stay distinct.
  const idFor = useId();
  return (
    <fieldset className="pay-methods">
      <legend className="section-title">{t(m.chooseMethodTitle)}</legend>
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
                  {inLanguage(method.title, NAMES[method.paymentMode])}
                </span>
                <span id={`${base}-description`} className="pay-method__details">
                  {/* With the one-tap apps below, UPI's own block says how it pays; its line would say it twice. */}
                  {method.description && !(method.paymentMode === 'UPI' && oneTap) && <span className="muted pay-method__description">{inLanguage(method.description, method.asksUpiId === false ? m.aboutUpiApp : ABOUT[method.paymentMode])}</span>}
                  {method.paymentMode === 'WALLET' && (
                    <span className={short ? 'pay-method__reason' : 'muted'}>
                      {t(m.walletBalance, { amount: formatRupees(walletBalance) })}
                      {short ? t(m.notEnough) : ''}
                    </span>
                  )}
                  {method.paymentMode === 'LOYALTY_POINTS' && (
                    <span className={short ? 'pay-method__reason' : 'muted'} data-testid="points-balance">
                      {t(m.pointsBalance, { count: rewardPoints, amount: formatRupees(rewardPoints) })}
                      {short ? t(m.notEnough) : ''}
                    </span>
                  )}
                </span>
              </span>
            </label>
            {method.paymentMode === 'UPI' && upiApps && oneTap && (
              <div className="pay-method__extra">
                <UpiAppChoices {...upiApps} />
              </div>
            )}
            {method.paymentMode === 'UPI' && selected === 'UPI' && asksUpiId && (
              <div className="pay-method__extra">
                <label className="form__label" htmlFor={upiInputId}>
                  {t(oneTap ? m.orUpiId : m.upiId)}
                </label>
                <input
                  id={upiInputId}
                  className="input"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={t(m.upiPlaceholder)}
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
