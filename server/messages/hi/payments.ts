import type { paymentWords } from '../payments';
import type { Translation } from '../../../src/i18n';

/** The server's words about paying in Hindi (server/messages/payments.ts): the server answers a Hindi reader with these. */
export default {
  cashOnDeliveryOnly: 'कैश ऑन डिलीवरी सिर्फ़ होम डिलीवरी ऑर्डर के लिए है',
  payAtStoreOnly: 'स्टोर पर भुगतान सिर्फ़ टेकअवे ऑर्डर के लिए है',
  cashOnly: 'कैश सिर्फ़ डाइन-इन ऑर्डर के लिए है',
  payAtRestaurantOnly: 'रेस्टोरेंट पर भुगतान सिर्फ़ डाइन-इन और टेकअवे ऑर्डर के लिए है',
  billAlreadyPaid: 'इस बिल का भुगतान पहले ही हो चुका है',
  noBillToSettle: 'इस ऑर्डर का कोई बिल बाकी नहीं है',
  payAtCounter: 'कृपया काउंटर पर भुगतान करें या ऑनलाइन पेमेंट चुनें',
  billPaid: 'बिल चुका दिया गया',
  notEnoughPoints: 'लॉयल्टी पॉइंट्स काफ़ी नहीं हैं',
  pointsRemoved: 'लॉयल्टी पॉइंट्स हटा दिए गए',
  pointsApplied: '{points} लॉयल्टी पॉइंट्स लगा दिए गए',
  noPointsToUse: 'आपके पास इस्तेमाल करने के लिए कोई लॉयल्टी पॉइंट नहीं है',
  tipOncePlaced: 'ऑर्डर देने के बाद ही टिप जोड़ी जा सकती है',
  tipRemoved: 'टिप हटा दी गई',
  thanksForTip: 'टिप के लिए धन्यवाद',
  enterValidUpi: 'कृपया सही UPI आईडी डालें',
  upiAppUnavailable: 'यह UPI ऐप यहाँ से नहीं खुल सकता: कृपया UPI चुनें और अगले पेज पर भुगतान करें',
  orderAlreadyPaid: 'इस ऑर्डर का भुगतान पहले ही हो चुका है',
  walletCoversBill: 'आपके वॉलेट में इस बिल के लिए काफ़ी पैसे हैं: कृपया वॉलेट से भुगतान करें',
  walletCoversTickets: 'आपके वॉलेट में इन टिकटों के लिए काफ़ी पैसे हैं: कृपया वॉलेट से भुगतान करें',
  providerUnavailable: 'अभी भुगतान शुरू नहीं हो सका, कृपया फिर से कोशिश करें',
  paymentNotFound: 'भुगतान नहीं मिला',
  paymentSuccessful: 'भुगतान सफल रहा',
  paymentPending: 'भुगतान की पुष्टि अभी बाकी है',
  closedMoneyInWallet: '{closed}। {amount} आपके वॉलेट में वापस आ गए हैं।',
  unusedInWallet: 'इस भुगतान से ऑर्डर नहीं हो सका (भुगतान के दौरान वह बदल गया), इसलिए {amount} आपके वॉलेट में वापस आ गए हैं। उसे फिर से देखें और भुगतान करें।',
} satisfies Translation<typeof paymentWords>;
