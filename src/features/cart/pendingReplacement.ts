import { atom } from 'jotai';
import type { Cart } from './cartAtoms';

/** A cart waiting for the customer to agree to clear the current one (Clear Cart Confirmation). */
export const pendingReplacementAtom = atom<Cart | null>(null);
