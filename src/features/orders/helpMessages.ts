import { defineMessages } from '../../i18n';

/** 'Help with this order' (issue 23): calling the outlet or the rider, and reporting a missing or wrong dish. */
export const m = defineMessages('orderHelp', {
  title: 'Help with this order',
  callOutlet: 'Call the outlet',
  callRider: 'Call {name}, your rider',
  report: 'Report a missing or wrong dish',
  reportTitle: 'What went wrong?',
  kindLegend: 'The problem',
  missing: 'A dish is missing',
  wrong: 'A dish is wrong',
  dishesLegend: 'Which dishes?',
  note: 'Anything the outlet should know (optional)',
  send: 'Send to the outlet',
  chooseDishes: 'Choose the dishes that were missing or wrong',
  sent: 'The outlet has your report',
  reportedMissing: 'You reported missing: {dishes}.',
  reportedWrong: 'You reported wrong: {dishes}.',
  waiting: 'The outlet has it and will answer here.',
  answered: '{outlet} answered: “{reply}”',
  refunded: '{amount} is back in your wallet.',
  tooLate: 'To report a problem with this order now, please call the outlet.',
  offline: 'You are offline. Connect to send a report.',
});
