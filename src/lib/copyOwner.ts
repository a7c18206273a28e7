import { get, set } from 'idb-keyval';
import { sha256 } from './sha256';

/**
 * Whose a per-user copy in the worker is: a hash of the Authorization header it was fetched with, never the header
 * itself. The worker marks each copy with it (sw/userCopies.ts); the app names it when that customer signs out.
 */
export const copyOwnerOf = (authorization: string): Promise<string> => sha256(authorization);

/**
 * The owners who signed out on this phone, newest last. Kept on the device (IndexedDB), where the app writes it
 * before it drops the caches and the worker reads it as each copy is written: not a message to the worker, whose
 * memory the browser may wipe by stopping it between a sign-out and an answer that lands after it (a cache came
 * back 15 s after a logout on a loaded machine). A signed-out credential is never used again, so the last few do.
 */
const SIGNED_OUT_KEY = 'signed-out-owners';
const KEEP = 20;

/** Read and written apart, not with idb-keyval's update (whose bytes the first view would carry): one phone signs out one customer at a time. */
export async function noteSignedOut(owner: string): Promise<void> {
  const owners = (await get<string[]>(SIGNED_OUT_KEY)) ?? [];
  await set(SIGNED_OUT_KEY, [...owners.filter((one) => one !== owner), owner].slice(-KEEP));
}

/** Whether `owner` signed out on this phone; no when the device's store cannot be read (nothing of theirs is then known gone). */
export const signedOutHere = async (owner: string): Promise<boolean> => ((await get<string[]>(SIGNED_OUT_KEY).catch(() => undefined)) ?? []).includes(owner);
