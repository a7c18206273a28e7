import type { m } from '../../features/dishes/messages';
import type { Translation } from '../index';

export default {
  customisable: 'अपनी पसंद से',
  closedNow: 'अभी बंद · {time} बजे खुलेगा',
  closedTillTomorrow: 'अभी बंद · कल {time} बजे खुलेगा',
  closedTillDay: 'अभी बंद · {day} {time} बजे खुलेगा',
  paused: '{time} तक ऑर्डर नहीं ले रहा',
  noDelivery: '{place} में डिलीवरी नहीं',
  noDeliveryHere: 'यहाँ डिलीवरी नहीं',
  takeAwayInstead: 'टेकअवे से ऑर्डर करें',
} satisfies Translation<typeof m>;
