/**
 * The paths the first views read (home's banners and outlets, an outlet's detail and menu), apart from ./endpoints,
 * whose PATHS spreads them in: the first view's code carries these four, not every screen's paths.
 */
export const BANNER_TYPES = ['DashboardTop', 'DashboardBottom'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const OUTLET_PATHS = {
  adBannerList: (bannerType: BannerType) => `/getAdBannerList/${bannerType}`,
  restaurantList: '/restaurantList',
  restaurantDetail: (restaurantUuid: string) => `/getRestaurantDetail/${restaurantUuid}`,
  menu: (restaurantUuid: string) => `/getItemListWithCatSubCat/${restaurantUuid}`,
} as const;

