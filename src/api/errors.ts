import { BOOT_SPEC } from '../config/bootMessages';
import { t } from '../i18n';

/** The server answered with an envelope whose errorCode is not 0 (or with an error status). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly errorCode: number,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * No response came back: offline, server down, or the 30 s time-out. Its message is made in the app's language
 * and says which: a phone that knows it is offline is told so; 'Sever is not responding' (SPEC) is for a server
 * that does not answer while the phone is online. (navigator.onLine is wrong one way only: online with no signal.)
 */
export class NoResponseError extends Error {
  override readonly name = 'NoResponseError';
  constructor() {
    super(t(globalThis.navigator?.onLine === false ? BOOT_SPEC.phoneOffline : BOOT_SPEC.serverNotResponding));
  }
}

/** The session is no longer valid (errorCode 409 or 'Unauthorised Access'); the user is signed out. */
export class SessionExpiredError extends ApiError {}

/** The message a screen shows for any failure: the server's words where there are some. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return t(BOOT_SPEC.somethingWrong);
}
