/**
 * The rider API's words (issue 37): what the rider page shows when the server refuses, in the rider's language (the
 * page sends Accept-Language). Hindi in server/messages/hi/riders.ts.
 */
import { defineMessages } from '../../src/i18n';

export const riderWords = defineMessages('serverRiders', {
  linkRefused: 'This rider link no longer works. Ask the outlet for a new one.',
  orderNotFound: 'No such order on your shift',
  notOutForDelivery: 'Order {ref} is not out for delivery',
  wrongCode: { one: "That is not the customer's code: {count} try left", other: "That is not the customer's code: {count} tries left" },
  locked: {
    one: 'Too many wrong codes: try again in {count} minute, or ask the outlet',
    other: 'Too many wrong codes: try again in {count} minutes, or ask the outlet',
  },
  confirmCash: 'Collect {amount} in cash and confirm that amount',
  // A position from the phone: the contract's checks (src/api/contract/riders.ts), said to the rider.
  latitude: 'latitude',
  longitude: 'longitude',
  notANumber: '{field} must be a number',
  outsideIndia: '{field} must be within India ({low} to {high})',
  takenWhen: 'at must be within the last day, by the phone’s clock',
  // Issue 44: a position that cannot be true (server/riders/positions.ts says which are refused, and why).
  notInIndia: 'This position is outside India: check that the phone’s location is on and that no app sets it',
  aheadOfClock: 'This position is timed {seconds} seconds ahead of the server’s clock: set the phone’s date and time to automatic',
  tooManyPositions: 'One position a second for an order: send this one again in a second',
  // Issue 44: the shift's wrong codes across all its orders reached the cap (server/riders/handover.ts).
  codesStopped: 'Your shift has had {count} wrong codes: codes are stopped on all your orders. The outlet has been told: ask them to hand over',
  // Calling the diner through the call bridge (server/riders/calls.ts).
  phoneWillRing: 'Your phone will ring: pick up and you are put through to the customer.',
  callsNotSetUp: 'Calling through the app is not set up here: ask the outlet to call the customer',
  calledJustNow: 'You called this customer a moment ago: try again in {seconds} seconds',
  callsUsedUp: 'You have called this customer {count} times for this order: ask the outlet to help',
  callNotPlaced: 'The call could not be placed: try again, or ask the outlet to call the customer',
});
