import { apiPost, request } from '../../api/client';
import type { UpdateProfileRequest } from '../../api/contract';
import { PATHS } from '../../api/endpoints';
import { ApiError } from '../../api/errors';
import { isNonEmptyString } from '../../api/guards';
import { isUserProfile } from '../../api/shapes';

/** Signed with the session's credential, or (registration, before the session is stored) with this one. */
const signedWith = (credential?: string) => (credential === undefined ? { auth: true } : { credential });

/** SPEC 7: errorCode 0 means the number IS registered; the server's "not registered" is 404. */
export async function isMobileRegistered(mobileNumber: string): Promise<boolean> {
  try {
    await request<unknown>('POST', PATHS.checkMobileRegistered, { mobileNumber }, { readOnly: true });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** responsePacket is the image's URL. */
export const uploadImage = (fileName: string, fileBase64: string, credential?: string) =>
  apiPost(PATHS.uploadFileInBase64, { fileName, fileBase64 }, { ...signedWith(credential), idempotencyKey: true, guard: isNonEmptyString });

export async function saveProfile(profile: UpdateProfileRequest, credential?: string) {
  const { data, message } = await request('POST', PATHS.updateProfile, profile, {
    ...signedWith(credential),
    idempotencyKey: true,
    guard: isUserProfile,
  });
  return { profile: data, message };
}
