import { useState } from 'react';
import type { Order } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { useBusy } from '../../lib/useBusy';
import { putPointsTowards } from './api';
import { m } from './pointsMessages';
import type { ChangeDraft } from './useDraftOrder';

/**
 * Loyalty points offer themselves (issue 23) when the customer holds some but not enough for the whole bill (a
 * bill they cover is paid with the Loyalty Points method on the next screen): one switch puts them towards it, and
 * the server prices the rest. Loaded (with its words) only when the server offers points: ./CheckoutScreen.tsx.
 */
export default function PointsOffer({ draft, change }: { draft: Order; change: ChangeDraft }) {
  const [problem, setProblem] = useState<string | null>(null);
  // The switch moves at the tap; the bill follows when the server has priced it (or the switch goes back).
  const [asked, setAsked] = useState<boolean | null>(null);
  const { busy, run } = useBusy();
  const points = draft.pointsOffer ?? 0;
  const used = draft.bill.loyaltyPoints ?? 0;
  const on = asked ?? used > 0;

  const toggle = (use: boolean) =>
    run(async () => {
      setProblem(null);
      setAsked(use);
      try {
        await change(() => putPointsTowards(draft.orderRefId, use));
      } catch (error) {
        setProblem(messageOf(error));
      } finally {
        setAsked(null);
      }
    });

  return (
    <section className="card points-offer" aria-labelledby="points-offer-title">
      <label className="points-offer__row">
        <span className="points-offer__text">
          <strong id="points-offer-title">{t(m.usePoints, { count: points })}</strong>
          <span className="muted">{t(used > 0 ? m.pointsPaying : m.pointsWouldPay, { amount: formatRupees(points) })}</span>
        </span>
        <input type="checkbox" role="switch" checked={on} disabled={busy} onChange={(event) => void toggle(event.target.checked)} />
      </label>
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
