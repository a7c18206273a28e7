/**
 * loginUserByFacebook (SPEC 1, 3 login form, 7). The token is checked with Facebook every time; the Facebook
 * user is then one customer, found by the link stored on users.facebook_user_id. The first time there is no
 * link: the server answers FACEBOOK_LINK_REQUIRED_CODE, the client asks the mobile and sends an OTP through
 * the usual generateOtpForUser, and the same call with mobileNumber + oneTimePassword stores the link. The
 * link is one conditional UPDATE under a unique constraint, so concurrent first links make exactly one.
 *
 * loginUserByWhatsApp is only named by SPEC 7 (no payload, no behaviour), so it is not offered.
 */
import { Hono } from 'hono';
import { and, eq, isNull, or } from 'drizzle-orm';
import { FACEBOOK_LINK_REQUIRED_CODE, PATHS, loginByFacebookRequest, type Credentials } from '../../src/api/contract';
import { issueCredential } from '../auth/credentials';
import { checkOtp } from '../auth/otp';
import { users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { AppEnv, Deps, UserRow } from '../http/types';
import { readJsonBody } from '../http/validate';
import { findOrCreateUser } from '../users';
import { FacebookTokenError, type FacebookFailure, type FacebookUser, type FacebookVerifier } from '../social/facebook';
import { failureFor } from './auth';
import { accountWords } from '../messages/account';

/** Said in the reader's language; these are their English, as the tests read them. */
const WORDS = {
  notConfigured: accountWords.facebookNotConfigured,
  expired: accountWords.facebookExpired,
  invalid: accountWords.facebookInvalid,
  otherApp: accountWords.facebookOtherApp,
  unreachable: accountWords.facebookUnreachable,
  otherUser: accountWords.facebookOtherUser,
  linkRequired: accountWords.facebookLinkRequired,
  facebookTaken: accountWords.facebookTaken,
  mobileTaken: accountWords.mobileTaken,
};
export const FACEBOOK_MESSAGES = Object.fromEntries(Object.entries(WORDS).map(([key, ref]) => [key, ref.en])) as Record<keyof typeof WORDS, string>;

const FAILURES: Record<FacebookFailure, () => ApiError> = {
  expired: () => new ApiError(401, { ref: WORDS.expired }),
  invalid: () => new ApiError(401, { ref: WORDS.invalid }),
  'other-app': () => new ApiError(401, { ref: WORDS.otherApp }),
  unreachable: () => new ApiError(503, { ref: WORDS.unreachable }),
  'refused-app': () => new ApiError(503, { ref: WORDS.notConfigured }),
};

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
    if (!(e as { cause?: unknown }).cause) break;
  }
  return false;
}

async function verifyWith(facebook: FacebookVerifier, token: string, log: (line: string) => void): Promise<FacebookUser> {
  try {
    return await facebook.verify(token);
  } catch (error) {
    if (!(error instanceof FacebookTokenError)) throw error;
    // The provider's words go to the log (never the token); the customer gets the envelope's sentence.
    log(`facebook: token refused (${error.reason}): ${error.detail}`);
    throw FAILURES[error.reason]();
  }
}

export function socialRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  /** Links the Facebook user to this customer, unless either is already linked to someone else. */
  async function link(user: UserRow, facebookUser: FacebookUser): Promise<UserRow> {
    let linked: UserRow | undefined;
    try {
      [linked] = await db
        .update(users)
        .set({
          facebookUserId: facebookUser.id,
          socialLoginFrom: 'FACEBOOK',
          // A new customer starts with the name and e-mail Facebook gave; what they saved themselves stays.
          ...(user.fullName.trim() === '' && facebookUser.name.trim() !== '' ? { fullName: facebookUser.name.trim().slice(0, 100) } : {}),
          ...(user.email === '' && facebookUser.email ? { email: facebookUser.email } : {}),
        })
        .where(and(eq(users.id, user.id), or(isNull(users.facebookUserId), eq(users.facebookUserId, facebookUser.id))))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(422, { ref: WORDS.facebookTaken });
      throw error;
    }
    if (!linked) throw new ApiError(422, { ref: WORDS.mobileTaken });
    return linked;
  }

  routes.post(PATHS.loginByFacebook, async (c) => {
    const body = await readJsonBody(c, loginByFacebookRequest);
    if (!deps.facebook) throw new ApiError(503, { ref: WORDS.notConfigured });
    const facebookUser = await verifyWith(deps.facebook, body.facebookUserAccessToken, deps.log);
    if (body.facebookUserId !== undefined && body.facebookUserId !== facebookUser.id) throw new ApiError(401, { ref: WORDS.otherUser });

    const [known] = await db.select().from(users).where(eq(users.facebookUserId, facebookUser.id));
    let user: UserRow;
    if (body.mobileNumber === undefined || body.oneTimePassword === undefined) {
      if (!known) throw new ApiError(428, { ref: WORDS.linkRequired }, { errorCode: FACEBOOK_LINK_REQUIRED_CODE });
      user = known;
    } else {
      if (known && known.mobile !== body.mobileNumber) throw new ApiError(422, { ref: WORDS.facebookTaken });
      const check = await checkOtp(db, body.mobileNumber, body.oneTimePassword, deps.now());
      if (check.outcome !== 'valid') throw failureFor(check);
      user = await link(await findOrCreateUser(db, body.mobileNumber, deps.now()), facebookUser);
    }
    const secretKey = await issueCredential(db, user.id, deps.now());
    return ok<Credentials>(c, { mobile: user.mobile, secretKey }, { ref: accountWords.loginSuccessful });
  });

  return routes;
}
