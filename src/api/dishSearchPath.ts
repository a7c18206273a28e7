/**
 * Issue 35: the dish search's path (relative to API_BASE_PATH): POST DishSearchRequest → DishSearchAnswer. Not in
 * PATHS, which rides in the boot chunk of every first view: only the search screen asks it. Like searchOutlets, a
 * path the service worker leaves alone.
 */
export const SEARCH_DISHES_PATH = '/searchDishes';
