/** Sign-in by mobile number and one-time password (SPEC 3, 4, 7). */
import { Hono } from 'hono';
import {
  PATHS,
  checkMobileRegisteredRequest,
  generateOtpRequest,
  loginByOtpRequest,
  type Credentials,
} from '../../src/api/contract';
import { DIAL_CODE } from '../../src/config/constants';
import { issueCredential } from '../auth/credentials';
import { checkOtp, issueOtp, lockoutMinutesLeft, type OtpCheck } from '../auth/otp';
import { ApiError, ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { findOrCreateUser, isRegistered } from '../users';

const lockedOut = (minutesLeft: number) =>
  new ApiError(423, `Too many wrong OTP attempts. Please try again in ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}`);

function failureFor(check: Exclude<OtpCheck, { outcome: 'valid' }>): ApiError {
  switch (check.outcome) {
    case 'invalid':
      return new ApiError(422, 'Invalid OTP provided');
    case 'expired':
      return new ApiError(422, 'OTP has expired, please request a new one');
    case 'locked':
      return lockedOut(check.minutesLeft);
  }
}

export function authRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.post(PATHS.generateOtp, async (c) => {
    const { mobileNumber } = await readJsonBody(c, generateOtpRequest);
    // A locked number gets no code: it could not use it, and an SMS would be wasted.
    const minutesLeft = await lockoutMinutesLeft(db, mobileNumber, deps.now());
    if (minutesLeft !== null) throw lockedOut(minutesLeft);
    if (!deps.demo) throw new ApiError(503, 'SMS delivery is not configured on this server');
    const code = await issueOtp(db, mobileNumber, deps.now());
    deps.log(`[demo] OTP for ${mobileNumber}: ${code}`);
    return ok(c, null, `OTP sent to ${DIAL_CODE} ${mobileNumber}`);
  });

  routes.post(PATHS.loginByOtp, async (c) => {
    const { mobileNumber, oneTimePassword } = await readJsonBody(c, loginByOtpRequest);
    const check = await checkOtp(db, mobileNumber, oneTimePassword, deps.now());
    if (check.outcome !== 'valid') throw failureFor(check);
    const user = await findOrCreateUser(db, mobileNumber, deps.now());
    const secretKey = await issueCredential(db, user.id, deps.now());
    return ok<Credentials>(c, { mobile: user.mobile, secretKey }, 'Login successful');
  });

  routes.post(PATHS.checkMobileRegistered, async (c) => {
    const { mobileNumber } = await readJsonBody(c, checkMobileRegisteredRequest);
    // SPEC 7: success means the number IS registered (the client then refuses to register it again).
    if (!(await isRegistered(db, mobileNumber))) throw new ApiError(404, 'Mobile number is not registered');
    return ok(c, null, 'Mobile number is registered');
  });

  return routes;
}
