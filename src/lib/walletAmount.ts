/** The wallet top-up amount rules (SPEC 5 "Wallet", SPEC 9 presets), pure so they are unit-tested. */
import { WALLET_TOP_UP_MAX } from '../config/constants';
import { SPEC } from '../config/messages';
import { t } from '../i18n';

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/** Grouping commas and spaces are what people type ('2,000'); they do not change the amount. */
const digitsOf = (text: string): string => text.replace(/[,\s]/g, '');

/**
 * Empty or zero: 'Please select amount to be added' (SPEC 5: empty means empty or zero). Anything that is not
 * a whole number of rupees from 1 to WALLET_TOP_UP_MAX: 'Please enter valid amount'.
 */
export function checkTopUpAmount(text: string): AmountCheck {
  const digits = digitsOf(text);
  if (digits === '' || /^0+$/.test(digits)) return { ok: false, message: t(SPEC.selectAmount) };
  if (!/^\d{1,7}$/.test(digits)) return { ok: false, message: t(SPEC.enterValidAmount) };
  const amount = Number(digits);
  if (amount > WALLET_TOP_UP_MAX) return { ok: false, message: t(SPEC.enterValidAmount) };
  return { ok: true, amount };
}

/** A chip adds its amount to what is typed (SPEC 2): ₹2,000 then +5000 makes ₹7,000. Unreadable text counts as 0. */
export function addPreset(text: string, preset: number): string {
  const digits = digitsOf(text);
  const current = /^\d{1,7}$/.test(digits) ? Number(digits) : 0;
  return String(current + preset);
}
