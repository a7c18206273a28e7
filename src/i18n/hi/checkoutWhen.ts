import type { m } from '../../features/checkout/whenMessages';
import type { Translation } from '../index';

export default {
  deliverWhen: 'डिलीवरी कब',
  readyWhen: 'पिकअप के लिए कब तैयार',
  asSoonAsPossible: 'जितनी जल्दी हो सके',
  day: 'दिन',
  today: 'आज',
  tomorrow: 'कल',
  closedSoScheduled: 'आउटलेट अभी ऑर्डर नहीं ले रहा है: आपका ऑर्डर इसी समय के लिए है।',
  noSlotLeft: 'आउटलेट में आज या कल कोई समय खाली नहीं है।',
} satisfies Translation<typeof m>;
