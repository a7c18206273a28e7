/** The fields the contract's schemas are built from: ids, places, money, pages, and the few every domain shares. */
import { z } from 'zod';
import { MSG } from '../../config/messages';
import { MOBILE_PATTERN } from '../../lib/validation';
import { BANNER_TYPES, ORDER_REF_PATTERN, ORDER_TYPES } from '../endpoints';

/** SPEC 5's own words, so a client that sends without checking first still shows the right text. */
export const mobileNumberSchema = z.string({ error: 'mobileNumber is required' }).regex(MOBILE_PATTERN, MSG.invalidMobile);

export const orderTypeSchema = z.enum(ORDER_TYPES, { error: `orderType must be one of ${ORDER_TYPES.join(', ')}` });

export const bannerTypeSchema = z.enum(BANNER_TYPES, { error: `bannerType must be one of ${BANNER_TYPES.join(', ')}` });

/** The largest value of a PostgreSQL integer column: ids beyond it are refused as input, never sent to the database. */
export const MAX_DB_INT = 2_147_483_647;
export const id = (field: string, error = `${field} must be a number`) =>
  z.number({ error }).int().positive().max(MAX_DB_INT, `${field} must be at most ${MAX_DB_INT}`);

/**
 * A place's degrees kept to 7 decimals (about a centimetre): a finer one says nothing more about where it is, and a
 * tiny one (5e-324) made PostgreSQL's distance arithmetic fail ('value out of range: underflow', server/geo.ts).
 * Every latitude and longitude the server takes goes through it.
 */
export const toCentimetre = (degrees: number): number => Math.round(degrees * 1e7) / 1e7 || 0;

export const latitude = z.number({ error: 'latitude must be a number' }).min(-90).max(90).transform(toCentimetre);
export const longitude = z.number({ error: 'longitude must be a number' }).min(-180).max(180).transform(toCentimetre);

export const qrCodeParam = z.string().regex(/^[A-Za-z0-9-]{4,64}$/, 'code must be 4 to 64 letters, digits or dashes');
/**
 * Issue 34: the secret a table's QR code carries (in its link's fragment, #k=...). Any text: a wrong or missing one
 * is answered with the spec's 'Please scan QR Code on your table to place an Order', not a validation error.
 */
export const tableKeyField = z.string({ error: 'key must be text' }).max(64, 'key must be at most 64 characters');

export const orderRefId = z.string({ error: 'orderRefId is required' }).regex(ORDER_REF_PATTERN, 'orderRefId is not valid');

/**
 * Whether rupees are whole paise: at most two decimals (0.1 + 0.2 and other floating point dust allowed), and not an
 * amount above 0 that rounds to 0 paise (5e-324, 0.001), which the ledger would take as nothing or refuse with a 500.
 * Every amount of money the server takes is checked with it.
 */
export function wholePaise(rupees: number): boolean {
  const paise = Math.round(rupees * 100);
  return Math.abs(rupees * 100 - paise) < 1e-6 && (paise !== 0 || rupees === 0);
}
export const PAISE_WORDS = (field: string) => `${field} has at most two decimals (paise)`;

/** An amount of money in rupees, 0 to `max`, in whole paise. */
export const rupees = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must not be negative`)
    .max(max, `${field} must be at most ${max}`)
    .refine(wholePaise, PAISE_WORDS(field));

/** A page of a newest-first list (wallet and points history, notifications): hasMore tells whether page + 1 has rows. */
export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

/** A paged list's query: ?page=1&size=20 (pages count from 1). */
export const pageQuery = ({ maxSize = 50, defaultSize = 20 } = {}) =>
  z
    .object({
      page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(MAX_DB_INT).default(1),
      size: z.coerce.number({ error: 'size must be a number' }).int().min(1).max(maxSize).default(defaultSize),
    })
    .strict();
