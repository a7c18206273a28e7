/** Table reservations (SPEC 3). */
import { z } from 'zod';
import { MSG } from '../../config/messages';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../lib/validation';
import { RESERVATION_LIMITS } from '../endpoints';
import { id } from './fields';

/**
 * POST saveReservation (SPEC 3 table reservation payload). The shape is checked here; what needs the database or
 * the clock (the occasion list, the outlet and its hours, "in the future, within 60 days") is checked by the route.
 */
export const saveReservationRequest = z
  .object({
    // SPEC 5: a field missing, empty or malformed is 'Please fill details properly'; a limit names itself.
    reservedByName: z
      .string({ error: MSG.fillDetails })
      .trim()
      .min(1, MSG.fillDetails)
      .max(RESERVATION_LIMITS.maxNameLength, `reservedByName must be at most ${RESERVATION_LIMITS.maxNameLength} characters`),
    reservedByMobile: z.string({ error: MSG.fillDetails }).regex(MOBILE_PATTERN, MSG.fillDetails),
    reservedByEmail: z.string({ error: MSG.fillDetails }).trim().regex(EMAIL_PATTERN, MSG.fillDetails),
    /** epoch ms */
    reservationDateTime: z.number({ error: MSG.fillDetails }).int().positive(),
    occasion: z.string({ error: MSG.fillDetails }).trim().min(1, MSG.fillDetails).max(60, MSG.fillDetails),
    numberOfPeople: z
      .number({ error: MSG.fillDetails })
      .int()
      .min(1)
      .max(RESERVATION_LIMITS.maxPeople, `numberOfPeople must be at most ${RESERVATION_LIMITS.maxPeople}`),
    cookingInstructions: z.string({ error: 'cookingInstructions must be a string' }).trim().max(RESERVATION_LIMITS.maxInstructionsLength).optional(),
    restaurantId: id('restaurantId', MSG.fillDetails),
    /** SPEC 3: sent empty for a plain table booking. */
    eventId: z.string({ error: 'eventId must be a string' }).max(40),
  })
  .strict();
export type SaveReservationRequest = z.infer<typeof saveReservationRequest>;

/** responsePacket of saveReservation. */
export interface Reservation {
  reservationId: number;
  restaurantId: number;
  restaurantName: string;
  /** epoch ms */
  reservationDateTime: number;
  occasion: string;
  numberOfPeople: number;
  reservedByName: string;
  reservedByMobile: string;
  reservedByEmail: string;
  cookingInstructions: string;
  eventId: string;
  /** epoch ms */
  createdAt: number;
}
