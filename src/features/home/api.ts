import { apiGet } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { Banner, BannerType } from '../../api/contract';
import type { Coordinates } from '../../lib/geo';

export const fetchBanners = (bannerType: BannerType, { latitude, longitude }: Coordinates) =>
  apiGet<Banner[]>(`${PATHS.adBannerList(bannerType)}?lat=${latitude.toFixed(4)}&lng=${longitude.toFixed(4)}`);
