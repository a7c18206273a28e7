/**
 * Issue 24: the server answers in its reader's language, from the app's catalogue: the device's choice (the `lang`
 * cookie the app writes), else the browser's (Accept-Language). Errors, confirmations and the texts inside answers
 * (a wallet entry's reason, the free delivery line) alike; the spec's sentences in the spec's Hindi.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryOffer, Order, Page, WalletEntry } from '../../src/api/contract';
import { dish, MOHALI, NEAR_MOHALI, newCustomer } from '../support/ordering';
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

  it('follow the browser’s language when the device chose none, and the device’s choice over it', async () => {
    const customer = await newCustomer(server);
    const history = (headers: Record<string, string>) => get<Page<WalletEntry>>(server, '/getWalletTransactionListData?page=1', { ...customer.auth, ...headers });
    expect((await history({ 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' })).body.responsePacket.items[0]?.reason).toBe('वेलकम क्रेडिट');
    expect((await history({ 'Accept-Language': 'hi-IN', Cookie: 'lang=en' })).body.responsePacket.items[0]?.reason).toBe('Welcome credit');
    expect((await history({})).body.responsePacket.items[0]?.reason).toBe('Welcome credit');
    const unknown = await post(server, '/saveOrder', { restaurantUuid: MOHALI, orderType: 'TakeAway', items: [{ itemId: 999_999, quantity: 1 }] }, { ...customer.auth, 'Accept-Language': 'hi' });
    // Words not in the catalogue yet stay as they are.
    expect(unknown.body.message).toBe('Item 999999 is not on the menu of Gold Leaf — Mohali Phase 8');
  });
});
