import { useState } from 'react';
import { useSetAtom } from 'jotai';
import type { Order, OrderItem, QuantityChange } from '../../api/contract';
import { withChoices } from '../../lib/lineKey';
import { messageOf } from '../../api/errors';
import { notify } from '../../lib/toast';
import { cartAtom, keyOf } from '../cart';
import type { CartItem } from '../cart';
import { changeQuantity, setInstruction } from './api';
import { ItemLineRow } from './ItemLineRow';
import type { ChangeDraft } from './useDraftOrder';
import { t } from '../../i18n';
import { m } from './messages';
import { m as orderMessages } from '../orders/messages';
import './checkout.css';

/** The cart line a draft's line stands for: its dish and choices at the server's price. */
const toCartLine = ({ itemId, choiceIds, choices, title, price, quantity, vegNonVeg }: OrderItem): CartItem =>
  choiceIds?.length ? { itemId, choiceIds, choices, title, finalPrice: price, quantity, vegNonVeg } : { itemId, title, finalPrice: price, quantity, vegNonVeg };

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
          items: order.itemList.map(toCartLine),
        },
      );
    } catch (error) {
      notify.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const step = (line: OrderItem, type: QuantityChange) => act(() => changeQuantity(draft.orderRefId, line, type));

  return (
    <ul className="draft-items" aria-label={t(orderMessages.items)}>
      {draft.itemList.map((line) => (
        <li key={keyOf(line)} className="draft-item">
          <ItemLineRow
            line={line}
            total={line.lineTotal}
            disabled={busy}
            onAdd={() => void step(line, 'INCREASE')}
            onRemove={() => void step(line, 'DECREASE')}
          />
          <label className="visually-hidden" htmlFor={`instruction-${keyOf(line)}`}>
            {t(m.cookingInstructionFor, { title: withChoices(line.title, line.choices) })}
          </label>
          <input
            id={`instruction-${keyOf(line)}`}
            className="input input--small"
            placeholder={t(m.cookingInstruction)}
            maxLength={200}
            defaultValue={line.instruction}
            onBlur={(event) => {
              const text = event.target.value.trim();
              if (text !== line.instruction) void act(() => setInstruction(draft.orderRefId, line, text));
            }}
          />
        </li>
      ))}
    </ul>
  );
}
