import { t } from '../../i18n';
import { embed } from '../../i18n/embed';
import { formatRupees } from '../../lib/format';
import { m } from './messages';
import './lowBalance.css';

/** What a split payment takes from where ('₹X from the wallet, ₹Y online'), and the way back to one method. */
export function SplitSummary({ split, onCancel }: { split: { fromWallet: number; rest: number }; onCancel: () => void }) {
  return (
    <div className="notice pay-split" data-testid="split-summary">
      <p>{embed(t(m.splitSummary), { fromWallet: <strong>{formatRupees(split.fromWallet)}</strong>, rest: <strong>{formatRupees(split.rest)}</strong> })}</p>
      <button type="button" className="link-button" onClick={onCancel}>
        {t(m.dontSplit)}
      </button>
    </div>
  );
}
