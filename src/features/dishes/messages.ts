import { defineMessages } from '../../i18n';

/**
 * A dish outside its menu (issue 35: search results, favourites). Its own words, not the menu's: sharing the menu's
 * message module would pull it out of the menu's chunk into one more script on the menu's first view.
 */
export const m = defineMessages('dishes', {
  customisable: 'Customisable',
  closedNow: 'Closed now · opens {time}',
  closedTillTomorrow: 'Closed now · opens tomorrow {time}',
  closedTillDay: 'Closed now · opens {day} {time}',
  paused: 'Not taking orders until {time}',
  noDelivery: "Doesn't deliver to {place}",
  noDeliveryHere: "Doesn't deliver here",
  takeAwayInstead: 'Order TakeAway instead',
});
