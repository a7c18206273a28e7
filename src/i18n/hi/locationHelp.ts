import type { h } from '../../features/location/helpMessages';
import type { Translation } from '../index';

export default {
  enableHelp: 'इसे चालू करने के लिए वेब पते के पास वाले आइकन पर टैप करें (या ब्राउज़र की साइट सेटिंग्स खोलें), इस साइट के लिए लोकेशन की अनुमति दें, फिर दोबारा कोशिश करें।',
  problemWithHelp: '{problem}। {help}',
  showingNear: '{place} के पास के आउटलेट दिखाए जा रहे हैं।',
  showingNearDefault: 'डिफ़ॉल्ट जगह के पास के आउटलेट दिखाए जा रहे हैं।',
  choosePlace: 'जगह चुनें',
  dismiss: 'लोकेशन संदेश बंद करें',
} satisfies Translation<typeof h>;
