import { defineMessages } from '../../i18n';

/**
 * Cancelling an order before its outlet accepts it, and where the money went (issue 23). Apart from ./messages,
 * which checkout loads too.
 */
export const m = defineMessages('cancelOrder', {
  cancelOrder: 'Cancel order',
  title: 'Cancel this order?',
  whileYouCan: 'The outlet has not accepted it yet, so you can still cancel it. Once it does, the kitchen starts cooking.',
  moneyTo: 'Where should your money go?',
  toSource: 'Back to your {mode}',
  toSourceHint: 'In 5 to 7 working days, as your bank takes it',
  toWallet: 'To your wallet',
  toWalletHint: 'Now, ready for your next order',
  walletBack: '{amount} goes back to your wallet at once.',
  pointsBack: 'Your points come back to your account at once.',
  nothingPaid: 'You have not paid for it, so nothing needs to come back.',
  partPointsBack: { one: 'The {count} loyalty point on this bill comes back to you at once.', other: 'The {count} loyalty points on this bill come back to you at once.' },
  keepOrder: 'Keep order',
  acceptedMeanwhile: 'The outlet has just accepted this order, so it can no longer be cancelled. Please call the outlet if you need to change it.',
  cancelledMeanwhile: 'The outlet has just cancelled this order itself.',
  ok: 'OK',
  cancelled: 'Your order is cancelled',
  offline: 'You are offline. Connect to cancel this order.',
  // A cancelled order: who cancelled it, and where each part of the money went.
  youCancelled: 'You cancelled this order.',
  refundSourcePending: '{amount} is on its way back to your {mode}: banks take 5 to 7 working days.',
  refundSourceDone: '{amount} has been sent back to your {mode}: banks take 5 to 7 working days to show it.',
  refundWallet: '{amount} is back in your wallet.',
  refundPoints: { one: 'Your {count} point is back.', other: 'Your {count} points are back.' },
  // Money our support team gave back for an order (it is not cancelled: the order stands).
  moneyBackTitle: 'Money back',
  fromSupport: '{amount} went back to your wallet from our support team on {date}.',
  fromSupportToSource: '{amount} is going back to your {mode} from our support team ({date}): banks take 5 to 7 working days.',
  // Why support gave it back, as the diner reads it under the line above.
  supportWhy: 'Why: {reason}',
  whyLATE: 'your order reached you late',
  whyCOLD: 'your food reached you cold',
  whyMISSING: 'a dish was missing from your order',
  whyWRONG: 'a dish in your order was not the one you chose',
  whyQUALITY: 'a dish was not as good as it should be',
  whySPILLED: 'your food was spilled on the way',
  whyGOODWILL: 'a thank-you from us for your patience',
});
