import { defineMessages } from '../../i18n';

/** One search across outlets and dishes (issue 23). */
export const m = defineMessages('search', {
  label: 'Search outlets and dishes',
  placeholder: 'Biryani, paneer, Patiala…',
  hint: 'Type a dish or a place: the outlets that serve it, nearest first.',
  searching: 'Searching…',
  results: { one: '{count} outlet near you', other: '{count} outlets near you' },
  none: 'No outlet near you has "{query}". Try another word.',
  serves: 'Serves {dishes}',
  locating: 'Finding where you are…',
  dishes: { one: '{count} dish', other: '{count} dishes' },
});
