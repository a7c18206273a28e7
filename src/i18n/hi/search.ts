import type { m } from '../../features/search/messages';
import type { Translation } from '../index';

export default {
  label: 'आउटलेट और डिश खोजें',
  placeholder: 'बिरयानी, पनीर, पटियाला…',
  hint: 'कोई डिश या जगह लिखें: जो आउटलेट उसे परोसते हैं, सबसे पास वाले पहले।',
  searching: 'खोज रहे हैं…',
  results: { one: 'आपके पास {count} आउटलेट', other: 'आपके पास {count} आउटलेट' },
  none: 'आपके पास किसी आउटलेट में "{query}" नहीं है। कोई और शब्द आज़माएँ।',
  serves: 'मिलता है: {dishes}',
  locating: 'आपकी जगह पता कर रहे हैं…',
  dishes: { one: '{count} डिश', other: '{count} डिश' },
} satisfies Translation<typeof m>;
