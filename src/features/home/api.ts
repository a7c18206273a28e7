import { apiGet } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { BannerType } from '../../api/contract';
import { isBannerList } from '../../api/shapes';
import type { Coordinates } from '../../lib/geo';

export const fetchBanners = (bannerType: BannerType, { latitude, longitude }: Coordinates) =>
  apiGet(`${PATHS.adBannerList(bannerType)}?lat=${latitude.toFixed(4)}&lng=${longitude.toFixed(4)}`, { guard: isBannerList });
