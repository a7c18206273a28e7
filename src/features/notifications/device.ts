/**
 * This device's registration for push: a stable deviceId and what was last sent to the server, both kept in
 * IndexedDB (idb-keyval), so a reload, a new token or a new sign-in replaces the same server row.
 */
import { del, get, set } from 'idb-keyval';
import type { DeviceRecord } from './refresh';

const DEVICE_ID_KEY = 'push-device-id';
const DEVICE_RECORD_KEY = 'push-device-record';

/** Made once per browser profile and kept: the server keys this device's token by it. */
export async function deviceId(): Promise<string> {
  const stored = await get<string>(DEVICE_ID_KEY);
  if (stored) return stored;
  const made = crypto.randomUUID();
  await set(DEVICE_ID_KEY, made);
  return made;
}

export const readDeviceRecord = () => get<DeviceRecord>(DEVICE_RECORD_KEY);
export const writeDeviceRecord = (record: DeviceRecord) => set(DEVICE_RECORD_KEY, record);
export const forgetDeviceRecord = () => del(DEVICE_RECORD_KEY);

/** Set when the user turns push off on this device: start and sign-in then leave it unlinked. */
const OPTED_OUT_KEY = 'push-opted-out';
export const readOptedOut = async () => (await get<boolean>(OPTED_OUT_KEY)) === true;
export const writeOptedOut = (optedOut: boolean) => (optedOut ? set(OPTED_OUT_KEY, true) : del(OPTED_OUT_KEY));
