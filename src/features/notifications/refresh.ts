import { PUSH_TOKEN_REFRESH_DAYS } from '../../config/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What this device last told the server: its token, when, and for which signed-in user. */
export interface DeviceRecord {
  token: string;
  registeredAt: number;
  user: string;
  /** The app's language when it was sent, which the server says this device's pushes in; absent: English. */
  locale?: string;
}

/**
 * SPEC 4: the token is refreshed after 7 days. It is also sent again when nothing was sent yet, when another
 * user has signed in on this device since (the server links the device to whoever sends it), or when the app now
 * reads in another language (issue 24: the pushes follow it).
 */
export function registrationDue(record: DeviceRecord | undefined, user: string, now: number, locale = 'en'): boolean {
  if (!record || record.user !== user || (record.locale ?? 'en') !== locale) return true;
  // A clock set back leaves registeredAt in the future: refresh rather than wait for the clock to catch up.
  if (record.registeredAt > now) return true;
  return now - record.registeredAt >= PUSH_TOKEN_REFRESH_DAYS * DAY_MS;
}
