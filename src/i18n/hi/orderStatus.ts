import type { m } from '../../features/orders/statusMessages';
import type { Translation } from '../index';

export default {
  statusDraft: 'ऑर्डर नहीं हुआ',
  statusPaymentPending: 'भुगतान बाकी',
  statusPlaced: 'ऑर्डर दिया गया',
  statusAccepted: 'स्वीकार हुआ',
  statusPreparing: 'बन रहा है',
  statusReady: 'तैयार है',
  statusReadyToPickUp: 'ले जाने के लिए तैयार',
  statusOutForDelivery: 'डिलीवरी के लिए निकला',
  statusDelivered: 'डिलीवर हो गया',
  statusPickedUp: 'ले लिया गया',
  statusServed: 'परोसा गया',
  statusBillPaid: 'बिल चुका दिया',
  statusCancelled: 'रद्द हुआ',
  runningOrderFrom: '{outlet} से आपका ऑर्डर',
  trackArrow: 'ट्रैक करें ›',
} satisfies Translation<typeof m>;
