/**
 * Every word the rider page shows (issue 37), in English here and in Hindi in hi.ts (loaded only when chosen), declared
 * as the kitchen board declares its own: none of it is in the customer app's catalogue.
 */
import { defineMessages } from '../i18n';

export const m = defineMessages('rider', {
  docTitle: 'Rider · Gold Leaf',
  title: 'Your deliveries',
  language: 'Language',
  signedOut: 'Open the link the outlet sent you by SMS to sign in.',
  linkRefused: 'This link no longer works. Ask the outlet for a new one.',
  noOrders: 'No orders for you yet. They show here as soon as the outlet hands one to you.',
  offline: 'Offline: showing what was loaded. Positions are kept and sent when the signal returns.',
  sharing: 'Sharing your position with the customer',
  sharingOff: 'Allow location so the customer can follow you.',
  queued: { one: '{count} position waiting for signal', other: '{count} positions waiting for signal' },
  statusOut: 'Out for delivery',
  statusDelivered: 'Delivered',
  statusWaiting: 'Being prepared',
  cash: 'Collect {amount} in cash',
  paid: 'Paid online: nothing to collect',
  note: 'Note: {note}',
  phone: 'Customer: {phone}',
  openMaps: 'Open in Maps',
  callCustomer: 'Call customer',
  calling: 'Your phone will ring: pick up and you are put through to the customer.',
  code: 'Customer’s 4-digit code',
  cashConfirm: 'I collected {amount}',
  deliver: 'Delivered',
  delivering: 'Checking…',
  codeNeeded: 'Enter the 4 digits the customer shows you.',
  cashNeeded: 'Confirm the cash you collected.',
  locked: 'Too many wrong codes. Try again after {time}, or ask the outlet.',
  codesStopped: 'Too many wrong codes on your shift: codes are stopped for all your orders. The outlet has been told: ask them to hand over.',
  noConnection: 'No connection. Try again when you have signal.',
  serverAnswered: 'The server answered {status}. Try again.',
});
