import type { tableWords } from '../tables';
import type { Translation } from '../../../src/i18n';

/** The server's words at a table in Hindi (server/messages/tables.ts): the server answers a Hindi reader with these. */
export default {
  notOurTable: 'यह QR कोड हमारी किसी टेबल का नहीं है',
  notAtThisTable: 'आप इस टेबल पर नहीं हैं। जुड़ने के लिए इसका QR कोड स्कैन करें।',
  sessionEnded: 'इस टेबल का सेशन ख़त्म हो गया है। नया सेशन शुरू करने के लिए QR कोड स्कैन करें।',
  waitingForTable: 'पहले टेबल पर बैठे किसी व्यक्ति को आपको जोड़ना होगा।',
  declinedByTable: 'टेबल ने आपको नहीं जोड़ा।',
  tableFull: 'इस टेबल पर पहले से {max} लोग हैं। मदद के लिए स्टाफ़ से कहें।',
  tooManyWaiting: 'इस टेबल से जुड़ने के लिए बहुत से लोग इंतज़ार कर रहे हैं। टेबल पर बैठे किसी व्यक्ति से आपको जोड़ने को कहें।',
  wrongJoinCode: 'यह टेबल का जॉइन कोड नहीं है। बाकी कोशिशें: {left}।',
  joinCodeSpent: 'बहुत सारे ग़लत जॉइन कोड। टेबल पर बैठे किसी व्यक्ति से आपको जोड़ने को कहें।',
  noSuchRequest: 'इस अनुरोध से कोई जुड़ने का इंतज़ार नहीं कर रहा।',
  letIn: '{name} टेबल से जुड़ गए',
  keptOut: '{name} को नहीं जोड़ा गया',
  notYourLine: 'डिश वही हटा सकता है जिसने उसे जोड़ा था',
  atMostOfOneDish: 'एक डिश ज़्यादा से ज़्यादा {max}',
  nothingToSend: 'किचन को भेजने से पहले टेबल के कार्ट में कोई डिश जोड़ें',
  notAvailableTakeOff: '{dish} अभी उपलब्ध नहीं है। बाकी डिश भेजने के लिए इसे टेबल के कार्ट से हटाएँ।',
  choicesGoneTakeOff: '{dish} इन विकल्पों के साथ अब मेन्यू में नहीं है। बाकी डिश भेजने के लिए इसे टेबल के कार्ट से हटाएँ।',
  sentToKitchen: 'किचन को भेज दिया गया',
  nothingSent: 'भुगतान से पहले किचन को एक राउंड भेजें',
  billPaidInFull: 'टेबल का बिल पूरा चुका दिया गया है',
  nothingOfYours: 'आपकी डिश का भुगतान हो चुका है। इसके बजाय बराबर हिस्सा या जो बाकी है वह चुकाएँ।',
  equalSharePaid: 'आप बराबर हिस्सा पहले ही चुका चुके हैं। इसके बजाय जो बाकी है वह चुकाएँ।',
  billChanged: 'टेबल का बिल बदल गया है: अब आपका हिस्सा {amount} है। चुकाने से पहले इसे फिर से देख लें।',
  dishPaidMeanwhile: 'आपकी एक डिश का भुगतान अभी-अभी हो गया। बिल फिर से देख लें।',
  payAtTheTable: 'यह ऑर्डर एक टेबल के बिल का राउंड है: अपना हिस्सा टेबल वाली स्क्रीन पर चुकाएँ।',
  payOnNextPage: 'अगले पेज पर भुगतान करें',
  paidInFullThanks: 'बिल पूरा चुका दिया गया। धन्यवाद!',
  partPaid: 'आपका हिस्सा चुका दिया गया',
} satisfies Translation<typeof tableWords>;
