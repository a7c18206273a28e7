/** Order reference ids: GL-<date in India>-<6 random characters>, e.g. GL-20261122-7F3K9Q. */
import { randomInt } from 'node:crypto';

// No 0/O or 1/I: customers read these out over the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

export function newOrderRef(now: number): string {
  const date = indiaDate.format(now).replaceAll('-', '');
  const suffix = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `GL-${date}-${suffix}`;
}
