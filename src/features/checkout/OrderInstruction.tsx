import { useId } from 'react';
import { ORDER_INSTRUCTION_MAX } from '../../api/checkoutEndpoints';
import type { Order } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { notify } from '../../lib/toast';
import { t } from '../../i18n';
import { setOrderInstruction } from './api';
import type { ChangeDraft } from './useDraftOrder';
import { m } from './messages';
import './cookingNotes.css';

/**
 * Issue 35: one cooking instruction for the whole order, as the large apps ask it, instead of a box under every
 * dish. Saved on the draft when the diner leaves the field, so re-pricing, Back from payment and a reload keep it.
 */
export function OrderInstruction({ draft, change }: { draft: Order; change: ChangeDraft }) {
  const id = useId();
  const saved = draft.cookingInstruction ?? '';
  return (
    <div className="order-instruction">
      <label className="form__label" htmlFor={id}>
        {t(m.orderInstruction)}
      </label>
      <textarea
        id={id}
        className="input textarea order-instruction__field"
        rows={2}
        maxLength={ORDER_INSTRUCTION_MAX}
        placeholder={t(m.orderInstructionHint)}
        defaultValue={saved}
        onBlur={(event) => {
          const text = event.target.value.trim();
          if (text !== saved) change(() => setOrderInstruction(draft.orderRefId, text)).catch((error: unknown) => notify.error(messageOf(error)));
        }}
      />
    </div>
  );
}
