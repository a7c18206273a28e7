/**
 * The payment screen's choice: the way to pay chosen for the diner (the last one, else the chain's default, never
 * one that cannot pay), the chain's default as a setting, and the UPI apps offered in one tap on each phone.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentMode } from '../../src/api/contract';
import { balanceCanPay, chooseMode } from '../../src/features/payment/paymentModes';
import { upiAppLink, upiAppsOn, upiPlatformOf } from '../../src/features/payment/upiApps';
import { CHAIN_DEFAULT_PAYMENT_MODES, defaultPaymentModesFromEnv } from '../../server/payments/methods';

const listed = (modes: PaymentMode[], byDefault: PaymentMode): Array<Pick<PaymentMethod, 'paymentMode' | 'isDefault'>> =>
  modes.map((paymentMode) => (paymentMode === byDefault ? { paymentMode, isDefault: true } : { paymentMode }));
const DELIVERY = listed(['UPI', 'ONLINE', 'CARD', 'CASH_ON_DELIVERY', 'WALLET', 'LOYALTY_POINTS', 'WALLET_APP'], 'UPI');
const anything = () => true;

describe('the way to pay chosen for the diner', () => {
  it('is the last one they used, when it is listed and can pay', () => {
    expect(chooseMode(DELIVERY, 'CASH_ON_DELIVERY', anything)).toBe('CASH_ON_DELIVERY');
    expect(chooseMode(DELIVERY, 'WALLET', anything)).toBe('WALLET');
  });

  it("is the chain's default for a first order, wherever the default sits in the list", () => {
    expect(chooseMode(DELIVERY, null, anything)).toBe('UPI');
    expect(chooseMode(listed(['UPI', 'CARD', 'CASH', 'WALLET'], 'CASH'), null, anything)).toBe('CASH');
  });

  it('is never one that cannot pay, even when it was the last: then the default', () => {
    const wallet = { walletBalance: 200, rewardPoints: 50, amount: 395.4 };
    expect(chooseMode(DELIVERY, 'WALLET', (mode) => balanceCanPay(mode, wallet))).toBe('UPI');
    expect(chooseMode(DELIVERY, 'LOYALTY_POINTS', (mode) => balanceCanPay(mode, wallet))).toBe('UPI');
    // Cash on delivery for an event: the event's own list shows it only to refuse it.
    const event = listed(['UPI', 'ONLINE', 'CARD', 'CASH_ON_DELIVERY', 'WALLET'], 'UPI');
    expect(chooseMode(event, 'CASH_ON_DELIVERY', (mode) => mode !== 'CASH_ON_DELIVERY')).toBe('UPI');
  });

  it('is the last one when this order type no longer lists it: the default then', () => {
    // Cash on Delivery last time; now a takeaway, which has no rider to pay.
    expect(chooseMode(listed(['UPI', 'CARD', 'PAY_AT_STORE', 'WALLET'], 'UPI'), 'CASH_ON_DELIVERY', anything)).toBe('UPI');
  });

  it('falls to the first that can pay when neither the last nor the default can, and to nothing only when none can', () => {
    const walletFirst = listed(['WALLET', 'CARD', 'UPI'], 'WALLET');
    expect(chooseMode(walletFirst, 'WALLET', (mode) => mode !== 'WALLET')).toBe('CARD');
    expect(chooseMode(walletFirst, null, () => false)).toBeNull();
  });

  it('lets the wallet and the points pay only what they hold (points in whole rupees)', () => {
    expect(balanceCanPay('WALLET', { walletBalance: 395.4, rewardPoints: 0, amount: 395.4 })).toBe(true);
    expect(balanceCanPay('WALLET', { walletBalance: 395.39, rewardPoints: 0, amount: 395.4 })).toBe(false);
    expect(balanceCanPay('LOYALTY_POINTS', { walletBalance: 0, rewardPoints: 395, amount: 395.4 })).toBe(false);
    expect(balanceCanPay('LOYALTY_POINTS', { walletBalance: 0, rewardPoints: 396, amount: 395.4 })).toBe(true);
    expect(balanceCanPay('UPI', { walletBalance: 0, rewardPoints: 0, amount: 395.4 })).toBe(true);
  });
});

describe("the chain's default way to pay (DEFAULT_PAYMENT_MODES)", () => {
  it('is UPI where food is paid before it is cooked, and Cash (pay when done) at a table', () => {
    expect(defaultPaymentModesFromEnv(undefined)).toEqual(CHAIN_DEFAULT_PAYMENT_MODES);
    expect(CHAIN_DEFAULT_PAYMENT_MODES).toEqual({ HomeDelivery: 'UPI', TakeAway: 'UPI', DineIn: 'CASH', All: 'UPI', StealDeal: 'UPI', EventList: 'UPI' });
  });

  it('changes the order types it names and keeps the others', () => {
    expect(defaultPaymentModesFromEnv(' TakeAway=PAY_AT_STORE , DineIn=UPI ')).toEqual({ ...CHAIN_DEFAULT_PAYMENT_MODES, TakeAway: 'PAY_AT_STORE', DineIn: 'UPI' });
  });

  it('refuses a mode the order type does not offer, an unknown order type or mode, and a malformed entry', () => {
    expect(() => defaultPaymentModesFromEnv('EventList=CASH_ON_DELIVERY')).toThrow('DEFAULT_PAYMENT_MODES: EventList orders are paid by UPI, ONLINE, CARD, WALLET, LOYALTY_POINTS, WALLET_APP, not "CASH_ON_DELIVERY"');
    expect(() => defaultPaymentModesFromEnv('Delivery=UPI')).toThrow('"Delivery=UPI" must be <order type>=<mode>');
    expect(() => defaultPaymentModesFromEnv('HomeDelivery=GOLD')).toThrow('not "GOLD"');
    expect(() => defaultPaymentModesFromEnv('HomeDelivery')).toThrow('not ""');
    expect(() => defaultPaymentModesFromEnv('HomeDelivery=UPI=CARD')).toThrow('must be <order type>=<mode>');
  });
});

const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const ALL = ['gpay', 'phonepe', 'paytm', 'bhim', 'other'];

describe('the UPI apps offered in one tap', () => {
  it('knows an Android phone, an iPhone, an iPad (which says Macintosh but has touch), and a computer', () => {
    expect(upiPlatformOf(PIXEL, 5)).toBe('android');
    expect(upiPlatformOf(IPHONE, 5)).toBe('ios');
    expect(upiPlatformOf(MAC, 5)).toBe('ios');
    expect(upiPlatformOf(MAC, 0)).toBeNull();
    expect(upiPlatformOf(LINUX, 0)).toBeNull();
  });

  it('offers every app the provider can open on Android, no chooser on iOS, nothing on a computer or without the provider', () => {
    expect(upiAppsOn('android', ALL)).toEqual(['gpay', 'phonepe', 'paytm', 'bhim', 'other']);
    expect(upiAppsOn('ios', ALL)).toEqual(['gpay', 'phonepe', 'paytm', 'bhim']);
    expect(upiAppsOn(null, ALL)).toEqual([]);
    expect(upiAppsOn('android', undefined)).toEqual([]);
    // In our order, whatever the server's; an app this version does not know is left out.
    expect(upiAppsOn('android', ['cred', 'paytm', 'gpay'])).toEqual(['gpay', 'paytm']);
  });

  const INTENT = 'upi://pay?pa=goldleaf.rzp@icici&pn=Gold%20Leaf&tr=Kx3&am=395.40&cu=INR&mc=5812';
  const BACK = 'https://order.example/payment-methods?txn=abc';

  it("opens the app by its package on Android, the payment as the provider made it, back to our page if it is not installed", () => {
    expect(upiAppLink(INTENT, 'phonepe', 'android', BACK)).toBe(
      'intent://pay?pa=goldleaf.rzp@icici&pn=Gold%20Leaf&tr=Kx3&am=395.40&cu=INR&mc=5812#Intent;scheme=upi;package=com.phonepe.app;S.browser_fallback_url=https%3A%2F%2Forder.example%2Fpayment-methods%3Ftxn%3Dabc;end',
    );
    expect(upiAppLink(INTENT, 'gpay', 'android', BACK)).toContain(';package=com.google.android.apps.nbu.paisa.user;');
    expect(upiAppLink(INTENT, 'other', 'android', BACK)).toBe(INTENT);
  });

  it("opens the app by its own scheme on iOS, and has no 'other' there", () => {
    expect(upiAppLink(INTENT, 'gpay', 'ios', BACK)).toBe('tez://upi/pay?pa=goldleaf.rzp@icici&pn=Gold%20Leaf&tr=Kx3&am=395.40&cu=INR&mc=5812');
    expect(upiAppLink(INTENT, 'paytm', 'ios', BACK)).toMatch(/^paytmmp:\/\/pay\?pa=/);
    expect(upiAppLink(INTENT, 'bhim', 'ios', BACK)).toMatch(/^bhim:\/\/pay\?pa=/);
    expect(upiAppLink(INTENT, 'other', 'ios', BACK)).toBeNull();
  });

  it('opens nothing but a UPI payment link', () => {
    expect(upiAppLink('https://evil.example/pay?pa=x', 'gpay', 'android', BACK)).toBeNull();
    expect(upiAppLink('upi://mandate?pa=x', 'gpay', 'android', BACK)).toBeNull();
    expect(upiAppLink('upi://pay?pa=x#Intent;package=evil;end', 'gpay', 'android', BACK)).toBeNull();
    expect(upiAppLink('upi://pay?pa=x y', 'gpay', 'ios', BACK)).toBeNull();
  });
});
