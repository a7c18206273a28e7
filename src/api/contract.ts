/**
 * The API contract of SPEC section 7, written once: request schemas (the server validates every payload
 * against them) and response types (the client decodes into them). The client imports only types from
 * here (`import type`; lint enforces it) and its runtime values from ./endpoints, so zod never reaches the
 * browser bundle.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN, UPI_PATTERN } from '../lib/validation';
import { INVALID_GSTIN, isValidGstin, normaliseGstin } from '../lib/gstin';
import { MAX_TIP_RUPEES, OTP_LENGTH, WALLET_TOP_UP_MAX } from '../config/constants';
import { MSG } from '../config/messages';
import { ADDRESS_TYPES, BANNER_TYPES, FOOD_ORDER_TYPES, ORDER_TYPES, PAYMENT_MODES, PROFILE_LIMITS, PROVIDER_PAYMENT_MODES, RESERVATION_LIMITS } from './endpoints';
import { DEVICE_TYPES, NOTIFICATION_LIMITS, ORDER_REF_PATTERN, REPORT_KINDS } from './endpoints';
import { CV_MESSAGES, FORM_LIMITS, INVESTMENT_RANGES, JOB_POSITIONS } from './formLimits';
import type { NOTIFICATION_KINDS } from './endpoints';
import { DINER_NAME, DINER_NAME_MAX, TABLE_SHARE_KINDS, TABLE_SHARE_MODES } from './tableEndpoints';
import type { ORDER_STATUSES, PAYMENT_PURPOSES } from './endpoints';
import { DEAL_LIMITS, DEAL_MESSAGES, DEAL_PAYMENT_MODES } from './stealDealRules';
import { EVENT_LIMITS, EVENT_MESSAGES } from './eventEndpoints';
import { DEFAULT_CONSUME_QTY } from '../config/constants';
import { ORDER_INSTRUCTION_MAX } from './checkoutEndpoints';

export * from './endpoints';
export * from './eventEndpoints';
export * from './checkoutEndpoints';
export * from './stealDealRules';
export * from './formLimits';

// ---------- shared pieces ----------

/** SPEC 5's own words, so a client that sends without checking first still shows the right text. */
export const mobileNumberSchema = z.string({ error: 'mobileNumber is required' }).regex(MOBILE_PATTERN, MSG.invalidMobile);

export const orderTypeSchema = z.enum(ORDER_TYPES, { error: `orderType must be one of ${ORDER_TYPES.join(', ')}` });

export const bannerTypeSchema = z.enum(BANNER_TYPES, { error: `bannerType must be one of ${BANNER_TYPES.join(', ')}` });


/** The largest value of a PostgreSQL integer column: ids beyond it are refused as input, never sent to the database. */
const MAX_DB_INT = 2_147_483_647;
const id = (field: string, error = `${field} must be a number`) =>
  z.number({ error }).int().positive().max(MAX_DB_INT, `${field} must be at most ${MAX_DB_INT}`);

const latitude = z.number({ error: 'latitude must be a number' }).min(-90).max(90);
const longitude = z.number({ error: 'longitude must be a number' }).min(-180).max(180);

// ---------- auth ----------

export const generateOtpRequest = z.object({ mobileNumber: mobileNumberSchema }).strict();
export type GenerateOtpRequest = z.infer<typeof generateOtpRequest>;

export const loginByOtpRequest = z
  .object({
    mobileNumber: mobileNumberSchema,
    oneTimePassword: z.string({ error: 'oneTimePassword is required' }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MSG.otpImproper),
  })
  .strict();
export type LoginByOtpRequest = z.infer<typeof loginByOtpRequest>;

/** responsePacket of loginUserByOtp: what the Basic credential is built from. */
export interface Credentials {
  mobile: string;
  secretKey: string;
}

export const checkMobileRegisteredRequest = z.object({ mobileNumber: mobileNumberSchema }).strict();
export type CheckMobileRegisteredRequest = z.infer<typeof checkMobileRegisteredRequest>;

/**
 * loginUserByFacebook (SPEC 3 login form, 7): the SDK's access token, and, the first time only (the server
 * answered FACEBOOK_LINK_REQUIRED_CODE), the mobile the customer proved by OTP, to which the account is linked.
 */
export const loginByFacebookRequest = z
  .object({
    facebookUserAccessToken: z.string({ error: 'facebookUserAccessToken is required' }).min(1).max(4096),
    facebookUserId: z.string({ error: 'facebookUserId must be a string' }).regex(/^\d{1,32}$/, 'facebookUserId must be digits').optional(),
    mobileNumber: mobileNumberSchema.optional(),
    oneTimePassword: loginByOtpRequest.shape.oneTimePassword.optional(),
  })
  .strict()
  .refine((body) => (body.mobileNumber === undefined) === (body.oneTimePassword === undefined), {
    message: 'mobileNumber and oneTimePassword go together',
  });
export type LoginByFacebookRequest = z.infer<typeof loginByFacebookRequest>;

// ---------- profile ----------

export type Gender = 'MALE' | 'FEMALE' | 'other';

export interface UserProfile {
  uuid: string;
  recordId: number;
  fullName: string;
  mobile: string;
  mobileVerified: boolean;
  email: string;
  emailVerified: boolean;
  gender: Gender | null;
  /** epoch milliseconds */
  dateOfBirth: number | null;
  /** epoch milliseconds */
  anniversaryDate: number | null;
  userImage: string | null;
  socialLoginFrom: string | null;
  /** For tax invoices (issue 23): null when the customer gave none. */
  gstin: string | null;
}

/**
 * POST updateProfile (SPEC 3, 5, 7): dates as epoch ms, the anniversary under `anniversarydate`, the image under
 * `userImageUrl`. The mobile number is the account itself: it must be the signed-in one (the route checks it).
 */
export const updateProfileRequest = z
  .object({
    // SPEC 5's words for each field, checked in its order (fullName, mobile, email, dateOfBirth, gender).
    fullName: z.string({ error: MSG.enterFullName }).trim().min(1, MSG.enterFullName).max(PROFILE_LIMITS.maxNameLength, `fullName must be at most ${PROFILE_LIMITS.maxNameLength} characters`),
    mobile: z.string({ error: MSG.invalidMobile }).regex(MOBILE_PATTERN, MSG.invalidMobile),
    email: z.string({ error: MSG.invalidEmail }).trim().max(PROFILE_LIMITS.maxEmailLength, MSG.invalidEmail).regex(EMAIL_PATTERN, MSG.invalidEmail),
    /** epoch ms; required (SPEC 5: '*Please select DOB'); in the past (the route checks it against its clock) */
    dateOfBirth: z.number({ error: MSG.selectDob }).int(),
    /** epoch ms, optional */
    anniversarydate: z.number({ error: 'anniversarydate must be a number' }).int().nullable().optional(),
    gender: z.enum(['MALE', 'FEMALE', 'other'], { error: MSG.selectGender }),
    /** A URL uploadFileInBase64 returned, or the default image; null or absent keeps the current image. */
    userImageUrl: z.string({ error: 'userImageUrl must be a string' }).max(300).nullable().optional(),
    createcustomeronpaymentgateway: z.boolean({ error: 'createcustomeronpaymentgateway must be true or false' }).optional(),
    /** For tax invoices (issue 23): '' removes it; absent keeps it. Spaces and small letters are forgiven. */
    gstin: z
      .string({ error: INVALID_GSTIN })
      .max(30, INVALID_GSTIN)
      .transform(normaliseGstin)
      .refine((gstin) => gstin === '' || isValidGstin(gstin), INVALID_GSTIN)
      .optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** POST uploadFileInBase64 (SPEC 7): responsePacket is the image URL. */
export const uploadFileRequest = z
  .object({
    fileName: z.string({ error: 'fileName is required' }).trim().min(1, 'Please give the file a name').max(200),
    fileBase64: z.string({ error: 'fileBase64 is required' }).min(1, 'Please choose an image to upload'),
  })
  .strict();
export type UploadFileRequest = z.infer<typeof uploadFileRequest>;

// ---------- home ----------

export interface Banner {
  recordId: number;
  title: string;
  sliderAction: string;
  webImageUrlLarge: string;
  adImageUrlLarge: string;
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
  /** "HH:mm", Asia/Kolkata */
  openingTime: string;
  closingTime: string;
  phone: string;
  email: string;
  facilities: string[];
  deliveryRadiusInMeter: number;
  /**
   * In the outlet list (issue 35): how long a delivery from it to the list's position takes, the kitchen's usual
   * minutes + the ride (src/lib/deliveryTime.ts), as the checkout and tracking will say; absent when it does not
   * deliver there (or on copies saved before).
   */
  deliveryMinutes?: number;
  /** Until when the outlet takes no orders (its kitchen paused them), epoch ms; absent or null: taking orders. */
  pausedUntil?: number | null;
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

/** GET getRestaurantDetail/{restaurantUuid}?lat&lng (lat/lng optional: distanceInMeter is 0 without them). */
export interface RestaurantDetail extends Restaurant {
  description: string;
  averageRating: number;
  reviewCount: number;
  /** The newest reviews, at most 20. */
  reviews: Review[];
}

export const restaurantDetailQuery = z.object({
  lat: z.coerce.number({ error: 'lat must be a number' }).min(-90).max(90).optional(),
  lng: z.coerce.number({ error: 'lng must be a number' }).min(-180).max(180).optional(),
});

// ---------- menu ----------

/** The mark FSSAI asks for, with egg apart from meat as Indian menus show it (issue 23). */
export type VegNonVeg = 'VEG' | 'EGG' | 'NON_VEG';

/** The major food allergens a label must declare, as FSSAI's Labelling and Display Regulations 2020 name them. */
export type Allergen = 'GLUTEN' | 'CRUSTACEAN' | 'MILK' | 'EGG' | 'FISH' | 'PEANUT' | 'TREE_NUT' | 'SOY' | 'SULPHITE';

/** What is in a dish (issue 23), as its outlet declares it. */
export interface Dietary {
  /** Every major allergen it contains; [] when it contains none. */
  allergens: Allergen[];
  /** Energy of one serving, in kcal. */
  energyKcal: number;
  /** Fit for a Jain diet: vegetarian, no egg, no onion, garlic or root vegetables. */
  jain: boolean;
}

export interface MenuSubCategory {
  subCategoryId: number;
  title: string;
}

export interface MenuCategory {
  categoryId: number;
  title: string;
  subCategories: MenuSubCategory[];
}

export interface MenuItem {
  itemId: number;
  categoryId: number;
  subCategoryId: number;
  title: string;
  description: string;
  /** Rupees, before taxes. */
  price: number;
  vegNonVeg: VegNonVeg;
  imageUrl: string;
  isAvailable: boolean;
  /** null when the outlet has not declared it; absent in a menu the phone kept from before dishes carried it. */
  dietary?: Dietary | null;
  /** Sizes and add-ons (issue 23), in the order the menu shows them; absent when the dish has none. */
  choiceGroups?: DishChoiceGroup[];
}

/**
 * One set of choices on a dish: a size ('Size': Regular / Large, min 1 and max 1) or add-ons ('Toppings', min 0,
 * max 3). The dish's price is its plainest form; each choice adds its price to it.
 */
export interface DishChoiceGroup {
  groupId: number;
  name: string;
  /** Choices the diner must pick: 0 makes the group optional. */
  min: number;
  max: number;
  choices: DishChoice[];
}

export interface DishChoice {
  /** Unique within its dish. */
  choiceId: number;
  name: string;
  /** Rupees added to the dish's price; 0 for a choice that costs nothing more. */
  price: number;
}

/** The choices picked for one dish, by choiceId (issue 23); [] or absent: the dish as it comes. */
export const choiceIdsField = z
  .array(z.number({ error: 'choiceIds must be choice ids' }).int('choiceIds must be choice ids').positive('choiceIds must be choice ids'), {
    error: 'choiceIds must be a list',
  })
  .max(20, 'choiceIds must list at most 20 choices');

/** GET getItemListWithCatSubCat/{restaurantUuid}: the outlet's whole menu. */
export interface Menu {
  restaurantUuid: string;
  categoryList: MenuCategory[];
  itemList: MenuItem[];
}

// ---------- dine-in table ----------

/** POST scanQrCode/{code} with the code's secret (scanTableRequest): the outlet and table a QR code belongs to. */
export interface TableScan {
  code: string;
  tableNumber: string;
  restaurant: Restaurant;
}

export const qrCodeParam = z.string().regex(/^[A-Za-z0-9-]{4,64}$/, 'code must be 4 to 64 letters, digits or dashes');
/**
 * Issue 34: the secret a table's QR code carries (in its link's fragment, #k=...). Any text: a wrong or missing one
 * is answered with the spec's 'Please scan QR Code on your table to place an Order', not a validation error.
 */
export const tableKeyField = z.string({ error: 'key must be text' }).max(64, 'key must be at most 64 characters');
export const scanTableRequest = z.object({ key: tableKeyField.optional() }).strict();

// ---------- one table, many phones (issue 23) ----------

export { MAX_TABLE_DINERS, MAX_TABLE_WAITING } from './tableEndpoints';
export const dinerNameField = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'Enter your name')
  .max(DINER_NAME_MAX, `A name of at most ${DINER_NAME_MAX} letters`)
  .regex(DINER_NAME, 'A name of letters only');

/**
 * POST joinTable: join (or open) the session of the table whose QR code was scanned, with the code's secret and the
 * name the table is to show. The first phone opens the session and is in; a newcomer to a session with diners waits
 * until one lets them in (or types the join code a diner's phone shows). Rescanning rejoins. Answers a TableEntry.
 */
export const joinTableRequest = z.object({ tableCode: qrCodeParam, key: tableKeyField.optional(), name: dinerNameField.optional() }).strict();
/** POST tableSession/{id}/joinCode: a waiting newcomer types the 4 digits a diner's phone shows. */
export const tableJoinCodeRequest = z.object({ code: z.string({ error: 'code must be text' }).regex(/^\d{4}$/, 'The join code is 4 digits') }).strict();
/** POST tableSession/{id}/admit: a diner lets a waiting newcomer in, or not. */
export const tableAdmitRequest = z
  .object({ requestId: z.string({ error: 'requestId must be text' }).regex(/^[A-Za-z0-9_-]{1,16}$/, 'requestId is not valid'), admit: z.boolean({ error: 'admit must be true or false' }) })
  .strict();
export type TableAdmission = 'ADMITTED' | 'WAITING' | 'DECLINED';
/**
 * Where a phone stands at a table (POST joinTable, GET tableSession/{id}/entry): in (with the table), waiting to be
 * let in, or declined. A phone not in sees only what its own QR code told it: which table, at which outlet.
 */
export interface TableEntry {
  sessionId: string;
  status: TableAdmission;
  name: string;
  tableCode: string;
  tableNumber: string;
  restaurantUuid: string;
  restaurantName: string;
  /** Only once admitted. */
  session: TableSession | null;
}
/** The id a table session is named by in paths: 22 URL-safe characters. */
export const tableSessionIdParam = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'This table session is not valid');
/** POST tableSession/{id}/line: one more of a dish on the shared cart, or one fewer of the diner's own. */
export const tableLineRequest = z
  .object({ itemId: id('itemId'), choiceIds: choiceIdsField.optional(), change: z.enum(['ADD', 'REMOVE'], { error: 'change must be ADD or REMOVE' }) })
  .strict();

/** POST tableSession/{id}/pay: one diner's part of the table's bill. */
export const payTableShareRequest = z
  .object({
    kind: z.enum(TABLE_SHARE_KINDS, { error: 'kind must be ITEMS, EQUAL or REST' }),
    paymentMode: z.enum(TABLE_SHARE_MODES, { error: 'paymentMode must be WALLET, ONLINE or CARD' }),
    /** ₹, the part as the diner saw it: a bill that changed since (another round, another part) is not charged unseen. */
    expectedAmount: z.number({ error: 'expectedAmount must be a number' }).min(0).max(10_000_000),
  })
  .strict();
export type TableShareKind = (typeof TABLE_SHARE_KINDS)[number];

/** The table's bill so far (every round), what is paid and what is left, and each diner's part as it stands. */
export interface TableBill {
  total: number;
  paid: number;
  due: number;
  /** What the reader's own dishes not yet paid for come to (0 when none, or once their part is paid). */
  mine: number;
  /** An equal share of what is left, over the diners who have not paid their part (the last one: all that is left). */
  equalShare: number;
  /** The reader has paid their part (issue 35): only what is left for the table is theirs to pick up, if they wish. */
  yourPartPaid: boolean;
  closed: boolean;
  payments: Array<{ name: string; you: boolean; kind: TableShareKind; amount: number }>;
}

/** The answer to paying a part: the table as it is now, and where to pay when the provider takes it. */
export interface TableShareAnswer {
  session: TableSession;
  redirectUrl: string | null;
}

/** A dish on the table's cart or in a round: who added it, and whether it is the reader's own. */
export interface TableLine {
  lineId: number;
  itemId: number;
  /** The dish's sizes and add-ons, and how they read ('Large, Extra shot'; '' for none). */
  choiceIds: number[];
  choices: string;
  title: string;
  price: number;
  quantity: number;
  vegNonVeg: VegNonVeg;
  addedBy: string;
  mine: boolean;
  /** Paid for as someone's own dishes. */
  paid: boolean;
}

/** A round sent to the kitchen: one kitchen ticket (the order orderRefId), placed by whoever tapped Send. */
export interface TableRound {
  number: number;
  orderRefId: string;
  sentBy: string;
  sentByYou: boolean;
  sentAt: number;
  status: OrderStatus;
  lines: TableLine[];
}

/** A table's session as each phone at it sees it. */
export interface TableSession {
  sessionId: string;
  restaurantUuid: string;
  restaurantName: string;
  tableNumber: string;
  tableCode: string;
  /** Everyone at the table, in the order they joined: their name, or 'Guest 2' for one without a name. */
  members: Array<{ name: string; you: boolean }>;
  /** Not sent yet: anyone may send it to the kitchen. */
  cart: TableLine[];
  cartTotal: number;
  rounds: TableRound[];
  /** Null until a round has been sent. */
  bill: TableBill | null;
  /** Issue 34: the 4 digits a newcomer may type to join; null once too many wrong ones were typed. */
  joinCode: string | null;
  /** Newcomers waiting for a diner to let them in (or not). */
  waiting: Array<{ requestId: string; name: string }>;
}

// ---------- addresses ----------

export const saveAddressRequest = z
  .object({
    addressLine1: z.string({ error: 'addressLine1 is required' }).trim().min(1, MSG.enterDetails).max(200),
    addressLine2: z.string({ error: 'addressLine2 must be a string' }).trim().max(200),
    addressLine3: z.string({ error: 'addressLine3 must be a string' }).trim().max(200),
    addressType: z.enum(ADDRESS_TYPES, { error: 'Please select address type' }),
    // SPEC 5: an address is a place on the map; without the pin there is nothing to deliver to.
    latitude: z.number({ error: MSG.selectLocationFirst }).min(-90, 'latitude must be at least -90').max(90, 'latitude must be at most 90'),
    longitude: z.number({ error: MSG.selectLocationFirst }).min(-180, 'longitude must be at least -180').max(180, 'longitude must be at most 180'),
  })
  .strict();
export type SaveAddressRequest = z.infer<typeof saveAddressRequest>;
export interface SavedAddress extends SaveAddressRequest {
  recordId: number;
}
export const deleteAddressRequest = z.object({ recordId: id('recordId') }).strict();
/** POST updateAddress: the whole address again, under its recordId. */
export const updateAddressRequest = saveAddressRequest.extend({ recordId: id('recordId') }).strict();
export type UpdateAddressRequest = z.infer<typeof updateAddressRequest>;

// ---------- favourites (issue 23) ----------

export const FAVOURITE_KINDS = ['OUTLET', 'DISH'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** POST setFavourite: hearts (favourite: true) or un-hearts an outlet (its recordId) or a dish (its itemId). */
export const setFavouriteRequest = z
  .object({
    kind: z.enum(FAVOURITE_KINDS, { error: 'kind must be OUTLET or DISH' }),
    id: id('id'),
    favourite: z.boolean({ error: 'favourite must be true or false' }),
  })
  .strict();
export type SetFavouriteRequest = z.infer<typeof setFavouriteRequest>;

export interface FavouriteOutlet {
  recordId: number;
  restaurantUuid: string;
  title: string;
  area: string;
  imageUrl: string;
}

export interface FavouriteDish {
  itemId: number;
  title: string;
  /** Rupees, before taxes: today's price. */
  price: number;
  vegNonVeg: VegNonVeg;
  imageUrl: string;
  isAvailable: boolean;
  restaurantUuid: string;
  restaurantName: string;
}

/** GET getFavourites, and setFavourite's answer: the customer's favourites, the newest first. */
export interface Favourites {
  outlets: FavouriteOutlet[];
  dishes: FavouriteDish[];
}

// ---------- orders ----------

export type FoodOrderType = (typeof FOOD_ORDER_TYPES)[number];
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type ProviderPaymentMode = (typeof PROVIDER_PAYMENT_MODES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'UNPAID' | 'PAID' | 'PAY_AT_RESTAURANT' | 'POSTPAID' | 'FAILED';

const orderRefId = z.string({ error: 'orderRefId is required' }).regex(ORDER_REF_PATTERN, 'orderRefId is not valid');
const rupees = (field: string, max: number) =>
  z.number({ error: `${field} must be a number` }).min(0, `${field} must not be negative`).max(max, `${field} must be at most ${max}`);

/**
 * POST saveOrder: turns the cart into a DRAFT order priced by the server. HomeDelivery needs
 * deliveryAddressId (a saved address) or deliveryLocation; DineIn needs tableCode. With orderRefId (the draft
 * this cart already is) that draft is priced again in place, keeping its coupon, tip and cooking instructions.
 */
export const saveOrderRequest = z
  .object({
    restaurantUuid: z.uuid({ error: 'restaurantUuid must be a uuid' }),
    orderType: z.enum(FOOD_ORDER_TYPES, { error: `orderType must be one of ${FOOD_ORDER_TYPES.join(', ')}` }),
    items: z
      .array(
        z
          .object({
            itemId: id('itemId'),
            choiceIds: choiceIdsField.optional(),
            quantity: z.number({ error: 'quantity must be a number' }).int().min(1).max(50),
            instruction: z.string().trim().max(200).optional(),
          })
          .strict(),
        { error: 'items must be a list' },
      )
      .min(1, 'Add at least one item')
      .max(100),
    deliveryAddressId: id('deliveryAddressId').optional(),
    deliveryLocation: z
      .object({ text: z.string().trim().min(1).max(300), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .strict()
      .optional(),
    tableCode: qrCodeParam.optional(),
    /** Issue 34: DineIn: the secret of the table's QR code, with its code. */
    tableKey: tableKeyField.optional(),
    orderRefId: orderRefId.optional(),
    /** Issue 23: the slot (epoch ms) a delivery or takeaway is scheduled for (src/lib/orderSlots.ts); absent: now. */
    scheduledFor: z.number({ error: 'scheduledFor must be a time' }).int().min(0).max(8.64e15).optional(),
  })
  .strict();
export type SaveOrderRequest = z.infer<typeof saveOrderRequest>;

/** POST updateOrderItemQuantity/{ref}/{itemId}/{type}: which of the dish's lines, by its choices (none: the plain one). */
export const quantityChangeRequest = z.object({ choiceIds: choiceIdsField.optional() }).strict();
export const updateInstructionRequest = z
  .object({ orderRefId, itemId: id('itemId'), choiceIds: choiceIdsField.optional(), instruction: z.string({ error: 'instruction must be a string' }).trim().max(200) })
  .strict();
/** POST updateOrderCookingInstruction (issue 35): the order's one cooking instruction, '' to clear it. */
export const orderInstructionRequest = z
  .object({
    orderRefId,
    cookingInstruction: z
      .string({ error: 'cookingInstruction must be a string' })
      .trim()
      .max(ORDER_INSTRUCTION_MAX, `Cooking instructions can be at most ${ORDER_INSTRUCTION_MAX} characters`),
  })
  .strict();
export const applyCouponRequest = z
  .object({ orderRefId, couponCode: z.string({ error: 'couponCode is required' }).trim().min(1, 'Please enter a coupon code').max(40) })
  .strict();
/**
 * POST applyBestCoupon (issue 23): the coupon that leaves the lowest bill, applied to a draft without one, or in
 * place of `replacing`, the coupon the app chose for it before (a bigger bill may open a better one).
 */
export const bestCouponRequest = z.object({ orderRefId, replacing: z.string({ error: 'replacing must be a coupon code' }).max(40).optional() }).strict();
export const payTipRequest = z.object({ orderRefId, tipAmount: rupees('tipAmount', MAX_TIP_RUPEES) }).strict();
/** POST useLoyaltyPoints (issue 23): put the customer's loyalty points towards a draft's bill, or take them off. */
export const usePointsRequest = z.object({ orderRefId, usePoints: z.boolean() }).strict();
export const setLastPaymentModeRequest = z.object({ paymentMode: z.enum(PAYMENT_MODES, { error: 'paymentMode is not valid' }) }).strict();
/** POST placeOrder/{ref}: settle at once with a mode that needs no provider page. */
export const placeOrderRequest = z
  .object({ paymentMode: z.enum(['WALLET', 'LOYALTY_POINTS', 'CASH_ON_DELIVERY', 'CASH', 'PAY_AT_STORE'], { error: 'paymentMode is not valid here' }) })
  .strict();
export const completePostPaidOrderRequest = z.object({ paidByWallet: z.boolean({ error: 'paidByWallet must be true or false' }) }).strict();
export const generatePaymentRequest = z
  .object({
    orderRefId,
    paymentMode: z.enum(PROVIDER_PAYMENT_MODES, { error: 'paymentMode is not a provider payment' }),
    /** Required for UPI (SPEC 5 rule). */
    upiId: z.string().regex(UPI_PATTERN, 'Please enter a valid UPI id').optional(),
    /** Split payment (SPEC 2 payableUsingWallet): rupees the wallet pays; the provider takes the rest. */
    payableUsingWallet: z.number({ error: 'payableUsingWallet must be a number' }).min(0).max(1_000_000).optional(),
  })
  .strict();
/** An app path to come back to after the provider page ('/wallet-money', never another site). */
export const appReturnPath = z
  .string({ error: 'returnTo must be an app path' })
  .max(300)
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be an app path');
/** Topping up the wallet through the provider (generatePaymentRequest, action 'Add_Wallet_Balance'). */
export const topUpRequest = z
  .object({
    amount: z
      .number({ error: 'amount is required' })
      .min(1, MSG.selectAmount)
      .max(WALLET_TOP_UP_MAX, MSG.enterValidAmount)
      .refine(Number.isInteger, MSG.enterValidAmount),
    paymentMode: z.enum(PROVIDER_PAYMENT_MODES, { error: 'paymentMode is not a provider payment' }),
    upiId: z.string().regex(UPI_PATTERN, 'Please enter a valid UPI id').optional(),
    returnTo: appReturnPath.optional(),
  })
  .strict();
export const rateOrderRequest = z
  .object({ orderRefId, rating: z.number({ error: 'rating must be a number' }).int().min(1).max(5), comment: z.string().trim().max(500) })
  .strict();

export interface OrderItem {
  itemId: number;
  /** Its sizes and add-ons (issue 23), and how they read ('Large, Extra shot'); absent on copies saved before. */
  choiceIds?: number[];
  choices?: string;
  title: string;
  /** One, with its choices. */
  price: number;
  quantity: number;
  vegNonVeg: VegNonVeg;
  instruction: string;
  /** price x quantity */
  lineTotal: number;
}

/** SPEC 3, bill parts, all computed by the server in rupees (2 decimals). */
export interface Bill {
  restaurantBill: number;
  taxesAndCharges: number;
  deliveryFee: number;
  packingCharges: number;
  couponDiscount: number;
  tip: number;
  /** Loyalty points put towards the bill (1 point = ₹1, issue 23); grandTotal is what is left to pay. Absent on
   * copies saved before. */
  loyaltyPoints?: number;
  grandTotal: number;
}

export interface Order {
  orderRefId: string;
  orderType: FoodOrderType;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMode: PaymentMode | null;
  restaurantUuid: string;
  restaurantName: string;
  restaurantLatitude: number;
  restaurantLongitude: number;
  tableNumber: string | null;
  deliveryAddress: { text: string; latitude: number; longitude: number } | null;
  itemList: OrderItem[];
  /** Issue 35: the diner's one cooking instruction for the whole order ('' for none). Absent on copies saved before. */
  cookingInstruction?: string;
  couponCode: string | null;
  couponDiscountAmount: number;
  /**
   * Why the draft's coupon was just taken off ('Coupon WELCOME50 was removed. Add items worth ₹52 more to use
   * WELCOME50.'): only on the answer to the change that removed it (its minimum no longer met, or it expired).
   */
  couponDropped?: string;
  isDeliveryOfferApplicable: boolean;
  bill: Bill;
  /**
   * On a draft, the loyalty points the customer could put towards this bill (or, once chosen, the points it takes):
   * 0 when they hold none, or enough to pay it all with the Loyalty Points method. Always 0 once placed. Absent on
   * copies saved before.
   */
  pointsOffer?: number;
  /** = bill.grandTotal */
  orderTotal: number;
  /** Tip paid after the order (payTipOnOrder on a placed order), on top of the bill. */
  tipPaidAfter: number;
  rating: number | null;
  /** The comment given with the rating ('' for none); null until rated. */
  ratingComment: string | null;
  /** When the rating was first given (epoch ms): it can be changed for RATING_CHANGE_WINDOW_MS after. */
  ratedAt: number | null;
  /** epoch ms */
  createdAt: number;
  placedAt: number | null;
  /** When the order is expected (delivered, ready or served), epoch ms; null until placed. */
  expectedAt: number | null;
  /**
   * A home delivery's time to its address (issue 35): the kitchen's usual minutes + the ride, the outlet list's
   * deliveryMinutes for the same address; what the checkout promises. Null but for a home delivery; absent on
   * copies saved before.
   */
  deliveryMinutes?: number | null;
  /** The slot it was scheduled for (epoch ms, issue 23); null: as soon as possible. */
  scheduledFor: number | null;
  /** When it was paid (epoch ms): at placing, when the bill was settled, or when the cash was collected; null while unpaid. */
  paidAt: number | null;
  statusHistory: Array<{ status: OrderStatus; at: number }>;
  /** Why the outlet refused the order (CANCELLED), in its own words; absent or null otherwise. */
  cancelReason?: string | null;
  /** Who brings a home delivery, once the outlet has handed it over; absent or null before. */
  rider?: { name: string; phone: string } | null;
  /** Dine-in: since when the table has been waiting for a waiter or for its bill (epoch ms); null: not waiting. */
  tableCalls?: TableCalls;
  /** The customer may still cancel it: placed, and its outlet has not accepted it yet (cancelOrder). */
  canCancel?: boolean;
  /** Who cancelled a CANCELLED order: its outlet (refused) or the customer. */
  cancelledBy?: 'OUTLET' | 'CUSTOMER' | null;
  /** A cancelled order's money back; null when nothing was paid. */
  refund?: OrderRefund | null;
  /** The outlet's phone, for 'Help with this order'. */
  restaurantPhone?: string;
  /** The customer's report of a missing or wrong dish and the outlet's answer; null: nothing reported. */
  report?: OrderReport | null;
}

export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report on a handed-over order (reportOrderProblem), once per order, and the outlet's answer. */
export interface OrderReport {
  kind: ReportKind;
  /** The order's dishes it is about (itemList itemIds). */
  itemIds: number[];
  note: string;
  /** epoch ms */
  at: number;
  /** When the outlet answered (epoch ms); null while it has not. */
  resolvedAt: number | null;
  /** The outlet's answer, in its words. */
  reply: string | null;
  /** Rupees the outlet put back in the wallet for it. */
  refund: number;
}

/**
 * POST reportOrderProblem: a dish missing from, or wrong in, an order that reached the customer, within
 * REPORT_WINDOW_MS of the handover. The outlet's board shows it until the outlet answers. Answers the Order.
 */
export const reportOrderRequest = z
  .object({
    orderRefId,
    kind: z.enum(REPORT_KINDS, { error: 'kind must be MISSING or WRONG' }),
    itemIds: z
      .array(z.number({ error: 'itemIds must be dish ids' }).int('itemIds must be dish ids').positive('itemIds must be dish ids'), { error: 'itemIds must be a list' })
      .min(1, 'Choose the dishes that were missing or wrong')
      .max(50, 'itemIds must list at most 50 dishes'),
    note: z.string({ error: 'note must be text' }).trim().max(300, 'note must be at most 300 characters').optional(),
  })
  .strict();
export type ReportOrderRequest = z.infer<typeof reportOrderRequest>;

/** A cancelled order's money back: to the UPI, card or app that paid (source), to the wallet, and points. */
export interface OrderRefund {
  /** Rupees going back to the UPI, card or app that paid. */
  source: number;
  /** Rupees back in the wallet (at once). */
  wallet: number;
  points: number;
  /** PENDING until the provider has taken the source part (the bank then takes 5 to 7 working days); else DONE. */
  state: 'PENDING' | 'DONE';
}
/**
 * POST cancelOrder: the customer cancels an order its outlet has not accepted yet; the money goes back the way it
 * came (SOURCE, for a UPI, card or app payment) or to the wallet, at once (WALLET, the default). Answers the Order.
 */
export const cancelOrderRequest = z
  .object({ orderRefId, refundTo: z.enum(['SOURCE', 'WALLET'], { error: 'refundTo must be SOURCE or WALLET' }).optional() })
  .strict();
export type CancelOrderRequest = z.infer<typeof cancelOrderRequest>;

/**
 * GET orderInvoice/{orderRefId}: the tax invoice of a paid order (issue 23), as the outlet issues it under GST.
 * Restaurant service is SAC 996331 at 5 % (CGST 2.5 % + SGST 2.5 %: supplied where the outlet is). The delivery
 * fee and a tip are not part of the outlet's supply; they are listed after the tax, as the bill shows them.
 */
export interface Invoice {
  invoiceNumber: string;
  /** epoch ms: when the order was paid. */
  invoiceDate: number;
  orderRefId: string;
  seller: { legalName: string; tradeName: string; address: string; gstin: string; state: string; stateCode: string };
  /** gstin: the one the customer's profile held when the order was placed; null when none. */
  customer: { name: string; mobile: string; gstin: string | null };
  sac: string;
  lines: Array<{ description: string; quantity: number; rate: number; amount: number }>;
  couponDiscount: number;
  packingCharges: number;
  taxableValue: number;
  cgstRate: number;
  cgst: number;
  sgstRate: number;
  sgst: number;
  deliveryFee: number;
  tip: number;
  /** The whole bill, however it was paid. */
  total: number;
  paymentMode: PaymentMode | null;
  /** Loyalty points put towards the bill (1 point = ₹1); the payment mode paid the rest. */
  loyaltyPoints: number;
}

export interface TableCalls {
  waiter: number | null;
  bill: number | null;
}

export const TABLE_NEEDS = ['WAITER', 'BILL'] as const;
export type TableNeed = (typeof TABLE_NEEDS)[number];
/** POST callTable: the diner at the table calls a waiter, or asks for the bill; answers the Order. */
export const callTableRequest = z
  .object({ orderRefId, need: z.enum(TABLE_NEEDS, { error: 'need must be WAITER or BILL' }) })
  .strict();

export interface Coupon {
  couponCode: string;
  title: string;
  description: string;
  discountType: 'PERCENT' | 'FLAT';
  discountValue: number;
  /** Cap for a percentage discount, rupees; null when uncapped. */
  maxDiscount: number | null;
  minOrderAmount: number;
  /** null: every food order type. */
  orderTypes: FoodOrderType[] | null;
  /** epoch ms */
  validFrom: number;
  validTo: number;
}

export interface DeliveryOffer {
  isDeliveryOfferApplicable: boolean;
  /** e.g. 'Free delivery on orders above ₹999' or 'Add ₹120 more for free delivery' */
  message: string;
  minOrderAmount: number;
}

export interface PaymentMethod {
  paymentMode: PaymentMode;
  title: string;
  description: string;
  /** UPI only: false when the provider's page finds the diner's UPI app itself (no UPI id typed first). */
  asksUpiId?: boolean;
}

export interface WalletBalance {
  walletBalance: number;
  rewardPoints: number;
}

/**
 * Points an order earned that reach the balance once its food is handed over (issue 34): delivered, collected,
 * served or its dine-in bill paid. getPointsOnTheWay answers one per order still on its way.
 */
export interface PointsOnTheWay {
  orderRefId: string;
  points: number;
}

/** One row of the wallet ledger as the customer sees it (getWalletTransactionListData). */
export interface WalletEntry {
  recordId: number;
  /** Rupees, signed: a credit is positive, a debit negative. */
  amount: number;
  kind: string;
  /** Human text per kind, e.g. 'Added through Card', 'Paid for order GL-…', 'Voucher GOLD100'. */
  reason: string;
  orderRefId: string | null;
  /** epoch ms */
  createdAt: number;
}

/** A page of a newest-first list (wallet and points history, notifications): hasMore tells whether page + 1 has rows. */
export interface Page<T> {
  items: T[];
  hasMore: boolean;
}
export type WalletEntryPage = Page<WalletEntry>;

/** A paged list's query: ?page=1&size=20 (pages count from 1). */
const pageQuery = ({ maxSize = 50, defaultSize = 20 } = {}) =>
  z
    .object({
      page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(MAX_DB_INT).default(1),
      size: z.coerce.number({ error: 'size must be a number' }).int().min(1).max(maxSize).default(defaultSize),
    })
    .strict();

/** getWalletTransactionListData's query. */
export const walletTransactionListQuery = pageQuery();

/** redeemVoucher: POST { voucherCode }. */
export const redeemVoucherRequest = z
  .object({ voucherCode: z.string({ error: MSG.enterPromoCode }).trim().min(1, MSG.enterPromoCode).max(40, 'Invalid promo code') })
  .strict();

/** A voucher the customer redeemed (redeemVoucher's answer, getRedeemedVoucherList's rows). */
export interface RedeemedVoucher {
  code: string;
  title: string;
  /** e.g. '₹100 added to your wallet' or '150 loyalty points added' */
  rewardText: string;
  /** Rupees credited to the wallet, 0 if none. */
  amount: number;
  /** Loyalty points credited, 0 if none. */
  points: number;
  /** epoch ms */
  redeemedAt: number;
}

/** One row of the loyalty points ledger as the customer sees it (getRewardTransactionListData). */
export interface PointsEntry {
  recordId: number;
  /** Signed: earned points are positive, spent ones negative. */
  points: number;
  kind: string;
  /** Human text per kind, e.g. 'Earned on order GL-…', 'Scratch card reward'. */
  reason: string;
  orderRefId: string | null;
  /** epoch ms */
  createdAt: number;
}

export type PointsEntryPage = Page<PointsEntry>;

/** getRewardTransactionListData's query. */
export const rewardTransactionListQuery = pageQuery();

export const SCRATCH_REWARD_KINDS = ['POINTS', 'WALLET', 'COUPON'] as const;
export type ScratchRewardKind = (typeof SCRATCH_REWARD_KINDS)[number];

/** What a revealed scratch card gave. */
export interface ScratchReward {
  kind: ScratchRewardKind;
  /** Loyalty points credited (POINTS), else 0. */
  points: number;
  /** Rupees credited to the wallet (WALLET), else 0. */
  amount: number;
  /** The customer's own coupon (COUPON), else null. */
  couponCode: string | null;
  /** e.g. '40 loyalty points', '₹50 in your wallet', '15% off your next order' */
  text: string;
}

/** getAllScratchCard's rows and scratchTheCard's answer. An unscratched card never carries its reward. */
export interface ScratchCard {
  scratchCardId: number;
  status: 'UNSCRATCHED' | 'REVEALED';
  /** Why it was given: 'For your order' (orderRefId says which) or the occasion of a seeded card. */
  title: string;
  orderRefId: string | null;
  /** epoch ms */
  createdAt: number;
  /** An unscratched card cannot be scratched after this (epoch ms). */
  expiresAt: number;
  revealedAt: number | null;
  reward: ScratchReward | null;
}

export interface PaymentRequest {
  paymentTransactionRefId: string;
  /** The provider page to send the customer to (the reference server's test-mode page). */
  redirectUrl: string;
}

/** What a provider payment is for (server/payments/purposes.ts). */
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export interface PaymentResult {
  status: 'SUCCESS' | 'FAILED' | 'PENDING';
  purpose: PaymentPurpose;
  /** The food order paid for (PLACE_ORDER, SETTLE_BILL); null for the other purposes. */
  order: Order | null;
  /** Where the app goes back to for the other purposes (the path the payment was started from). */
  returnTo: string | null;
}

export interface DriverLocation {
  latitude: number;
  longitude: number;
  /** epoch ms */
  updatedAt: number;
  etaMinutes: number | null;
  status: OrderStatus;
}

export interface OrderSummary {
  orderRefId: string;
  orderType: FoodOrderType;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMode: PaymentMode | null;
  restaurantName: string;
  orderTotal: number;
  itemCount: number;
  /** The dishes' names, in the order they were added (one per line, whatever its quantity). */
  itemTitles: string[];
  /** The customer's rating (issue 12: the card shows it, and rates a delivered order); null until rated. */
  rating: number | null;
  createdAt: number;
  placedAt: number | null;
  /**
   * When a running order is expected (the figure tracking says, issue 35's one ETA), or the slot it is scheduled
   * for; null when not known. Absent from a list saved on the phone before they were sent.
   */
  expectedAt?: number | null;
  scheduledFor?: number | null;
}

// ---------- table reservations ----------

/**
 * POST saveReservation (SPEC 3 table reservation payload). The shape is checked here; what needs the database or
 * the clock (the occasion list, the outlet and its hours, "in the future, within 60 days") is checked by the route.
 */
export const saveReservationRequest = z
  .object({
    // SPEC 5: a field missing, empty or malformed is 'Please fill details properly'; a limit names itself.
    reservedByName: z
      .string({ error: MSG.fillDetails })
      .trim()
      .min(1, MSG.fillDetails)
      .max(RESERVATION_LIMITS.maxNameLength, `reservedByName must be at most ${RESERVATION_LIMITS.maxNameLength} characters`),
    reservedByMobile: z.string({ error: MSG.fillDetails }).regex(MOBILE_PATTERN, MSG.fillDetails),
    reservedByEmail: z.string({ error: MSG.fillDetails }).trim().regex(EMAIL_PATTERN, MSG.fillDetails),
    /** epoch ms */
    reservationDateTime: z.number({ error: MSG.fillDetails }).int().positive(),
    occasion: z.string({ error: MSG.fillDetails }).trim().min(1, MSG.fillDetails).max(60, MSG.fillDetails),
    numberOfPeople: z
      .number({ error: MSG.fillDetails })
      .int()
      .min(1)
      .max(RESERVATION_LIMITS.maxPeople, `numberOfPeople must be at most ${RESERVATION_LIMITS.maxPeople}`),
    cookingInstructions: z.string({ error: 'cookingInstructions must be a string' }).trim().max(RESERVATION_LIMITS.maxInstructionsLength).optional(),
    restaurantId: id('restaurantId', MSG.fillDetails),
    /** SPEC 3: sent empty for a plain table booking. */
    eventId: z.string({ error: 'eventId must be a string' }).max(40),
  })
  .strict();
export type SaveReservationRequest = z.infer<typeof saveReservationRequest>;

/** responsePacket of saveReservation. */
export interface Reservation {
  reservationId: number;
  restaurantId: number;
  restaurantName: string;
  /** epoch ms */
  reservationDateTime: number;
  occasion: string;
  numberOfPeople: number;
  reservedByName: string;
  reservedByMobile: string;
  reservedByEmail: string;
  cookingInstructions: string;
  eventId: string;
  /** epoch ms */
  createdAt: number;
}

// ---------- push notifications (issue 9) ----------

export type DeviceType = (typeof DEVICE_TYPES)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// A blank value is refused as missing (a regex rather than min(1), so the message stays 'x is required').
const deviceId = z
  .string({ error: 'deviceId is required' })
  .regex(/\S/, 'deviceId is required')
  .max(NOTIFICATION_LIMITS.maxDeviceIdLength, `deviceId must be at most ${NOTIFICATION_LIMITS.maxDeviceIdLength} characters`);

/** POST updateDeviceDetail: the same deviceId re-registering replaces its token (one row per user + deviceId). */
export const updateDeviceDetailRequest = z
  .object({
    deviceType: z.enum(DEVICE_TYPES, { error: `deviceType must be one of ${DEVICE_TYPES.join(', ')}` }),
    fcmDeviceToken: z
      .string({ error: 'fcmDeviceToken is required' })
      .regex(/\S/, 'fcmDeviceToken is required')
      .max(NOTIFICATION_LIMITS.maxTokenLength, `fcmDeviceToken must be at most ${NOTIFICATION_LIMITS.maxTokenLength} characters`),
    deviceId,
  })
  .strict();
export type UpdateDeviceDetailRequest = z.infer<typeof updateDeviceDetailRequest>;

/** POST unlinkDevice: sign-out calls it before the credential is dropped. */
export const unlinkDeviceRequest = z.object({ deviceId }).strict();
export type UnlinkDeviceRequest = z.infer<typeof unlinkDeviceRequest>;

/** GET getNotificationList?page=1&size=20. */
export const notificationListQuery = pageQuery({ maxSize: NOTIFICATION_LIMITS.maxPageSize, defaultSize: NOTIFICATION_LIMITS.defaultPageSize });
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** POST markNotificationRead: one notification, or all of them. */
export const markNotificationReadRequest = z.union(
  [z.object({ recordId: id('recordId') }).strict(), z.object({ all: z.literal(true, { error: 'all must be true' }) }).strict()],
  { error: 'send { recordId } or { all: true }' },
);
export type MarkNotificationReadRequest = z.infer<typeof markNotificationReadRequest>;

/** getAlertNotificationSetting's answer and updateAlertNotificationSetting's body (all true by default). */
export const alertSettingsRequest = z
  .object({
    orderUpdates: z.boolean({ error: 'orderUpdates must be true or false' }),
    offers: z.boolean({ error: 'offers must be true or false' }),
    events: z.boolean({ error: 'events must be true or false' }),
  })
  .strict();
export type AlertSettings = z.infer<typeof alertSettingsRequest>;

export interface AppNotification {
  recordId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path such as '/track-order?orderRefId=GL123' or '/offers'. */
  target: string;
  orderRefId: string | null;
  /** epoch ms */
  createdAt: number;
  read: boolean;
}

/** responsePacket of getNotificationList: newest first. */
export type NotificationPage = Page<AppNotification>;

/**
 * The data of an FCM data-only push (every value a string). tag = 'order-<orderRefId>' for ORDER (a newer
 * status replaces the older notification), 'offer-<id>' / 'event-<id>' otherwise.
 */
export interface PushData {
  kind: NotificationKind;
  title: string;
  body: string;
  target: string;
  tag: string;
  notificationId: string;
  orderRefId?: string;
}

// ---------- info pages (issue 12) ----------

/** A page's slug: lower-case words joined by dashes, as in its URL ('privacy-policy'). */
export const pageSlugParam = z
  .string({ error: 'slug is required' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case letters, digits and dashes')
  .max(64, 'slug must be at most 64 characters');

/** GET staticPage/{slug}: server HTML, which the client sanitises before it reaches the DOM. */
export interface StaticPage {
  slug: string;
  title: string;
  html: string;
  /** epoch ms */
  updatedAt: number;
}

/** GET upcomingOutlets: the outlets opening next, first to open first. */
export interface UpcomingOutlet {
  recordId: number;
  name: string;
  city: string;
  locality: string;
  /** As customers read it: 'March 2027'. */
  openingMonth: string;
  description: string;
  imageUrl: string;
}

// ---------- forms: contact, franchise, careers, feedback (issue 12) ----------
// The messages are the ones the forms show (SPEC 4's where it has them), so a form can show the server's
// words under the field they name.

const formName = z
  .string({ error: 'Please enter your name' })
  .trim()
  .min(2, 'Please enter your name')
  .max(FORM_LIMITS.maxNameLength, `Your name must be at most ${FORM_LIMITS.maxNameLength} characters`);
const formMobile = z.string({ error: 'Please enter a valid mobile number' }).regex(MOBILE_PATTERN, 'Please enter a valid mobile number');
const formEmail = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .max(FORM_LIMITS.maxEmailLength, 'Please enter a valid email')
  .regex(EMAIL_PATTERN, 'Please enter a valid email');
const formCity = z
  .string({ error: 'Please enter your city' })
  .trim()
  .min(2, 'Please enter your city')
  .max(FORM_LIMITS.maxCityLength, `City must be at most ${FORM_LIMITS.maxCityLength} characters`);
const formMessage = z
  .string({ error: 'Please write your message' })
  .trim()
  .min(1, 'Please write your message')
  .max(FORM_LIMITS.maxMessageLength, `Your message must be at most ${FORM_LIMITS.maxMessageLength} characters`);
const consent = z.literal(true, { error: MSG.selectTerms });

export const contactEnquiryRequest = z.object({ name: formName, mobile: formMobile, email: formEmail, message: formMessage }).strict();
export type ContactEnquiryRequest = z.infer<typeof contactEnquiryRequest>;

export const franchiseEnquiryRequest = z
  .object({
    name: formName,
    mobile: formMobile,
    email: formEmail,
    city: formCity,
    investmentRange: z.enum(INVESTMENT_RANGES, { error: 'Please select an investment range' }),
    message: formMessage,
    acceptedTerms: consent,
  })
  .strict();
export type FranchiseEnquiryRequest = z.infer<typeof franchiseEnquiryRequest>;

export const jobApplicationRequest = z
  .object({
    name: formName,
    mobile: formMobile,
    email: formEmail,
    city: formCity,
    position: z.enum(JOB_POSITIONS, { error: 'Please select a position' }),
    message: formMessage,
    cvFileName: z.string({ error: CV_MESSAGES.missing }).trim().min(1, CV_MESSAGES.missing).max(FORM_LIMITS.maxCvFileNameLength),
    /** The PDF's bytes in base64; size and type are checked by the server from the bytes themselves. */
    cvBase64: z.string({ error: CV_MESSAGES.missing }).min(1, CV_MESSAGES.missing),
    acceptedTerms: consent,
  })
  .strict();
export type JobApplicationRequest = z.infer<typeof jobApplicationRequest>;

/** 1 to 5 stars; a missing or zero rating is the spec's 'Please enter details properly'. */
const stars = () => z.number({ error: MSG.enterDetails }).int().min(1, MSG.enterDetails).max(5);
const feedbackText = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(FORM_LIMITS.maxFeedbackTextLength, `${field} must be at most ${FORM_LIMITS.maxFeedbackTextLength} characters`);

/** SPEC 3 "Feedback" (restaurantList is the form's list of outlets, not part of what is saved). */
export const saveFeedbackRequest = z
  .object({
    customerName: formName,
    customerMobile: formMobile,
    selectedRestaurant: id('selectedRestaurant', MSG.selectRestaurant),
    qualityOfFood: stars(),
    serviceQuality: stars(),
    cleaning: stars(),
    staffBehavior: stars(),
    music: stars(),
    bestPartOfRestaurant: feedbackText('bestPartOfRestaurant'),
    suggestion: feedbackText('suggestion'),
  })
  .strict();
export type SaveFeedbackRequest = z.infer<typeof saveFeedbackRequest>;

/** responsePacket of the four form endpoints: the stored row's id, for the success dialog's reference. */
export interface FormReceipt {
  referenceId: string;
}

// ---------- steal deals (issue 11) ----------

/** A chip above the deals; the client adds 'All' (SPEC 3 mainCategory default). */
export interface DealCategory {
  categoryId: number;
  title: string;
}

/** A deal an outlet sells ahead (rupees; epoch ms). stockLeft 0 is SOLD OUT. */
export interface DealItem {
  dealItemId: number;
  categoryId: number;
  title: string;
  description: string;
  terms: string[];
  imageUrl: string;
  usualPrice: number;
  dealPrice: number;
  stockLeft: number;
  maxPerOrder: number;
  validUntil: number;
  restaurantUuid: string;
  restaurantName: string;
  restaurantArea: string;
}

/** GET stealDeal/itemList?mainCategory=All (or a categoryId). */
export const dealItemListQuery = z
  .object({
    mainCategory: z
      .string({ error: 'mainCategory must be All or a category id' })
      .regex(/^(All|[1-9]\d{0,8})$/, 'mainCategory must be All or a category id')
      .default('All'),
  })
  .strict();

const dealLines = z
  .array(
    z
      .object({
        dealItemId: id('dealItemId'),
        quantity: z
          .number({ error: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .min(1, 'quantity must be at least 1')
          .max(DEAL_LIMITS.maxPerLine, `quantity must be at most ${DEAL_LIMITS.maxPerLine}`),
      })
      .strict(),
    { error: 'items must be a list' },
  )
  .min(1, 'Your deal cart is empty')
  .max(DEAL_LIMITS.maxLines, `At most ${DEAL_LIMITS.maxLines} deals at a time`)
  .refine((lines) => new Set(lines.map((line) => line.dealItemId)).size === lines.length, 'items must name each deal once');

/** POST stealDeal/taxCalculation and stealDeal/reserve: the deal cart (SPEC 3 itemPrice is the server's). */
export const dealCartRequest = z.object({ items: dealLines }).strict();
export type DealCartRequest = z.infer<typeof dealCartRequest>;

export interface DealBillLine {
  dealItemId: number;
  title: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** GST 5 % on the deal price, like food (server/pricing.ts GST_PERCENT), per line; rupees. */
export interface DealBill {
  lines: DealBillLine[];
  itemTotal: number;
  taxesAndCharges: number;
  grandTotal: number;
}

/** responsePacket of stealDeal/reserve: stock held until reservedUntil (epoch ms) for this checkout. */
export interface DealReservation {
  checkoutRef: string;
  reservedUntil: number;
  bill: DealBill;
}

export const dealCheckoutRef = z.string({ error: 'checkoutRef is required' }).regex(/^SD-[A-Z0-9]{10}$/, 'checkoutRef is not valid');

/** POST stealDeal/order: pay a reservation. WALLET and LOYALTY_POINTS settle at once; the others go to the provider. */
export const dealOrderRequest = z
  .object({
    checkoutRef: dealCheckoutRef,
    paymentMode: z.enum(DEAL_PAYMENT_MODES, { error: `paymentMode must be one of ${DEAL_PAYMENT_MODES.join(', ')}` }),
    upiId: z.string().regex(UPI_PATTERN, 'Please enter a valid UPI id').optional(),
    returnTo: appReturnPath.optional(),
  })
  .strict();
export type DealOrderRequest = z.infer<typeof dealOrderRequest>;

export type DealOrderStatus = 'RESERVED' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/** A deal the customer owns (stealDeal/myDeals: the reservation items), bought or received as a gift. */
export interface MyDeal {
  dealOrderId: number;
  checkoutRef: string;
  dealItemId: number;
  title: string;
  imageUrl: string;
  restaurantName: string;
  restaurantArea: string;
  /** Deals bought (0 for units received as a gift). */
  quantity: number;
  /** Units to redeem in all: a pass of five coffees bought twice is 10; a gift, the units it gave. */
  units: number;
  /** Units redeemed at the outlet, and units given away with gift codes. */
  consumed: number;
  gifted: number;
  /** units − consumed − gifted: what can still be consumed or gifted. */
  left: number;
  source: 'PURCHASE' | 'GIFT';
  paymentMode: PaymentMode | null;
  totalPaid: number;
  validUntil: number;
  paidAt: number | null;
  rating: number | null;
}

/** responsePacket of stealDeal/order: paid at once, or a provider page to go to. */
export type DealPayment = { status: 'PAID'; deals: MyDeal[] } | { status: 'REDIRECT'; paymentRequest: PaymentRequest };

/** POST stealDeal/consume: at the outlet, with its deal QR code (SPEC 3 QRcodeString, consumeItemQty). */
export const consumeDealRequest = z
  .object({
    dealOrderId: id('dealOrderId'),
    qrCode: z.string({ error: DEAL_MESSAGES.scanOutletQr }).trim().min(1, DEAL_MESSAGES.scanOutletQr).max(64, DEAL_MESSAGES.notOutletQr),
    quantity: z
      .number({ error: 'quantity must be a number' })
      .int('quantity must be a whole number')
      .min(1, 'quantity must be at least 1')
      .max(DEAL_LIMITS.maxUnitsAtOnce)
      .default(DEFAULT_CONSUME_QTY),
  })
  .strict();

/** POST stealDeal/generateGiftCode: gift some unconsumed units (SPEC 3 giftCode). */
export const generateGiftCodeRequest = z
  .object({
    dealOrderId: id('dealOrderId'),
    quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(DEAL_LIMITS.maxUnitsAtOnce),
  })
  .strict();

/** A gift code the customer made (stealDeal/giftCodes lists them with their status). */
export interface DealGiftCode {
  giftCodeText: string;
  title: string;
  quantity: number;
  status: 'ACTIVE' | 'REDEEMED';
  createdAt: number;
  redeemedAt: number | null;
}

export const applyGiftCodeRequest = z
  .object({ giftCode: z.string({ error: DEAL_MESSAGES.enterGiftCode }).trim().min(1, DEAL_MESSAGES.enterGiftCode).max(40, DEAL_MESSAGES.giftCodeInvalid) })
  .strict();

export const rateDealRequest = z
  .object({ dealOrderId: id('dealOrderId'), rating: z.number({ error: 'rating must be a number' }).int().min(1).max(5) })
  .strict();

// ---------- events (issue 11) ----------

/** Where an event is held: one of the chain's outlets. */
export interface EventVenue {
  restaurantId: number;
  restaurantUuid: string;
  title: string;
  area: string;
  address: string;
}

/** An event as the Upcoming and Past lists show it (getEventList/upComing, /past). */
export interface EventSummary {
  eventId: number;
  title: string;
  imageUrl: string;
  /** epoch ms; shown in Asia/Kolkata */
  startsAt: number;
  endsAt: number;
  venue: EventVenue;
  /** The cheapest ticket still on sale (the cheapest of all once sold out), rupees; null when the event sells none. */
  lowestPrice: number | null;
  /** Tickets left over every kind (the list says 'Only 2 left' when few are). */
  seatsLeft: number;
  /** No ticket of any kind is left. */
  soldOut: boolean;
}

/** getEventDetail/{eventId}. */
export interface EventDetail extends EventSummary {
  description: string;
  /** The event has ended: it is listed under Past and sells nothing. */
  isPast: boolean;
}

/** getEventTicketList/{eventId}: one kind of ticket. */
export interface EventTicketKind {
  ticketId: number;
  name: string;
  description: string;
  /** People one ticket lets in. */
  admits: number;
  /** rupees */
  price: number;
  seatsLeft: number;
  /** SPEC 4 status label SOLD: none left. */
  soldOut: boolean;
}

const eventTicketsField = z
  .array(
    z
      .object({
        ticketId: id('ticketId'),
        quantity: z
          .number({ error: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .min(1, 'quantity must be at least 1')
          .max(EVENT_LIMITS.maxPerKind, `At most ${EVENT_LIMITS.maxPerKind} tickets of a kind per booking`),
      })
      .strict(),
    { error: 'tickets must be a list' },
  )
  .min(1, EVENT_MESSAGES.chooseTickets)
  .max(EVENT_LIMITS.maxKinds)
  .refine((tickets) => new Set(tickets.map((t) => t.ticketId)).size === tickets.length, 'Each ticket may be listed once');

/**
 * POST payForEventReservation. Any payment mode is accepted by the schema so that a cash one is answered with
 * SPEC 5's own words rather than a schema error; Wallet and Loyalty Points settle at once, provider modes hold
 * the seats until the provider decides.
 */
export const payForEventRequest = z
  .object({
    eventId: id('eventId'),
    tickets: eventTicketsField,
    paymentMode: z.enum(PAYMENT_MODES, { error: 'paymentMode is not valid' }),
    /** Required for UPI (SPEC 5 rule). */
    upiId: z.string().regex(UPI_PATTERN, 'Please enter a valid UPI id').optional(),
    /** Split payment with a provider mode: rupees the wallet pays; the provider takes the rest. */
    payableUsingWallet: z.number({ error: 'payableUsingWallet must be a number' }).min(0).max(1_000_000).optional(),
  })
  .strict();
export type PayForEventRequest = z.infer<typeof payForEventRequest>;

/** POST payAtEvent: paying at the door is cash, which events do not take (SPEC 5); the body is still checked. */
export const payAtEventRequest = z.object({ eventId: id('eventId'), tickets: eventTicketsField }).strict();

export interface EventBookingLine {
  ticketId: number;
  name: string;
  admits: number;
  quantity: number;
  /** rupees, per ticket, as booked */
  price: number;
  lineTotal: number;
}

export type EventBookingStatus = 'HELD' | 'PAID' | 'CANCELLED' | 'EXPIRED';

/** A customer's tickets for one event (payForEventReservation, getMyEventTickets). */
export interface EventBooking {
  bookingRef: string;
  eventId: number;
  title: string;
  imageUrl: string;
  startsAt: number;
  endsAt: number;
  venue: EventVenue;
  lines: EventBookingLine[];
  /** rupees */
  total: number;
  status: EventBookingStatus;
  paymentMode: PaymentMode;
  /** What the QR code at the door carries; null until paid. */
  ticketCode: string | null;
  paidAt: number | null;
}

/** responsePacket of payForEventReservation: paid at once (paymentRequest null), or held for the provider page. */
export interface EventReservation {
  booking: EventBooking;
  paymentRequest: PaymentRequest | null;
}
