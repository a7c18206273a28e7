/**
 * The public forms of issue 12: Contact Us, franchise enquiries and job applications. Anyone may send them;
 * a signed-in sender is recorded. Each is stored once per Idempotency-Key (the offline outbox replays them
 * with the same key), and every refusal is an envelope error naming what to fix.
 */
import { Hono } from 'hono';
import {
  PATHS,
  contactEnquiryRequest,
  franchiseEnquiryRequest,
  jobApplicationRequest,
  type FormReceipt,
} from '../../src/api/contract';
import { DIAL_CODE } from '../../src/config/constants';
import { decodeCv } from '../cv';
import { enquiries, jobApplications } from '../db/schema';
import { clientAddress } from '../http/clientAddress';
import { ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import type { Words } from '../http/say';
import { accountWords } from '../messages/account';
import { takeAll } from '../rateLimit';

/** In English, as the tests read them; the sender reads them in their language. */
export const FORM_MESSAGES = {
  contact: accountWords.contactReceived.en,
  franchise: accountWords.franchiseReceived.en,
  application: accountWords.applicationReceived.en,
} as const;

export const APPLICATION_LIMIT_MESSAGES = {
  perClient: (wait: Words): Words => ({ ref: accountWords.tooManyApplications, params: { wait } }),
  perNumber: (mobile: string, max: number, wait: Words): Words => ({ ref: accountWords.applicationsFromNumber, params: { max, mobile: `${DIAL_CODE} ${mobile}`, wait } }),
  cvBytes: (wait: Words): Words => ({ ref: accountWords.cvsFullToday, params: { wait } }),
} as const;

export const enquiryReference = (id: number): string => `GL-ENQ-${String(id).padStart(5, '0')}`;
export const applicationReference = (id: number): string => `GL-JOB-${String(id).padStart(5, '0')}`;

export function formRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const senderId = (user: { id: number } | null) => user?.id ?? null;

  routes.post(PATHS.saveContactEnquiry, async (c) => {
    const body = await readJsonBody(c, contactEnquiryRequest);
    const [row] = await db
      .insert(enquiries)
      .values({ kind: 'CONTACT', userId: senderId(c.get('user')), ...body, createdAt: new Date(deps.now()) })
      .returning({ id: enquiries.id });
    return ok<FormReceipt>(c, { referenceId: enquiryReference(row!.id) }, { ref: accountWords.contactReceived });
  });

  routes.post(PATHS.saveFranchiseEnquiry, async (c) => {
    // The consent is required to send, and is what sending says: it is not stored as a column.
    const { name, mobile, email, city, investmentRange, message } = await readJsonBody(c, franchiseEnquiryRequest);
    const [row] = await db
      .insert(enquiries)
      .values({ kind: 'FRANCHISE', userId: senderId(c.get('user')), name, mobile, email, city, investmentRange, message, createdAt: new Date(deps.now()) })
      .returning({ id: enquiries.id });
    return ok<FormReceipt>(c, { referenceId: enquiryReference(row!.id) }, { ref: accountWords.franchiseReceived });
  });

  routes.post(PATHS.saveJobApplication, async (c) => {
    const { name, mobile, email, city, position, message, cvFileName, cvBase64 } = await readJsonBody(c, jobApplicationRequest);
    const cv = decodeCv(cvBase64);
    // Counted once the form is right: someone fixing a wrong file or a missing field loses nothing.
    const limits = deps.applicationLimits;
    await takeAll(
      db,
      [
        { key: `job-client:${clientAddress(c)}`, limit: limits.perClient, refusal: APPLICATION_LIMIT_MESSAGES.perClient },
        { key: `job-number:${mobile}`, limit: limits.perNumber, refusal: (wait) => APPLICATION_LIMIT_MESSAGES.perNumber(mobile, limits.perNumber.max, wait) },
        { key: 'job-cv-bytes', limit: limits.cvBytes, units: cv.length, refusal: APPLICATION_LIMIT_MESSAGES.cvBytes },
      ],
      deps.now(),
    );
    const [row] = await db
      .insert(jobApplications)
      .values({ userId: senderId(c.get('user')), name, mobile, email, city, position, message, cvFileName, cv, createdAt: new Date(deps.now()) })
      .returning({ id: jobApplications.id });
    return ok<FormReceipt>(c, { referenceId: applicationReference(row!.id) }, { ref: accountWords.applicationReceived });
  });

  return routes;
}
