/**
 * The head office console's API (issue 36), under /v1/admin: its own cookie session (HttpOnly, SameSite=Strict,
 * Path=/v1/admin) with the app's XSRF double-submit, JSON bodies only, the envelope, and no caching anywhere. Every
 * route but signing in asks for the session before it looks at the body.
 */
import { Hono } from 'hono';
import { answerFailures, privateAnswers } from '../../http/apiAnswers';
import { errorResponse } from '../../http/envelope';
import { jsonOnly } from '../../http/json-only';
import type { Deps } from '../../http/types';
import type { UploadStore } from '../../uploads';
import { xsrf } from '../../http/xsrf';
import { identifyStaff, sessionFirst, type AdminEnv } from '../../staff/access';
import { adminAuditRoutes } from './audit';
import { adminBannerRoutes } from './banners';
import { adminPageRoutes } from './pages';
import { adminMenuRoutes } from './menu';
import { adminOrderRoutes } from './orders';
import { adminTakingsRoutes } from './takings';
import { adminReportRoutes } from './reports';
import { adminGstRoutes } from './gst';
import { adminDayCloseRoutes } from './dayClose';
import { adminSupportRefundRoutes } from './supportRefunds';
import { adminMenuImportRoutes } from './menuImport';
import { adminClosureRoutes } from './closures';
import { adminCouponRoutes } from './coupons';
import { adminDealRoutes } from './deals';
import { adminEventRoutes } from './events';
import { adminOutletRoutes } from './outlets';
import { adminOutletKeyRoutes } from './outletKeys';
import { adminPasskeyRoutes } from './passkeys';
import { adminSessionRoutes, adminSignInRoutes } from './session';
import { adminStaffRoutes } from './staff';
import { adminTableRoutes } from './tables';
import { adminCampaignRoutes } from './campaigns';
import { adminTranslationRoutes } from './translations';
import { adminPrivacyRoutes } from './privacy';

export function adminRoutes(deps: Deps, options: { servedOverHttps: boolean; uploads: UploadStore }): Hono<AdminEnv> {
  const api = new Hono<AdminEnv>();
  const signIn = adminSignInRoutes(deps, options);
  api.onError(answerFailures(deps.log));
  api.use('*', privateAnswers());
  api.use('*', xsrf());
  api.use('*', identifyStaff(deps));
  api.use('*', sessionFirst(signIn));
  api.use('*', jsonOnly());
  api.route('/', signIn);
  api.route('/', adminSessionRoutes(deps));
  api.route('/', adminStaffRoutes(deps));
  api.route('/', adminPasskeyRoutes(deps, options));
  api.route('/', adminOutletRoutes(deps, options.uploads));
  api.route('/', adminAuditRoutes(deps));
  api.route('/', adminMenuRoutes(deps));
  api.route('/', adminMenuImportRoutes(deps));
  api.route('/', adminClosureRoutes(deps));
  api.route('/', adminTableRoutes(deps));
  api.route('/', adminOutletKeyRoutes(deps));
  api.route('/', adminOrderRoutes(deps));
  api.route('/', adminTakingsRoutes(deps));
  api.route('/', adminReportRoutes(deps));
  api.route('/', adminGstRoutes(deps));
  api.route('/', adminDayCloseRoutes(deps));
  api.route('/', adminSupportRefundRoutes(deps));
  api.route('/', adminCouponRoutes(deps));
  api.route('/', adminEventRoutes(deps));
  api.route('/', adminDealRoutes(deps));
  api.route('/', adminCampaignRoutes(deps));
  api.route('/', adminBannerRoutes(deps, options.uploads));
  api.route('/', adminPageRoutes(deps, options.uploads));
  api.route('/', adminTranslationRoutes(deps));
  api.route('/', adminPrivacyRoutes(deps));
  // A route (not notFound): the app's page for any GET would otherwise answer a path that is no console request.
  api.all('*', (c) => errorResponse(404, 404, `No such console request: ${c.req.method} ${c.req.path}`));
  return api;
}
