/**
 * A GSTIN (India's GST registration number, 15 characters): the state's two-digit code, the holder's PAN (five
 * letters, four digits, a letter), the registration's number in that state, 'Z', and a check character over the
 * first fourteen (GSTN's mod-36 rule). The profile form, the server and the invoice use this one rule.
 */
/** Said by the profile form and the server alike when a GSTIN does not add up. */
export const INVALID_GSTIN = 'Please enter a valid GSTIN: 15 characters, as on your GST certificate';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN: its check character over the first 14. */
export function gstinCheckDigit(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** As typed: spaces dropped, capitals. */
export const normaliseGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** A whole GSTIN whose check character adds up (a mistyped character almost always breaks it). */
export const isValidGstin = (gstin: string): boolean => SHAPE.test(gstin) && gstinCheckDigit(gstin.slice(0, 14)) === gstin.charAt(14);
