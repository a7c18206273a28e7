/** The runtime half of the contract (paths, header names, enumerations): safe for the browser bundle. */
import { OUTLET_PATHS } from './outletEndpoints';

// What every first view needs lives in two small files of its own (the rest here rides with the screens using it).
export {
  API_BASE_PATH,
  UUID_PATTERN,
  ORDER_REF_PATTERN,
  IDEMPOTENCY_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  NOTIFICATION_KINDS,
  notificationTag,
} from './protocol';
export type { Envelope } from './protocol';
export { BANNER_TYPES, type BannerType } from './outletEndpoints';

/** The paths of every endpoint this contract defines (relative to API_BASE_PATH). */
export const PATHS = {
  generateOtp: '/generateOtpForUser',
  loginByOtp: '/loginUserByOtp',
  checkMobileRegistered: '/checkMobileRegistered',
  loginByFacebook: '/loginUserByFacebook',
  profileDetail: '/profileDetail',
  updateProfile: '/updateProfile',
  uploadFileInBase64: '/uploadFileInBase64',
  deleteAccount: '/deleteAccount',
  /** Revokes the credential the request is signed with (this device only). */
  logout: '/logout',
  ...OUTLET_PATHS,
  /**
   * The same query as restaurantList, for one search across outlets and dishes (issue 23): a path of its own, which
   * the service worker leaves alone, so a search's answer never stands in for the outlet list offline.
   */
  searchOutlets: '/searchOutlets',
  scanQrCode: (code: string) => `/scanQrCode/${encodeURIComponent(code)}`,
  addressList: '/getAddressList',
  saveAddress: '/saveAddress',
  deleteAddress: '/deleteAddress',
  updateAddress: '/updateAddress',
  saveOrder: '/saveOrder',
  couponList: (orderType: OrderType | 'ALL', restaurantId: number | 'ALL') => `/couponList/${orderType}/${restaurantId}`,
  payTip: '/payTipOnOrder',
  paymentGatewayList: (orderType: OrderType) => `/getPaymentGatewayList/${orderType}`,
  setLastPaymentMode: '/setLastPaymentMode',
  lastPaymentMode: '/getLastPaymentMode',
  walletBalance: '/getRewardPointAndWalletBalance',
  /** Wallet history (issue 10): GET ?page=1&size=20 → WalletEntryPage, newest first. */
  walletTransactionList: '/getWalletTransactionListData',
  /** POST { voucherCode } → RedeemedVoucher; credited once per customer (and within the voucher's cap). */
  redeemVoucher: '/redeemVoucher',
  /** GET → RedeemedVoucher[] of the signed-in customer, newest first. */
  redeemedVoucherList: '/getRedeemedVoucherList',
  /** Points history (issue 10, /offers): GET ?page=1&size=20 → PointsEntryPage, newest first. */
  rewardTransactionList: '/getRewardTransactionListData',
  /** GET → PointsOnTheWay[]: points earned on orders not handed over yet, not spendable until they are (issue 34). */
  pointsOnTheWay: '/getPointsOnTheWay',
  /** GET → ScratchCard[] of the signed-in customer, newest first (unscratched ones without their reward). */
  scratchCardList: '/getAllScratchCard',
  /** POST → the revealed ScratchCard; credits its reward once however often or wherever it is scratched. */
  scratchTheCard: (scratchCardId: number) => `/scratchTheCard/${scratchCardId}`,
  placeOrder: (orderRefId: string) => `/placeOrder/${orderRefId}`,
  payAtRestaurant: (orderRefId: string) => `/payAtRestaurant/${orderRefId}`,
  completePostPaidOrder: (orderRefId: string) => `/completePostPaidOrder/${orderRefId}`,
  generatePaymentRequestWithOrder: '/generatePaymentRequestWithOrder',
  /** A provider payment with no food order: a wallet top-up (SPEC 2 action 'Add_Wallet_Balance'). */
  generatePaymentRequest: '/generatePaymentRequest',
  updatePaymentRequest: (paymentTransactionRefId: string) => `/updatePaymentRequest/${paymentTransactionRefId}`,
  runningOrder: '/getMyRunningOrderV2',
  /** Server-sent events: { orderRefId, status } each time one of the customer's orders changes. */
  liveOrders: '/liveOrders',
  orderList: '/getOrderList',
  orderDetail: (orderRefId: string) => `/orderDetail/${orderRefId}`,
  driverLocation: (orderRefId: string) => `/getDriverLocation/${orderRefId}`,
  rateOrder: '/rateOrderByCustomer',
  /** The GST invoice of a paid order (issue 23). */
  orderInvoice: (orderRefId: string) => `/orderInvoice/${orderRefId}`,
  /** Dine-in: call a waiter or ask for the bill (issue 22); the outlet's board sees it at once. */
  callTable: '/callTable',
  /** Cancel an order before its outlet accepts it (issue 23); the money back by the customer's choice. */
  cancelOrder: '/cancelOrder',
  reportOrderProblem: '/reportOrderProblem',
  /** Favourites (issue 23): GET → Favourites; POST { kind, id, favourite } → Favourites after the change. */
  favourites: '/getFavourites',
  setFavourite: '/setFavourite',
  tableReservationOccasionList: '/tableReservationOccasionList',
  saveReservation: '/saveReservation',
  /** Push (issue 9): register this device's FCM token; the same deviceId re-registering replaces its token. */
  updateDeviceDetail: '/updateDeviceDetail',
  unlinkDevice: '/unlinkDevice',
  notificationList: '/getNotificationList',
  markNotificationRead: '/markNotificationRead',
  /** Issue 46: the app reopened from a push's click (a campaign's 'opened'); once per notification. */
  notificationOpened: '/notificationOpened',
  getAlertNotificationSetting: '/getAlertNotificationSetting',
  updateAlertNotificationSetting: '/updateAlertNotificationSetting',
  /** Issue 12, forms: public (signed-in senders are recorded), each kept once per Idempotency-Key. */
  saveContactEnquiry: '/saveContactEnquiry',
  saveFranchiseEnquiry: '/saveFranchiseEnquiry',
  saveJobApplication: '/saveJobApplication',
  saveFeedback: '/saveFeedback',
  /** Info pages (issue 12): public, conditional GET; unknown slug → 404 'Page not found'. */
  staticPage: (slug: string) => `/staticPage/${encodeURIComponent(slug)}`,
  upcomingOutlets: '/upcomingOutlets',
  /** Steal deals (issue 11): lists are public; buying, consuming, gifting and rating are signed in. */
  stealDealCategoryList: '/stealDeal/categoryList',
  stealDealItemList: '/stealDeal/itemList',
  stealDealItemDetail: (dealItemId: number) => `/stealDeal/itemDetail/${dealItemId}`,
  stealDealTaxCalculation: '/stealDeal/taxCalculation',
  stealDealReserve: '/stealDeal/reserve',
  stealDealOrder: '/stealDeal/order',
  stealDealMyDeals: '/stealDeal/myDeals',
  stealDealConsume: '/stealDeal/consume',
  stealDealGenerateGiftCode: '/stealDeal/generateGiftCode',
  stealDealApplyGiftCode: '/stealDeal/applyGiftCode',
  stealDealGiftCodes: '/stealDeal/giftCodes',
  stealDealRate: '/stealDeal/rate',
} as const;

/** loginUserByFacebook's errorCode when the Facebook account is not linked yet: the client asks the mobile and an OTP. */
export const FACEBOOK_LINK_REQUIRED_CODE = 428;

/** The reference server's Nominatim-compatible geocoder, outside /v1/api: `/geocode/search`, `/geocode/reverse`. */
export const GEOCODE_PATH = '/geocode';

/** The reference server's own payment-provider page (test mode), outside /v1/api: `/pay/<txnId>`. */
export const PROVIDER_PAGE_PATH = '/pay';


export const ORDER_TYPES = ['All', 'HomeDelivery', 'DineIn', 'TakeAway', 'StealDeal', 'EventList'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** SPEC 2 (banner behaviour): the actions a banner may carry; anything else falls back to home delivery. */
export const SLIDER_ACTIONS = ['HomeDelivery', 'Reservation', 'TakeAway'] as const;

/** The order types a customer can order food with (the others are tabs, not ways to order). */
export const FOOD_ORDER_TYPES = ['HomeDelivery', 'TakeAway', 'DineIn'] as const;
export const QUANTITY_CHANGES = ['INCREASE', 'DECREASE'] as const;
export type QuantityChange = (typeof QUANTITY_CHANGES)[number];
export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;

/** SPEC 3, payment modes, as codes. Provider modes go through the payment page; the others settle at once. */
export const PAYMENT_MODES = [
  'UPI',
  'ONLINE',
  'CARD',
  'CASH_ON_DELIVERY',
  'CASH',
  'PAY_AT_STORE',
  'WALLET',
  'LOYALTY_POINTS',
  'WALLET_APP',
] as const;
export const PROVIDER_PAYMENT_MODES = ['UPI', 'ONLINE', 'CARD', 'WALLET_APP'] as const;
/** What a provider payment is for: a food order, a postpaid bill, a wallet top-up, a steal deal, event tickets. */
export const PAYMENT_PURPOSES = ['PLACE_ORDER', 'SETTLE_BILL', 'TOP_UP', 'STEAL_DEAL', 'EVENT_TICKETS', 'TABLE_SHARE'] as const;

/**
 * The life of an order. DRAFT is a saved cart at checkout; the outlet moves a placed order along (the demo's clock
 * does for the demo outlets). READY: packed for the rider, or waiting at the counter for a takeaway.
 */
export const ORDER_STATUSES = [
  'DRAFT',
  'PAYMENT_PENDING',
  'PLACED',
  'ACCEPTED',
  'PREPARING',
  'READY',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
] as const;

/** Profiles: what the server accepts, and what the form's inputs allow. */
export const PROFILE_LIMITS = {
  maxNameLength: 100,
  maxEmailLength: 254,
  /** An uploaded image, after decoding base64 (the client shrinks larger photos first: SPEC 5). */
  maxImageBytes: 2 * 1024 * 1024,
} as const;

/** Table bookings: what the server accepts, and what the form's inputs allow. */
export const RESERVATION_LIMITS = {
  maxPeople: 20,
  maxDaysAhead: 60,
  maxNameLength: 100,
  maxInstructionsLength: 500,
} as const;

/** Push (issue 9): the kinds of device a token is registered for (the kinds of notification are in ./protocol). */
export const DEVICE_TYPES = ['ANDROID', 'IPHONE', 'WEB'] as const;
export const NOTIFICATION_LIMITS = {
  maxTokenLength: 4096,
  maxDeviceIdLength: 128,
  defaultPageSize: 20,
  maxPageSize: 50,
} as const;

/** A rating of an order can be changed for this long after it was first given. */
export const RATING_CHANGE_WINDOW_MS = 24 * 60 * 60_000;
/** What went wrong with dishes that reached the customer (reportOrderProblem). */
export const REPORT_KINDS = ['MISSING', 'WRONG'] as const;
/** How long after the handover a missing or wrong dish may be reported in the app (after that: call the outlet). */
export const REPORT_WINDOW_MS = 24 * 60 * 60_000;
