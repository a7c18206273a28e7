import type { m } from '../../rules/outletWords';
import type { Translation } from '../index';

export default {
  dineIn: 'डाइन-इन',
  delivery: 'डिलीवरी',
  takeAway: 'टेकअवे',
  serves: 'सुविधाएँ',
  finding: 'आपके पास के आउटलेट खोजे जा रहे हैं…',
  offline: 'आप ऑफ़लाइन हैं। {time} तक के आउटलेट दिखाए जा रहे हैं।',
  noneServe: 'आपके पास अभी कोई आउटलेट यह सुविधा नहीं देता।',
  outlets: 'आउटलेट',
  openNow: 'अभी खुला है',
  closedNow: 'अभी बंद है',
  closedToday: 'आज बंद है',
  notTakingOrders: 'अभी ऑर्डर नहीं ले रहे',
  openAllDay: '24 घंटे खुला',
} satisfies Translation<typeof m>;
