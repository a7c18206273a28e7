import { MOBILE_LENGTH, OTP_LENGTH } from '../config/constants';

/** SPEC 5: exactly 10 digits starting with 4 to 9. */
export const MOBILE_PATTERN = new RegExp(`^[4-9]\\d{${MOBILE_LENGTH - 1}}$`);
/** SPEC 5: standard local@domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC 5: 2 to 256 allowed characters, then @, then 2 to 64 letters. */
export const UPI_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;

export const isValidMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isValidUpiId = (value: string): boolean => UPI_PATTERN.test(value);
/** SPEC 5: at least 4 characters (inputs accept at most 4). */
export const isOtpComplete = (value: string): boolean => value.trim().length >= OTP_LENGTH;

/** SPEC 5: empty means null, undefined, empty string or zero. */
export const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || value === 0;

/** Keeps only digits and cuts to a maximum length: what a numeric input accepts as the user types. */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);
