import type { m } from '../../features/payment/placedOrderMessages';
import type { Translation } from '../index';

export default {
  orderWasPlaced: 'आपका ऑर्डर हो गया',
  dishesLeftCart: 'इसकी डिशें अब आपके कार्ट में नहीं हैं।',
  trackOrder: 'ऑर्डर ट्रैक करें',
} satisfies Translation<typeof m>;
