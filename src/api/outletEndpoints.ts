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

/**
 * A diner's read of the chain's words in `locale` (issue 46): the language in the address, so the worker's copies,
 * the server's and their ETags keep each language apart; English, the words as written, asks plainly.
 */
export const inLanguage = (path: string, locale: string): string => (locale === 'en' ? path : `${path}?lang=${locale}`);
