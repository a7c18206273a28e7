/**
 * Issue 20: offers once per person, even after the account is deleted. Three cycles of sign up, use the one-time
 * offers, delete the account, sign up again with the same number: the welcome credit, GOLD100, POINTS150 and
 * WELCOME50 are each had once; everything else of the old account is gone; the number itself is kept nowhere.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, WalletBalance } from '../../src/api/contract';
import { addresses, offerClaims, orders, users } from '../../server/db/schema';
import { backendName } from '../support/database';
import { draft } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';
import { basicAuth, get, post, signIn, uniqueMobile } from './http';

let server: TestServer;
beforeAll(async () => {
  // The number signs in once a cycle: no 30 s wait between its codes here.
  server = await startTestServer({ otpLimits: { perNumber: { max: 100, windowMs: 3_600_000, minGapMs: 0 } } });
});
afterAll(() => server.close());

describe(`offers after deleting the account (${backendName()})`, () => {
  it('grants the welcome credit, GOLD100, POINTS150 and WELCOME50 once per number over three delete-and-return cycles', async () => {
    const mobile = uniqueMobile();
    for (const cycle of [1, 2, 3]) {
      const credentials = await signIn(server, mobile);
      const auth = basicAuth(credentials);
      const customer = { credentials, auth };
      const balance = (await get<WalletBalance>(server, '/getRewardPointAndWalletBalance', auth)).body.responsePacket;
      const redeem = (voucherCode: string) => post(server, '/redeemVoucher', { voucherCode }, auth);
      const order = await draft(server, customer, [['Paneer Tikka', 2]]);
      const coupon = await post<Order>(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'WELCOME50' }, auth);
      if (cycle === 1) {
        expect(balance).toEqual({ walletBalance: 500, rewardPoints: 0 });
        expect((await redeem('GOLD100')).status).toBe(200);
        expect((await redeem('POINTS150')).status).toBe(200);
        expect(coupon.status).toBe(200);
        expect((await post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, auth)).status).toBe(200);
        await post(server, '/saveAddress', { addressLine1: 'House 9', addressLine2: '', addressLine3: '', addressType: 'Home', latitude: 30.7, longitude: 76.7 }, auth);
      } else {
        // A new account: nothing of the old one (no welcome credit again, no orders, no addresses)...
        expect(balance, `cycle ${cycle}`).toEqual({ walletBalance: 0, rewardPoints: 0 });
        const [user] = await server.db.select().from(users).where(eq(users.mobile, mobile));
        expect(await server.db.select().from(orders).where(eq(orders.userId, user?.id ?? -1))).toHaveLength(1); // the draft just saved
        expect(await server.db.select().from(addresses).where(eq(addresses.userId, user?.id ?? -1))).toHaveLength(0);
        // ...and the one-time offers it used stay used.
        for (const code of ['GOLD100', 'POINTS150']) expect((await redeem(code)).body.message, `${code}, cycle ${cycle}`).toBe('You have already used this promo code');
        expect([coupon.status, coupon.body.message]).toEqual([422, 'You have already used coupon WELCOME50']);
      }
      expect((await get(server, '/deleteAccount', auth)).status).toBe(200);
    }
    // What was kept: four claims under a fingerprint that is not the number.
    const kept = await server.db.select().from(offerClaims);
    const mine = kept.filter((c) => c.numberHash === kept.find((k) => k.offer === 'welcome-credit')?.numberHash);
    expect(mine.map((c) => c.offer).sort()).toEqual(expect.arrayContaining(['coupon:WELCOME50', 'welcome-credit']));
    expect(mine.filter((c) => c.offer.startsWith('voucher:'))).toHaveLength(2);
    expect(JSON.stringify(kept)).not.toContain(mobile);
  });

  it('the privacy policy says what is kept', async () => {
    const page = await get<{ html: string }>(server, '/staticPage/privacy-policy');
    expect(page.body.responsePacket.html).toContain('except a one-way fingerprint of\nyour mobile number and which one-time offers it used');
  });
});
