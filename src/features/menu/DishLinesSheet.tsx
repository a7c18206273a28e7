import { useEffect, useMemo } from 'react';
import { atom, useAtomValue } from 'jotai';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { lineKey, withChoices, type DishLine } from '../../rules/lineKey';
import { Sheet } from '../../ui/Sheet';
import { QuantityStepper } from '../cart';
import type { CartOwner } from '../cart';
import type { myDishLines } from './menuTaps';
import { m } from './choicesMessages';
import './choices.css';

interface DishLinesSheetProps {
  itemId: number;
  /** The cart's outlet and order type; null at a table ordering together (the diner's lines on the table's cart). */
  owner: CartOwner | null;
  /** The diner's lines of a dish, handed over by the tap that opened the sheet with its code (menuTaps.ts). */
  linesOf: typeof myDishLines;
  onChange: (line: DishLine, change: 'ADD' | 'REMOVE') => void;
  onClose: () => void;
}

/**
 * '−' on a dish that is in the cart with different choices (a Large and a Regular): which one goes is asked here,
 * each line with its choices and its own stepper, as the cart shows them, instead of sending the diner to the cart.
 */
export default function DishLinesSheet({ itemId, owner, linesOf, onChange, onClose }: DishLinesSheetProps) {
  const lines = useAtomValue(
    useMemo(
      () =>
        atom((get) =>
          // The cart's lines and the table's, read alike: their choices in words and their price each.
          linesOf(get, itemId, owner).map((line) => ('finalPrice' in line ? { ...line, choices: line.choices ?? '', price: line.finalPrice } : line)),
        ),
      [itemId, owner, linesOf],
    ),
  );
  // The last line taken away (or the cart emptied elsewhere): nothing left to choose from.
  const none = lines.length === 0;
  useEffect(() => {
    if (none) onClose();
  }, [none, onClose]);
  const [first] = lines;
  if (!first) return null;
  return (
    <Sheet open title={first.title} onClose={onClose} className="dish-lines">
      <p className="muted">{t(m.whichOne)}</p>
      <ul className="dish-lines__list">
        {lines.map((line) => (
          // The sheet's title names the dish: each line reads as its choices (its buttons still name both).
          <li key={lineKey(line.itemId, line.choiceIds)} className="dish-lines__line">
            <span className="dish-lines__choices">{line.choices || line.title}</span>
            <QuantityStepper title={withChoices(line.title, line.choices)} quantity={line.quantity} onAdd={() => onChange(line, 'ADD')} onRemove={() => onChange(line, 'REMOVE')} />
            <span className="dish-lines__total">{formatRupees(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--block" onClick={onClose}>
        {t(m.done)}
      </button>
    </Sheet>
  );
}
