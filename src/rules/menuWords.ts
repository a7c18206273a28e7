import { defineMessages } from '../i18n';

export const m = defineMessages('menu', {
  notAvailable: 'Not available',
  /** Issue 23: under Add on a dish with sizes or add-ons, and − tapped on one in the cart with two sets of them. */
  customisable: 'Customisable',
  menu: 'Menu',
  offline: 'You are offline. Showing the menu as of {time}.',
  searchLabel: 'Search the menu',
  searchPlaceholder: 'Search dishes',
  vegOnly: 'Veg only',
  /** Issue 23: the dietary chips under the search, and what a dish says it holds. */
  dietary: 'Dietary needs',
  eggFree: 'Egg-free',
  jain: 'Jain',
  without: 'No {allergen}',
  kcal: '{kcal} kcal',
  contains: 'Contains {allergens}',
  jainFit: 'Jain',
  /** FSSAI's major allergens, in a sentence ('Contains milk, tree nuts') and on a chip ('No milk'). */
  GLUTEN: 'gluten',
  CRUSTACEAN: 'crustaceans',
  MILK: 'milk',
  EGG: 'egg',
  FISH: 'fish',
  PEANUT: 'peanuts',
  TREE_NUT: 'tree nuts',
  SOY: 'soy',
  SULPHITE: 'sulphites',
  categories: 'Categories',
  all: 'All',
  items: { one: '{count} item', other: '{count} items' },
  viewCart: 'View cart',
  /** Over a closed outlet's dishes, whose Add buttons look unavailable: why, and until when. */
  closedLine: 'Closed now. Opens at {time}.',
  closedLineTomorrow: 'Closed now. Opens tomorrow at {time}.',
  /** Issue 36: the next open day is further off (a weekday it keeps closed lies between): its name. */
  closedLineDay: 'Closed now. Opens on {day} at {time}.',
  /** The kitchen paused its orders (it is full): the line, with the time it takes orders again (a tap's words: closedMessage.ts). */
  pausedLine: 'Not accepting orders right now. Back at {time}.',
  /** Issue 23: a closed or paused outlet still takes orders for later, in slots its kitchen can keep. */
  scheduleAhead: 'Schedule for when it opens',
  orderingAhead: 'Ordering ahead: choose the time at checkout.',
  rated: 'Rated {rating} from {count} reviews',
  info: 'Info',
  /** Sharing (issue 23): the button's name, and the sentence sent with the link. */
  shareThis: 'Share {name}',
  shareOutlet: 'Order from {outlet} on the Gold Leaf app.',
  shareDish: '{dish} ({price}) at {outlet}, on the Gold Leaf app.',
  orderFor: 'Order for',
  delivery: 'Delivery',
  takeAway: 'TakeAway',
  dineIn: 'Dine In',
  // Issue 35: an outlet beyond its delivery radius from the chosen place.
  noDelivery: "{outlet} doesn't deliver to {place}.",
  noDeliveryHere: "{outlet} doesn't deliver to where you are.",
  /** Issue 45: said after the above only where the diner could go and collect it (TAKEAWAY_REACH_M), not 315 km away. */
  collectInstead: 'You can collect it as a TakeAway.',
  takeAwayInstead: 'Order TakeAway instead',
});
