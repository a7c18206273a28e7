/** A dish with the sizes and add-ons a diner picked, priced on the server (issue 23); the rules are src/rules/dishChoices.ts. */
import { checkChoices } from '../src/rules/dishChoices';
import type { menuItems } from './db/schema';
import { ApiError } from './http/envelope';
import { m } from './messages';

export interface ChosenDish {
  /** One, with its choices. */
  pricePaise: number;
  /** Sorted: the same choices are the same line. */
  choiceIds: number[];
  /** How they read: 'Large, Extra shot'; '' for none. */
  choices: string;
}

/** The dish's price with `choiceIds`, or a 422 naming what is missing, too many, or not on the menu. */
export function chooseOn(dish: Pick<typeof menuItems.$inferSelect, 'title' | 'pricePaise' | 'choiceGroups'>, choiceIds: readonly number[] = []): ChosenDish {
  const check = checkChoices(dish.choiceGroups ?? undefined, choiceIds);
  if (!check.ok) {
    const { problem } = check;
    const { title: dishTitle } = dish;
    if (problem.kind === 'MISSING') throw new ApiError(422, { ref: m.chooseGroup, params: { group: problem.group.name, dish: dishTitle } });
    if (problem.kind === 'TOO_MANY') throw new ApiError(422, { ref: m.chooseAtMost, params: { max: problem.group.max, group: problem.group.name, dish: dishTitle } });
    throw new ApiError(422, { ref: m.choicesNotOnMenu, params: { dish: dishTitle } });
  }
  const { picked } = check;
  return { pricePaise: dish.pricePaise + Math.round(picked.extra * 100), choiceIds: picked.choiceIds, choices: picked.label };
}
