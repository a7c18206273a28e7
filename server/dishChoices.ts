/** A dish with the sizes and add-ons a diner picked, priced on the server (issue 23); the rules are src/lib/dishChoices.ts. */
import { checkChoices } from '../src/lib/dishChoices';
import type { menuItems } from './db/schema';
import { ApiError } from './http/envelope';

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
    if (problem.kind === 'MISSING') throw new ApiError(422, `Please choose ${problem.group.name} for ${dish.title}`);
    if (problem.kind === 'TOO_MANY') throw new ApiError(422, `Choose at most ${problem.group.max} of ${problem.group.name} for ${dish.title}`);
    throw new ApiError(422, `Some choices for ${dish.title} are not on the menu`);
  }
  const { picked } = check;
  return { pricePaise: dish.pricePaise + Math.round(picked.extra * 100), choiceIds: picked.choiceIds, choices: picked.label };
}
