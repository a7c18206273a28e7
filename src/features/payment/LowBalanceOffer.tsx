import { useNavigate } from '@tanstack/react-router';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { amountToAdd, splitOf, splitOfferLabel } from './lowBalance';
import { m } from './messages';
import { LOW_BALANCE } from './paymentModes';
import './lowBalance.css';

/**
 * The Low Balance message with its ways out: add what is missing (the top-up comes back to this same payment:
 * what is being paid for is kept on the device) or, when the wallet holds something, pay the rest by the provider.
 * `returnTo`: the screen the top-up comes back to (a food order's payment, an event's tickets).
 */
export function LowBalanceOffer({ total, walletBalance, onSplit, returnTo }: { total: number; walletBalance: number; onSplit: () => void; returnTo: string }) {
  const navigate = useNavigate();
  const toAdd = amountToAdd(total, walletBalance);
  return (
    <div className="notice notice--error pay-bar__error low-balance" data-testid="pay-error">
      <p className="low-balance__text" role="alert">
        {t(LOW_BALANCE)}
      </p>
      <div className="low-balance__actions">
        <button
          type="button"
          className="button low-balance__add"
          onClick={() =>
            void navigate({
              to: '/payment-methods',
              state: { action: 'Add_Wallet_Balance', payableUsingGateWay: toAdd, payableUsingWallet: 0, previousPath: returnTo },
            })
          }
        >
          {t(m.addMoneyAmount, { amount: formatRupees(toAdd) })}
        </button>
        {walletBalance > 0 && (
          <button type="button" className="button button--ghost low-balance__split" onClick={onSplit}>
            {splitOfferLabel(splitOf(total, walletBalance))}
          </button>
        )}
      </div>
    </div>
  );
}
