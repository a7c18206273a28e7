/**
 * The two codes of a booking. The ref names it in the ledger and on the payment row; the ticket code is what
 * the QR code at the door carries, so it is random (80 bits): knowing one ticket says nothing about another.
 */
import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a code read aloud or typed at the door is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return code;
}

/** 'EV-7K3F9Q2M': what the customer and the ledger call the booking. */
export const newBookingRef = (): string => `EV-${randomCode(8)}`;

/** 'GLT-…' (16 random characters): the door's scanner looks it up. */
export const newTicketCode = (): string => `GLT-${randomCode(16)}`;
