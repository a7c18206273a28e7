/** A diner's data on request: the body of POST /v1/admin/customer-data/export and /erase (../privacyContract.ts). */
import { z } from 'zod';
import { MOBILE_PATTERN } from '../../lib/validation';
import { MOBILE_WANTED, type CustomerDataRequest } from '../privacyContract';

export const customerDataRequest = z
  .object({ mobile: z.string({ error: MOBILE_WANTED }).regex(MOBILE_PATTERN, MOBILE_WANTED) })
  .strict() satisfies z.ZodType<CustomerDataRequest>;
