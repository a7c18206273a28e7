/**
 * The shape checks of the answers the app keeps (persisted, cached in atoms or route loaders, or acted on).
 * Each lists the fields screens and atoms read; fields nothing reads are left alone, so the server may add or
 * drop them freely.
 */
import type {
  DishChoice,
  DishChoiceGroup,
  TableCalls,
  Allergen,
  Dietary,
  Banner,
  Bill,
  Coupon,
  Credentials,
  DeliveryOffer,
  DriverLocation,
  Menu,
  MenuCategory,
  MenuItem,
  MenuSubCategory,
  Order,
  OrderItem,
  OrderSummary,
  RedeemedVoucher,
  Restaurant,
  RestaurantDetail,
  Review,
  SavedAddress,
  TableScan,
  UserProfile,
  WalletBalance,
} from './contract';
import type { DayHours, WeekdayHours } from '../lib/openingHours';
import { arrayOf, either, isBoolean, isNonEmptyString, isNull, isNumber, isString, nullable, optional, shape } from './guards';
import type { Guard } from './guards';

export const isCredentials = shape<Credentials>({ mobile: isNonEmptyString, secretKey: isNonEmptyString });

export const isUserProfile = shape<UserProfile>({
  fullName: isString,
  mobile: isNonEmptyString,
  email: isString,
  userImage: nullable(isString),
});

export const isBannerList = arrayOf(
  shape<Banner>({ recordId: isNumber, title: isString, sliderAction: isString, webImageUrlLarge: isString, adImageUrlLarge: isString }),
);

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

export const isTableScan = shape<TableScan>({ code: isNonEmptyString, tableNumber: isString, restaurant: isRestaurant });

export const isOrder: Guard<Order> = shape<Order>({
  orderRefId: isNonEmptyString,
  orderType: isString,
  status: isString,
  paymentStatus: isString,
  paymentMode: nullable(isString),
  restaurantUuid: isString,
  restaurantName: isString,
  restaurantLatitude: isNumber,
  restaurantLongitude: isNumber,
  tableNumber: nullable(isString),
  deliveryAddress: nullable(shape<NonNullable<Order['deliveryAddress']>>({ text: isString, latitude: isNumber, longitude: isNumber })),
  itemList: arrayOf(shape<OrderItem>({ itemId: isNumber, title: isString, price: isNumber, quantity: isNumber, lineTotal: isNumber })),
  couponDropped: optional(isString),
  bill: shape<Bill>({
    restaurantBill: isNumber,
    taxesAndCharges: isNumber,
    deliveryFee: isNumber,
    packingCharges: isNumber,
    couponDiscount: isNumber,
    tip: isNumber,
    // Optional: order details the worker saved before issue 23's points still open offline.
    loyaltyPoints: optional(isNumber),
    grandTotal: isNumber,
  }),
  pointsOffer: optional(isNumber),
  orderTotal: isNumber,
  tipPaidAfter: isNumber,
  rating: nullable(isNumber),
  ratingComment: nullable(isString),
  ratedAt: nullable(isNumber),
  createdAt: isNumber,
  placedAt: nullable(isNumber),
  expectedAt: nullable(isNumber),
  deliveryMinutes: optional(nullable(isNumber)),
  statusHistory: arrayOf(shape<Order['statusHistory'][number]>({ status: isString, at: isNumber })),
  cancelReason: optional(nullable(isString)),
  rider: optional(nullable(shape<NonNullable<Order['rider']>>({ name: isString, phone: isString }))),
  tableCalls: optional(shape<TableCalls>({ waiter: nullable(isNumber), bill: nullable(isNumber) })),
});

/** getMyRunningOrderV2: one order, a list of them (newest first), or null when none is running. */
export const isRunningOrder = either(isNull, either(isOrder, arrayOf(isOrder)));

export const isOrderSummaryList = arrayOf(
  shape<OrderSummary>({
    orderRefId: isNonEmptyString,
    orderType: isString,
    status: isString,
    paymentStatus: isString,
    paymentMode: nullable(isString),
    restaurantName: isString,
    orderTotal: isNumber,
    itemCount: isNumber,
    itemTitles: arrayOf(isString),
    createdAt: isNumber,
    placedAt: nullable(isNumber),
    expectedAt: optional(nullable(isNumber)),
    scheduledFor: optional(nullable(isNumber)),
  }),
);

export const isDriverLocation = shape<DriverLocation>({ latitude: isNumber, longitude: isNumber, etaMinutes: nullable(isNumber), status: isString });

export const isWalletBalance = shape<WalletBalance>({ walletBalance: isNumber, rewardPoints: isNumber });

/** redeemVoucher's answer and getRedeemedVoucherList's rows (the wallet screen redeems, /offers lists them). */
export const isRedeemedVoucher = shape<RedeemedVoucher>({
  code: isString,
  title: isString,
  rewardText: isString,
  amount: isNumber,
  points: isNumber,
  redeemedAt: isNumber,
});
export const isRedeemedVoucherList = arrayOf(isRedeemedVoucher);

export const isStringList = arrayOf(isString);

export const isCouponList = arrayOf(
  shape<Coupon>({ couponCode: isNonEmptyString, title: isString, description: isString, minOrderAmount: isNumber, validTo: isNumber }),
);

export const isDeliveryOffer = shape<DeliveryOffer>({ isDeliveryOfferApplicable: isBoolean, message: isString, minOrderAmount: isNumber });

export const isSavedAddress = shape<SavedAddress>({
  recordId: isNumber,
  addressLine1: isString,
  addressLine2: isString,
  addressLine3: isString,
  addressType: isString,
  latitude: isNumber,
  longitude: isNumber,
});
export const isSavedAddressList = arrayOf(isSavedAddress);
