import { atom } from 'jotai';
import type { Order } from '../../api/contract';

/** The DRAFT order the server priced for the cart on this checkout visit. */
export const draftOrderAtom = atom<Order | null>(null);

/** A coupon chosen elsewhere ('Use now' on /offers): the coupon box applies it to the next draft, once. */
export const couponToApplyAtom = atom<string | null>(null);
