import { useState } from 'react';
import type { Order } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useBusy } from '../../lib/useBusy';
import { TIP_PRESETS } from '../../config/constants';
import { formatRupees } from '../../lib/format';
import { setTip } from './api';
import type { ChangeDraft } from './useDraftOrder';
import { t } from '../../i18n';
import { m } from './messages';
import './checkout.css';

const PRESETS = [0, ...TIP_PRESETS];

/** A tip for the rider (delivery) or the staff, added to this order's bill. */
export function TipPicker({ draft, change }: { draft: Order; change: ChangeDraft }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const title = t(draft.orderType === 'HomeDelivery' ? m.tipRider : m.tipStaff);

  const choose = (amount: number) =>
    run(async () => {
      setProblem(null);
      try {
        await change(() => setTip(draft.orderRefId, amount));
      } catch (error) {
        setProblem(messageOf(error));
      }
    });

  return (
    <section aria-labelledby="tip-title">
      <h2 id="tip-title" className="section-title">
        {title}
      </h2>
      <div className="tabs tip-chips" role="radiogroup" aria-label={title}>
        {PRESETS.map((amount) => (
          <button
            key={amount}
            type="button"
            role="radio"
            className="tabs__tab"
            aria-checked={draft.bill.tip === amount}
            disabled={busy}
            onClick={() => void choose(amount)}
          >
            {amount === 0 ? t(m.noTip) : formatRupees(amount)}
          </button>
        ))}
      </div>
      {problem && <p className="form__error">{problem}</p>}
    </section>
  );
}
