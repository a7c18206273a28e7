import { defineMessages } from '../../i18n';

/** Favourites (issue 23): the hearts on outlets and dishes, and the list behind the side menu. */
export const m = defineMessages('favourites', {
  heart: 'Favourite: {name}',
  outlets: 'Outlets',
  dishes: 'Dishes',
  emptyTitle: 'No favourites yet',
  emptyText: 'Tap the heart on an outlet or a dish to keep it here.',
  browse: 'Browse outlets',
  orderFrom: 'Order from {outlet}',
  loading: 'Loading your favourites…',
  notAvailable: 'Not available now',
});
