import type { AnalyticsProps } from './buffer';

/**
 * Per-user data never leaves in an event: not a mobile number, a name, an e-mail, a token or a credential. The
 * calls pass none; this is the net under them, for a future call that forgets.
 */
const PERSONAL_KEY = /mobile|phone|name|mail|token|credential|password|otp|address/i;
/** A run of 10 or more digits reads as a mobile number (SPEC 9: 10 digits, +91). */
const LONG_NUMBER = /\d{10,}/g;

export function scrubProps(props: AnalyticsProps): AnalyticsProps {
  const kept: AnalyticsProps = {};
  for (const [key, value] of Object.entries(props)) {
    if (PERSONAL_KEY.test(key)) continue;
    kept[key] = typeof value === 'string' ? value.replace(LONG_NUMBER, '[number]') : value;
  }
  return kept;
}

/** A screen's path without anything that could be a number typed in (ids of outlets and orders stay). */
export const scrubPath = (path: string) => path.replace(LONG_NUMBER, '[number]');
