import { request } from '../../api/client';
import { OUTLET_PATHS } from '../../api/outletEndpoints';
import { inLanguage } from '../../api/inLanguage';
import { currentLocale } from '../../i18n';
import { isMenu, isRestaurantDetail } from '../../api/shapes';

/**
 * Without the device's position: the distance is worked out on the device (OutletHeader), so the address is the
 * same for everyone. The server can then name it in a deep link's HTML (server/http/routeData.ts) and the worker
 * keeps one copy per outlet, not one per place the diner stood.
 */
export const fetchRestaurantDetail = (restaurantUuid: string) =>
  request('GET', inLanguage(OUTLET_PATHS.restaurantDetail(restaurantUuid), currentLocale()), undefined, { guard: isRestaurantDetail });

/**
 * In the app's language (issue 46). The service worker answers from its cache without the network; cachedAt then
 * says how old the menu is.
 */
export const fetchMenu = (restaurantUuid: string) => request('GET', inLanguage(OUTLET_PATHS.menu(restaurantUuid), currentLocale()), undefined, { guard: isMenu });
