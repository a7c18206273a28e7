/**
 * Refunds above the owner's limit (issue 47): GET /v1/admin/refund-requests (what waits, and what was decided), POST
 * /refund-requests/{id}/approve and /decline (finance, never the one who asked), and the owner's limit itself, GET and
 * PUT /support-settings (read by support and finance, set by the owner, versioned and audited).
 * - finance: decides; owner and support read; an outlet manager, an editor, a customer and no one are refused.
 */
import { Hono } from 'hono';
import { customerCorrectionRequest, refundRequestQuery, supportSettingsRequest, type CustomerCorrectionAnswer, type SupportRefundView, type SupportSettings } from '../../../src/api/contract/support';
import { correctCustomer } from '../../staff/corrections';
import { ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith, readJsonBody } from '../../http/validate';
import { actorOf, staffIn, type AdminEnv } from '../../staff/access';
import { decideRefund, listRefunds, readSupportSettings, saveSupportSettings } from '../../staff/supportRefunds';

const READERS = ['owner', 'support', 'finance'] as const;
const DECIDERS = ['finance'] as const;

export function adminSupportRefundRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/refund-requests', async (c) => {
    staffIn(c, READERS);
    const query = parseWith(refundRequestQuery, presentOnly(c.req.query()));
    return ok<{ items: SupportRefundView[]; total: number }>(c, await listRefunds(deps.db, query));
  });

  for (const [path, approve] of [
    ['approve', true],
    ['decline', false],
  ] as const) {
    routes.post(`/refund-requests/:id/${path}`, async (c) => {
      const member = staffIn(c, DECIDERS);
      const id = rowIdParam(c.req.param('id'), 'No such refund request');
      const decided = await decideRefund(deps, actorOf(c, member), id, approve);
      return ok(c, decided, approve ? `Approved: ₹${decided.given} went back` : 'Declined: nothing went back');
    });
  }

  // A diner's wallet or points corrected (the number is in the body, never the address): owner and support.
  routes.post('/corrections', async (c) => {
    const member = staffIn(c, ['owner', 'support']);
    const request = await readJsonBody(c, customerCorrectionRequest);
    return ok<CustomerCorrectionAnswer>(c, await correctCustomer(deps, actorOf(c, member), request), 'Corrected');
  });

  routes.get('/support-settings', async (c) => {
    staffIn(c, READERS);
    return ok<SupportSettings>(c, await readSupportSettings(deps.db));
  });

  routes.put('/support-settings', async (c) => {
    const member = staffIn(c, ['owner']);
    const request = await readJsonBody(c, supportSettingsRequest);
    const saved = await saveSupportSettings(deps, actorOf(c, member), request);
    return ok<SupportSettings>(c, saved, saved.approvalAbove === null ? 'Refunds no longer wait for finance' : `Refunds above ₹${saved.approvalAbove} wait for finance`);
  });

  return routes;
}
