/** Closures in the head office console (issue 36, /v1/admin/closures): an outlet, or the whole chain, closed for days. */
import { z } from 'zod';
import { isCalendarDay } from '../../lib/closures';
import { id } from './fields';

export type { ClosureNotice } from '../../lib/closures';

export const CLOSURE_LIMITS = { reasonMaxLength: 80, maxDays: 60, maxDaysAhead: 365 } as const;

const day = (field: string) =>
  z
    .string({ error: `${field} must be a date like 2026-11-01` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-11-01`)
    // 2026-02-30 matches the pattern but is no day. zod runs this check after a failed pattern too: words that are
    // no date ('soon', '') must be refused here, not thrown on as an invalid time.
    .refine(isCalendarDay, `${field} is not a day of the calendar`);

/** POST /v1/admin/closures: which outlet (null: every outlet of the chain), from which day to which (both closed), and why. */
export const createClosureRequest = z
  .object({
    outletId: id('outletId', 'outletId must be an outlet id, or null for the whole chain').nullable(),
    startsOn: day('startsOn'),
    endsOn: day('endsOn'),
    reason: z
      .string({ error: 'Say why the outlet is closed' })
      .trim()
      .min(1, 'Say why the outlet is closed')
      .max(CLOSURE_LIMITS.reasonMaxLength, `A reason has at most ${CLOSURE_LIMITS.reasonMaxLength} characters`)
      .regex(/^[^<>]*$/, 'A reason cannot contain < or >'),
  })
  .strict()
  .refine((closure) => closure.endsOn >= closure.startsOn, { message: 'The last day closed cannot be before the first', path: ['endsOn'] });
export type CreateClosureRequest = z.infer<typeof createClosureRequest>;

/** A closure as the console lists it. */
export interface AdminClosure {
  id: number;
  /** Null: the whole chain. */
  outletId: number | null;
  /** 'YYYY-MM-DD', Kolkata, both days closed. */
  startsOn: string;
  endsOn: string;
  reason: string;
  createdBy: number | null;
  /** epoch ms */
  createdAt: number;
}
