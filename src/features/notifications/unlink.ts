import { unlinkDevice } from './api';
import { deviceId, forgetDeviceRecord, readDeviceRecord } from './device';

/**
 * Sign-out: the server forgets this device for the user signing out, best effort (offline, the unlink is lost
 * and the server's own logout clean-up or an UNREGISTERED answer removes it later). The record goes at once,
 * so the next user to sign in here links the device again.
 */
export async function unlinkThisDevice(credential: string): Promise<void> {
  const record = await readDeviceRecord();
  if (!record) return;
  await forgetDeviceRecord();
  await unlinkDevice(await deviceId(), credential).catch((error: unknown) => console.warn('The server did not hear the unlink', error));
}
