import { useId, useState, type FormEvent } from 'react';
import type { Order, ReportKind } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { Sheet } from '../../ui/Sheet';
import { t } from '../../i18n';
import { reportOrderProblem } from './api';
import { m } from './helpMessages';
import '../checkout/checkout.css';

/** Which dishes were missing or wrong, and a word for the outlet: sent once, to the outlet's board. */
/** The order's dishes, each once: a report names dishes, so a dish ordered in two sizes is one box. */
function dishesOf(order: Order): Array<{ itemId: number; title: string; quantity: number }> {
  const dishes = new Map<number, { itemId: number; title: string; quantity: number }>();
  for (const { itemId, title, quantity } of order.itemList) {
    const dish = dishes.get(itemId);
    dishes.set(itemId, { itemId, title, quantity: (dish?.quantity ?? 0) + quantity });
  }
  return [...dishes.values()];
}

export function ReportProblemDialog({ order, open, onClose, onSent }: { order: Order; open: boolean; onClose: () => void; onSent: () => void }) {
  const [kind, setKind] = useState<ReportKind>('MISSING');
  const [itemIds, setItemIds] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const { busy, run } = useBusy();
  const noteId = useId();
  const errorId = useId();

  const toggle = (itemId: number) => setItemIds((chosen) => (chosen.includes(itemId) ? chosen.filter((id) => id !== itemId) : [...chosen, itemId]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (itemIds.length === 0) return setError(t(m.chooseDishes));
    setError('');
    await run(async () => {
      try {
        await reportOrderProblem({ orderRefId: order.orderRefId, kind, itemIds, note: note.trim() });
        notify.success(t(m.sent));
        onSent();
      } catch (failure) {
        setError(messageOf(failure));
      }
    });
  }

  return (
    <Sheet open={open} title={t(m.reportTitle)} onClose={onClose}>
      <form className="form report-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="report-form__group">
          <legend>{t(m.kindLegend)}</legend>
          {(['MISSING', 'WRONG'] as const).map((option) => (
            <label key={option} className="choice">
              <input type="radio" name="report-kind" checked={kind === option} onChange={() => setKind(option)} />
              <span>{t(option === 'MISSING' ? m.missing : m.wrong)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="report-form__group" aria-describedby={error ? errorId : undefined}>
          <legend>{t(m.dishesLegend)}</legend>
          {dishesOf(order).map((item) => (
            <label key={item.itemId} className="choice">
              <input type="checkbox" checked={itemIds.includes(item.itemId)} onChange={() => toggle(item.itemId)} />
              <span>
                {item.title} × {item.quantity}
              </span>
            </label>
          ))}
        </fieldset>
        <label className="form__label" htmlFor={noteId}>
          {t(m.note)}
        </label>
        <textarea id={noteId} className="input textarea" rows={2} maxLength={300} value={note} onChange={(event) => setNote(event.target.value)} />
        {error && (
          <p id={errorId} className="form__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {t(m.send)}
        </button>
      </form>
    </Sheet>
  );
}
