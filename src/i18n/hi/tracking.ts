import type { m } from '../../features/orders/trackingMessages';
import type { Translation } from '../index';

export default {
  cancelledBecause: '{outlet} यह ऑर्डर नहीं ले सका: {reason}।',
  riderBringing: '{name} आपका ऑर्डर ला रहे हैं',
  handoverCode: 'खाना पहुँचने पर राइडर को यह कोड दें',
  callWaiter: 'वेटर को बुलाएँ',
  requestBill: 'बिल मँगाएँ',
  waiterCalled: '{time} पर वेटर को बुलाया',
  billRequested: '{time} पर बिल मँगाया',
  yourOrder: 'आपका ऑर्डर',
  deliveredAt: '{time} पर डिलीवर हुआ',
  pickedUpAt: '{time} पर ले लिया गया',
  servedAt: '{time} पर परोसा गया',
  cancelledAt: '{time} पर रद्द हुआ',
  refundTitle: 'रिफ़ंड',
} satisfies Translation<typeof m>;
