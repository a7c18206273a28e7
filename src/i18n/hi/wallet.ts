import type { m } from '../../features/wallet/messages';
import type { Translation } from '../index';

export default {
  walletBalance: 'वॉलेट बैलेंस',
  loyaltyPoints: { one: '{count} लॉयल्टी पॉइंट', other: '{count} लॉयल्टी पॉइंट्स' },
  pointsOnTheWay: { one: 'ऑर्डर {order} आप तक पहुँचते ही {count} पॉइंट आ जाएगा', other: 'ऑर्डर {order} आप तक पहुँचते ही {count} पॉइंट्स आ जाएँगे' },

  addMoneyTitle: 'पैसे जोड़ें',
  amountLabel: 'जोड़ी जाने वाली राशि, रुपये में',
  amountPlaceholder: 'राशि डालें',
  quickAdd: 'झटपट जोड़ें',
  topUpHint: 'एक बार में {max} तक, UPI, कार्ड, नेट बैंकिंग या वॉलेट ऐप से।',
  addMoney: 'पैसे जोड़ें',

  promoTitle: 'प्रोमो कोड है?',
  promoLabel: 'प्रोमो या वाउचर कोड',
  promoPlaceholder: 'कोड डालें',
  redeem: 'रिडीम करें',
  redeeming: 'रिडीम हो रहा है…',
  promoCode: 'प्रोमो कोड',
  voucherLine: '{title} · कोड {code}',
  ok: 'ठीक है',

  history: 'लेन-देन',
  loadingHistory: 'आपके वॉलेट के लेन-देन लोड हो रहे हैं…',
  offlineWallet: 'आप ऑफ़लाइन हैं। आपका वॉलेट {time} तक का दिखाया जा रहा है।',
  amountAsOf: '{time} तक का',
  noHistory: 'वॉलेट में अभी तक कोई लेन-देन नहीं हुआ।',
  loading: 'लोड हो रहा है…',
  loadMore: 'और देखें',
  viewOrder: 'ऑर्डर देखें',
  credit: 'जमा',
  debit: 'कटौती',
} satisfies Translation<typeof m>;
