/**
 * The reference backend as a Hono app: the API of SPEC 7 under /v1/api, the server's media, and the built
 * PWA. Built from its dependencies so tests run it in-process on a throw-away database.
 */
import { DEFAULT_RIDER_SPEED_KMH } from '../src/rules/deliveryTime';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { matchedRoutes } from 'hono/route';
import { API_BASE_PATH } from '../src/api/contract';
import { OTP_RESEND_SECONDS } from '../src/config/constants';
import type { Database } from './db/client';
import { MEDIA_DIR } from './paths';
import { identifyUser } from './http/auth';
import { describeError } from './http/describe-error';
import { ApiError, errorResponse } from './http/envelope';
import { idempotency } from './http/idempotency';
import { jsonOnly } from './http/json-only';
import { routePreloads } from './http/routeChunks';
import { pageShell } from './http/pageShell';
import { routeData } from './http/routeData';
import { outletShell } from './http/outletShell';
import { homeStylesheets } from './http/inlineStylesheets';
import { fillInTurn, serveApp, serveMedia } from './http/static';
import { transportHeaders } from './http/transportHeaders';
import type { AppEnv, ApplicationLimits, Deps, OtpLimits } from './http/types';
import { DEFAULT_GUESS_LIMITS, type GuessLimits } from './guessLimits';
import { xsrf } from './http/xsrf';
import { answerFailures, privateAnswers } from './http/apiAnswers';
import { authRoutes } from './routes/auth';
import { socialRoutes } from './routes/social';
import { graphFacebook, type FacebookConfig } from './social/facebook';
import { bannerRoutes, homeShellFiller } from './routes/banners';
import { shellLanguage } from './http/shellLanguage';
import { profileRoutes } from './routes/profile';
import { UPLOADS_URL_PATH, UploadStore } from './uploads';
import { addressRoutes } from './routes/addresses';
import { favouriteRoutes } from './routes/favourites';
import { couponRoutes } from './routes/coupons';
import { GEOCODE_BASE_PATH, geocodeRoutes } from './routes/geocode';
import { tableRoutes } from './routes/tables';
import { menuRoutes } from './routes/menu';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { providerRoutes } from './routes/provider';
import { reservationRoutes } from './routes/reservations';
import { restaurantRoutes } from './routes/restaurants';
import { dishSearchRoutes } from './routes/dishSearch';
import { notificationRoutes } from './routes/notifications';
import { formRoutes } from './routes/forms';
import { feedbackRoutes } from './routes/feedback';
import { pageRoutes } from './routes/pages';
import { stealDealRoutes } from './routes/stealDeals';
import { eventRoutes } from './routes/events';
import { offerRoutes } from './routes/offers';
import { walletRoutes } from './routes/wallet';
import { DEFAULT_PUSH_INTERVAL_MS, startPushWorker, type PushWorker } from './push/notifications';
import { healthRoutes, type HealthState } from './routes/health';
import type { SmsSender } from './auth/sms';
import { demoCallBridge, type CallBridge } from './riders/callBridge';
import { DEFAULT_SMS_HOURLY_BUDGET } from './auth/smsBudget';
import { peerOf, resolveClient, type ProxyTrust } from './http/clientAddress';
import { razorpayRoutes } from './routes/razorpay';
import { adminRoutes } from './routes/admin/index';
import { ADMIN_API_BASE_PATH, ADMIN_PATH } from '../src/api/staffEndpoints';
import { testModeProvider } from './payments/provider';
import { razorpayProvider, type RazorpayConfig } from './payments/razorpay';
import { CHAIN_DEFAULT_PAYMENT_MODES, type DefaultPaymentModes } from './payments/methods';
import { openProviderPayment, sweepOpenPayments } from './payments/settle';
import { sendPendingRefunds } from './orderLedger/providerRefunds';
import type { Log } from './observability/logger';
import { createMetrics, liveStreamGauge } from './observability/metrics';
import type { PushSender } from './push/sender';
import { BOARD_PATH, OUTLET_API_BASE_PATH } from '../src/outlet/constants';
import { listenForChanges } from './live/bus';
import { LiveHub } from './live/hub';
import type { StreamControl } from './live/stream';
import { LiveStreams, startRecheck, type StreamCaps } from './live/openStreams';
import { liveRoutes } from './routes/live';
import { everyInterval } from './everyInterval';
import { MenuCache } from './menuCache';
import { OutletCache } from './outletCache';
import { outletApiRoutes } from './routes/outletApi';
import { riderApiRoutes } from './routes/riderApi';
import { RIDER_API_BASE_PATH, RIDER_PATH } from '../src/rider/constants';
import { prunePositions } from './riders/positions';

export interface AppOptions {
  db: Database;
  /** The built app (vite's dist); when missing, pages answer 503 'App not built'. */
  staticDir?: string;
  log?: Log;
  /** OTPs printed on the console instead of sent by SMS. Default true. */
  demo?: boolean;
  /** Clock in epoch ms, injectable so tests can expire OTPs and keys without waiting. */
  now?: () => number;
  /** Demo mode: seconds a placed order takes from PLACED to DELIVERED. Default 120. */
  demoOrderSeconds?: number;
  /** The riders' speed in km/h, for delivery times. Default DEFAULT_RIDER_SPEED_KMH (20). */
  riderSpeedKmh?: number;
  /** OTP sending limits; DEFAULT_OTP_LIMITS where not given. */
  otpLimits?: Partial<OtpLimits>;
  /** Wrong-guess limits (codes, payment links); DEFAULT_GUESS_LIMITS where not given. */
  guessLimits?: Partial<GuessLimits>;
  /** Job application limits; DEFAULT_APPLICATION_LIMITS where not given. */
  applicationLimits?: Partial<ApplicationLimits>;
  /** Where uploaded images are kept (main.ts: DATA_DIR/uploads); a fresh temporary folder when not given. */
  uploadsDir?: string;
  /** The Facebook app that loginUserByFacebook checks tokens against; Facebook sign-in is off without it. */
  facebook?: FacebookConfig;
  /** Push (issue 9): the sender (FCM in production); without one, notifications are kept for the list only. */
  push?: PushOptions;
  /** Every visitor reaches the server over HTTPS (a TLS proxy in front): answers carry HSTS. Default false. */
  servedOverHttps?: boolean;
  /** GET /metrics asks for `Authorization: Bearer <token>` when set (METRICS_TOKEN); without it, open in the demo only. */
  metricsToken?: string;
  /** The Node.js process's own metrics (memory, CPU, event loop) in /metrics: main.ts, not the tests' many apps. */
  processMetrics?: boolean;
  /** Sign-in codes by SMS (SMS_PROVIDER=msg91); without it the demo prints them, and outside the demo sign-in is off. */
  sms?: SmsSender;
  /** SMS sends an hour, server-wide (SMS_HOURLY_BUDGET). Default 1000. */
  smsHourlyBudget?: number;
  /** Riders' calls to diners (CALL_PROVIDER=exotel); without it the demo prints them, and outside the demo there are none. */
  calls?: CallBridge;
  /** PUBLIC_URL: this server as people reach it, for the rider's sign-in link; unset: the request's own origin. */
  publicUrl?: string;
  /** TRUST_PROXY, parsed: which proxies' X-Forwarded-For is believed; null: none (the TCP peer is the client). */
  trustProxy?: ProxyTrust;
  /** Provider payments through Razorpay Payment Links; the test-mode page on this server without it. */
  razorpay?: RazorpayConfig;
  /** How often open Razorpay payments are asked about (their return and webhook lost). Default 60 s. */
  paymentSweepMs?: number;
  /** DEFAULT_PAYMENT_MODES, parsed: the way to pay chosen for a first order; the chain's default where not given. */
  defaultPaymentModes?: DefaultPaymentModes;
  /** Live streams one customer, outlet key, address and process may hold; DEFAULT_STREAM_CAPS where not given. */
  streamCaps?: Partial<StreamCaps>;
}

export interface PushOptions {
  sender?: PushSender | null;
  /** How often the push worker looks for status changes and due pushes. Default 2 s. */
  intervalMs?: number;
}

/**
 * The app, with the background push worker it started: close() stops it (call before closing the database);
 * drain() makes /readyz fail and every answer close its connection, so traffic moves away before shutdown.
 */
export type App = Hono<AppEnv> & { pushWorker: PushWorker; drain(): void; close(): Promise<void> };

export const DEFAULT_DEMO_ORDER_SECONDS = 120;
const DEFAULT_PAYMENT_SWEEP_MS = 60_000;
const POSITION_PRUNE_MS = 60 * 60_000;

/**
 * Asks the provider about payments left open (the customer closed the tab, the webhook never came), and hands
 * it the refunds it has not taken yet, every interval; every process may run it, as each decision is taken once
 * and each refund is keyed by its order. stop() waits for a round in progress.
 */
function startPaymentSweep(deps: Deps, intervalMs: number): { stop(): Promise<void> } {
  return everyInterval(
    intervalMs,
    async () => {
      await sweepOpenPayments(deps);
      await sendPendingRefunds(deps);
    },
    (error) => deps.log(`error: payment sweep failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

const MINUTE_MS = 60_000;
/**
 * A number gets a code at most every 30 s and 5 an hour; one client address asks codes for at most 100 different
 * numbers an hour: a busy outlet's Wi-Fi or a carrier NAT stays well under it, a script pumping SMS to hundreds of
 * numbers does not.
 */
export const DEFAULT_OTP_LIMITS: OtpLimits = {
  perNumber: { max: 5, windowMs: 60 * MINUTE_MS, minGapMs: OTP_RESEND_SECONDS * 1000 },
  perClient: { max: 100, windowMs: 60 * MINUTE_MS },
};

const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * Someone applies for a job once or twice, not twenty times: 10 applications an hour from one address (a shared
 * office or cafe Wi-Fi still fits), 3 a day for one mobile number, and 200 MB of CVs a day from everyone (a
 * hundred 2 MB CVs; the integer counter holds up to 2 GB).
 */
export const DEFAULT_APPLICATION_LIMITS: ApplicationLimits = {
  perClient: { max: 10, windowMs: 60 * MINUTE_MS },
  perNumber: { max: 3, windowMs: DAY_MS },
  cvBytes: { max: 200 * 1024 * 1024, windowMs: DAY_MS },
};

/** A request id from the proxy in front is kept when it is a plain token; anything else is replaced. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * The route a request matched, for metrics: the pattern that served it ('/v1/api/orderDetail/:orderRefId',
 * '/media/*', the app's '*'); never a raw path, which would hold a customer's order id or make a label per URL
 * anyone types.
 */
function routeLabel(c: Context<AppEnv>): string {
  // The first handler registered for a method (middleware is registered for ALL) is the one that answered.
  return matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? 'unmatched';
}

/** Unexpected failures: logged with their stack (never headers, bodies or query parameters), answered without. */
function handleError(deps: Deps) {
  const inEnvelope = answerFailures(deps.log);
  return (error: Error, c: Context): Response => {
    if (error instanceof ApiError || c.req.path.startsWith(API_BASE_PATH)) return inEnvelope(error, c);
    deps.log(`error: ${c.req.method} ${c.req.path} failed: ${describeError(error)}`, { requestId: c.get('requestId') });
    return c.text('Something went wrong', 500);
  };
}

function apiApp(deps: Deps, uploads: UploadStore, live: { hub: LiveHub; control: StreamControl }): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.onError(answerFailures(deps.log));
  api.use('*', privateAnswers());
  api.use('*', xsrf());
  api.use('*', jsonOnly());
  api.use('*', identifyUser(deps));
  api.use('*', idempotency(deps));
  api.route('/', authRoutes(deps));
  api.route('/', socialRoutes(deps));
  api.route('/', profileRoutes(deps, uploads));
  api.route('/', bannerRoutes(deps));
  api.route('/', restaurantRoutes(deps));
  api.route('/', dishSearchRoutes(deps));
  api.route('/', menuRoutes(deps));
  api.route('/', tableRoutes(deps));
  api.route('/', addressRoutes(deps));
  api.route('/', favouriteRoutes(deps));
  api.route('/', orderRoutes(deps));
  api.route('/', couponRoutes(deps));
  api.route('/', paymentRoutes(deps));
  api.route('/', reservationRoutes(deps));
  api.route('/', notificationRoutes(deps));
  api.route('/', formRoutes(deps));
  api.route('/', feedbackRoutes(deps));
  api.route('/', pageRoutes(deps));
  api.route('/', stealDealRoutes(deps));
  api.route('/', eventRoutes(deps));
  api.route('/', offerRoutes(deps));
  api.route('/', walletRoutes(deps));
  api.route('/', liveRoutes(live.hub, live.control));
  api.all('*', (c) => errorResponse(404, 404, `No such endpoint: ${c.req.method} ${c.req.path}`));
  return api;
}

export function createApp(options: AppOptions): App {
  const metrics = createMetrics(options.db, { process: options.processMetrics ?? false });
  const log = options.log ?? ((line: string) => console.log(line));
  const deps: Deps = {
    db: options.db,
    now: options.now ?? Date.now,
    log,
    demo: options.demo ?? true,
    demoOrderSeconds: options.demoOrderSeconds ?? DEFAULT_DEMO_ORDER_SECONDS,
    riderSpeedKmh: options.riderSpeedKmh ?? DEFAULT_RIDER_SPEED_KMH,
    otpLimits: { ...DEFAULT_OTP_LIMITS, ...options.otpLimits },
    guessLimits: { ...DEFAULT_GUESS_LIMITS, ...options.guessLimits },
    applicationLimits: { ...DEFAULT_APPLICATION_LIMITS, ...options.applicationLimits },
    facebook: null,
    sms: options.sms ?? null,
    smsHourlyBudget: options.smsHourlyBudget ?? DEFAULT_SMS_HOURLY_BUDGET,
    calls: options.calls ?? ((options.demo ?? true) ? demoCallBridge(log) : null),
    publicUrl: options.publicUrl ?? null,
    metrics,
    payments: options.razorpay ? razorpayProvider(options.razorpay, log) : testModeProvider,
    openPayment: (txnId, upi) => openProviderPayment(deps, txnId, upi),
    defaultPaymentModes: options.defaultPaymentModes ?? CHAIN_DEFAULT_PAYMENT_MODES,
    menus: new MenuCache(options.db),
    outlets: new OutletCache(options.db),
  };
  // Facebook's token expiry is real time, not the business clock tests move.
  if (options.facebook) deps.facebook = graphFacebook(options.facebook);
  const app = new Hono<AppEnv>();
  app.onError(handleError(deps));

  const health: HealthState = { draining: false };
  // Live updates: this process hears every order change on the database and passes it to its open streams,
  // which all end when the process drains.
  const hub = new LiveHub();
  let endStreams = () => {};
  const control: StreamControl = {
    ready: Promise.resolve(),
    ended: new Promise<void>((resolve) => {
      endStreams = resolve;
    }),
    streams: new LiveStreams(options.streamCaps),
  };
  const recheck = startRecheck(control.streams, options.db, deps.now, deps.log);
  liveStreamGauge(metrics.registry, control.streams);
  const listening = listenForChanges(
    options.db,
    {
      order: (event) => hub.dispatch(event),
      menu: (restaurantId) => deps.menus.forget(restaurantId),
      outlets: () => deps.outlets.forget(),
      hearing: (on) => deps.outlets.hearingNotices(on),
    },
    deps.log,
  );
  control.ready = listening.ready.catch((error: unknown) => deps.log(`error: live updates are off: ${error instanceof Error ? describeError(error) : String(error)}`));
  // Access log and metrics: method, path (no query string: it can hold a location), status, time, and the
  // request's id (a proxy's X-Request-Id when it is a plain token, else a new one), which the answer carries back
  // and every error line of the request names. Never headers or bodies.
  app.use('*', async (c, next) => {
    const started = performance.now();
    const given = c.req.header('X-Request-Id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    c.set('clientAddress', resolveClient(peerOf(c), c.req.header('X-Forwarded-For'), options.trustProxy ?? null));
    await next();
    c.header('X-Request-Id', requestId);
    if (health.draining) c.header('Connection', 'close');
    const ms = performance.now() - started;
    const { method, path } = c.req;
    const { status } = c.res;
    deps.log(`${method} ${path} ${status} ${Math.round(ms)}ms`, { requestId, method, path, status, ms: Math.round(ms) });
    const labels = { method, route: routeLabel(c), status: String(status) };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, ms / 1000);
  });
  app.use('*', compress());
  app.use('*', transportHeaders({ servedOverHttps: options.servedOverHttps ?? false }));

  // Without a folder (tests), a private one under the temporary directory, made on the first upload.
  const uploads = new UploadStore(options.uploadsDir ?? join(tmpdir(), `uploads-${randomUUID()}`));
  app.route('/', healthRoutes(options.db, health, metrics, { token: options.metricsToken, demo: deps.demo }));
  app.route(API_BASE_PATH, apiApp(deps, uploads, { hub, control }));
  app.route(OUTLET_API_BASE_PATH, outletApiRoutes(deps, hub, control));
  app.route(RIDER_API_BASE_PATH, riderApiRoutes(deps));
  app.route(ADMIN_API_BASE_PATH, adminRoutes(deps, { servedOverHttps: options.servedOverHttps ?? false, uploads }));
  app.route('/', providerRoutes(deps));
  if (options.razorpay) app.route('/', razorpayRoutes(deps, options.razorpay));
  app.route(GEOCODE_BASE_PATH, geocodeRoutes());
  app.get('/media/*', serveMedia(MEDIA_DIR));
  app.get(`${UPLOADS_URL_PATH}/*`, uploads.serve());
  const staticDir = options.staticDir === undefined ? undefined : resolve(options.staticDir);
  // The kitchen board is a page of its own (vite.board.config.ts), never the customer app's shell.
  app.get(BOARD_PATH, (c) => c.redirect(`${BOARD_PATH}/`, 301));
  app.get(`${BOARD_PATH}/`, serveApp(staticDir));
  // And the rider page (issue 37, vite.rider.config.ts), on the rider's own phone.
  app.get(RIDER_PATH, (c) => c.redirect(`${RIDER_PATH}/`, 301));
  app.get(`${RIDER_PATH}/`, serveApp(staticDir));
  // So is the head office console (vite.admin.config.ts), with its own client-side routes and its own policy.
  app.get(ADMIN_PATH, (c) => c.redirect(`${ADMIN_PATH}/`, 301));
  app.get(`${ADMIN_PATH}/*`, serveApp(staticDir, undefined, `${ADMIN_PATH}/index.html`));
  app.get('*', serveApp(staticDir, staticDir ? fillInTurn(homeShellFiller(deps), pageShell, routePreloads(staticDir), outletShell(deps, staticDir), homeStylesheets(staticDir), shellLanguage, routeData(deps)) : undefined));
  app.notFound((c) => c.text('Not found', 404));

  const sender = options.push?.sender ?? null;
  if (!sender) deps.log('Push is off: FCM is not configured (notifications are kept for the list only)');
  const pushWorker = startPushWorker(deps, sender, options.push?.intervalMs ?? DEFAULT_PUSH_INTERVAL_MS);
  // Riders' positions are kept a week (issue 37): every process drops older ones each hour (a repeat drops nothing).
  const positionPrune = everyInterval(
    POSITION_PRUNE_MS,
    () => prunePositions(deps.db, deps.now()),
    (error) => deps.log(`error: pruning riders' positions failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  const paymentSweep = options.razorpay ? startPaymentSweep(deps, options.paymentSweepMs ?? DEFAULT_PAYMENT_SWEEP_MS) : null;
  return Object.assign(app, {
    pushWorker,
    drain: () => {
      health.draining = true;
      endStreams();
    },
    close: async () => {
      endStreams();
      await recheck.stop();
      await positionPrune.stop();
      await paymentSweep?.stop();
      await pushWorker.stop();
      await listening.stop();
    },
  });
}
