/** The shape check of home's banners: with home's code, which asks for them (outletShapes.ts is in every first view). */
import type { Banner } from './contract';
import { arrayOf, isNumber, isString, nullable, optional, shape } from './guards';

export const isBannerList = arrayOf(
  shape<Banner>({ recordId: isNumber, title: isString, sliderAction: isString, webImageUrlLarge: isString, adImageUrlLarge: isString, endsAt: optional(nullable(isNumber)) }),
);
