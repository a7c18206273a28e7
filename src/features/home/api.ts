import { apiGet } from '../../api/client';
import { OUTLET_PATHS } from '../../api/outletEndpoints';
import type { BannerType } from '../../api/contract';
import type { Locale } from '../../i18n';
import { isBannerList } from '../../api/bannerShapes';
import type { Coordinates } from '../../rules/geo';

/** In the app's language, named in the address: the worker keeps each language's banners apart. */
export const fetchBanners = (bannerType: BannerType, { latitude, longitude }: Coordinates, locale: Locale) =>
  apiGet(`${OUTLET_PATHS.adBannerList(bannerType)}?lat=${latitude.toFixed(4)}&lng=${longitude.toFixed(4)}${locale === 'en' ? '' : `&lang=${locale}`}`, {
    guard: isBannerList,
  });
