/**
 * The shape checks of what a first view reads: outlets and their menus (shapes.ts). Home's banners and a scanned
 * table have theirs apart (bannerShapes.ts, tableScanShapes.ts): they load with the code that asks for them, not
 * with every first view.
 */
import type {
  Allergen,
  Dietary,
  DishChoice,
  DishChoiceGroup,
  Menu,
  MenuCategory,
  MenuItem,
  MenuSubCategory,
  Restaurant,
  RestaurantDetail,
  Review,
} from './contract';
import type { DayHours, WeekdayHours } from '../lib/openingHours';
import { arrayOf, isBoolean, isNonEmptyString, isNumber, isString, nullable, optional, shape } from './guards';
import type { Guard } from './guards';

const isDayHours = shape<DayHours>({ opens: isString, closes: isString });

/** Issue 36: days 0 (Sunday) to 6 (Saturday), each its own hours or null for closed. */
const isWeekdayHours = (value: unknown): value is WeekdayHours =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.entries(value).every(([day, hours]) => /^[0-6]$/.test(day) && nullable(isDayHours)(hours));

const restaurantFields = {
  recordId: isNumber,
  restaurantUuid: isNonEmptyString,
  title: isString,
  area: isString,
  address: isString,
  latitude: isNumber,
  longitude: isNumber,
  distanceInMeter: isNumber,
  availableInDineIn: isBoolean,
  availableInHomeDelivery: isBoolean,
  availableInTakeAway: isBoolean,
  openingTime: isString,
  closingTime: isString,
  weekdayHours: optional(isWeekdayHours),
} as const;

export const isRestaurant = shape<Restaurant>(restaurantFields);

export const isRestaurantList = arrayOf(isRestaurant);

export const isRestaurantDetail = shape<RestaurantDetail>({
  ...restaurantFields,
  facilities: arrayOf(isString),
  averageRating: isNumber,
  reviewCount: isNumber,
  reviews: arrayOf(shape<Review>({ customerName: isString, rating: isNumber, comment: isString, createdAt: isNumber })),
});

export const isMenu = shape<Menu>({
  categoryList: arrayOf(
    shape<MenuCategory>({
      categoryId: isNumber,
      title: isString,
      subCategories: arrayOf(shape<MenuSubCategory>({ subCategoryId: isNumber, title: isString })),
    }),
  ),
  itemList: arrayOf(
    shape<MenuItem>({
      itemId: isNumber,
      categoryId: isNumber,
      subCategoryId: isNumber,
      title: isString,
      description: isString,
      price: isNumber,
      vegNonVeg: isString,
      isAvailable: isBoolean,
      // An allergen this app does not know yet is kept but never shown or filtered on (dishFacts, filterMenu).
      dietary: optional(nullable(shape<Dietary>({ allergens: arrayOf(isString) as Guard<Allergen[]>, energyKcal: isNumber, jain: isBoolean }))),
      choiceGroups: optional(
        arrayOf(
          shape<DishChoiceGroup>({ groupId: isNumber, name: isString, min: isNumber, max: isNumber, choices: arrayOf(shape<DishChoice>({ choiceId: isNumber, name: isString, price: isNumber })) }),
        ),
      ),
    }),
  ),
});
