import type { m } from '../../app/messages';
import type { Translation } from '../index';

export default {
  skipToContent: 'सीधे मुख्य हिस्से पर जाएँ',
  back: 'वापस',
  openMenu: 'मेन्यू खोलें',
  nearPlace: '{place} के पास',
  changePlace: '(जगह बदलें)',
  cart: 'कार्ट',
  aboutUs: 'हमारे बारे में',
  termsAndConditions: 'नियम और शर्तें',
  downloadApp: 'हमारा ऐप डाउनलोड करें',
  // Store names are shown as the stores write them.
  appStore: 'App Store',
  googlePlay: 'Google Play',
  followUs: 'हमें फ़ॉलो करें',
  copyright: '© {year} {brand}. सर्वाधिकार सुरक्षित।',
  menu: 'मेन्यू',
  mainNavigation: 'मुख्य',
  accountAndApp: 'खाता और ऐप',
  logout: 'लॉगआउट',
  logoutConfirm: 'क्या आप लॉगआउट करना चाहते हैं?',
  loadingLatestVersion: 'नया संस्करण लोड हो रहा है…',
  partNotLoaded: 'ऐप का एक हिस्सा लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  showingFailed: 'यह पेज दिखाते समय कुछ गड़बड़ हो गई।',
  goHome: 'होम पर जाएँ',
  couldNotLoad: 'यह पेज लोड नहीं हो सका',
  pageMissing: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  noAccess: 'आपको यह पेज देखने की अनुमति नहीं है।',
  toasts: 'सूचनाएँ',
  closeToast: 'सूचना बंद करें',
  openPush: 'खोलें',
} satisfies Translation<typeof m>;
