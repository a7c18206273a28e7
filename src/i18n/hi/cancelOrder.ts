import type { m } from '../../features/orders/cancelMessages';
import type { Translation } from '../index';

export default {
  cancelOrder: 'ऑर्डर रद्द करें',
  title: 'यह ऑर्डर रद्द करें?',
  whileYouCan: 'आउटलेट ने इसे अभी स्वीकार नहीं किया है, इसलिए आप इसे अभी भी रद्द कर सकते हैं। स्वीकार होते ही रसोई में खाना बनना शुरू हो जाता है।',
  moneyTo: 'आपका पैसा कहाँ जाए?',
  toSource: 'आपके {mode} में वापस',
  toSourceHint: '5 से 7 कामकाजी दिनों में, जितना समय आपका बैंक लेता है',
  toWallet: 'आपके वॉलेट में',
  toWalletHint: 'अभी, आपके अगले ऑर्डर के लिए तैयार',
  walletBack: '{amount} तुरंत आपके वॉलेट में वापस आ जाएगा।',
  pointsBack: 'आपके पॉइंट तुरंत आपके खाते में वापस आ जाएँगे।',
  nothingPaid: 'आपने इसका भुगतान नहीं किया है, इसलिए कुछ भी वापस नहीं आना है।',
  partPointsBack: { one: 'इस बिल पर लगा {count} लॉयल्टी पॉइंट तुरंत आपको वापस मिल जाता है।', other: 'इस बिल पर लगे {count} लॉयल्टी पॉइंट्स तुरंत आपको वापस मिल जाते हैं।' },
  keepOrder: 'ऑर्डर रखें',
  acceptedMeanwhile: 'आउटलेट ने अभी-अभी यह ऑर्डर स्वीकार कर लिया है, इसलिए अब इसे रद्द नहीं किया जा सकता। कुछ बदलना हो तो आउटलेट को कॉल करें।',
  cancelledMeanwhile: 'आउटलेट ने अभी-अभी यह ऑर्डर खुद रद्द कर दिया है।',
  ok: 'ठीक है',
  cancelled: 'आपका ऑर्डर रद्द हो गया है',
  offline: 'आप ऑफ़लाइन हैं। यह ऑर्डर रद्द करने के लिए इंटरनेट से जुड़ें।',
  youCancelled: 'आपने यह ऑर्डर रद्द किया।',
  refundSourcePending: '{amount} आपके {mode} में वापस आ रहा है: बैंक 5 से 7 कामकाजी दिन लेते हैं।',
  refundSourceDone: '{amount} आपके {mode} में वापस भेज दिया गया है: बैंक इसे दिखाने में 5 से 7 कामकाजी दिन लेते हैं।',
  refundWallet: '{amount} आपके वॉलेट में वापस आ गया है।',
  refundPoints: { one: 'आपका {count} पॉइंट वापस आ गया है।', other: 'आपके {count} पॉइंट वापस आ गए हैं।' },
} satisfies Translation<typeof m>;
