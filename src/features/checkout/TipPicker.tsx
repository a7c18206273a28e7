import { useState } from 'react';
import type { Order } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useBusy } from '../../lib/useBusy';
import { TIP_PRESETS } from '../../config/constants';
import { formatRupees } from '../../lib/format';
import { setTip } from './api';
import type { ChangeDraft } from './useDraftOrder';

const PRESETS = [0, ...TIP_PRESETS];

/** A tip for the rider (delivery) or the staff, added to this order's bill. */
export function TipPicker({ draft, change }: { draft: Order; change: ChangeDraft }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const who = draft.orderType === 'HomeDelivery' ? 'your rider' : 'the staff';

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
        Tip {who}
      </h2>
      <div className="tabs tip-chips" role="radiogroup" aria-label={`Tip ${who}`}>
        {PRESETS.map((amount) => (
          <button
            key={amount}
            type="button"
            role="radio"
            className="tabs__tab"
            aria-checked={draft.bill.tip === amount}
            aria-pressed={draft.bill.tip === amount}
            disabled={busy}
            onClick={() => void choose(amount)}
          >
            {amount === 0 ? 'No tip' : formatRupees(amount)}
          </button>
        ))}
      </div>
      {problem && <p className="form__error">{problem}</p>}
    </section>
  );
}
