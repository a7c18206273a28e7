/**
 * A dish's sizes and add-ons (issue 23), one set of rules for the app and the server: which picks are whole, what
 * they add to the price, and how they read. The key that makes one cart line per dish-and-choices is ./lineKey.ts,
 * apart, as the first view needs it and not these.
 */
import type { DishChoiceGroup } from '../api/contract';
import { inLineOrder } from './lineKey';

/** A pick that holds: its ids in one order (so the same choices are the same line), how it reads, and what it adds. */
export interface PickedChoices {
  choiceIds: number[];
  /** The choices' names in the menu's order, 'Large, Extra shot'; '' for none. */
  label: string;
  /** Rupees added to the dish's price. */
  extra: number;
}

/** What is wrong with a pick: a group short of its minimum or over its maximum, or a choice the dish does not have. */
export type ChoiceProblem = { kind: 'MISSING'; group: DishChoiceGroup } | { kind: 'TOO_MANY'; group: DishChoiceGroup } | { kind: 'UNKNOWN' };

export type ChoiceCheck = { ok: true; picked: PickedChoices } | { ok: false; problem: ChoiceProblem };

/**
 * The pick `choiceIds` on a dish with `groups`, whole or not. A group of one (a size) left unpicked is the dish as
 * priced when its first choice costs nothing more: a cart saved before the dish had sizes, an order placed then,
 * or an app that does not know them yet orders what its menu showed, not a refusal.
 */
export function checkChoices(groups: readonly DishChoiceGroup[] | undefined, choiceIds: readonly number[] = []): ChoiceCheck {
  const wanted = new Set(choiceIds);
  if (wanted.size !== choiceIds.length) return { ok: false, problem: { kind: 'UNKNOWN' } };
  const names: string[] = [];
  const ids: number[] = [];
  let extra = 0;
  let known = 0;
  for (const group of groups ?? []) {
    let chosen = group.choices.filter((choice) => wanted.has(choice.choiceId));
    known += chosen.length;
    const plain = group.choices[0];
    if (chosen.length === 0 && group.min === 1 && group.max === 1 && plain?.price === 0) chosen = [plain];
    if (chosen.length < group.min) return { ok: false, problem: { kind: 'MISSING', group } };
    if (chosen.length > group.max) return { ok: false, problem: { kind: 'TOO_MANY', group } };
    for (const choice of chosen) {
      names.push(choice.name);
      ids.push(choice.choiceId);
      extra += choice.price;
    }
  }
  if (known !== wanted.size) return { ok: false, problem: { kind: 'UNKNOWN' } };
  return { ok: true, picked: { choiceIds: inLineOrder(ids), label: names.join(', '), extra } };
}

/** What a diner starts from: the first of each group that needs exactly one (the dish's own size), nothing else. */
export const startingChoices = (groups: readonly DishChoiceGroup[]): number[] =>
  groups.flatMap((group) => (group.min === 1 && group.max === 1 && group.choices[0] ? [group.choices[0].choiceId] : []));
