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
import { decodeCv } from '../cv';
import { enquiries, jobApplications } from '../db/schema';
import { ok } from '../http/envelope';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';

export const FORM_MESSAGES = {
  contact: 'Thank you for writing to us. Our guest care team will call or write back within one working day',
  franchise: 'Thank you for your interest in a Gold Leaf franchise. Our franchise team will contact you within 3 working days',
  application: 'Thank you for applying. Our HR team will contact you if your profile matches an opening',
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
    return ok<FormReceipt>(c, { referenceId: enquiryReference(row!.id) }, FORM_MESSAGES.contact);
  });

  routes.post(PATHS.saveFranchiseEnquiry, async (c) => {
    // The consent is required to send, and is what sending says: it is not stored as a column.
    const { name, mobile, email, city, investmentRange, message } = await readJsonBody(c, franchiseEnquiryRequest);
    const [row] = await db
      .insert(enquiries)
      .values({ kind: 'FRANCHISE', userId: senderId(c.get('user')), name, mobile, email, city, investmentRange, message, createdAt: new Date(deps.now()) })
      .returning({ id: enquiries.id });
    return ok<FormReceipt>(c, { referenceId: enquiryReference(row!.id) }, FORM_MESSAGES.franchise);
  });

  routes.post(PATHS.saveJobApplication, async (c) => {
    const { name, mobile, email, city, position, message, cvFileName, cvBase64 } = await readJsonBody(c, jobApplicationRequest);
    const cv = decodeCv(cvBase64);
    const [row] = await db
      .insert(jobApplications)
      .values({ userId: senderId(c.get('user')), name, mobile, email, city, position, message, cvFileName, cv, createdAt: new Date(deps.now()) })
      .returning({ id: jobApplications.id });
    return ok<FormReceipt>(c, { referenceId: applicationReference(row!.id) }, FORM_MESSAGES.application);
  });

  return routes;
}
