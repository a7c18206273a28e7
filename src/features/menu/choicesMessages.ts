import { defineMessages } from '../../i18n';

/** Sizes and add-ons (issue 23): the sheet a dish with choices opens on Add; it loads with that sheet. */
export const m = defineMessages('dishChoices', {
  /** What a group asks for, beside its name. */
  chooseExactly: { one: 'Choose 1', other: 'Choose {count}' },
  chooseUpTo: { one: 'Optional · up to 1', other: 'Optional · up to {count}' },
  chooseBetween: 'Choose {min} to {max}',
  /** A group short of its minimum when Add is tapped. */
  pleaseChoose: 'Please choose {group}',
  /** On a choice that costs more. */
  extra: '+ {price}',
  /** The sheet's button: the dish with its choices, priced. */
  addItem: 'Add item · {price}',
  /** '−' on a dish in the cart with different choices: the sheet listing its lines. */
  whichOne: 'You have it with different choices. Which one?',
  /** Over the sheet's Add bar while choices lie under it (issue 45): the groups still below, a tap away. */
  moreBelow: 'More below: {groups}',
  moreChoicesBelow: 'More choices below',
  done: 'Done',
});
