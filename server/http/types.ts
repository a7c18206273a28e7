import type { Database } from '../db/client';
import type { GuessLimits } from '../guessLimits';
import type { RateLimit } from '../rateLimit';
import type { users } from '../db/schema';
import type { FacebookVerifier } from '../social/facebook';
import type { Log } from '../observability/logger';
import type { OpenedPayment, PaymentProvider, UpiIntentRequest } from '../payments/provider';
import type { DefaultPaymentModes } from '../payments/methods';
import type { SmsSender } from '../auth/sms';
import type { CallBridge } from '../riders/callBridge';
import type { Metrics } from '../observability/metrics';
import type { MenuCache } from '../menuCache';
import type { OutletCache } from '../outletCache';

export type UserRow = typeof users.$inferSelect;

/** What every route and middleware is built from; createApp fills it once. */
export interface Deps {
  db: Database;
  /** Business time in epoch ms (OTP and key expiry); tests move it forward instead of waiting. */
  now: () => number;
  log: Log;
  /** Demo mode: OTPs go to the server console instead of an SMS provider, and placed orders move along by themselves. */
  demo: boolean;
  /** Demo mode: how long a placed order takes from PLACED to DELIVERED, in seconds. */
  demoOrderSeconds: number;
  /** RIDER_SPEED_KMH: how fast the chain's riders ride, for the delivery time (src/rules/deliveryTime.ts). */
  riderSpeedKmh: number;
  /** Sending OTPs: per mobile number and per client address. */
  otpLimits: OtpLimits;
  /** Wrong guesses of codes and payment links: per customer and per client address. */
  guessLimits: GuessLimits;
  /** Job applications (no sign-in, a CV of up to 2 MB each). */
  applicationLimits: ApplicationLimits;
  /** Facebook sign-in (loginUserByFacebook); null when the server has no Facebook app configured. */
  facebook: FacebookVerifier | null;
  /** Sends sign-in codes by SMS (MSG91); null: the demo prints them on the console, or sign-in is off. */
  sms: SmsSender | null;
  /** SMS sends allowed an hour, server-wide (SMS_HOURLY_BUDGET). */
  smsHourlyBudget: number;
  /** Issue 37: joins a rider's phone to the diner's (Exotel); the demo's prints; null: riders cannot call through the app. */
  calls: CallBridge | null;
  /** PUBLIC_URL: where the links the server sends (a rider's sign-in link) open; null: where the request came (http/publicUrl.ts). */
  publicUrl: string | null;
  /** This process's Prometheus metrics (observability/metrics.ts), for what routes count themselves. */
  metrics: Metrics;
  /** Where provider payments are made: the test-mode page (demo) or Razorpay Payment Links. */
  payments: PaymentProvider;
  /**
   * Opens the provider's payment for a transaction just stored as PENDING; answers where to send the customer, and
   * with `upi` what opens the UPI app they tapped (payments/settle.ts openProviderPayment, handed down so the
   * purposes that make payments need not import it).
   */
  openPayment: (txnId: string, upi?: UpiIntentRequest) => Promise<Omit<OpenedPayment, 'providerRef'>>;
  /** The way to pay the app chooses for a diner who has not paid before, per order type (DEFAULT_PAYMENT_MODES). */
  defaultPaymentModes: DefaultPaymentModes;
  /** Each outlet's menu answer, kept by this process until the outlet changes it (menuCache.ts). */
  menus: MenuCache;
  /** The live outlets and the closures ahead, kept by this process while it hears of their changes (outletCache.ts). */
  outlets: OutletCache;
}

export interface OtpLimits {
  perNumber: RateLimit;
  perClient: RateLimit;
}

export interface ApplicationLimits {
  perClient: RateLimit;
  perNumber: RateLimit;
  /** The CV bytes kept in one window, from everyone together: what keeps the disk from filling. */
  cvBytes: RateLimit;
}

export interface AppEnv {
  Variables: {
    /** The signed-in customer, when the request carried a valid credential. */
    user: UserRow | null;
    /** The credential (device) the request is signed with, when it carried a valid one. */
    credentialId: number | null;
    /** This request's id in the log lines it causes and in its answer's X-Request-Id. */
    requestId: string;
    /** The client's address for per-address limits (http/clientAddress.ts, under TRUST_PROXY). */
    clientAddress: string;
  };
}
