/** Random references: unambiguous letters and digits (no 0/O, 1/I), 5 bits each from crypto randomness. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomChars(n: number): string {
  return [...randomBytes(n)].map((byte) => ALPHABET[byte & 31]).join('');
}

/** A checkout (what one payment pays for): SD- and 10 characters. Ownership is checked separately. */
export const newCheckoutRef = (): string => `SD-${randomChars(10)}`;

/** A gift code is a bearer secret (whoever holds it can redeem it): 60 random bits, in groups of four to read out. */
export const newGiftCode = (): string => `GIFT-${randomChars(4)}-${randomChars(4)}-${randomChars(4)}`;
export const GIFT_CODE_PATTERN = /^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

/** What a customer typed or pasted, as stored: upper-case, without spaces. */
export const normaliseGiftCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();
