import type { m } from '../../features/reservations/messages';
import type { Translation } from '../index';

export default {
  bookTable: 'टेबल बुक करें',
  booking: 'बुक हो रही है…',
  forEvent: '{event} के लिए',
  restaurant: 'रेस्टोरेंट',
  selectRestaurant: 'रेस्टोरेंट चुनें',
  name: 'नाम',
  mobileNumber: 'मोबाइल नंबर',
  email: 'ईमेल',
  dateTime: 'तारीख और समय',
  occasion: 'अवसर',
  loadingOccasions: 'अवसर लोड हो रहे हैं…',
  selectOccasion: 'अवसर चुनें',
  tryAgain: 'फिर कोशिश करें',
  people: 'कितने लोग',
  cookingInstructions: 'खाना बनाने के निर्देश',
  optional: '(वैकल्पिक)',
  ok: 'ठीक है',
} satisfies Translation<typeof m>;
