import type { m } from '../../features/pages/messages';
import type { Translation } from '../index';

export default {
  loadingPage: '{title} लोड हो रहा है…',
  inEnglishOnly: 'यह पेज अभी सिर्फ़ अंग्रेज़ी में है',
  lastUpdated: 'आख़िरी बार अपडेट: {date}',
  offlinePage: 'आप ऑफ़लाइन हैं। यह पेज {time} तक का दिखाया जा रहा है।',
  offlineUpcoming: 'आप ऑफ़लाइन हैं। आने वाले आउटलेट {time} तक के दिखाए जा रहे हैं।',

  loadingUpcoming: 'आने वाले आउटलेट लोड हो रहे हैं…',
  noUpcoming: 'अभी किसी नए आउटलेट की घोषणा नहीं हुई है। हमें फ़ॉलो करें, ताकि नया आउटलेट खुलने की ख़बर सबसे पहले आप तक पहुँचे।',
  opening: 'खुलने का महीना:',

  mrpEyebrow: 'ATM बार · हर बुधवार',
  mrpLede: 'छपी हुई MRP पर पूरी बोतल, आपकी टेबल पर 30 ml के {pack} में परोसी जाती है।',
  whisky: 'व्हिस्की',
  vodka: 'वोडका',
  gin: 'जिन',
  mrpSmall:
    'हर बुधवार, शाम 7 बजे से बंद होने तक, हर Gold Leaf लाउंज के ATM बार में। सिर्फ़ 25 साल या उससे ज़्यादा उम्र के मेहमानों को, फ़ोटो ID दिखाने पर ही परोसी जाती है। ऐप से बिक्री या डिलीवरी नहीं होती।',
  showAtBar: 'यह बार पर दिखाएँ',
  ticketLabel: 'MRP नाइट · {pack}',
  ticketHow:
    'MRP नाइट पर ATM बार में अपने सर्वर को यह स्क्रीन दिखाएँ। बोतल आपकी टेबल पर खोली जाती है और {pack} में परोसी जाती है; आप अपने बिल में छपी हुई MRP ही देते हैं।',
  done: 'हो गया',
} satisfies Translation<typeof m>;
