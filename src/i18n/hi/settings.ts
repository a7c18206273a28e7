import type { m } from '../../features/settings/messages';
import type { Translation } from '../index';

export default {
  title: 'सेटिंग्स',
  yourAccount: 'आपका खाता',
  signedInUntil: '{time} तक साइन इन',
  notificationSettings: 'सूचना सेटिंग्स',
  notificationSettingsHint: 'चुनें कि कौन-सी सूचनाएँ और ऑफ़र आप तक पहुँचें',
  deleteAccount: 'खाता हटाएँ',
  deleteAccountHint: 'आपकी प्रोफ़ाइल, पते और इतिहास हमेशा के लिए हट जाएँगे',
  build: 'बिल्ड {build}',
  version: 'संस्करण {version}',
  deleteConfirm: 'आपकी प्रोफ़ाइल, पते और इतिहास हटा दिए जाएँगे। इसे वापस नहीं लाया जा सकता।',
  delete: 'हटाएँ',
  deleted: 'आपका खाता हटा दिया गया है',
  language: 'भाषा',
} satisfies Translation<typeof m>;
