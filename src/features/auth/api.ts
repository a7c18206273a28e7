import { apiGet, apiPost, request } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import { isCredentials, isUserProfile } from '../../api/shapes';
import type { LoginByFacebookRequest } from '../../api/contract';

/** Returns the server's message ("OTP sent to …"). */
export async function requestOtp(mobileNumber: string): Promise<string> {
  const { message } = await request<unknown>('POST', PATHS.generateOtp, { mobileNumber }, { idempotencyKey: true });
  return message;
}

export const verifyOtp = (mobileNumber: string, oneTimePassword: string) =>
  apiPost(PATHS.loginByOtp, { mobileNumber, oneTimePassword }, { guard: isCredentials });

/**
 * loginUserByFacebook: the token alone once the Facebook account is linked; the first time the server answers
 * FACEBOOK_LINK_REQUIRED_CODE and the call is repeated with the mobile and its OTP.
 */
export const loginWithFacebook = (body: LoginByFacebookRequest) => apiPost(PATHS.loginByFacebook, body, { guard: isCredentials });

export const fetchProfile = () => apiGet(PATHS.profileDetail, { auth: true, guard: isUserProfile });

export const deleteAccount = () => apiGet<unknown>(PATHS.deleteAccount, { auth: true });

/**
 * Revokes this device's credential on the server. Signed with that credential rather than the session's: the
 * session is cleared while this is in flight, and its answer must not sign out whoever signs in next.
 */
export const revokeCredential = (credential: string) => apiPost<unknown>(PATHS.logout, {}, { credential });
