/**
 * The server's words at a table (issue 24): a table's QR code, ordering together on a table's session, and paying
 * the table's bill in parts (issue 23). Hindi in server/messages/hi/tables.ts.
 */
import { defineMessages } from '../../src/i18n';

export const tableWords = defineMessages('serverTables', {
  notOurTable: 'This QR code is not a table of ours',
  notAtThisTable: 'You are not at this table. Scan its QR code to join it.',
  sessionEnded: 'This table’s session has ended. Scan the QR code to start a new one.',
  // Joining a table (issue 34): a newcomer waits until a diner lets them in, or types the join code.
  waitingForTable: 'Someone at the table must let you in first.',
  declinedByTable: 'The table did not let you in.',
  tableFull: 'This table already has {max} diners. Ask the staff for help.',
  tooManyWaiting: 'Too many people are waiting to join this table. Ask someone at it to let you in.',
  wrongJoinCode: 'That is not the table’s join code. Tries left: {left}.',
  joinCodeSpent: 'Too many wrong join codes. Ask someone at the table to let you in.',
  noSuchRequest: 'Nobody is waiting to join with this request.',
  letIn: '{name} joined the table',
  keptOut: '{name} was not let in',
  // The table's cart and its rounds.
  notYourLine: 'Only the one who added a dish can take it off',
  atMostOfOneDish: 'At most {max} of one dish',
  nothingToSend: 'Add a dish to the table’s cart before sending it to the kitchen',
  notAvailableTakeOff: '{dish} is not available right now. Take it off the table’s cart to send the rest.',
  choicesGoneTakeOff: '{dish} is no longer on the menu with these choices. Take it off the table’s cart to send the rest.',
  sentToKitchen: 'Sent to the kitchen',
  // The table's bill.
  nothingSent: 'Send a round to the kitchen before paying',
  billPaidInFull: 'The table’s bill is paid in full',
  nothingOfYours: 'Your dishes are paid for. Pay an equal share or what is left instead.',
  equalSharePaid: 'You have paid an equal share already. Pay what is left instead.',
  aGuest: 'Guest',
  guest: 'Guest {number}',
  yourPartIsPaid: 'Your part is paid. Only what is left for the table can be paid now.',
  roundPaidByOthers: 'Others at the table have paid towards this round, so it can no longer be cancelled. Ask the staff for help.',
  billChanged: 'The table’s bill changed: your part is now {amount}. Look at it again before paying.',
  dishPaidMeanwhile: 'One of your dishes was just paid for. Look at the bill again.',
  payAtTheTable: 'This order is a round of a table’s bill: pay your part on the table’s screen.',
  payOnNextPage: 'Pay on the next page',
  paidInFullThanks: 'The bill is paid in full. Thank you!',
  partPaid: 'Your part is paid',
  handCashToStaff: 'Hand {amount} in cash to the staff: your part is paid once they mark it received',
});
