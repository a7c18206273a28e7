/**
 * Issue 24: the server answers in its reader's language, from the app's catalogue: the device's choice (the `lang`
 * cookie the app writes), else the browser's (Accept-Language). Errors, confirmations and the texts inside answers
 * (a wallet entry's reason, the free delivery line) alike; the spec's sentences in the spec's Hindi.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, DeliveryOffer, Order, Page, Reservation, RestaurantDetail, WalletEntry } from '../../src/api/contract';
import type { Message, MessageRef } from '../../src/i18n';
import hindiServer from '../../server/messages/hi/messages';
import hindiAccount from '../../server/messages/hi/account';
import hindiBookings from '../../server/messages/hi/bookings';
import hindiNotifications from '../../server/messages/hi/notifications';
import hindiOffers from '../../server/messages/hi/offers';
import hindiOrders from '../../server/messages/hi/orders';
import hindiPayments from '../../server/messages/hi/payments';
import hindiRiders from '../../server/messages/hi/riders';
import hindiTables from '../../server/messages/hi/tables';
import { m } from '../../server/messages';
import { accountWords } from '../../server/messages/account';
import { bookingWords } from '../../server/messages/bookings';
import { notificationWords } from '../../server/messages/notifications';
import { offerWords } from '../../server/messages/offers';
import { orderWords } from '../../server/messages/orders';
import { paymentWords } from '../../server/messages/payments';
import { riderWords } from '../../server/messages/riders';
import { tableWords } from '../../server/messages/tables';
import { dish, draft, MOHALI, NEAR_MOHALI, newCustomer, saveOrder } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';

let server: TestServer;
beforeAll(async () => {
  // 12:30 in Kolkata: every outlet is open.
  server = await startTestServer({ now: () => Date.parse('2026-03-10T07:00:00Z') });
});
afterAll(() => server.close());

const HINDI = { Cookie: 'lang=hi' };

describe('the server’s words', () => {
  it('are Hindi for a device that chose Hindi: errors, confirmations and the texts inside answers', async () => {
    const customer = await newCustomer(server);
    const hindi = { ...customer.auth, ...HINDI };
    const cappuccino = await dish(server, 'Cappuccino');
    const large = cappuccino.choiceGroups?.[0]?.choices[1]?.choiceId ?? -1;
    const regular = cappuccino.choiceGroups?.[0]?.choices[0]?.choiceId ?? -1;
    const order = { restaurantUuid: MOHALI, orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI };

    const tooMany = await post<Order>(server, '/saveOrder', { ...order, items: [{ itemId: cappuccino.itemId, choiceIds: [regular, large], quantity: 1 }] }, hindi);
    expect([tooMany.status, tooMany.body.message]).toEqual([422, 'Cappuccino के लिए Size में से ज़्यादा से ज़्यादा 1 चुनें']);

    const saved = await post<Order>(server, '/saveOrder', { ...order, items: [{ itemId: cappuccino.itemId, quantity: 1 }] }, hindi);
    expect(saved.body.message).toBe('ऑर्डर सेव हो गया');
    const offer = await get<DeliveryOffer>(server, `/getDeliveryOffer/${saved.body.responsePacket.orderRefId}`, hindi);
    expect(offer.body.responsePacket.message).toBe('मुफ़्त डिलीवरी के लिए ₹850 और जोड़ें');

    const history = await get<Page<WalletEntry>>(server, '/getWalletTransactionListData?page=1', hindi);
    expect(history.body.responsePacket.items.map((entry) => entry.reason)).toEqual(['वेलकम क्रेडिट']);
    // A sentence the spec quotes, sent as it quotes it, reaches a Hindi reader in the spec's Hindi.
    const noCode = await post(server, '/redeemVoucher', { voucherCode: '' }, hindi);
    expect([noCode.status, noCode.body.message]).toEqual([400, 'कृपया प्रोमो कोड डालें']);
  });

  it('list the chain’s coupons with their Hindi title and description for a Hindi reader, English for others', async () => {
    const customer = await newCustomer(server);
    const restaurantId = (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket.recordId;
    const list = async (headers: Record<string, string>) =>
      (await get<Coupon[]>(server, `/couponList/TakeAway/${restaurantId}`, { ...customer.auth, ...headers })).body.responsePacket.find((c) => c.couponCode === 'GOLD20');
    expect(await list(HINDI)).toMatchObject({ title: '20% छूट, ₹150 तक', description: '₹499 या उससे ज़्यादा के ऑर्डर पर 20% छूट, ज़्यादा से ज़्यादा ₹150।' });
    expect(await list({})).toMatchObject({ title: '20% off, up to ₹150', description: '20% off on orders of ₹499 or more, up to ₹150.' });
  });

  it('follow the browser’s language when the device chose none, and the device’s choice over it', async () => {
    const customer = await newCustomer(server);
    const history = (headers: Record<string, string>) => get<Page<WalletEntry>>(server, '/getWalletTransactionListData?page=1', { ...customer.auth, ...headers });
    expect((await history({ 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' })).body.responsePacket.items[0]?.reason).toBe('वेलकम क्रेडिट');
    expect((await history({ 'Accept-Language': 'hi-IN', Cookie: 'lang=en' })).body.responsePacket.items[0]?.reason).toBe('Welcome credit');
    expect((await history({})).body.responsePacket.items[0]?.reason).toBe('Welcome credit');
    const unknown = await post(server, '/saveOrder', { restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: 999_999, quantity: 1 }] }, { ...customer.auth, 'Accept-Language': 'hi' });
    // A client's developer's words (an item id that is on no menu) stay as they are.
    expect(unknown.body.message).toBe('Item 999999 is not on the menu of Gold Leaf — Mohali Phase 8');
  });
});

describe('each area of the server’s words', () => {
  const NOW = Date.parse('2026-03-10T07:00:00Z');

  it('reaches a Hindi reader in Hindi: orders, paying, offers, tables, bookings and the account', async () => {
    const customer = await newCustomer(server);
    const hindi = { ...customer.auth, ...HINDI };
    const order = await draft(server, customer, [['Paneer Tikka', 1]]);

    // Orders: cancelling a draft.
    const cancel = await post(server, '/cancelOrder', { orderRefId: order.orderRefId }, hindi);
    expect([cancel.status, cancel.body.message]).toEqual([422, 'यह ऑर्डर दिया नहीं गया है']);
    // Paying: the points on the bill.
    const points = await post(server, '/useLoyaltyPoints', { orderRefId: order.orderRefId, usePoints: false }, hindi);
    expect([points.status, points.body.message]).toEqual([200, 'लॉयल्टी पॉइंट्स हटा दिए गए']);
    // Offers: a coupon that does not exist, one for another order type (its list's 'and' in Hindi too), a promo code.
    const coupon = await post(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'NOSUCH' }, hindi);
    expect([coupon.status, coupon.body.message]).toEqual([422, 'कूपन NOSUCH मान्य नहीं है']);
    const delivery = await draft(server, customer, [['Paneer Tikka', 1]], { orderType: 'HomeDelivery', deliveryLocation: NEAR_MOHALI });
    const takeAwayOnly = await post(server, '/applyCoupon', { orderRefId: delivery.orderRefId, couponCode: 'TAKEAWAY10' }, hindi);
    expect(takeAwayOnly.body.message).toBe('TAKEAWAY10 सिर्फ़ TakeAway ऑर्डर के लिए है');
    const voucher = await post(server, '/redeemVoucher', { voucherCode: 'NOSUCHCODE' }, hindi);
    expect([voucher.status, voucher.body.message]).toEqual([404, 'प्रोमो कोड गलत है']);
    // Tables: a QR code that is no table of ours.
    const scan = await post(server, '/scanQrCode/GL-NOPE-T1', {}, hindi);
    expect([scan.status, scan.body.message]).toEqual([404, 'यह QR कोड हमारी किसी टेबल का नहीं है']);
    // The account: an address that is not (or no longer) there.
    const address = await post(server, '/deleteAddress', { recordId: 999_999 }, hindi);
    expect([address.status, address.body.message]).toEqual([404, 'पता नहीं मिला']);
  });

  it('says a table booking’s refusal and its confirmation in Hindi, by the number of people, with the date as Hindi writes it', async () => {
    const customer = await newCustomer(server);
    const restaurantId = (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket.recordId;
    const booking = { reservedByName: 'Asha Verma', reservedByMobile: '9812345678', reservedByEmail: 'asha@example.com', occasion: 'Birthday', restaurantId, eventId: '' };
    const book = (at: number, numberOfPeople: number) =>
      post<Reservation>(server, '/saveReservation', { ...booking, reservationDateTime: at, numberOfPeople }, { ...customer.auth, ...HINDI });
    const past = await book(NOW - 60_000, 2);
    expect([past.status, past.body.message]).toEqual([422, 'कृपया आगे की कोई तारीख और समय चुनें']);
    const booked = await book(NOW + 24 * 3_600_000, 1);
    expect(booked.status).toBe(200);
    // The day and time as Hindi writes them, not as the English sentence had them ('11 Mar 2026, 12:30 pm').
    expect(booked.body.message).toBe('Gold Leaf — Mohali Phase 8 में आपकी टेबल 11 मार्च 2026, 12:30 pm के लिए 1 व्यक्ति के लिए बुक हो गई है।');
    const again = await book(NOW + 24 * 3_600_000, 2);
    expect([again.status, again.body.message]).toEqual([422, 'Gold Leaf — Mohali Phase 8 में 11 मार्च 2026, 12:30 pm के लिए आपकी एक टेबल पहले से बुक है']);
  });

  it('fill their words with words of their own, in the same language: a dropped coupon’s reason, the next slot', async () => {
    const customer = await newCustomer(server);
    const hindi = { ...customer.auth, ...HINDI };
    const order = await draft(server, customer, [['Paneer Tikka', 1]]);
    expect((await post(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'WELCOME50' }, hindi)).status).toBe(200);
    const less = await saveOrder(server, { ...customer, auth: hindi }, [['Butter Naan', 1]], { orderRefId: order.orderRefId });
    const reason = 'कूपन WELCOME50 हटा दिया गया। WELCOME50 इस्तेमाल करने के लिए ₹230 के और आइटम जोड़ें।';
    expect([less.body.message, less.body.responsePacket.couponDropped]).toEqual([reason, reason]);

    // An order for a minute from now: no kitchen can have it ready, and the next slot is said in Hindi too.
    const soon = await saveOrder(server, { ...customer, auth: hindi }, [['Butter Naan', 1]], { scheduledFor: NOW + 60_000 });
    expect(soon.status).toBe(422);
    expect(soon.body.message).toMatch(/^Gold Leaf — Mohali Phase 8 आपका ऑर्डर .+ बजे तैयार नहीं कर सकता। अगला समय आज .+ बजे है।$/);
  });

  it('have Hindi for every English message, with the same placeholders and plural shape', () => {
    const areas: Array<[Record<string, MessageRef>, Record<string, Message>]> = [
      [m, hindiServer],
      [orderWords, hindiOrders],
      [paymentWords, hindiPayments],
      [offerWords, hindiOffers],
      [tableWords, hindiTables],
      [bookingWords, hindiBookings],
      [accountWords, hindiAccount],
      [notificationWords, hindiNotifications],
      [riderWords, hindiRiders],
    ];
    const placeholders = (message: Message) =>
      [...new Set((typeof message === 'string' ? message : Object.values(message).join(' ')).match(/\{\w+\}/g) ?? [])].sort();
    for (const [english, hindi] of areas) {
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
      for (const [key, ref] of Object.entries(english)) {
        const translated = hindi[key]!;
        expect(typeof translated, `${ref.area}.${key}: plural in one language only`).toBe(typeof ref.en);
        expect(placeholders(translated), `${ref.area}.${key}: placeholders differ`).toEqual(placeholders(ref.en));
      }
    }
  });
});
