import type { riderWords } from '../riders';
import type { Translation } from '../../../src/i18n';

/** The rider API's words in Hindi (server/messages/riders.ts): the server answers a Hindi reader with these. */
export default {
  linkRefused: 'यह राइडर लिंक अब काम नहीं करता। आउटलेट से नया लिंक माँगें।',
  orderNotFound: 'यह ऑर्डर आपकी शिफ़्ट में नहीं है',
  notOutForDelivery: 'ऑर्डर {ref} डिलीवरी के लिए नहीं निकला है',
  wrongCode: { one: 'यह ग्राहक का कोड नहीं है: {count} कोशिश बाकी', other: 'यह ग्राहक का कोड नहीं है: {count} कोशिशें बाकी' },
  locked: {
    one: 'बहुत बार गलत कोड: {count} मिनट बाद फिर कोशिश करें, या आउटलेट से पूछें',
    other: 'बहुत बार गलत कोड: {count} मिनट बाद फिर कोशिश करें, या आउटलेट से पूछें',
  },
  confirmCash: '{amount} नकद लें और वही रकम पक्की करें',
  latitude: 'अक्षांश (latitude)',
  longitude: 'देशांतर (longitude)',
  notANumber: '{field} एक संख्या होनी चाहिए',
  outsideIndia: '{field} भारत के भीतर ({low} से {high}) होना चाहिए',
  takenWhen: 'लोकेशन का समय (at) फ़ोन की घड़ी से पिछले एक दिन के भीतर होना चाहिए',
  notInIndia: 'यह लोकेशन भारत के बाहर की है: देखें कि फ़ोन की लोकेशन चालू है और कोई ऐप उसे नहीं बदल रहा',
  aheadOfClock: 'इस लोकेशन का समय सर्वर की घड़ी से {seconds} सेकंड आगे है: फ़ोन की तारीख और समय को अपने-आप (automatic) पर रखें',
  tooManyPositions: 'एक ऑर्डर के लिए एक सेकंड में एक ही लोकेशन: इसे एक सेकंड बाद फिर भेजें',
  codesStopped: 'आपकी शिफ़्ट में {count} गलत कोड हो चुके हैं: आपके सभी ऑर्डर पर कोड बंद हैं। आउटलेट को बता दिया गया है: उनसे डिलीवर करवाने को कहें',
  phoneWillRing: 'आपका फ़ोन बजेगा: उठाते ही आपकी बात ग्राहक से हो जाएगी।',
  callsNotSetUp: 'यहाँ ऐप से कॉल की सुविधा चालू नहीं है: आउटलेट से ग्राहक को कॉल करने को कहें',
  calledJustNow: 'आपने अभी इस ग्राहक को कॉल किया था: {seconds} सेकंड बाद फिर कोशिश करें',
  callsUsedUp: 'आप इस ऑर्डर के लिए ग्राहक को {count} बार कॉल कर चुके हैं: आउटलेट से मदद लें',
  callNotPlaced: 'कॉल नहीं लग सकी: फिर कोशिश करें, या आउटलेट से ग्राहक को कॉल करने को कहें',
} satisfies Translation<typeof riderWords>;
