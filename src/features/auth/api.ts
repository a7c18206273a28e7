import { apiGet, apiPost, request } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { Credentials, UserProfile } from '../../api/contract';

/** Returns the server's message ("OTP sent to …"). */
export async function requestOtp(mobileNumber: string): Promise<string> {
  const { message } = await request<unknown>('POST', PATHS.generateOtp, { mobileNumber }, { idempotencyKey: true });
  return message;
}

export const verifyOtp = (mobileNumber: string, oneTimePassword: string) =>
  apiPost<Credentials>(PATHS.loginByOtp, { mobileNumber, oneTimePassword });

export const fetchProfile = () => apiGet<UserProfile>(PATHS.profileDetail, { auth: true });

export const deleteAccount = () => apiGet<unknown>(PATHS.deleteAccount, { auth: true });
