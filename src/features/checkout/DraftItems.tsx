import { useState } from 'react';
import { useSetAtom } from 'jotai';
import type { Order, QuantityChange } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { notify } from '../../lib/toast';
import { cartAtom } from '../cart';
import { changeQuantity, setInstruction } from './api';
import { ItemLineRow } from './ItemLineRow';
import type { ChangeDraft } from './useDraftOrder';
import { t } from '../../i18n';
import { m } from './messages';
import { m as orderMessages } from '../orders/messages';

/** The draft's lines with steppers and a cooking instruction each; the local cart follows the server's answer. */
export function DraftItems({ draft, change }: { draft: Order; change: ChangeDraft }) {
  const setCart = useSetAtom(cartAtom);
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<Order>) {
    setBusy(true);
    try {
      const order = await change(run);
      setCart((cart) =>
        cart && {
          ...cart,
          items: order.itemList.map((line) => ({ itemId: line.itemId, title: line.title, finalPrice: line.price, quantity: line.quantity, vegNonVeg: line.vegNonVeg })),
        },
      );
    } catch (error) {
      notify.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const step = (itemId: number, type: QuantityChange) => act(() => changeQuantity(draft.orderRefId, itemId, type));

  return (
    <ul className="draft-items" aria-label={t(orderMessages.items)}>
      {draft.itemList.map((line) => (
        <li key={line.itemId} className="draft-item">
          <ItemLineRow
            line={line}
            total={line.lineTotal}
            disabled={busy}
            onAdd={() => void step(line.itemId, 'INCREASE')}
            onRemove={() => void step(line.itemId, 'DECREASE')}
          />
          <label className="visually-hidden" htmlFor={`instruction-${line.itemId}`}>
            {t(m.cookingInstructionFor, { title: line.title })}
          </label>
          <input
            id={`instruction-${line.itemId}`}
            className="input input--small"
            placeholder={t(m.cookingInstruction)}
            maxLength={200}
            defaultValue={line.instruction}
            onBlur={(event) => {
              const text = event.target.value.trim();
              if (text !== line.instruction) void act(() => setInstruction(draft.orderRefId, line.itemId, text));
            }}
          />
        </li>
      ))}
    </ul>
  );
}
