import type { m } from '../../features/install/messages';
import type { Translation } from '../index';

// Safari's buttons by the names iOS gives them in Hindi.
export default {
  installTitle: 'Gold Leaf ऐप इंस्टॉल करें',
  addTitle: 'Gold Leaf को अपनी होम स्क्रीन में जोड़ें',
  body: 'मेन्यू और आपके ऑर्डर एक टैप में, पूरी स्क्रीन पर, कमज़ोर सिग्नल में भी।',
  install: 'इंस्टॉल करें',
  showMeHow: 'तरीका देखें',
  notNow: 'अभी नहीं',

  addToHomeScreen: 'होम स्क्रीन में जोड़ें',
  share: 'शेयर करें',
  add: 'जोड़ें',
  stepShare: 'Safari के टूलबार में {share} पर टैप करें (iPhone पर नीचे, iPad पर ऊपर)।',
  stepScroll: 'सूची में नीचे स्क्रॉल करें और {addToHome} पर टैप करें।',
  stepAdd: '{add} पर टैप करें। Gold Leaf अपने आइकॉन से, पूरी स्क्रीन पर, किसी भी ऐप की तरह खुलेगा।',
  gotIt: 'ठीक है',
} satisfies Translation<typeof m>;
