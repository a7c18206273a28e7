/**
 * Wrong guesses of a secret (a promo code, a coupon code, a steal-deal gift code, a payment page's id) are
 * limited per customer and per client address (issue 20: 500 guesses at 1,000 a second found FIRSTSIP).
 *
 * Only wrong guesses count. A guess takes its unit before it is checked (one atomic upsert per budget, so a
 * burst of any size on PostgreSQL gets at most `max` checks through), and a guess that turns out right, or that
 * fails for any other reason ('already used', 'add items worth...'), gives its unit back. So an honest customer
 * who mistypes once or twice is never locked out, and one who redeems many real codes never counts at all.
 */
import type { Database } from './db/client';
import type { Words } from './http/say';
import { m } from './messages';
import { giveBackAll, takeAll, type Budget, type RateLimit } from './rateLimit';

export type GuessKind = 'voucher' | 'coupon' | 'giftCode' | 'paymentPage';

export interface GuessLimits {
  /** Wrong guesses of one kind by one signed-in customer. */
  perCustomer: RateLimit;
  /** Wrong guesses of one kind from one client address (shared outlet Wi-Fi and carrier NAT: kept generous). */
  perClient: RateLimit;
}

const HOUR_MS = 60 * 60_000;
export const DEFAULT_GUESS_LIMITS: GuessLimits = {
  perCustomer: { max: 10, windowMs: HOUR_MS },
  perClient: { max: 50, windowMs: HOUR_MS },
};

export const TOO_MANY_WRONG: Record<GuessKind, (wait: Words) => Words> = {
  voucher: (wait) => ({ ref: m.tooManyWrongPromoCodes, params: { wait } }),
  coupon: (wait) => ({ ref: m.tooManyWrongCoupons, params: { wait } }),
  giftCode: (wait) => ({ ref: m.tooManyWrongGiftCodes, params: { wait } }),
  // The payment page (server/routes/provider.ts) shows the error's English.
  paymentPage: (wait) => ({ ref: m.tooManyMissingPayments, params: { wait } }),
};

export interface Guesser {
  /** The signed-in customer's id, when there is one (the payment page has none). */
  customerId?: number;
  clientAddress: string;
}

/**
 * Runs `check` as one guess of `kind`: a 429 when the guesser has no wrong guesses left; otherwise the check's
 * own answer, counted against the guesser only when `isWrong` says its error means "no such code".
 */
export async function limitWrongGuesses<T>(
  db: Database,
  limits: GuessLimits,
  kind: GuessKind,
  guesser: Guesser,
  now: number,
  check: () => Promise<T>,
  isWrong: (error: unknown) => boolean,
): Promise<T> {
  const refusal = TOO_MANY_WRONG[kind];
  const budgets: Budget[] = [{ key: `wrong-${kind}:client:${guesser.clientAddress}`, limit: limits.perClient, refusal }];
  if (guesser.customerId !== undefined) budgets.unshift({ key: `wrong-${kind}:customer:${guesser.customerId}`, limit: limits.perCustomer, refusal });

  await takeAll(db, budgets, now);
  try {
    const value = await check();
    await giveBackAll(db, budgets);
    return value;
  } catch (error) {
    if (!isWrong(error)) await giveBackAll(db, budgets);
    throw error;
  }
}
