import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { lineKey, withChoices } from '../../lib/lineKey';
import { Dialog } from '../../ui/Dialog';
import type { VegNonVeg } from '../../api/contract';
import { QuantityStepper } from '../cart';
import { m } from './choicesMessages';
import './choices.css';

/** One of the diner's lines of a dish: in the cart, or theirs on the table's cart. */
export interface MyDishLine {
  itemId: number;
  choiceIds?: number[];
  choices?: string;
  title: string;
  /** One, with its choices. */
  price: number;
  quantity: number;
  vegNonVeg: VegNonVeg;
}

interface DishLinesSheetProps {
  title: string;
  lines: MyDishLine[];
  onAdd: (line: MyDishLine) => void;
  onRemove: (line: MyDishLine) => void;
  onClose: () => void;
}

/**
 * '−' on a dish that is in the cart with different choices (a Large and a Regular): which one goes is asked here,
 * each line with its choices and its own stepper, as the cart shows them, instead of sending the diner to the cart.
 */
export default function DishLinesSheet({ title, lines, onAdd, onRemove, onClose }: DishLinesSheetProps) {
  return (
    <Dialog open title={title} onClose={onClose} className="dialog--sheet dish-lines">
      <p className="muted">{t(m.whichOne)}</p>
      <ul className="dish-lines__list">
        {lines.map((line) => (
          // The sheet's title names the dish: each line reads as its choices (its buttons still name both).
          <li key={lineKey(line.itemId, line.choiceIds)} className="dish-lines__line">
            <span className="dish-lines__choices">{line.choices || line.title}</span>
            <QuantityStepper title={withChoices(line.title, line.choices)} quantity={line.quantity} onAdd={() => onAdd(line)} onRemove={() => onRemove(line)} />
            <span className="dish-lines__total">{formatRupees(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--block" onClick={onClose}>
        {t(m.done)}
      </button>
    </Dialog>
  );
}
