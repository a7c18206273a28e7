/**
 * The profile forms' rules (SPEC 5): the edit-profile and add-customer checks in the spec's order, stopping at
 * the first failure, and the payload SPEC 3 describes (dates as epoch ms, `anniversarydate`, `userImageUrl`,
 * `createcustomeronpaymentgateway: false`). Pure, so the order is unit-tested.
 */
import type { Gender, UpdateProfileRequest, UserProfile } from '../../api/contract';
import { TIME_ZONE } from '../../config/constants';
import { SPEC } from '../../config/messages';
import { t, type MessageRef } from '../../i18n';
import { isOtpComplete, isValidEmail, isValidMobile } from '../../lib/validation';
import { isValidGstin, normaliseGstin } from '../../lib/gstin';
import { m } from './messages';

export const GENDERS: ReadonlyArray<{ value: Gender; label: MessageRef }> = [
  { value: 'MALE', label: m.male },
  { value: 'FEMALE', label: m.female },
  { value: 'other', label: m.otherGender },
];

/** What the inputs hold: dates as typed, DD/MM/YYYY (SPEC 2), '' when empty. */
export interface ProfileForm {
  fullName: string;
  mobile: string;
  email: string;
  dateOfBirth: string;
  anniversaryDate: string;
  gender: Gender | '';
  /** For tax invoices (issue 23), optional: '' for none. */
  gstin: string;
}

export type ProfileField = keyof ProfileForm | 'otp';

export interface FieldError {
  field: ProfileField;
  message: string;
}

/**
 * Not a SPEC message (the spec names none for the optional anniversary): said only when one is typed wrong.
 * In English, which the unit tests compare with.
 */
export const INVALID_ANNIVERSARY = m.invalidAnniversary.en;

/** Asia/Kolkata has kept +05:30 all year since 1945: a date is its midnight there, whatever the phone's zone. */
const KOLKATA_OFFSET = '+05:30';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Epoch ms as YYYY-MM-DD in Kolkata. */
function isoDay(epochMs: number): string {
  const parts = dayFormat.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** DD/MM/YYYY as the calendar's YYYY-MM-DD; null unless it is a whole, real date (no 30/02). */
export function displayToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const epochMs = Date.parse(`${iso}T00:00:00${KOLKATA_OFFSET}`);
  // Date.parse rolls 30/02 over into March: a date that does not come back the same is not real.
  return Number.isNaN(epochMs) || isoDay(epochMs) !== iso ? null : iso;
}

export function isoToDisplay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** DD/MM/YYYY as epoch ms at midnight in Kolkata (SPEC 3: dates are sent as epoch ms); null when not a date. */
export function fromDisplayDate(value: string): number | null {
  const iso = displayToIso(value);
  return iso === null ? null : Date.parse(`${iso}T00:00:00${KOLKATA_OFFSET}`);
}

/** Epoch ms as DD/MM/YYYY in Kolkata; '' for none. */
export const toDisplayDate = (epochMs: number | null): string => (epochMs === null ? '' : isoToDisplay(isoDay(epochMs)));

/** Today in Kolkata as YYYY-MM-DD: the calendars' latest day. */
export const todayIso = (now: number): string => isoDay(now);

/** Keeps what is typed into a date field as DD/MM/YYYY: digits only, the slashes put in as the digits come. */
export function typedDate(next: string, previous: string): string {
  const digits = next.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `/${digits.slice(4)}`;
  // Typing the day's or month's second digit moves on past the slash; deleting after a slash keeps it, and
  // deleting the slash itself takes it away.
  const typing = next.length > previous.length;
  if ((typing || next.endsWith('/')) && (digits.length === 2 || digits.length === 4)) out += '/';
  return out;
}

export function formFromProfile(user: UserProfile | null): ProfileForm {
  return {
    fullName: user?.fullName ?? '',
    mobile: user?.mobile ?? '',
    email: user?.email ?? '',
    dateOfBirth: toDisplayDate(user?.dateOfBirth ?? null),
    anniversaryDate: toDisplayDate(user?.anniversaryDate ?? null),
    gender: user?.gender ?? '',
    gstin: user?.gstin ?? '',
  };
}

/** A whole, real date, not after today (the calendar stops there; typing can still go past it). */
function isPastDate(value: string, now: number): boolean {
  const iso = displayToIso(value);
  return iso !== null && iso <= isoDay(now);
}

/**
 * Edit profile (SPEC 5), in order: full name, mobile, email, date of birth, gender; then an anniversary, which
 * is optional but, when given, must be a date too, and a GSTIN, optional but, when given, a whole one.
 */
export function checkProfile(form: ProfileForm, now: number): FieldError | null {
  if (form.fullName.trim() === '') return { field: 'fullName', message: t(SPEC.enterFullName) };
  if (!isValidMobile(form.mobile)) return { field: 'mobile', message: t(SPEC.invalidMobile) };
  if (!isValidEmail(form.email.trim())) return { field: 'email', message: t(SPEC.invalidEmail) };
  if (!isPastDate(form.dateOfBirth, now)) return { field: 'dateOfBirth', message: t(SPEC.selectDob) };
  if (form.gender === '') return { field: 'gender', message: t(SPEC.selectGender) };
  if (form.anniversaryDate !== '' && !isPastDate(form.anniversaryDate, now)) return { field: 'anniversaryDate', message: t(m.invalidAnniversary) };
  const gstin = normaliseGstin(form.gstin);
  if (gstin !== '' && !isValidGstin(gstin)) return { field: 'gstin', message: t(m.invalidGstin) };
  return null;
}

/** Add-customer (SPEC 5): the same order, then the OTP of at least 4 characters. */
export function checkRegistration(form: ProfileForm, otp: string, now: number): FieldError | null {
  return checkProfile(form, now) ?? (isOtpComplete(otp) ? null : { field: 'otp', message: t(SPEC.otpImproper) });
}

/** The updateProfile payload of a form that passed checkProfile. */
export function toProfileRequest(form: ProfileForm, userImageUrl: string | null): UpdateProfileRequest {
  const dateOfBirth = fromDisplayDate(form.dateOfBirth);
  if (dateOfBirth === null || form.gender === '') throw new Error('toProfileRequest needs a checked form');
  return {
    fullName: form.fullName.trim(),
    mobile: form.mobile,
    email: form.email.trim(),
    dateOfBirth,
    anniversarydate: fromDisplayDate(form.anniversaryDate),
    gender: form.gender,
    userImageUrl,
    createcustomeronpaymentgateway: false,
    gstin: normaliseGstin(form.gstin),
  };
}
