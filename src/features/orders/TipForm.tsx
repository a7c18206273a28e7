import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Order } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useBusy } from '../../lib/useBusy';
import { MAX_TIP_RUPEES, TIP_PRESETS } from '../../config/constants';
import { formatRupees } from '../../lib/format';
import { notify } from '../../lib/toast';
import { payTip } from './api';
import { useAttemptKey } from '../../api/useAttemptKey';
import { OfflineActionNotice } from '../../ui/OfflineActionNotice';
import { useOnline } from '../../lib/useOnline';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { m } from './messages';
import './orders.css';

/** 'Tip your rider' (delivery) or 'Tip your server' (at the outlet), paid from the wallet by payTipOnOrder. */
export function TipForm({ order, onTipped }: { order: Order; onTipped: () => void }) {
  const [preset, setPreset] = useState<number | 'custom' | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState('');
  const { busy, run } = useBusy();
  const { keyFor, settle } = useAttemptKey();
  // A tip moves money: never queued for later, so it is off while offline, saying why.
  const online = useOnline();
  const customId = useId();
  const titleId = useId();
  const title = t(order.orderType === 'HomeDelivery' ? m.tipRider : m.tipServer);

  const amount = preset === 'custom' ? Number(custom) : (preset ?? 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!amount || amount <= 0) {
      setError(t(SPEC.selectTip));
      return;
    }
    if (!Number.isFinite(amount) || amount > MAX_TIP_RUPEES) {
      setError(t(SPEC.enterValidAmount));
      return;
    }
    setError('');
    await run(async () => {
      try {
        await payTip(order.orderRefId, amount, keyFor(`${order.orderRefId}:${amount}`));
        settle();
        notify.success(t(m.tipPaid, { amount: formatRupees(amount) }));
        setPreset(null);
        setCustom('');
        onTipped();
      } catch (failure) {
        settle(failure);
        setError(messageOf(failure));
      }
    });
  }

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} aria-labelledby={titleId} noValidate>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {order.tipPaidAfter > 0 && <p className="muted">{t(m.youTipped, { amount: formatRupees(order.tipPaidAfter) })}</p>}
      <fieldset className="choice-chips tip-options--row">
        <legend className="visually-hidden">{t(m.tipAmount)}</legend>
        {TIP_PRESETS.map((value) => (
          <label key={value} className="choice-chip">
            <input type="radio" name="tip" checked={preset === value} onChange={() => setPreset(value)} />
            {formatRupees(value)}
          </label>
        ))}
        <label className="choice-chip">
          <input type="radio" name="tip" checked={preset === 'custom'} onChange={() => setPreset('custom')} />
          {t(m.custom)}
        </label>
      </fieldset>
      {preset === 'custom' && (
        <>
          <label className="form__label" htmlFor={customId}>
            {t(m.tipAmountRupees)}
          </label>
          <input
            id={customId}
            className="input"
            inputMode="numeric"
            value={custom}
            onChange={(e) => setCustom(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </>
      )}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      {!online && <OfflineActionNotice />}
      <button type="submit" className="button button--block" disabled={busy || !online} aria-busy={busy}>
        {t(busy ? m.paying : m.payTip)}
      </button>
    </form>
  );
}
