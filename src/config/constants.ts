/** Every business constant of SPEC section 9, in one place. */
export const CREDENTIAL_LIFETIME_DAYS = 30;
export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_COUNT = 3;
export const LOCATION_TIMEOUT_MS = 5_000;
export const LOCATION_FALLBACK_AFTER_MS = 3_000;
export const DEFAULT_ADDRESS = { label: 'Mohali', latitude: 30.7374, longitude: 76.6762 } as const;
export const DINE_IN_AUTO_DISTANCE_M = 200;
/**
 * How far a diner might go to collect a TakeAway, as the chain sets it (issue 45): an outlet that does not deliver to
 * the place offers 'Order TakeAway instead' only within it (Morinda, 24 km from Mohali, yes; Haldwani, 315 km, no).
 */
export const TAKEAWAY_REACH_M = 25_000;
/** A saved address this close to the place found by search, or to the device, is taken to be that place (checkout). */
export const SAME_PLACE_M = 150;
export const MOBILE_LENGTH = 10;
export const DIAL_CODE = '+91';
export const OTP_LENGTH = 4;
/** A number gets a new code at most this often (the server enforces it; the form counts it down). */
export const OTP_RESEND_SECONDS = 30;
export const IMAGE_THRESHOLD_BYTES = 524_288;
export const IMAGE_MAX_DIMENSION_PX = 800;
export const IMAGE_JPEG_QUALITY = 0.9;
export const WALLET_TOP_UP_PRESETS = [2000, 5000, 10000] as const;
/** The most one top-up adds (rupees); the server refuses more with 'Please enter valid amount'. */
export const WALLET_TOP_UP_MAX = 50_000;
/** Tips offered at checkout and after the order; the server refuses a tip above the maximum. */
export const TIP_PRESETS = [20, 30, 50] as const;
export const MAX_TIP_RUPEES = 2000;
export const WIDE_SCREEN_PX = 1080;
export const SUCCESS_CODE = 0;
export const CONFLICT_CODE = 409;
export const MAP_ZOOM = 18;
export const VIBRATION_MS = 200;
export const RESTAURANT_LIST_QUERY = { length: 1000, start: 0, categoryId: 0, cityId: 0, searchKey: '' } as const;
export const RESTAURANT_LIST_RETRY_CAP = 3;
export const PUSH_TOKEN_REFRESH_DAYS = 7;
export const SW_FOCUS_WAIT_MS = 3_000;
export const TOAST_MAX = 20;
export const TOAST_GUTTER_PX = 8;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_CONSUME_QTY = 1;
export const MRP_NIGHT_PACK = '25 peg';
export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';
export const TIME_ZONE = 'Asia/Kolkata';
/**
 * The language the chain writes its own content in (info pages, dish, outlet and event descriptions): marked on it
 * (lang), so on a Hindi screen a screen reader reads it as English, and the Hindi walk test knows it for content.
 */
export const CONTENT_LANG = 'en';
export const COPYRIGHT_YEAR = '2025';
/** SPEC 9: the version label reads 'Version 0.0.': the one version a diner sees, wherever it is shown. */
export const DISPLAY_VERSION = '0.0.';
export const THEME = { gold: '#F6B547', white: '#FFFFFF', black: '#000000' } as const;

/** The 14 outlet areas of SPEC section 9. */
export const OUTLET_AREAS = [
  'Noida', 'Meerut', 'Ludhiana area', 'Nawanshahr', 'Mussoorie', 'Haldwani', 'Ropar',
  'Phagwara highway', 'Morinda', 'Faridabad', 'Ropar-Manali highway', 'Mohali Phase 8', 'Patra', 'Patiala',
] as const;
