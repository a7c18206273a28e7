/** The signed-in customer's own account: read, edit (SPEC 3, 5, 7 updateProfile), profile image, deletion. */
import { Hono } from 'hono';
import { PATHS, updateProfileRequest, uploadFileRequest, type UpdateProfileRequest, type UserProfile } from '../../src/api/contract';
import { CHAIN_NAME } from '../db/seed-data';
import { currentUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import type { AppEnv, Deps, UserRow } from '../http/types';
import { readJsonBody } from '../http/validate';
import type { Words } from '../http/say';
import { accountWords } from '../messages/account';
import { takeRateLimit, type RateLimit } from '../rateLimit';
import type { UploadStore } from '../uploads';
import { DEFAULT_USER_IMAGE, deleteUserAndData, toUserProfile, updateUserProfile } from '../users';

/** Nobody is born before this (1 January 1900, UTC): an earlier date is a typing slip or a zero. */
const EARLIEST_DATE_MS = Date.UTC(1900, 0, 1);
/** A customer changes their picture a few times, not hundreds: this keeps one account from filling the disk. */
export const UPLOAD_LIMIT: RateLimit = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * In English, as the tests read them. The customer's own are said in their language (accountWords); the dates and
 * the image URL name the contract's fields, for a client's developer (the app checks them before sending).
 */
export const PROFILE_MESSAGES = {
  otherMobile: accountWords.otherMobile.en,
  dobInFuture: 'dateOfBirth must be in the past',
  dobTooEarly: 'dateOfBirth must be after 1 January 1900',
  anniversaryInFuture: 'anniversarydate must be in the past',
  anniversaryBeforeBirth: 'anniversarydate must be after dateOfBirth',
  unknownImage: 'userImageUrl must be an image uploaded with uploadFileInBase64',
  tooManyUploads: accountWords.tooManyUploads.en,
  saved: accountWords.profileSaved.en,
} as const;

/** A customer's first profile (the number had no name yet: registration, or a first sign-in) is welcomed as new. */
export const welcomeMessage = (fullName: string): Words => ({ ref: accountWords.welcome, params: { chain: CHAIN_NAME, name: fullName } });

/** What the contract cannot see: the account's own number, the clock, and which images exist. */
async function checkProfile(body: UpdateProfileRequest, user: UserRow, now: number, uploads: UploadStore): Promise<string | null | undefined> {
  if (body.mobile !== user.mobile) throw new ApiError(422, { ref: accountWords.otherMobile });
  if (body.dateOfBirth > now) throw new ApiError(422, PROFILE_MESSAGES.dobInFuture);
  if (body.dateOfBirth < EARLIEST_DATE_MS) throw new ApiError(422, PROFILE_MESSAGES.dobTooEarly);
  const anniversary = body.anniversarydate ?? null;
  if (anniversary !== null && anniversary > now) throw new ApiError(422, PROFILE_MESSAGES.anniversaryInFuture);
  if (anniversary !== null && anniversary < body.dateOfBirth) throw new ApiError(422, PROFILE_MESSAGES.anniversaryBeforeBirth);

  const image = body.userImageUrl;
  if (image === undefined || image === null || image === '' || image === user.userImage) return undefined; // kept
  if (image === DEFAULT_USER_IMAGE) return null;
  if (!(await uploads.exists(image))) throw new ApiError(422, PROFILE_MESSAGES.unknownImage);
  return image;
}

export function profileRoutes(deps: Deps, uploads: UploadStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(PATHS.profileDetail, (c) => ok<UserProfile>(c, toUserProfile(currentUser(c))));

  routes.post(PATHS.updateProfile, async (c) => {
    const user = currentUser(c);
    const body = await readJsonBody(c, updateProfileRequest);
    const userImage = await checkProfile(body, user, deps.now(), uploads);
    // createcustomeronpaymentgateway: the test-mode payment provider keeps no customer records, so there is
    // nothing to create whatever it says (the app sends false, SPEC 3).
    const saved = await updateUserProfile(deps.db, user, {
      fullName: body.fullName,
      email: body.email,
      gender: body.gender,
      dateOfBirth: body.dateOfBirth,
      anniversaryDate: body.anniversarydate ?? null,
      ...(userImage === undefined ? {} : { userImage }),
      ...(body.gstin === undefined ? {} : { gstin: body.gstin === '' ? null : body.gstin }),
    });
    const isNew = user.fullName.trim() === '';
    return ok<UserProfile>(c, toUserProfile(saved), isNew ? welcomeMessage(saved.fullName) : { ref: accountWords.profileSaved });
  });

  routes.post(PATHS.uploadFileInBase64, async (c) => {
    const user = currentUser(c);
    const { fileBase64 } = await readJsonBody(c, uploadFileRequest);
    const wait = await takeRateLimit(deps.db, `upload:${user.uuid}`, UPLOAD_LIMIT, deps.now());
    if (wait !== null) throw new ApiError(429, { ref: accountWords.tooManyUploads }, { headers: { 'Retry-After': String(Math.ceil(wait / 1000)) } });
    return ok<string>(c, await uploads.saveImage(fileBase64), { ref: accountWords.imageUploaded });
  });

  // SPEC 7 declares this as a GET. It is safe from cross-site forgery all the same: the credential travels
  // in an Authorization header that only our own page sets, never in a cookie.
  routes.get(PATHS.deleteAccount, async (c) => {
    await deleteUserAndData(deps.db, currentUser(c), deps.now());
    return ok(c, null, { ref: accountWords.accountDeleted });
  });

  return routes;
}
