/** A line of a cart or an order (issue 23): a dish and the sizes and add-ons picked for it, one line per both. */
export interface DishLine {
  itemId: number;
  choiceIds?: number[];
}

/** A line's choices in the one order they are kept and compared in: the same choices are the same line. */
export const inLineOrder = (choiceIds: readonly number[]): number[] => [...choiceIds].sort((a, b) => a - b);

/** One key per dish-and-choices: '42' for the dish as it comes, '42-3-7' with choices 3 and 7 (fit for an element id). */
export const lineKey = (itemId: number, choiceIds: readonly number[] = []): string =>
  choiceIds.length === 0 ? String(itemId) : `${itemId}-${inLineOrder(choiceIds).join('-')}`;

/** A dish named with its choices, where one line of text must say both: 'Cappuccino (Large, Extra shot)'. */
export const withChoices = (title: string, choices: string | undefined): string => (choices ? `${title} (${choices})` : title);
