import type { m } from '../../features/favourites/messages';
import type { Translation } from '../index';

export default {
  heart: 'पसंदीदा: {name}',
  outlets: 'आउटलेट',
  dishes: 'डिश',
  emptyTitle: 'अभी कोई पसंदीदा नहीं',
  emptyText: 'किसी आउटलेट या डिश को यहाँ रखने के लिए उसके दिल पर टैप करें।',
  browse: 'आउटलेट देखें',
  orderFrom: '{outlet} से ऑर्डर करें',
  loading: 'आपके पसंदीदा लोड हो रहे हैं…',
  notAvailable: 'अभी उपलब्ध नहीं',
} satisfies Translation<typeof m>;
