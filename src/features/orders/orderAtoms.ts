import { atom } from 'jotai';

/**
 * The order the customer just placed: /track-order shows it even before getMyRunningOrderV2 lists it. Kept in
 * memory only (a reload falls back to the running order from the server; no per-user data in the URL).
 */
export const trackedOrderRefAtom = atom<string | null>(null);
