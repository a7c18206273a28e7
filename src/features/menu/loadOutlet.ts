import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../api/errors';
import { localeActivated } from '../../i18n/activate';
import { fetchMenu, fetchRestaurantDetail } from './api';
import type { OutletData } from './OutletScreen';

/** Route loader: the outlet and its menu together; an unknown outlet is the not-found page. */
export async function loadOutlet(restaurantUuid: string): Promise<OutletData> {
  try {
    // The menu is asked for in the app's language (issue 46): on a first visit Hindi may still be on its way.
    await localeActivated();
    const [detail, menu] = await Promise.all([fetchRestaurantDetail(restaurantUuid), fetchMenu(restaurantUuid)]);
    return { restaurant: detail.data, menu: menu.data, menuCachedAt: menu.cachedAt };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
