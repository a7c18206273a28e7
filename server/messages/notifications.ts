/**
 * The server's words in the customer's notifications (issue 24): an order's progress, its cancelling and refund, a
 * report answered. Stored as words with the notification, said in the reader's language when listed and in the
 * device's when pushed. Hindi in server/messages/hi/notifications.ts.
 */
import { defineMessages } from '../../src/i18n';

export const notificationWords = defineMessages('serverNotifications', {
  accepted: 'Order accepted',
  acceptedBody: '{outlet} has accepted your order {ref}.',
  preparing: 'Your food is being prepared',
  preparingBody: '{outlet} is preparing your order {ref}.',
  ready: 'Order ready',
  readyBody: 'Your order {ref} from {outlet} is ready to pick up.',
  outForDelivery: 'Out for delivery',
  outForDeliveryBody: 'Your order {ref} is on its way.',
  delivered: 'Order delivered',
  deliveredBody: 'Your order {ref} has been delivered. Enjoy your meal!',
  served: 'Order served',
  servedBody: 'Your order {ref} has been served at {outlet}. Enjoy your meal!',
  pickedUpBody: 'Your order {ref} from {outlet} is ready to pick up. Enjoy your meal!',
  cancelled: 'Order cancelled',
  cancelledBody: 'Your order {ref} from {outlet} is cancelled.',
  // {reason} is the outlet's own, as it wrote it.
  declinedBody: '{outlet} could not take your order {ref}: {reason}.',
  // One sentence, then the next (a refund after why).
  thenSentence: '{first} {next}',
  refundToSource: '{amount} is on its way back to where you paid from (5 to 7 working days).',
  refundToWallet: '{amount} is back in your wallet.',
  pointsBack: {
    one: 'Your {count} point is back.',
    other: 'Your {count} points are back.',
  },
  reportAnswered: 'Your report is answered',
  // {reply} is the outlet's own, as it wrote it.
  reportAnsweredBody: '{outlet} answered your report on order {ref}: {reply}.',
  // Head office's support gave money back for an order (server/staff/orderCredit.ts).
  moneyBack: 'Money back for your order',
  moneyBackBody: '{amount} is back in your wallet for order {ref}.',
  moneyBackSourceBody: '{amount} is on its way back to where you paid from for order {ref} (5 to 7 working days).',
});
