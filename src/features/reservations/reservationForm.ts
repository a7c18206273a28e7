/** The Book A Table form as the customer fills it, and the SPEC 5 rule that turns it into a saveReservation payload. */
import type { SaveReservationRequest, UserProfile } from '../../api/contract';
import { RESERVATION_LIMITS } from '../../api/endpoints';
import { isValidEmail, isValidMobile } from '../../lib/validation';
import { fromKolkataInput } from './kolkataTime';
import { SPEC } from '../../config/messages';

/** SPEC 5, word for word. */
export const FILL_DETAILS_MESSAGE = SPEC.fillDetails;
/** SPEC 8: the title of a refused booking's alert (not the 'Oops!' of other flows). */
export const BOOKING_FAILED_TITLE = SPEC.reservationFailedTitle;
export const BOOKED_TITLE = SPEC.success;

/** Every value as its input holds it (text), so a half-typed field is kept exactly as typed. */
export interface ReservationForm {
  restaurantId: string;
  reservedByName: string;
  reservedByMobile: string;
  reservedByEmail: string;
  /** datetime-local value, Kolkata wall time */
  reservationDateTime: string;
  occasion: string;
  numberOfPeople: string;
  cookingInstructions: string;
}
export type ReservationField = keyof ReservationForm;

export function initialReservationForm(user: UserProfile | null, restaurantId: number | null): ReservationForm {
  return {
    restaurantId: restaurantId === null ? '' : String(restaurantId),
    reservedByName: user?.fullName ?? '',
    reservedByMobile: user?.mobile ?? '',
    reservedByEmail: user?.email ?? '',
    reservationDateTime: '',
    occasion: '',
    numberOfPeople: '',
    cookingInstructions: '',
  };
}

export type ReservationCheck = { ok: true; request: SaveReservationRequest } | { ok: false; invalid: ReservationField[] };

const WHOLE_NUMBER = /^\d+$/;

/**
 * SPEC 5: every field but the cooking instructions is required and the email must be valid. The mobile, the
 * head count and the time must also be ones the server can accept (a valid number, 1 to 20, not in the past),
 * so the customer hears about them here rather than from a refusal. Opening hours are the server's to judge.
 */
export function checkReservation(form: ReservationForm, now: number, eventId = ''): ReservationCheck {
  const invalid: ReservationField[] = [];
  const restaurantId = WHOLE_NUMBER.test(form.restaurantId) ? Number(form.restaurantId) : 0;
  if (restaurantId <= 0) invalid.push('restaurantId');
  if (!form.reservedByName.trim()) invalid.push('reservedByName');
  if (!isValidMobile(form.reservedByMobile)) invalid.push('reservedByMobile');
  if (!isValidEmail(form.reservedByEmail.trim())) invalid.push('reservedByEmail');
  const at = fromKolkataInput(form.reservationDateTime);
  if (at === null || at <= now) invalid.push('reservationDateTime');
  if (!form.occasion) invalid.push('occasion');
  const people = WHOLE_NUMBER.test(form.numberOfPeople.trim()) ? Number(form.numberOfPeople.trim()) : 0;
  if (people < 1 || people > RESERVATION_LIMITS.maxPeople) invalid.push('numberOfPeople');
  if (form.cookingInstructions.trim().length > RESERVATION_LIMITS.maxInstructionsLength) invalid.push('cookingInstructions');
  if (invalid.length > 0 || at === null) return { ok: false, invalid };

  const cookingInstructions = form.cookingInstructions.trim();
  return {
    ok: true,
    request: {
      reservedByName: form.reservedByName.trim(),
      reservedByMobile: form.reservedByMobile,
      reservedByEmail: form.reservedByEmail.trim(),
      reservationDateTime: at,
      occasion: form.occasion,
      numberOfPeople: people,
      ...(cookingInstructions ? { cookingInstructions } : {}),
      restaurantId,
      // SPEC 3: a plain table booking belongs to no event and sends the id empty; one booked from an event sends its id.
      eventId,
    },
  };
}
