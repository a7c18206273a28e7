import { sha256 } from './sha256';

/**
 * Whose a per-user copy in the worker is: a hash of the Authorization header it was fetched with, never the header
 * itself. The worker marks each copy with it (sw/userCopies.ts); the app names it when that customer signs out.
 */
export const copyOwnerOf = (authorization: string): Promise<string> => sha256(authorization);

/** The app tells its worker a customer signed out: `{ type: SIGNED_OUT_MESSAGE, owner: copyOwnerOf(header) }`. */
export const SIGNED_OUT_MESSAGE = 'SIGNED_OUT';
