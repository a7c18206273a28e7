import { useState } from 'react';
import { useSetAtom } from 'jotai';
import type { Order, OrderItem, QuantityChange } from '../../api/contract';
import { withChoices } from '../../rules/lineKey';
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
import './cookingNotes.css';

/** The cart line a draft's line stands for: its dish and choices at the server's price. */
const toCartLine = ({ itemId, choiceIds, choices, title, price, quantity, vegNonVeg }: OrderItem): CartItem =>
  choiceIds?.length ? { itemId, choiceIds, choices, title, finalPrice: price, quantity, vegNonVeg } : { itemId, title, finalPrice: price, quantity, vegNonVeg };

/** A pencil: the note can be written or changed (the button's words say which). */
const PencilIcon = () => (
  <svg className="draft-item__note-icon" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

/**
 * A dish's own note, behind a tap (issue 35: the order's one instruction is OrderInstruction): 'Add a note', or the
 * note it has, opens the line's field; leaving the field saves it and closes it again.
 */
function LineNote({ line, save }: { line: OrderItem; save: (text: string) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  // What was just written, shown while it is saved; the line's own once the server answers (or refuses).
  const [saving, setSaving] = useState<string | null>(null);
  const title = withChoices(line.title, line.choices);
  const note = saving ?? line.instruction;
  const id = `note-${keyOf(line)}`;
  if (!open) {
    return (
      <button
        type="button"
        className={`link-button draft-item__note${note ? ' draft-item__note--written' : ''}`}
        aria-label={note ? t(m.changeNoteFor, { note, title }) : t(m.addNoteFor, { title })}
        onClick={() => setOpen(true)}
      >
        <PencilIcon />
        <span>{note ? t(m.noteShown, { note }) : t(m.addNote)}</span>
      </button>
    );
  }
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t(m.noteFor, { title })}
      </label>
      <input
        id={id}
        className="input input--small draft-item__note-field"
        // Opened by a tap on 'Add a note': the keyboard comes up at once.
        autoFocus
        placeholder={t(m.noteHint)}
        maxLength={200}
        defaultValue={note}
        onBlur={(event) => {
          const text = event.target.value.trim();
          setOpen(false);
          if (text === line.instruction) return;
          setSaving(text);
          void save(text).finally(() => setSaving(null));
        }}
      />
    </>
  );
}

/** The draft's lines with steppers and each dish's note; the local cart follows the server's answer. */
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
          <LineNote line={line} save={(text) => act(() => setInstruction(draft.orderRefId, line, text))} />
        </li>
      ))}
    </ul>
  );
}
