/** The finance report's query (GET /v1/admin/reports), checked on the server; its shapes: src/api/reportsContract.ts. */
import { z } from 'zod';
import { REPORT_GROUPS, REPORT_PERIODS } from '../reportsContract';
import { wholeId } from './audit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const reportQuery = z
  .object({
    from: z.string().regex(DAY, 'from must be a day like 2026-11-01'),
    to: z.string().regex(DAY, 'to must be a day like 2026-11-30'),
    period: z.enum(REPORT_PERIODS, { error: `period must be one of ${REPORT_PERIODS.join(', ')}` }).default('day'),
    by: z.enum(REPORT_GROUPS, { error: `by must be one of ${REPORT_GROUPS.join(', ')}` }).default('outlet'),
    outletId: wholeId('outletId').optional(),
  })
  .strict();
export type ReportQuery = z.input<typeof reportQuery>;

