import type { m } from '../../../server/messages';
import type { Translation } from '../index';

/** The server's own words in Hindi (server/messages.ts): the server answers a Hindi reader with these. */
export default {
  orderSaved: 'ऑर्डर सेव हो गया',
  orderUpdated: 'ऑर्डर अपडेट हो गया',
  instructionSaved: 'निर्देश सेव हो गया',
  chooseDeliveryAddress: 'कृपया डिलीवरी का पता चुनें',
  notAvailableNow: '{dish} अभी उपलब्ध नहीं है',
  freeDeliveryAbove: '{amount} से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी',
  addForFreeDelivery: 'मुफ़्त डिलीवरी के लिए {amount} और जोड़ें',
  noDeliveryFee: '{orderType} ऑर्डर पर कोई डिलीवरी शुल्क नहीं',
  chooseGroup: 'कृपया {dish} के लिए {group} चुनें',
  chooseAtMost: '{dish} के लिए {group} में से ज़्यादा से ज़्यादा {max} चुनें',
  choicesNotOnMenu: '{dish} के कुछ विकल्प मेन्यू में नहीं हैं',
  welcomeCredit: 'वेलकम क्रेडिट',
  addedThrough: '{source} से जोड़ा गया',
  addedOnline: 'ऑनलाइन पेमेंट से जोड़ा गया',
  paidForOrder: 'ऑर्डर {order} का भुगतान',
  paidForAnOrder: 'एक ऑर्डर का भुगतान',
  tipForOrder: 'ऑर्डर {order} के लिए टिप',
  tip: 'टिप',
  refundForOrder: 'ऑर्डर {order} का रिफ़ंड',
  refundUnused: 'इस्तेमाल न हो सके पेमेंट का रिफ़ंड',
  voucherCode: 'वाउचर {code}',
  voucher: 'वाउचर',
  scratchCardReward: 'स्क्रैच कार्ड इनाम',
  giftCode: 'गिफ़्ट कोड',
  paidForDeal: 'स्टील डील का भुगतान',
  paidForTickets: 'इवेंट टिकटों का भुगतान',
} satisfies Translation<typeof m>;
