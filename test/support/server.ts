/**
 * Starts the reference server in-process on an ephemeral port over real HTTP, on a fresh database (in-memory
 * PGlite, or its own PostgreSQL database under TEST_DATABASE_URL), migrated and seeded like a first start. Log lines are captured so a test can read the demo OTP.
 */
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { listen, type SlowClientLimits } from '../../server/http/listen';
import { createApp, type PushOptions } from '../../server/app';
import type { PushWorker } from '../../server/push/notifications';
import type { ApplicationLimits, OtpLimits } from '../../server/http/types';
import type { GuessLimits } from '../../server/guessLimits';
import type { FacebookConfig } from '../../server/social/facebook';
import type { Database } from '../../server/db/client';
import type { RazorpayConfig } from '../../server/payments/razorpay';
import type { DefaultPaymentModes } from '../../server/payments/methods';
import type { ProxyTrust } from '../../server/http/clientAddress';
import type { CallBridge } from '../../server/riders/callBridge';
import type { SmsSender } from '../../server/auth/sms';
import type { StreamCaps } from '../../server/live/openStreams';
import { seedIfEmpty } from '../../server/db/seed';
import { openTestDatabase } from './database';

export interface TestServer {
  url: string;
  logs: string[];
  /** The server's database, for checks that HTTP cannot see (what is stored, what was removed). */
  db: Database;
  /** The app's push worker: runOnce() runs a round now (status changes, due pushes) instead of waiting for the loop. */
  pushWorker: PushWorker;
  /** Every route the app serves (method and pattern, middleware included as ALL), for tests that must cover them all. */
  routes: ReadonlyArray<{ method: string; path: string }>;
  /** As on SIGTERM: /readyz fails and answers close their connections. */
  drain(): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  now?: () => number;
  staticDir?: string;
  demo?: boolean;
  /** Demo order duration in seconds (PLACED to DELIVERED). */
  demoOrderSeconds?: number;
  /** As RIDER_SPEED_KMH: the riders' speed for delivery times. */
  riderSpeedKmh?: number;
  /** The real per-number limit applies; the per-client one is lifted unless given, as every test signs in from 127.0.0.1. */
  otpLimits?: Partial<OtpLimits>;
  /** As otpLimits: the per-customer limit applies, the per-client one is lifted unless given. */
  guessLimits?: Partial<GuessLimits>;
  /** As otpLimits: the per-client limit is lifted unless given. */
  applicationLimits?: Partial<ApplicationLimits>;
  /** The Facebook app (and Graph stand-in URL) loginUserByFacebook checks tokens against. */
  facebook?: FacebookConfig;
  /** The push sender (FCM against a local stand-in) and the worker's interval. */
  push?: PushOptions;
  /** As SERVED_OVER_HTTPS=1: every answer carries HSTS. */
  servedOverHttps?: boolean;
  /** As METRICS_TOKEN: /metrics asks for it as a bearer token. */
  metricsToken?: string;
  /** As SMS_PROVIDER=msg91, against a stand-in (test/support/fakeMsg91.ts). */
  sms?: SmsSender;
  /** As SMS_HOURLY_BUDGET. */
  smsHourlyBudget?: number;
  /** As PUBLIC_URL: where riders' links open (unset: where the request reached the server). */
  publicUrl?: string;
  /** As CALL_PROVIDER=exotel, against a stand-in (test/support/fakeExotel.ts). */
  calls?: CallBridge;
  /** As TRUST_PROXY (http/clientAddress.ts parseTrustProxy). */
  trustProxy?: ProxyTrust;
  /** As PAYMENT_PROVIDER=razorpay, against a stand-in (test/support/fakeRazorpay.ts). */
  razorpay?: RazorpayConfig;
  /** How often open Razorpay payments are asked about. */
  paymentSweepMs?: number;
  /** As DEFAULT_PAYMENT_MODES: the way to pay chosen for a first order, per order type. */
  defaultPaymentModes?: DefaultPaymentModes;
  /** Live streams one customer, outlet key, address and process may hold (server/live/openStreams.ts). */
  streamCaps?: Partial<StreamCaps>;
  /** How long a request's headers and body may take (server/http/listen.ts): short ones, for the tests of slow clients. */
  slowClients?: Partial<SlowClientLimits>;
}

const MANY_CLIENT_OTPS: OtpLimits['perClient'] = { max: 1_000_000, windowMs: 3_600_000 };
const MANY_CLIENT_GUESSES: GuessLimits['perClient'] = { max: 1_000_000, windowMs: 3_600_000 };

export async function startTestServer({ slowClients, ...options }: TestServerOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  await seedIfEmpty(database.db, (options.now ?? Date.now)());
  const logs: string[] = [];
  const app = createApp({
    db: database.db,
    log: (line) => logs.push(line),
    ...options,
    otpLimits: { perClient: MANY_CLIENT_OTPS, ...options.otpLimits },
    guessLimits: { perClient: MANY_CLIENT_GUESSES, ...options.guessLimits },
    applicationLimits: { perClient: MANY_CLIENT_GUESSES, ...options.applicationLimits },
  });
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const server = listen(app.fetch, { port: 0, hostname: '127.0.0.1', ...(slowClients ? { slowClients } : {}) }, (info: AddressInfo) => resolve({ server, port: info.port }));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    db: database.db,
    pushWorker: app.pushWorker,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    drain: () => app.drain(),
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await app.close();
      await database.close();
    },
  };
}

/** The latest demo OTP printed for a number: `[demo] OTP for <mobile>: <code>`. */
export function lastOtp(logs: readonly string[], mobile: string): string {
  const pattern = new RegExp(`^\\[demo\\] OTP for ${mobile}: (\\d{4})$`);
  for (let i = logs.length - 1; i >= 0; i--) {
    const code = pattern.exec(logs[i] ?? '')?.[1];
    if (code) return code;
  }
  throw new Error(`No OTP logged for ${mobile}`);
}

/** A clock tests can move forward instead of waiting. */
export function manualClock(start = Date.parse('2026-01-15T10:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
    /** To a wall time in Kolkata, where the outlets keep their hours ('2026-01-15T23:30:00'). */
    setKolkata: (time: string) => {
      current = kolkataTime(time);
    },
  };
}

/** Epoch ms of a wall time in Kolkata ('2026-01-15T23:30:00'). */
export const kolkataTime = (time: string): number => Date.parse(`${time}+05:30`);
