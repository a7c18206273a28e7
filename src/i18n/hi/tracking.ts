import type { m } from '../../features/orders/trackingMessages';
import type { Translation } from '../index';

export default {
  cancelledBecause: '{outlet} यह ऑर्डर नहीं ले सका: {reason}।',
  refundedToWallet: 'आपका भुगतान आपके वॉलेट में वापस आ गया है।',
  riderBringing: '{name} आपका ऑर्डर ला रहे हैं',
  callWaiter: 'वेटर को बुलाएँ',
  requestBill: 'बिल मँगाएँ',
  waiterCalled: '{time} पर वेटर को बुलाया',
  billRequested: '{time} पर बिल मँगाया',
} satisfies Translation<typeof m>;
