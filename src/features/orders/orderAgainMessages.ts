import { defineMessages } from '../../i18n';

/** 'Order again' with the menu as it is today (issue 23): apart from ./messages, which checkout loads too. */
export const m = defineMessages('orderAgain', {
  title: 'Order again',
  from: 'Order again from {outlet}',
  leftOut: { one: '{dishes} is not available now, so it was left out.', other: '{dishes} are not available now, so they were left out.' },
  repriced: '{dish} now costs {now} (was {was}).',
  nothingAvailable: 'None of the dishes in this order is available now.',
});
