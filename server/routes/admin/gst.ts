/**
 * The month's GST summary for finance and owners (GET /v1/admin/gst?month=2026-11): every GSTIN's GSTR-1 figures
 * (server/finance/gstSummary.ts). A GSTIN covers every outlet of its state, so an outlet's manager gets none: their
 * outlets' money is in their day close and takings.
 */
import { Hono } from 'hono';
import { gstQuery, type GstSummary } from '../../../src/api/contract/gst';
import { kolkataDayOf } from '../../../src/lib/closures';
import { gstSummary } from '../../finance/gstSummary';
import { ApiError, ok } from '../../http/envelope';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith } from '../../http/validate';
import { staffIn, type AdminEnv } from '../../staff/access';

/** GST came in on 1 July 2017: no month before it has a return. */
const FIRST_GST_MONTH = '2017-07';

export function adminGstRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/gst', async (c) => {
    staffIn(c, ['owner', 'finance']);
    const { month } = parseWith(gstQuery, presentOnly(c.req.query()));
    const number = Number(month.slice(5));
    if (number < 1 || number > 12) throw new ApiError(400, `There is no month ${month.slice(5)}: give a month like 2026-11`);
    if (month < FIRST_GST_MONTH) throw new ApiError(400, 'GST returns begin with July 2017');
    const thisMonth = kolkataDayOf(deps.now()).slice(0, 7);
    if (month > thisMonth) throw new ApiError(400, `${month} has not begun yet: the latest month is ${thisMonth}`);
    return ok<GstSummary>(c, await gstSummary(deps.db, month));
  });

  return routes;
}
