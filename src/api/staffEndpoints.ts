/**
 * The head office console's fixed words and numbers (issue 36), safe for any bundle: the roles, what a session and
 * an invitation last, and the sign-in limits. The request schemas are in ./contract/staff.ts.
 */
export const ADMIN_API_BASE_PATH = '/v1/admin';
/** Issue 36: an outlet's photo is uploaded here (a larger body than other console requests). */
export const OUTLET_PHOTOS_PATH = `${ADMIN_API_BASE_PATH}/outlet-photos`;
/** Issue 46: a banner's or an upcoming outlet's picture, uploaded the same way. */
export const CONTENT_PICTURES_PATH = `${ADMIN_API_BASE_PATH}/content-pictures`;
/** The facilities an outlet may list (issue 36): the diner's outlet page shows them as they are written here. */
export const OUTLET_FACILITIES = ['Wi-Fi', 'Parking', 'Outdoor Seating', 'Live Music', 'Bar', 'Wheelchair Access', 'Restrooms'] as const;
/** The console's session cookie: HttpOnly, SameSite=Strict, Path=/v1/admin (never sent to the diner's API). */
export const STAFF_COOKIE = 'gl_staff';

/**
 * owner: everything, staff included; editor: menus, dishes and outlets' public details; manager: only the outlets
 * assigned (hours, closures, stock, pause, tables, keys), and their orders; support: every order, and money back to a
 * diner's wallet; finance: every order, to read and export (the diner's number masked).
 */
export const STAFF_ROLES = ['owner', 'editor', 'manager', 'support', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The roles that move money or manage staff sign in with a second factor (TOTP) as well as the password. */
export const ROLES_NEEDING_SECOND_FACTOR: readonly StaffRole[] = ['owner', 'support', 'finance'];

export const STAFF_LIMITS = {
  passwordMinLength: 12,
  passwordMaxLength: 128,
  /** Wrong passwords or codes in a row before the account locks, and for how long. */
  wrongAttemptsBeforeLock: 5,
  lockMinutes: 15,
  /** Sign-in attempts from one address per 15 minutes, whichever accounts they name. */
  attemptsPerAddress: 30,
  sessionHours: 12,
  inviteHours: 72,
} as const;

/** The console's page, its own bundle like the kitchen board. */
export const ADMIN_PATH = '/admin';
/** An invitation's link: the token rides in the fragment, which never reaches a server, a proxy or a log. */
export const inviteLink = (origin: string, token: string): string => `${origin}${ADMIN_PATH}/join#t=${token}`;
