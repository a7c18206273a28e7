import type { m } from '../../app/menuMessages';
import type { Translation } from '../index';

export default {
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
  toasts: 'सूचनाएँ',
  closeToast: 'सूचना बंद करें',
} satisfies Translation<typeof m>;
