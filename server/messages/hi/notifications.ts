import type { notificationWords } from '../notifications';
import type { Translation } from '../../../src/i18n';

/** The customer's notifications in Hindi (server/messages/notifications.ts): listed and pushed in Hindi. */
export default {
  accepted: 'ऑर्डर स्वीकार हुआ',
  acceptedBody: '{outlet} ने आपका ऑर्डर {ref} स्वीकार कर लिया है।',
  preparing: 'आपका खाना बन रहा है',
  preparingBody: '{outlet} आपका ऑर्डर {ref} तैयार कर रहा है।',
  ready: 'ऑर्डर तैयार है',
  readyBody: '{outlet} से आपका ऑर्डर {ref} पिक-अप के लिए तैयार है।',
  outForDelivery: 'डिलीवरी के लिए निकला',
  outForDeliveryBody: 'आपका ऑर्डर {ref} रास्ते में है।',
  delivered: 'ऑर्डर डिलीवर हो गया',
  deliveredBody: 'आपका ऑर्डर {ref} डिलीवर हो गया है। खाने का आनंद लें!',
  served: 'ऑर्डर परोस दिया गया',
  servedBody: '{outlet} में आपका ऑर्डर {ref} परोस दिया गया है। खाने का आनंद लें!',
  pickedUpBody: '{outlet} से आपका ऑर्डर {ref} पिक-अप के लिए तैयार है। खाने का आनंद लें!',
  cancelled: 'ऑर्डर रद्द हुआ',
  cancelledBody: '{outlet} से आपका ऑर्डर {ref} रद्द हो गया है।',
  declinedBody: '{outlet} आपका ऑर्डर {ref} नहीं ले सका: {reason}।',
  thenSentence: '{first} {next}',
  refundToSource: '{amount} वहीं वापस भेजे जा रहे हैं जहाँ से आपने भुगतान किया था (5 से 7 कामकाजी दिन)।',
  refundToWallet: '{amount} आपके वॉलेट में वापस आ गए हैं।',
  pointsBack: {
    one: 'आपका {count} पॉइंट वापस आ गया है।',
    other: 'आपके {count} पॉइंट्स वापस आ गए हैं।',
  },
  reportAnswered: 'आपकी शिकायत का जवाब आया है',
  reportAnsweredBody: '{outlet} ने ऑर्डर {ref} पर आपकी शिकायत का जवाब दिया: {reply}।',
  moneyBack: 'आपके ऑर्डर के पैसे वापस',
  moneyBackBody: 'ऑर्डर {ref} के {amount} आपके वॉलेट में वापस आ गए हैं।',
  moneyBackSourceBody: 'ऑर्डर {ref} के {amount} वहीं वापस भेजे जा रहे हैं जहाँ से आपने भुगतान किया था (5 से 7 कामकाजी दिन)।',
} satisfies Translation<typeof notificationWords>;
