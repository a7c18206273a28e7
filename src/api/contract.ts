/**
 * The API contract of SPEC section 7, written once: request schemas (the server validates every payload
 * against them) and response types (the client decodes into them). The client imports only types from
 * here (`import type`; lint enforces it) and its runtime values from ./endpoints, so zod never reaches the
 * browser bundle.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN, UPI_PATTERN } from '../lib/validation';
import { MAX_TIP_RUPEES, OTP_LENGTH } from '../config/constants';
import { MSG } from '../config/messages';
import { ADDRESS_TYPES, BANNER_TYPES, FOOD_ORDER_TYPES, ORDER_TYPES, PAYMENT_MODES, PROFILE_LIMITS, PROVIDER_PAYMENT_MODES, RESERVATION_LIMITS } from './endpoints';
import { DEVICE_TYPES, NOTIFICATION_LIMITS } from './endpoints';
import type { NOTIFICATION_KINDS } from './endpoints';
import type { ORDER_STATUSES, QUANTITY_CHANGES } from './endpoints';

export * from './endpoints';

// ---------- shared pieces ----------

export const mobileNumberSchema = z
  .string({ error: 'mobileNumber is required' })
  .regex(MOBILE_PATTERN, 'mobileNumber must be 10 digits starting with 4 to 9');

export const orderTypeSchema = z.enum(ORDER_TYPES, { error: `orderType must be one of ${ORDER_TYPES.join(', ')}` });
export type OrderType = z.infer<typeof orderTypeSchema>;

export const bannerTypeSchema = z.enum(BANNER_TYPES, { error: `bannerType must be one of ${BANNER_TYPES.join(', ')}` });
export type BannerType = z.infer<typeof bannerTypeSchema>;


/** The largest value of a PostgreSQL integer column: ids beyond it are refused as input, never sent to the database. */
const MAX_DB_INT = 2_147_483_647;
const id = (field: string, error = `${field} must be a number`) => z.number({ error }).int().positive().max(MAX_DB_INT);

const latitude = z.number({ error: 'latitude must be a number' }).min(-90).max(90);
const longitude = z.number({ error: 'longitude must be a number' }).min(-180).max(180);

// ---------- auth ----------

export const generateOtpRequest = z.object({ mobileNumber: mobileNumberSchema }).strict();
export type GenerateOtpRequest = z.infer<typeof generateOtpRequest>;

export const loginByOtpRequest = z
  .object({
    mobileNumber: mobileNumberSchema,
    oneTimePassword: z.string({ error: 'oneTimePassword is required' }).regex(
      new RegExp(`^\\d{${OTP_LENGTH}}$`),
      `oneTimePassword must be ${OTP_LENGTH} digits`,
    ),
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
}

/**
 * POST updateProfile (SPEC 3, 5, 7): dates as epoch ms, the anniversary under `anniversarydate`, the image under
 * `userImageUrl`. The mobile number is the account itself: it must be the signed-in one (the route checks it).
 */
export const updateProfileRequest = z
  .object({
    fullName: z.string({ error: 'fullName is required' }).trim().min(1, 'Please enter full name').max(PROFILE_LIMITS.maxNameLength),
    mobile: z.string({ error: 'mobile is required' }).regex(MOBILE_PATTERN, 'mobile must be 10 digits starting with 4 to 9'),
    email: z.string({ error: 'email is required' }).trim().max(PROFILE_LIMITS.maxEmailLength).regex(EMAIL_PATTERN, 'email must be a valid email'),
    /** epoch ms; required (SPEC 5: '*Please select DOB'); in the past (the route checks it against its clock) */
    dateOfBirth: z.number({ error: 'dateOfBirth is required' }).int(),
    /** epoch ms, optional */
    anniversarydate: z.number({ error: 'anniversarydate must be a number' }).int().nullable().optional(),
    gender: z.enum(['MALE', 'FEMALE', 'other'], { error: 'gender must be one of MALE, FEMALE, other' }),
    /** A URL uploadFileInBase64 returned, or the default image; null or absent keeps the current image. */
    userImageUrl: z.string({ error: 'userImageUrl must be a string' }).max(300).nullable().optional(),
    createcustomeronpaymentgateway: z.boolean({ error: 'createcustomeronpaymentgateway must be true or false' }).optional(),
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

export type VegNonVeg = 'VEG' | 'NON_VEG';

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
}

/** GET getItemListWithCatSubCat/{restaurantUuid}: the outlet's whole menu. */
export interface Menu {
  restaurantUuid: string;
  categoryList: MenuCategory[];
  itemList: MenuItem[];
}

// ---------- dine-in table ----------

/** GET scanQrCode/{code}: the outlet and table a QR code belongs to. */
export interface TableScan {
  code: string;
  tableNumber: string;
  restaurant: Restaurant;
}

export const qrCodeParam = z.string().regex(/^[A-Za-z0-9-]{4,64}$/, 'code must be 4 to 64 letters, digits or dashes');

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

// ---------- orders ----------

export type FoodOrderType = (typeof FOOD_ORDER_TYPES)[number];
export type QuantityChange = (typeof QUANTITY_CHANGES)[number];
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type ProviderPaymentMode = (typeof PROVIDER_PAYMENT_MODES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'UNPAID' | 'PAID' | 'PAY_AT_RESTAURANT' | 'POSTPAID' | 'FAILED';

const orderRefId = z.string({ error: 'orderRefId is required' }).regex(/^[A-Z0-9-]{6,40}$/, 'orderRefId is not valid');
const rupees = (field: string, max: number) =>
  z.number({ error: `${field} must be a number` }).min(0, `${field} must not be negative`).max(max, `${field} must be at most ${max}`);

/**
 * POST saveOrder: turns the cart into a DRAFT order priced by the server. HomeDelivery needs
 * deliveryAddressId (a saved address) or deliveryLocation; DineIn needs tableCode.
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
  })
  .strict();
export type SaveOrderRequest = z.infer<typeof saveOrderRequest>;

export const updateInstructionRequest = z
  .object({ orderRefId, itemId: id('itemId'), instruction: z.string({ error: 'instruction must be a string' }).trim().max(200) })
  .strict();
export const applyCouponRequest = z
  .object({ orderRefId, couponCode: z.string({ error: 'couponCode is required' }).trim().min(1, 'Please enter a coupon code').max(40) })
  .strict();
export const payTipRequest = z.object({ orderRefId, tipAmount: rupees('tipAmount', MAX_TIP_RUPEES) }).strict();
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
  })
  .strict();
export const rateOrderRequest = z
  .object({ orderRefId, rating: z.number({ error: 'rating must be a number' }).int().min(1).max(5), comment: z.string().trim().max(500) })
  .strict();

export interface OrderItem {
  itemId: number;
  title: string;
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
  couponCode: string | null;
  couponDiscountAmount: number;
  isDeliveryOfferApplicable: boolean;
  bill: Bill;
  /** = bill.grandTotal */
  orderTotal: number;
  /** Tip paid after the order (payTipOnOrder on a placed order), on top of the bill. */
  tipPaidAfter: number;
  rating: number | null;
  /** epoch ms */
  createdAt: number;
  placedAt: number | null;
  /** When the order is expected (delivered, ready or served), epoch ms; null until placed. */
  expectedAt: number | null;
  statusHistory: Array<{ status: OrderStatus; at: number }>;
}

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
}

export interface WalletBalance {
  walletBalance: number;
  rewardPoints: number;
}

export interface PaymentRequest {
  paymentTransactionRefId: string;
  /** The provider page to send the customer to (the reference server's test-mode page). */
  redirectUrl: string;
}

export interface PaymentResult {
  status: 'SUCCESS' | 'FAILED' | 'PENDING';
  order: Order;
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
  createdAt: number;
  placedAt: number | null;
}

// ---------- table reservations ----------

/**
 * POST saveReservation (SPEC 3 table reservation payload). The shape is checked here; what needs the database or
 * the clock (the occasion list, the outlet and its hours, "in the future, within 60 days") is checked by the route.
 */
export const saveReservationRequest = z
  .object({
    reservedByName: z.string({ error: 'reservedByName is required' }).trim().min(1).max(RESERVATION_LIMITS.maxNameLength),
    reservedByMobile: z.string({ error: 'reservedByMobile is required' }).regex(MOBILE_PATTERN, 'reservedByMobile must be 10 digits starting with 4 to 9'),
    reservedByEmail: z.string({ error: 'reservedByEmail is required' }).trim().regex(EMAIL_PATTERN, 'reservedByEmail must be a valid email'),
    /** epoch ms */
    reservationDateTime: z.number({ error: 'reservationDateTime is required' }).int().positive(),
    occasion: z.string({ error: 'occasion is required' }).trim().min(1).max(60),
    numberOfPeople: z.number({ error: 'numberOfPeople is required' }).int().min(1).max(RESERVATION_LIMITS.maxPeople),
    cookingInstructions: z.string({ error: 'cookingInstructions must be a string' }).trim().max(RESERVATION_LIMITS.maxInstructionsLength).optional(),
    restaurantId: id('restaurantId', 'restaurantId is required'),
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
export const notificationListQuery = z
  .object({
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(MAX_DB_INT).default(1),
    size: z.coerce.number({ error: 'size must be a number' }).int().min(1).max(NOTIFICATION_LIMITS.maxPageSize).default(NOTIFICATION_LIMITS.defaultPageSize),
  })
  .strict();
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
export interface NotificationPage {
  items: AppNotification[];
  hasMore: boolean;
}

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
