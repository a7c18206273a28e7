/**
 * Linking this device for push (SPEC 4 "Push permission", 7 "Device registration"): the permission is asked
 * only from a tap; once granted, the push token (from the app's own worker registration) is sent with the
 * device's type and stable id. A refusal by our server shows 'Oops!' with its message (one code aside); a
 * failure of the push service itself is only logged.
 */
import { atom } from 'jotai';
import { ApiError } from '../../api/errors';
import { SPEC } from '../../config/messages';
import { currentLocale, t } from '../../i18n';
import type { AppStore } from '../../lib/store';
import { notify } from '../../lib/toast';
import { credentialAtom } from '../auth/sessionAtoms';
import { updateDeviceDetail } from './api';
import { unlinkThisDevice } from './unlink';
import { deviceId, readDeviceRecord, readOptedOut, writeDeviceRecord, writeOptedOut } from './device';
import { deviceTypeOf } from './deviceType';
import { pushState, type PushState } from './permission';
import { pushTokenSource } from './pushToken';
import { registrationDue } from './refresh';

/**
 * SPEC 7: the error code device registration does not report (not shown in the spec; the reference server
 * never sends it). Any other refusal is shown to the user.
 */
export const IGNORED_DEVICE_ERROR_CODE = 208;

/** The 'Oops!' popup of a refused registration: the server's message, or null when none is showing. */
export const deviceErrorAtom = atom<{ title: string; message: string } | null>(null);

export type RegisterOutcome = 'registered' | 'refused' | 'push-failed' | 'not-allowed';

/** Who is signed in, without keeping the credential itself beside the record. */
async function userKey(credential: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(credential));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends this device's token to the server now (permission must already be granted). */
export async function registerDevice(
  store: AppStore,
  report: (message: string) => void = (message) => store.set(deviceErrorAtom, { title: t(SPEC.oops), message }),
): Promise<RegisterOutcome> {
  const credential = store.get(credentialAtom);
  if (!credential || !pushTokenSource || pushState() !== 'granted') return 'not-allowed';
  let token: string;
  try {
    const registration = await navigator.serviceWorker.ready;
    token = await pushTokenSource.getToken(registration);
  } catch (error) {
    console.warn('The push service did not give this device a token', error);
    return 'push-failed';
  }
  try {
    await updateDeviceDetail({
      deviceType: deviceTypeOf(navigator.userAgent, navigator.platform),
      fcmDeviceToken: token,
      deviceId: await deviceId(),
    });
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === IGNORED_DEVICE_ERROR_CODE) return 'refused';
    report(error instanceof Error ? error.message : t(SPEC.somethingWrong));
    return 'refused';
  }
  await writeDeviceRecord({
    token,
    registeredAt: Date.now(),
    user: await userKey(credential),
    locale: currentLocale(),
  });
  return 'registered';
}

/** From a tap only: asks when undecided, registers when granted. Returns the permission after asking. */
export async function enablePush(store: AppStore): Promise<PushState> {
  const before = pushState();
  if (before !== 'default' && before !== 'granted') return before;
  const permission = before === 'granted' ? before : await Notification.requestPermission();
  if (permission === 'granted') await registerDevice(store);
  return permission;
}

/**
 * At start, on sign-in and on a change of language: a device whose user said yes is (re)linked when nothing was
 * sent yet for this user or in this language, or the token is 7 days old. Never asks for permission. No screen of ours is open for the 'Oops!'
 * popup then, so a refusal is an error toast with the same words.
 */
export async function refreshDeviceIfDue(store: AppStore, now = Date.now()): Promise<void> {
  const credential = store.get(credentialAtom);
  if (!credential || pushState() !== 'granted') return;
  if (await readOptedOut()) return;
  const record = await readDeviceRecord();
  if (registrationDue(record, await userKey(credential), now, currentLocale())) await registerDevice(store, (message) => notify.error(`${t(SPEC.oops)} ${message}`));
}

/** Whether this device is linked for the signed-in user (what the settings switch shows). */
export async function isDeviceLinked(store: AppStore): Promise<boolean> {
  const credential = store.get(credentialAtom);
  const record = await readDeviceRecord();
  return Boolean(credential && record && record.user === (await userKey(credential)));
}

/** The switch turned off: the server forgets this device, and start or sign-in leave it so. */
export async function disablePush(store: AppStore): Promise<void> {
  await writeOptedOut(true);
  const credential = store.get(credentialAtom);
  if (credential) await unlinkThisDevice(credential);
}
