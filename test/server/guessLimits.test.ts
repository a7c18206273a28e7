/**
 * Issue 20: wrong promo codes, coupon codes, gift codes and payment-page ids are limited per customer and per
 * client address, with a clear 429; only wrong guesses count, so a typo or two never locks anyone out. The
 * bursts show the limit holds under concurrency (the point of running this file on PostgreSQL too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_PAGE_PATH } from '../../src/api/contract';
import { draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { post, type ApiResponse } from './http';

const clock = manualClock();
/** Default limits: 10 wrong guesses per customer an hour (the per-address one lifted: every test is 127.0.0.1). */
let server: TestServer;
/** The per-address limit lowered to 3, to see one address refused whoever is signed in. */
let shared: TestServer;

beforeAll(async () => {
  [server, shared] = await Promise.all([
    startTestServer({ now: clock.now }),
    startTestServer({ now: clock.now, guessLimits: { perClient: { max: 3, windowMs: 3_600_000 } } }),
  ]);
});
afterAll(() => Promise.all([server.close(), shared.close()]));

const redeem = (s: TestServer, customer: Customer, voucherCode: string) => post(s, '/redeemVoucher', { voucherCode }, customer.auth);
const applyGift = (s: TestServer, customer: Customer, giftCode: string) => post(s, '/stealDeal/applyGiftCode', { giftCode }, customer.auth);
/** Shaped like a gift code, but no such code was ever made. */
const WRONG_GIFT = 'GIFT-AAAA-BBBB-CCCC';
const summary = (responses: ApiResponse[]) => {
  const counts: Record<string, number> = {};
  for (const res of responses) counts[`${res.status} ${res.body.message}`] = (counts[`${res.status} ${res.body.message}`] ?? 0) + 1;
  return counts;
};

describe('promo codes (redeemVoucher)', () => {
  it('a typo or two, then the right code, goes through; only wrong codes count, and the 11th wrong one in an hour is refused', async () => {
    const asha = await newCustomer(server);
    for (const typo of ['GOLD10', 'GLOD100']) expect((await redeem(server, asha, typo)).body.message).toBe('Invalid promo code');
    expect((await redeem(server, asha, 'gold100')).status).toBe(200);
    // A real code she already used is not a guess: asking again five times costs nothing.
    for (let i = 0; i < 5; i++) expect((await redeem(server, asha, 'GOLD100')).body.message).toBe('You have already used this promo code');
    for (let i = 0; i < 8; i++) expect((await redeem(server, asha, `WRONG${i}`)).status).toBe(404);

    const refused = await redeem(server, asha, 'FIRSTSIP');
    expect(refused.body).toEqual({ errorCode: 429, message: 'Too many wrong promo codes. Please try again in 60 minutes', responsePacket: null });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');

    // Someone else is not held back by her guesses; and after the hour she may try again.
    expect((await redeem(server, await newCustomer(server), 'POINTS150')).status).toBe(200);
    clock.advance(3_600_000);
    expect((await redeem(server, asha, 'POINTS150')).status).toBe(200);
  });

  it('a burst of 40 wrong codes at once gets exactly 10 answers and 30 refusals', { tags: ['postgres'] }, async () => {
    const guesser = await newCustomer(server);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => redeem(server, guesser, `BURST${i}`)));
    expect(summary(answers)).toEqual({
      '404 Invalid promo code': 10,
      '429 Too many wrong promo codes. Please try again in 60 minutes': 30,
    });
  });
});

describe('coupon codes (applyCoupon)', () => {
  it('a coupon that exists but does not fit the bill is not a wrong guess; ten unknown codes are, the 11th is refused', async () => {
    const ravi = await newCustomer(server);
    const order = await draft(server, ravi, [['Paneer Tikka', 1]]);
    const apply = (couponCode: string) => post(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode }, ravi.auth);
    for (let i = 0; i < 12; i++) expect((await apply('GOLD20')).body.message).toMatch(/^Add items worth .* more to use GOLD20$/);
    for (let i = 0; i < 10; i++) expect((await apply(`NOPE${i}`)).body.message).toBe(`Coupon NOPE${i} is not valid`);
    const refused = await apply('TAKEAWAY10');
    expect(refused.body).toEqual({ errorCode: 429, message: 'Too many wrong coupon codes. Please try again in 60 minutes', responsePacket: null });
  });

  it('a burst of 40 wrong codes at once gets exactly 10 answers', { tags: ['postgres'] }, async () => {
    const guesser = await newCustomer(server);
    const order = await draft(server, guesser, [['Paneer Tikka', 1]]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'NOSUCH' }, guesser.auth)),
    );
    expect(summary(answers)).toEqual({
      '422 Coupon NOSUCH is not valid': 10,
      '429 Too many wrong coupon codes. Please try again in 60 minutes': 30,
    });
  });
});

describe('steal-deal gift codes (applyGiftCode)', () => {
  it('a burst of 40 wrong codes at once gets exactly 10 answers', { tags: ['postgres'] }, async () => {
    const guesser = await newCustomer(server);
    const answers = await Promise.all(Array.from({ length: 40 }, () => applyGift(server, guesser, WRONG_GIFT)));
    expect(summary(answers)).toEqual({
      '422 This gift code is not valid': 10,
      '429 Too many wrong gift codes. Please try again in 60 minutes': 30,
    });
  });
});

describe('one client address', () => {
  it('is refused once its wrong guesses are spent, whichever customer signs in', async () => {
    for (let i = 0; i < 3; i++) expect((await applyGift(shared, await newCustomer(shared), WRONG_GIFT)).status).toBe(422);
    const fresh = await newCustomer(shared);
    expect((await applyGift(shared, fresh, WRONG_GIFT)).body.message).toBe('Too many wrong gift codes. Please try again in 60 minutes');
  });

  it('guessing payment-page ids: three wrong ids, then a page saying to try later', async () => {
    const open = (id: string) => fetch(`${shared.url}${PROVIDER_PAGE_PATH}/${id}`);
    for (let i = 0; i < 3; i++) {
      const res = await open(`${'A'.repeat(21)}${i}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Payment not found');
    }
    const refused = await open('B'.repeat(22));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await refused.text()).toContain('Too many payment links that do not exist were opened. Please try again in 60 minutes');
    // The approve button of a guessed link is held back the same way.
    expect((await fetch(`${shared.url}${PROVIDER_PAGE_PATH}/${'C'.repeat(22)}/approve`, { method: 'POST' })).status).toBe(429);
  });
});
