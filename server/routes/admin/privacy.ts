/**
 * A diner's data on request (DPDP Act 2023): POST /v1/admin/customer-data/export (everything the chain holds about the
 * customer with this number, privacy/customerData.ts) and POST /customer-data/erase (as the diner's own account
 * deletion does, users.ts deleteUserAndData, keeping only the tax invoices). The number is in the body: an address
 * reaches access logs and the browser's history. Each is audited in the same transaction: who, whose (their record
 * id), when; never the data.
 * - owner and support: may; they answer the diner's requests.
 * - finance: refused. Finance reads figures and sees a diner's number masked (routes/admin/orders.ts); a whole
 *   person's data is not needed for that, and the Act allows personal data only for the purpose it serves.
 * - a manager and an editor: refused.
 */
import { Hono } from 'hono';
import { CUSTOMER_DATA_ERASE_PATH, CUSTOMER_DATA_EXPORT_PATH, type CustomerDataExport, type CustomerErasure } from '../../../src/api/privacyContract';
import { customerDataRequest } from '../../../src/api/contract/privacy';
import type { Database } from '../../db/client';
import { ApiError, ok } from '../../http/envelope';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { customerByMobile, customerDataOf } from '../../privacy/customerData';
import { actorOf, staffIn, type AdminEnv } from '../../staff/access';
import { recordAudit } from '../../staff/audit';
import { deleteUserAndData } from '../../users';

const ANSWER_DATA_REQUESTS = ['owner', 'support'] as const;

export const NO_SUCH_CUSTOMER = 'No customer has this number';
export const erasedWords = (invoicesKept: number): string =>
  `The customer's data is erased. ${invoicesKept === 1 ? '1 tax invoice is' : `${invoicesKept} tax invoices are`} kept, as GST law requires; nothing else names them.`;

async function theCustomer(db: Database, mobile: string) {
  const user = await customerByMobile(db, mobile);
  if (!user) throw new ApiError(404, NO_SUCH_CUSTOMER);
  return user;
}

export function adminPrivacyRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.post(CUSTOMER_DATA_EXPORT_PATH, async (c) => {
    const member = staffIn(c, ANSWER_DATA_REQUESTS);
    const { mobile } = await readJsonBody(c, customerDataRequest);
    const now = deps.now();
    const data = await deps.db.transaction(async (tx) => {
      const user = await theCustomer(tx, mobile);
      const read = await customerDataOf(tx, user, now);
      await recordAudit(tx, actorOf(c, member), { action: 'export', entity: 'customer', entityId: String(user.id), before: null, after: null }, now);
      return read;
    });
    return ok<CustomerDataExport>(c, data, 'Everything the chain holds about this customer');
  });

  routes.post(CUSTOMER_DATA_ERASE_PATH, async (c) => {
    const member = staffIn(c, ANSWER_DATA_REQUESTS);
    const { mobile } = await readJsonBody(c, customerDataRequest);
    const now = deps.now();
    const user = await theCustomer(deps.db, mobile);
    const erasure = await deleteUserAndData(deps.db, user, now, (tx, { invoicesKept }) =>
      recordAudit(tx, actorOf(c, member), { action: 'erase', entity: 'customer', entityId: String(user.id), before: null, after: { invoicesKept } }, now),
    );
    return ok<CustomerErasure>(c, erasure, erasedWords(erasure.invoicesKept));
  });

  return routes;
}
