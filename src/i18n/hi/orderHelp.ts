import type { m } from '../../features/orders/helpMessages';
import type { Translation } from '../index';

export default {
  title: 'इस ऑर्डर में मदद',
  callOutlet: 'आउटलेट को कॉल करें',
  callRider: 'अपने राइडर {name} को कॉल करें',
  report: 'छूटी या गलत डिश की शिकायत करें',
  reportTitle: 'क्या गड़बड़ हुई?',
  kindLegend: 'समस्या',
  missing: 'कोई डिश नहीं आई',
  wrong: 'कोई डिश गलत आई',
  dishesLegend: 'कौन-सी डिश?',
  note: 'आउटलेट के लिए कुछ और (वैकल्पिक)',
  send: 'आउटलेट को भेजें',
  chooseDishes: 'वे डिश चुनें जो नहीं आईं या गलत आईं',
  sent: 'आउटलेट को आपकी शिकायत मिल गई है',
  reportedMissing: 'आपने बताया कि ये नहीं आईं: {dishes}।',
  reportedWrong: 'आपने बताया कि ये गलत आईं: {dishes}।',
  waiting: 'आउटलेट को यह मिल गई है और वह यहीं जवाब देगा।',
  answered: '{outlet} का जवाब: “{reply}”',
  refunded: '{amount} आपके वॉलेट में वापस आ गया है।',
  tooLate: 'इस ऑर्डर की शिकायत अब करने के लिए कृपया आउटलेट को कॉल करें।',
  offline: 'आप ऑफ़लाइन हैं। शिकायत भेजने के लिए इंटरनेट से जुड़ें।',
} satisfies Translation<typeof m>;
