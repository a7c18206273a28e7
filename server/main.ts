/**
 * Entry point: `node --import tsx server/main.ts`.
 * PORT (default 8080; 0 picks a free one), DATA_DIR (PGlite files, default ./data), DATABASE_URL (use that
 * PostgreSQL server instead of PGlite), STATIC_DIR (the built app, default dist), DEMO_OTP (default on:
 * OTPs printed on the console and placed orders moving along by themselves; set to 0 to turn off),
 * DEMO_ORDER_SECONDS (demo: seconds from placing an order to its delivery, default 120).
 * RIDER_SPEED_KMH (the riders' speed for delivery times: kitchen minutes + the ride, default 20).
 * DEMO_OUTLETS (demo: that many extra outlets around the seeded cities, for trying 1000 outlets; default 0).
 * FACEBOOK_APP_ID + FACEBOOK_APP_SECRET turn on Facebook sign-in (the same app id as the build's
 * VITE_FACEBOOK_APP_ID); FACEBOOK_GRAPH_URL overrides the Graph API base (default https://graph.facebook.com/v25.0).
 * FCM_SERVICE_ACCOUNT (the Firebase service account key: a file path or the JSON itself) turns on push through
 * FCM HTTP v1; FCM_BASE_URL overrides its base (default https://fcm.googleapis.com).
 * SERVED_OVER_HTTPS=1 says every visitor comes over HTTPS (a TLS proxy in front): answers carry HSTS.
 * LOG_FORMAT: text (one readable line per event; the demo's default) or json (pino's JSON lines, scrubbed of
 * mobile numbers and secrets; the default outside the demo). METRICS_TOKEN: GET /metrics asks for it as a bearer
 * token; without it /metrics is open in the demo and refused outside it. DRAIN_SECONDS (default 5): on SIGTERM,
 * /readyz fails for that long before the server stops taking connections, so the load balancer moves traffic
 * away first; requests in flight then finish.
 * PAYMENT_PROVIDER=razorpay sends provider payments through Razorpay Payment Links: RAZORPAY_KEY_ID,
 * RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, PUBLIC_URL (this server as customers reach it, for the return)
 * and the optional RAZORPAY_BASE_URL (default https://api.razorpay.com). Unset: the test-mode page.
 * RAZORPAY_UPI_INTENT=1 once Razorpay has enabled S2S UPI intent on the account: the payment screen then offers the
 * UPI apps in one tap (payments/razorpay.ts).
 * DEFAULT_PAYMENT_MODES: the way to pay chosen for a diner's first order, per order type, e.g.
 * 'TakeAway=PAY_AT_STORE' (default UPI, and Cash at a table: payments/methods.ts).
 * PUBLIC_URL is also where a rider's sign-in link opens (issue 37); unset, the link opens where the board reached
 * this server (the demo).
 * TRUST_PROXY: the proxies in front (a hop count or addresses/CIDRs) whose X-Forwarded-For names the client.
 * SMS_PROVIDER=msg91 sends sign-in codes through MSG91 (MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, optional
 * MSG91_BASE_URL, and MSG91_RIDER_TEMPLATE_ID for riders' sign-in links, issue 37); SMS_HOURLY_BUDGET (default 1000) caps the sends an hour, server-wide.
 * CALL_PROVIDER=exotel lets riders call customers through Exotel's click-to-call (EXOTEL_API_KEY, EXOTEL_API_TOKEN,
 * EXOTEL_ACCOUNT_SID, EXOTEL_CALLER_ID, optional EXOTEL_BASE_URL).
 * CLOCK_AT (demo only): the time the server's clock reads as it starts ('2026-11-23T09:00:00+05:30'), running on from
 * there: a demo or a browser test of the app at the hour it chooses, whatever the machine's clock says.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_DEMO_ORDER_SECONDS, createApp } from './app';
import { DEFAULT_RIDER_SPEED_KMH } from '../src/rules/deliveryTime';
import { openDatabase, type Database } from './db/client';
import { restaurantTables, restaurants } from './db/schema';
import { tableQrUrl } from '../src/api/tableQr';
import { MAX_DEMO_OUTLETS } from './db/seed-demo-outlets';
import { seedIfEmpty } from './db/seed';
import { dealQrCodes } from './stealDeals/seedDeals';
import type { FacebookConfig } from './social/facebook';
import { FcmSender, loadServiceAccount } from './push/fcm';
import { jsonLog, plainLog, type Log } from './observability/logger';
import { RAZORPAY_BASE_URL, type RazorpayConfig } from './payments/razorpay';
import { defaultPaymentModesFromEnv } from './payments/methods';
import { parseTrustProxy } from './http/clientAddress';
import { MSG91_BASE_URL, msg91Sender, type SmsSender } from './auth/sms';
import { DEFAULT_SMS_HOURLY_BUDGET } from './auth/smsBudget';
import { EXOTEL_BASE_URL, exotelBridge, type CallBridge } from './riders/callBridge';
import { publicUrlFromEnv } from './http/publicUrl';
import { listen } from './http/listen';

/** The demo prints the QR codes of the outlet nearest the default address, so a tester can open a table. */
const DEMO_TABLE_AREA = 'Mohali Phase 8';

function portFromEnv(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0 to 65535, got "${value}"`);
  return port;
}

function demoSecondsFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_DEMO_ORDER_SECONDS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400) {
    throw new Error(`DEMO_ORDER_SECONDS must be a number of seconds from 1 to 86400, got "${value}"`);
  }
  return seconds;
}

/** RIDER_SPEED_KMH: the riders' speed on the chain's roads, for every delivery time the app shows. */
function riderSpeedFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RIDER_SPEED_KMH;
  const speed = Number(value);
  if (!Number.isFinite(speed) || speed < 5 || speed > 80) throw new Error(`RIDER_SPEED_KMH must be a speed from 5 to 80 km/h, got "${value}"`);
  return speed;
}

/** Both or neither: an id without its secret cannot check a token, and is a mistake worth stopping for. */
function facebookFromEnv(env: NodeJS.ProcessEnv): FacebookConfig | undefined {
  const appId = env.FACEBOOK_APP_ID?.trim() || undefined;
  const appSecret = env.FACEBOOK_APP_SECRET?.trim() || undefined;
  if (!appId && !appSecret) return undefined;
  if (!appId || !appSecret) throw new Error('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together');
  if (!/^\d{1,32}$/.test(appId)) throw new Error(`FACEBOOK_APP_ID must be the app's numeric id, got "${appId}"`);
  const graphUrl = env.FACEBOOK_GRAPH_URL?.trim() || undefined;
  if (graphUrl !== undefined && !/^https?:\/\//.test(graphUrl)) throw new Error(`FACEBOOK_GRAPH_URL must be an http(s) URL, got "${graphUrl}"`);
  return { appId, appSecret, ...(graphUrl ? { graphUrl } : {}) };
}

/** FCM_SERVICE_ACCOUNT (path or JSON) and the optional FCM_BASE_URL; push is off without a service account. */
function fcmFromEnv(env: NodeJS.ProcessEnv): FcmSender | undefined {
  const account = env.FCM_SERVICE_ACCOUNT?.trim() || undefined;
  if (!account) return undefined;
  const baseUrl = env.FCM_BASE_URL?.trim() || undefined;
  if (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl)) throw new Error(`FCM_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  return new FcmSender({ serviceAccount: loadServiceAccount(account), ...(baseUrl ? { baseUrl } : {}) });
}

/** 1 or 0 (unset: 0): a typo must not leave a switch (HSTS, UPI intent) silently off, or on. */
function flagFromEnv(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

function logFromEnv(value: string | undefined, demo: boolean): Log {
  const format = value || (demo ? 'text' : 'json');
  if (format === 'text') return plainLog();
  if (format === 'json') return jsonLog();
  throw new Error(`LOG_FORMAT must be text or json, got "${value}"`);
}

function drainSecondsFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 5;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 120) throw new Error(`DRAIN_SECONDS must be 0 to 120, got "${value}"`);
  return seconds;
}

const httpUrl = (name: string, value: string) => {
  if (!/^https?:\/\/[^\s/]+/.test(value)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
};

/** PAYMENT_PROVIDER: unset (the test-mode page) or razorpay, which then needs all of its settings. */
function razorpayFromEnv(env: NodeJS.ProcessEnv, publicUrl: string | undefined): RazorpayConfig | undefined {
  const provider = env.PAYMENT_PROVIDER?.trim() || undefined;
  if (provider === undefined || provider === 'test-mode') return undefined;
  if (provider !== 'razorpay') throw new Error(`PAYMENT_PROVIDER must be razorpay or unset, got "${provider}"`);
  const required = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'PUBLIC_URL'] as const;
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')}`);
  return {
    keyId: env.RAZORPAY_KEY_ID!.trim(),
    keySecret: env.RAZORPAY_KEY_SECRET!.trim(),
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!.trim(),
    baseUrl: httpUrl('RAZORPAY_BASE_URL', env.RAZORPAY_BASE_URL?.trim() || RAZORPAY_BASE_URL),
    publicUrl: publicUrl ?? '',
    upiIntent: flagFromEnv('RAZORPAY_UPI_INTENT', env.RAZORPAY_UPI_INTENT?.trim()),
  };
}

/** SMS_PROVIDER: unset (the demo prints codes) or msg91, which then needs its key and DLT template. */
function smsFromEnv(env: NodeJS.ProcessEnv): SmsSender | undefined {
  const provider = env.SMS_PROVIDER?.trim() || undefined;
  if (provider === undefined) return undefined;
  if (provider !== 'msg91') throw new Error(`SMS_PROVIDER must be msg91 or unset, got "${provider}"`);
  const missing = (['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const).filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=msg91 needs ${missing.join(', ')}`);
  return msg91Sender({
    authKey: env.MSG91_AUTH_KEY!.trim(),
    templateId: env.MSG91_TEMPLATE_ID!.trim(),
    baseUrl: httpUrl('MSG91_BASE_URL', env.MSG91_BASE_URL?.trim() || MSG91_BASE_URL),
    // Issue 37: riders' sign-in links; without it, handing an order to a rider says the SMS could not be sent.
    ...(env.MSG91_RIDER_TEMPLATE_ID?.trim() ? { riderTemplateId: env.MSG91_RIDER_TEMPLATE_ID.trim() } : {}),
  });
}

/** CALL_PROVIDER: unset (the demo prints riders' calls; outside it riders cannot call through the app) or exotel. */
function callsFromEnv(env: NodeJS.ProcessEnv): CallBridge | undefined {
  const provider = env.CALL_PROVIDER?.trim();
  if (!provider) return undefined;
  if (provider !== 'exotel') throw new Error(`CALL_PROVIDER must be exotel or unset, got "${provider}"`);
  const required = ['EXOTEL_API_KEY', 'EXOTEL_API_TOKEN', 'EXOTEL_ACCOUNT_SID', 'EXOTEL_CALLER_ID'] as const;
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`CALL_PROVIDER=exotel needs ${missing.join(', ')}`);
  return exotelBridge({
    apiKey: env.EXOTEL_API_KEY!.trim(),
    apiToken: env.EXOTEL_API_TOKEN!.trim(),
    accountSid: env.EXOTEL_ACCOUNT_SID!.trim(),
    callerId: env.EXOTEL_CALLER_ID!.trim(),
    baseUrl: httpUrl('EXOTEL_BASE_URL', env.EXOTEL_BASE_URL?.trim() || EXOTEL_BASE_URL),
  });
}

function smsBudgetFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SMS_HOURLY_BUDGET;
  const budget = Number(value);
  if (!Number.isInteger(budget) || budget < 1) throw new Error(`SMS_HOURLY_BUDGET must be a whole number of sends, got "${value}"`);
  return budget;
}

/**
 * CLOCK_AT: the business clock (opening hours, slots, offers, the demo's orders) starts at that moment and runs on;
 * unset, it is the machine's. Only in the demo: a live server that read another time would refuse real orders.
 */
function clockFromEnv(value: string | undefined, demo: boolean): { now: () => number; said: string | null } {
  if (value === undefined || value === '') return { now: Date.now, said: null };
  if (!demo) throw new Error('CLOCK_AT is for the demo only: a live server (DEMO_OTP=0) keeps the real time');
  const at = Date.parse(value);
  if (!Number.isFinite(at)) throw new Error(`CLOCK_AT must be a date and time such as 2026-11-23T09:00:00+05:30, got "${value}"`);
  const offset = at - Date.now();
  return { now: () => Date.now() + offset, said: new Date(at).toISOString() };
}

/** After draining, requests in flight get this long to finish before their connections are cut. */
const IN_FLIGHT_GRACE_MS = 30_000;

function demoOutletsFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const outlets = Number(value);
  if (!Number.isInteger(outlets) || outlets < 0 || outlets > MAX_DEMO_OUTLETS) {
    throw new Error(`DEMO_OUTLETS must be a whole number from 0 to ${MAX_DEMO_OUTLETS}, got "${value}"`);
  }
  return outlets;
}

async function demoTableLine(db: Database, origin: string): Promise<string> {
  const tables = await db
    .select({ code: restaurantTables.code, secret: restaurantTables.secret })
    .from(restaurantTables)
    .innerJoin(restaurants, eq(restaurants.id, restaurantTables.restaurantId))
    .where(eq(restaurants.area, DEMO_TABLE_AREA))
    .orderBy(asc(restaurantTables.code));
  return `[demo] Table QR codes: ${tables.map((t) => tableQrUrl(origin, t.code, t.secret)).join(', ')}`;
}

async function main(): Promise<void> {
  const port = portFromEnv(process.env.PORT);
  const demo = process.env.DEMO_OTP !== '0';
  const log = logFromEnv(process.env.LOG_FORMAT, demo);
  const demoOrderSeconds = demoSecondsFromEnv(process.env.DEMO_ORDER_SECONDS);
  const riderSpeedKmh = riderSpeedFromEnv(process.env.RIDER_SPEED_KMH);
  const demoOutlets = demoOutletsFromEnv(process.env.DEMO_OUTLETS);
  const facebook = facebookFromEnv(process.env);
  const fcm = fcmFromEnv(process.env);
  const servedOverHttps = flagFromEnv('SERVED_OVER_HTTPS', process.env.SERVED_OVER_HTTPS);
  const drainSeconds = drainSecondsFromEnv(process.env.DRAIN_SECONDS);
  const metricsToken = process.env.METRICS_TOKEN?.trim() || undefined;
  const publicUrl = publicUrlFromEnv(process.env.PUBLIC_URL);
  const razorpay = razorpayFromEnv(process.env, publicUrl);
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const sms = smsFromEnv(process.env);
  const smsHourlyBudget = smsBudgetFromEnv(process.env.SMS_HOURLY_BUDGET);
  const calls = callsFromEnv(process.env);
  const clock = clockFromEnv(process.env.CLOCK_AT, demo);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: resolve(process.env.DATA_DIR || 'data') });
  await seedIfEmpty(database.db, clock.now(), { demoOutlets });

  const app = createApp({
    db: database.db,
    now: clock.now,
    log,
    staticDir: resolve(process.env.STATIC_DIR || 'dist'),
    // Profile images stay beside the database files (and with DATABASE_URL, in DATA_DIR all the same).
    uploadsDir: resolve(process.env.DATA_DIR || 'data', 'uploads'),
    demo,
    demoOrderSeconds,
    riderSpeedKmh,
    ...(facebook ? { facebook } : {}),
    push: { sender: fcm ?? null },
    servedOverHttps,
    ...(metricsToken ? { metricsToken } : {}),
    processMetrics: true,
    ...(razorpay ? { razorpay } : {}),
    trustProxy,
    ...(sms ? { sms } : {}),
    smsHourlyBudget,
    ...(calls ? { calls } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    defaultPaymentModes: defaultPaymentModesFromEnv(process.env.DEFAULT_PAYMENT_MODES),
  });
  const failed = (what: string) => (error: unknown) => log(`error: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  if (clock.said) log(`The clock started at ${clock.said} (CLOCK_AT), not the machine's time`);
  if (fcm) log(`Push is on: FCM project ${fcm.projectId}`);
  log(sms ? `Sign-in codes go by SMS through ${sms.name} (at most ${smsHourlyBudget} an hour)` : demo ? 'Sign-in codes are printed here (demo)' : 'Sign-in is off: no SMS_PROVIDER');
  log(calls ? `Riders call customers through ${calls.name}` : demo ? 'Riders\' calls to customers are printed here (demo)' : 'Riders cannot call customers through the app: no CALL_PROVIDER');
  log(razorpay ? `Payments go through Razorpay (${razorpay.baseUrl}), returning to ${razorpay.publicUrl}${razorpay.upiIntent ? '; UPI apps open in one tap' : ''}` : 'Payments use the test-mode page');
  // Slow headers and bodies are cut off (http/listen.ts).
  const server = listen(app.fetch, { port }, (info: AddressInfo) => {
    const origin = `http://localhost:${info.port}`;
    // The demo's codes are said before 'App ready', so whoever waits for that line (a person, a test) has them.
    const demoLines = demo
      ? Promise.all([
          demoTableLine(database.db, origin).then(log, failed('Listing demo tables')),
          // Steal deals are redeemed by scanning the outlet's deal QR code: these are the strings to print as QR codes.
          dealQrCodes(database.db).then((codes) => log(`[demo] Steal-deal QR codes (one per outlet): ${codes.join(', ')}`), failed('Listing deal QR codes')),
        ])
      : Promise.resolve();
    void demoLines.then(() => log(`App ready at ${origin}`));
  });
  server.on('error', (error) => {
    log(`error: Server failed: ${error.message}`);
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness fails at once; SIGTERM (a balancer or orchestrator) waits DRAIN_SECONDS for traffic to move
    // away, while Ctrl-C in a terminal (SIGINT) stops at once.
    app.drain();
    const drainMs = signal === 'SIGTERM' ? drainSeconds * 1000 : 0;
    log(`${signal} received: draining for ${drainMs / 1000} s, then shutting down`);
    setTimeout(() => {
      server.close(() => {
        // The push worker first: a round in progress still uses the database.
        app
          .close()
          .then(() => database.close())
          .then(
            () => process.exit(0),
            (error: unknown) => {
              failed('Closing the database')(error);
              process.exit(1);
            },
          );
      });
      // Idle keep-alive connections would hold close() open; busy ones finish their request first.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, IN_FLIGHT_GRACE_MS).unref();
    }, drainMs);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`Startup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
