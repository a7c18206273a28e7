import type { m } from '../../app/messages';
import type { Translation } from '../index';

export default {
  skipToContent: 'सीधे मुख्य हिस्से पर जाएँ',
  back: 'वापस',
  openMenu: 'मेन्यू खोलें',
  changePlace: '(जगह बदलें)',
  search: 'आउटलेट और डिश खोजें',
  // Store names are shown as the stores write them.
  loadingLatestVersion: 'नया संस्करण लोड हो रहा है…',
  partNotLoaded: 'ऐप का एक हिस्सा लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  showingFailed: 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
  goHome: 'होम पर जाएँ',
  couldNotLoad: 'यह पेज लोड नहीं हो सका',
  pageMissing: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  noAccess: 'आपको यह पेज देखने की अनुमति नहीं है।',
  openPush: 'खोलें',
  tabs: 'टैब',
  tabHome: 'होम',
  tabOrders: 'ऑर्डर',
  tabAccount: 'खाता',
} satisfies Translation<typeof m>;
