/**
 * Outlets in the head office console (issue 36, /v1/admin/outlets): what it reads, what a new outlet is made of, what
 * a save may change, and the photo upload. Every message says which field and what to do.
 */
import { z } from 'zod';
import { OUTLET_CODE, OUTLET_CODE_RULE } from '../outletCode';
import { EMAIL_PATTERN } from '../../lib/validation';
import type { WeekdayHours } from '../../lib/openingHours';
import { OUTLET_FACILITIES } from '../staffEndpoints';
import { toCentimetre } from './fields';
import { translationsField, type FieldTranslations } from './translations';

/** An outlet as the console lists it. */
export interface AdminOutlet {
  id: number;
  /** The diner's address of the outlet (/restaurants/<uuid>), which a banner may open. */
  uuid: string;
  code: string;
  title: string;
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  description: string;
  facilities: string[];
  imageUrl: string;
  openingTime: string;
  closingTime: string;
  /** The weekdays with other hours than the usual ones, or null: closed all day (src/lib/openingHours.ts). */
  weekdayHours: WeekdayHours;
  deliveryRadiusInMeter: number;
  availableInDineIn: boolean;
  availableInHomeDelivery: boolean;
  availableInTakeAway: boolean;
  /** Shown to diners; a new outlet starts hidden unless made live. */
  live: boolean;
  /** Issue 46: its description and address in Hindi, each once written. */
  translations: FieldTranslations<'description' | 'address'>;
  pausedUntil: number | null;
  /** What a save sends back: a save from an older version is refused (409). */
  version: number;
}

const clock = (field: string) => z.string({ error: `${field} must be a time` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field} must be a time like 09:30`);
/** A closing time may be 24:00, midnight at the end of the day, as the diner's hours read it (src/lib/openingHours.ts). */
const closing = (field: string) => z.string({ error: `${field} must be a time` }).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, `${field} must be a time like 23:00 (24:00 for midnight)`);
/** A weekday's own hours, or null: closed all that day. */
const dayHours = z.object({ opens: clock('opens'), closes: closing('closes') }, { error: 'A day has opens and closes times, or is null for closed' }).strict().nullable();
const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
/** Days 0 (Sunday) to 6 (Saturday); a day left out keeps the usual hours. A week must open at least one day. */
const weekdayHours = z
  .object(Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, dayHours.optional()])) as Record<(typeof WEEKDAY_KEYS)[number], z.ZodOptional<typeof dayHours>>, {
    error: 'weekdayHours must name days 0 (Sunday) to 6 (Saturday)',
  })
  .strict()
  .refine((week) => WEEKDAY_KEYS.some((key) => week[key] !== null), 'Keep the outlet open on at least one day of the week');
const text = (field: string, max: number) => z.string({ error: `${field} must be text` }).trim().min(1, `The outlet's ${field} cannot be empty`).max(max, `${field} has at most ${max} characters`);
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** Uploaded photos (POST /v1/admin/outlet-photos) are served from here; the server checks the file is there. */
export const OUTLET_PHOTO_PATTERN = /^\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/;

const fields = {
  title: text('title', 80),
  area: text('area', 60),
  address: text('address', 300),
  latitude: z.number({ error: 'latitude must be a number' }).min(-90).max(90).transform(toCentimetre),
  longitude: z.number({ error: 'longitude must be a number' }).min(-180).max(180).transform(toCentimetre),
  phone: z.string({ error: 'phone must be text' }).regex(/^\+?[\d ]{8,16}$/, 'Enter a valid phone number'),
  email: z.string({ error: 'email must be text' }).regex(EMAIL_PATTERN, 'Enter a valid e-mail address'),
  description: z.string({ error: 'description must be text' }).max(1000, 'description has at most 1000 characters'),
  facilities: z
    .array(z.enum(OUTLET_FACILITIES, { error: `Each facility is one of ${OUTLET_FACILITIES.join(', ')}` }), { error: 'facilities must be a list' })
    .refine((list) => new Set(list).size === list.length, 'A facility is listed twice'),
  imageUrl: z.string({ error: 'imageUrl must be text' }).regex(OUTLET_PHOTO_PATTERN, 'Upload a photo of the outlet'),
  openingTime: clock('openingTime'),
  closingTime: closing('closingTime'),
  weekdayHours,
  deliveryRadiusInMeter: z.number({ error: 'deliveryRadiusInMeter must be a number' }).int('The delivery radius is a whole number of metres').min(0, 'The delivery radius cannot be negative').max(50_000, 'A delivery radius is at most 50 km'),
  availableInDineIn: flag('availableInDineIn'),
  availableInHomeDelivery: flag('availableInHomeDelivery'),
  availableInTakeAway: flag('availableInTakeAway'),
  live: flag('live'),
  translations: translationsField({ description: { max: 1000 }, address: { max: 300 } }),
};

/**
 * POST /v1/admin/outlets (owner or content editor): a new outlet, with its menu empty. Its code goes into its tables'
 * QR codes (GL-<code>-T1), so it is one outlet's only. It is hidden from diners unless `live` says otherwise.
 */
export const createOutletRequest = z
  .object({
    code: z
      .string({ error: 'code must be text' })
      .trim()
      .toUpperCase()
      .regex(OUTLET_CODE, OUTLET_CODE_RULE),
    ...fields,
    description: fields.description.default(''),
    facilities: fields.facilities.default([]),
    weekdayHours: fields.weekdayHours.default({}),
    live: fields.live.default(false),
    translations: fields.translations.default({}),
  })
  .strict()
  .refine((outlet) => outlet.availableInDineIn || outlet.availableInHomeDelivery || outlet.availableInTakeAway, {
    message: 'Choose at least one way to order: dine-in, delivery or takeaway',
    path: ['availableInDineIn'],
  });
export type CreateOutletRequest = z.input<typeof createOutletRequest>;

/**
 * PATCH /v1/admin/outlets/{id}: the fields to change, and the version they were read at. Which fields a role may
 * change: an outlet manager the hours, an editor the public details, an owner everything (server/routes/admin/outlets.ts).
 */
export const updateOutletRequest = z
  .object(fields)
  .partial()
  .extend({ version: z.number({ error: 'version must be a number' }).int().positive() })
  .strict();
export type UpdateOutletRequest = z.infer<typeof updateOutletRequest>;

/** POST /v1/admin/outlet-photos: a JPEG or PNG as base64; answered with the URL of the resized copy. */
export const outletPhotoRequest = z.object({ fileBase64: z.string({ error: 'Choose a photo to upload' }).min(1, 'Choose a photo to upload') }).strict();
export interface OutletPhoto {
  imageUrl: string;
}
