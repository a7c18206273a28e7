/**
 * A table's secret (issue 34): the part of its QR code that cannot be guessed. The code (GL-MOH8-T1) names the
 * table and is easy to guess; the secret, 120 random bits, proves the phone read the code on the table itself.
 * It travels in the link's fragment (never sent to a server, so never logged or cached on the way) and in POST
 * bodies. Written in Crockford's base-32, upper case, so the copy printed under the code can be typed.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 24 characters of 5 bits each: 120 random bits. */
export function newTableSecret(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** As typed or read: case, spaces and dashes do not matter. */
export const normalSecret = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the secret given is the table's, in time that does not depend on how much of it matched (both sides are
 * hashed first, so their lengths never differ either).
 */
export function sameSecret(given: string | undefined, actual: string): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(normalSecret(given)), digest(actual));
}
