/** Home banners, the outlet lists, dish search and one outlet's detail (SPEC 7). */
import { z } from 'zod';
import { MAX_DB_INT, latitude, longitude, orderTypeSchema } from './fields';
import type { VegNonVeg } from './menu';
import { langField, type InEnglish } from './translations';
import type { ClosureNotice } from '../../lib/closures';
import type { WeekdayHours } from '../../lib/openingHours';

// ---------- home ----------

export interface Banner {
  recordId: number;
  title: string;
  sliderAction: string;
  webImageUrlLarge: string;
  adImageUrlLarge: string;
  /** Issue 46: when it stops being shown (epoch ms), null: not planned. A kept copy is not shown past it. */
  endsAt?: number | null;
}

export const bannerQuery = z.object({
  lat: z.coerce.number({ error: 'lat must be a number' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'lng must be a number' }).min(-180).max(180),
  /** The app's language: a banner's title and pictures (their words are drawn in) in it, where the chain has them. */
  lang: z.enum(['en', 'hi'], { error: 'lang must be en or hi' }).optional(),
});

// ---------- restaurants ----------

export const restaurantListRequest = z
  .object({
    categoryId: z.number({ error: 'categoryId must be a number' }).int().min(0).max(MAX_DB_INT),
    cityId: z.number({ error: 'cityId must be a number' }).int().min(0).max(MAX_DB_INT),
    latitude,
    longitude,
    length: z.number({ error: 'length must be a number' }).int().min(1).max(1000),
    orderType: orderTypeSchema,
    searchKey: z.string({ error: 'searchKey must be a string' }).max(100),
    start: z.number({ error: 'start must be a number' }).int().min(0).max(MAX_DB_INT),
  })
  .strict();
export type RestaurantListRequest = z.infer<typeof restaurantListRequest>;

export interface Restaurant {
  recordId: number;
  restaurantUuid: string;
  title: string;
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  /** From the query's coordinates to the outlet, in whole metres. */
  distanceInMeter: number;
  availableInDineIn: boolean;
  availableInHomeDelivery: boolean;
  availableInTakeAway: boolean;
  imageUrl: string;
  /** "HH:mm", Asia/Kolkata: the usual hours, every day but those of weekdayHours. */
  openingTime: string;
  closingTime: string;
  /** Issue 36: the weekdays with other hours or closed all day (src/lib/openingHours.ts); absent on copies saved before. */
  weekdayHours?: WeekdayHours;
  phone: string;
  email: string;
  facilities: string[];
  deliveryRadiusInMeter: number;
  /**
   * In the outlet list (issue 35): how long a delivery from it to the list's position takes, the kitchen's usual
   * minutes + the ride (src/rules/deliveryTime.ts), as the checkout and tracking will say; absent when it does not
   * deliver there (or on copies saved before).
   */
  deliveryMinutes?: number;
  /** Until when the outlet takes no orders (its kitchen paused them), epoch ms; absent or null: taking orders. */
  pausedUntil?: number | null;
  /**
   * Issue 36: the outlet's first closure not yet over (its own or the chain's), whole days with the reason diners
   * read; absent (copies saved before) or null: none ahead.
   */
  closure?: ClosureNotice | null;
  /**
   * With a searchKey (issue 23): up to three of the outlet's dishes on sale whose name holds every word of it, in
   * the menu's order ('biryani' names the biryanis); [] when the outlet matched by its name or area only.
   */
  matchingDishes?: string[];
}

// ---------- dish search (issue 35) ----------

/** The most dishes one search answers with: a screenful or three, never a whole chain's menu. */
export const DISH_SEARCH_MAX = 30;
/** Fewer letters than this match too much to be worth a search. */
export const DISH_SEARCH_MIN_LETTERS = 2;

/** POST searchDishes: the words, the order type the diner chose, and where they are (optional: then no order by distance). */
export const dishSearchRequest = z
  .object({
    searchKey: z
      .string({ error: 'searchKey must be a string' })
      .trim()
      .min(DISH_SEARCH_MIN_LETTERS, `Type at least ${DISH_SEARCH_MIN_LETTERS} letters to search for a dish`)
      .max(100, 'searchKey must be at most 100 characters'),
    orderType: orderTypeSchema,
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    length: z.number({ error: 'length must be a number' }).int().min(1).max(DISH_SEARCH_MAX).optional(),
  })
  .strict()
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: 'latitude and longitude must be given together',
    path: ['latitude'],
  });
export type DishSearchRequest = z.input<typeof dishSearchRequest>;

/** One dish found: what its row shows, and which outlet serves it (DishSearchAnswer.outlets). */
export interface DishHit {
  itemId: number;
  title: string;
  /** Rupees, before taxes. */
  price: number;
  vegNonVeg: VegNonVeg;
  imageUrl: string;
  /** It has sizes or add-ons to choose: its Add opens the outlet's menu at the dish, where the choices are asked. */
  hasChoices: boolean;
  restaurantUuid: string;
}

/** An outlet of the dishes found, as the outlet list has it, and whether it takes orders now (not closed or paused). */
export interface DishSearchOutlet extends Restaurant {
  takingOrders: boolean;
}

export interface DishSearchAnswer {
  /** Nearest outlet first (when a position was given), then in the menu's order; at most DISH_SEARCH_MAX. */
  dishes: DishHit[];
  /** Each outlet a dish names, once. */
  outlets: DishSearchOutlet[];
}

// ---------- outlet detail ----------

export interface Review {
  customerName: string;
  /** 1 to 5 */
  rating: number;
  comment: string;
  /** epoch ms */
  createdAt: number;
}

/**
 * GET getRestaurantDetail/{restaurantUuid}?lat&lng&lang (lat/lng optional: distanceInMeter is 0 without them): its
 * description and address in the language asked (issue 46), each in English where the chain has not written it.
 */
export interface RestaurantDetail extends Restaurant, InEnglish<'description' | 'address'> {
  description: string;
  averageRating: number;
  reviewCount: number;
  /** The newest reviews, at most 20. */
  reviews: Review[];
}

export const restaurantDetailQuery = z.object({
  lat: z.coerce.number({ error: 'lat must be a number' }).min(-90).max(90).optional(),
  lng: z.coerce.number({ error: 'lng must be a number' }).min(-180).max(180).optional(),
  lang: langField,
});
