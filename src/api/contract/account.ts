/** Signing in, the profile, saved addresses and favourites (SPEC 7). */
import { z } from 'zod';
import { OTP_LENGTH } from '../../config/constants';
import { MSG } from '../../config/messages';
import { INVALID_GSTIN, isValidGstin, normaliseGstin } from '../../lib/gstin';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../lib/validation';
import { ADDRESS_TYPES, PROFILE_LIMITS } from '../endpoints';
import { id, mobileNumberSchema, toCentimetre } from './fields';
import type { VegNonVeg } from './menu';

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

// ---------- addresses ----------

export const saveAddressRequest = z
  .object({
    addressLine1: z.string({ error: 'addressLine1 is required' }).trim().min(1, MSG.enterDetails).max(200),
    addressLine2: z.string({ error: 'addressLine2 must be a string' }).trim().max(200),
    addressLine3: z.string({ error: 'addressLine3 must be a string' }).trim().max(200),
    addressType: z.enum(ADDRESS_TYPES, { error: 'Please select address type' }),
    // SPEC 5: an address is a place on the map; without the pin there is nothing to deliver to.
    latitude: z.number({ error: MSG.selectLocationFirst }).min(-90, 'latitude must be at least -90').max(90, 'latitude must be at most 90').transform(toCentimetre),
    longitude: z.number({ error: MSG.selectLocationFirst }).min(-180, 'longitude must be at least -180').max(180, 'longitude must be at most 180').transform(toCentimetre),
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
