/** Sign-in by mobile number and one-time password (SPEC 3, 4, 7), and sign-out of one device. */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  PATHS,
  checkMobileRegisteredRequest,
  generateOtpRequest,
  loginByOtpRequest,
  type Credentials,
} from '../../src/api/contract';
import { DIAL_CODE } from '../../src/config/constants';
import { MSG } from '../../src/config/messages';
import { issueCredential } from '../auth/credentials';
import { MAX_WRONG_OTP_TRIES, checkOtp, issueOtp, type OtpCheck } from '../auth/otp';
import { credentials, devices } from '../db/schema';
import { currentSession } from '../http/auth';
import { clientAddress } from '../http/clientAddress';
import { ApiError, ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { dropQueuedPushes } from '../push/notifications';
import { giveBackRateLimit, takeRateLimit, tooManyRequests, waitWords } from '../rateLimit';
import { accountWords } from '../messages/account';
import { SmsError } from '../auth/sms';
import { giveBackSmsBudget, takeSmsBudget } from '../auth/smsBudget';
import { findOrCreateUser, isRegistered } from '../users';

/**
 * 'expired' in it makes the client show it as it is (LoginForm, RegisterScreen): so it stays English for every
 * reader until the app tells it apart by something other than its words.
 */
export const OTP_GONE = 'OTP has expired or was already used, please request a new one';

/** The envelope error for a code that did not sign in (also used by loginUserByFacebook's first link). */
export function failureFor(check: Exclude<OtpCheck, { outcome: 'valid' }>): ApiError {
  switch (check.outcome) {
    case 'invalid':
      return new ApiError(422, MSG.otpInvalid);
    case 'expired':
      return new ApiError(422, OTP_GONE);
    case 'used-up':
      return new ApiError(429, { ref: accountWords.tooManyWrongOtps, params: { max: MAX_WRONG_OTP_TRIES } });
  }
}

export function authRoutes(deps: Deps): Hono<AppEnv> {
  const { db, otpLimits } = deps;
  const routes = new Hono<AppEnv>();

  routes.post(PATHS.generateOtp, async (c) => {
    const { mobileNumber } = await readJsonBody(c, generateOtpRequest);
    if (!deps.sms && !deps.demo) throw new ApiError(503, 'SMS delivery is not configured on this server');
    const now = deps.now();
    // One client asking codes for many numbers (SMS pumping), then one number asked for too often. A client is
    // counted by the different numbers it asks for, not its requests: an outlet's Wi-Fi or a carrier's NAT puts
    // many honest diners behind one address, each asking for their own number, some twice.
    const client = clientAddress(c);
    const pairKey = `otp-pair:${client}:${mobileNumber}`;
    const newPair = (await takeRateLimit(db, pairKey, { max: 1, windowMs: otpLimits.perClient.windowMs }, now)) === null;
    if (newPair) {
      const clientWait = await takeRateLimit(db, `otp-client:${client}`, otpLimits.perClient, now);
      if (clientWait !== null) {
        await giveBackRateLimit(db, pairKey);
        deps.metrics.otpSends.inc({ outcome: 'limited' });
        throw tooManyRequests({ ref: accountWords.tooManyOtpRequests, params: { wait: waitWords(clientWait) } }, clientWait);
      }
    }
    const numberWait = await takeRateLimit(db, `otp-number:${mobileNumber}`, otpLimits.perNumber, now);
    if (numberWait !== null) {
      deps.metrics.otpSends.inc({ outcome: 'limited' });
      throw tooManyRequests({ ref: accountWords.waitForAnotherOtp, params: { wait: waitWords(numberWait), mobile: `${DIAL_CODE} ${mobileNumber}` } }, numberWait);
    }
    const code = await issueOtp(db, mobileNumber, now);
    if (!deps.sms) {
      deps.log(`[demo] OTP for ${mobileNumber}: ${code}`);
      deps.metrics.otpSends.inc({ outcome: 'printed' });
      return ok(c, null, { ref: accountWords.otpSent, params: { mobile: `${DIAL_CODE} ${mobileNumber}` } });
    }
    if (!(await takeSmsBudget(db, deps.smsHourlyBudget, now, deps.log))) {
      deps.log(`warn: SMS_HOURLY_BUDGET of ${deps.smsHourlyBudget} spent: sign-in codes refused until the hour turns`);
      deps.metrics.otpSends.inc({ outcome: 'over_budget' });
      throw new ApiError(503, { ref: accountWords.tooManyCodesSent });
    }
    try {
      await deps.sms.sendOtp(mobileNumber, code);
    } catch (error) {
      // Nothing reached the customer: neither the budget nor the number's hourly count keeps this try.
      await giveBackSmsBudget(db);
      await giveBackRateLimit(db, `otp-number:${mobileNumber}`);
      deps.log(`error: ${deps.sms.name}: a sign-in code was not sent: ${error instanceof SmsError ? error.message : 'unexpected failure'}`);
      deps.metrics.otpSends.inc({ outcome: 'provider_failed' });
      throw new ApiError(503, { ref: accountWords.otpNotSent });
    }
    deps.metrics.otpSends.inc({ outcome: 'sent' });
    return ok(c, null, { ref: accountWords.otpSent, params: { mobile: `${DIAL_CODE} ${mobileNumber}` } });
  });

  routes.post(PATHS.loginByOtp, async (c) => {
    const { mobileNumber, oneTimePassword } = await readJsonBody(c, loginByOtpRequest);
    const check = await checkOtp(db, mobileNumber, oneTimePassword, deps.now());
    if (check.outcome !== 'valid') throw failureFor(check);
    const user = await findOrCreateUser(db, mobileNumber, deps.now());
    const secretKey = await issueCredential(db, user.id, deps.now());
    return ok<Credentials>(c, { mobile: user.mobile, secretKey }, { ref: accountWords.loginSuccessful });
  });

  // Revokes the credential this request is signed with: this device only (others stay signed in). Its push
  // registrations go with it (devices.credentialId cascades), and so does what was still queued for them.
  routes.post(PATHS.logout, async (c) => {
    const { user, credentialId } = currentSession(c);
    await db.transaction(async (tx) => {
      const linked = await tx.select({ fcmToken: devices.fcmToken }).from(devices).where(eq(devices.credentialId, credentialId));
      await dropQueuedPushes(tx, user.id, linked.map((d) => d.fcmToken));
      await tx.delete(credentials).where(eq(credentials.id, credentialId));
    });
    return ok(c, null, { ref: accountWords.loggedOut });
  });

  routes.post(PATHS.checkMobileRegistered, async (c) => {
    const { mobileNumber } = await readJsonBody(c, checkMobileRegisteredRequest);
    // SPEC 7: success means the number IS registered (the client then refuses to register it again).
    if (!(await isRegistered(db, mobileNumber))) throw new ApiError(404, { ref: accountWords.notRegistered });
    return ok(c, null, { ref: accountWords.registered });
  });

  return routes;
}
