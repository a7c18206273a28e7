// @module-tag postgres (every test of this file runs on PostgreSQL too: vitest.config.ts)
/**
 * Campaigns (issue 46) over HTTP, with the real FCM sender against the local stand-in of Google's endpoints: who may
 * prepare and send (the wrong parties refused), the preview, the refusals before sending (a segment reaching nobody,
 * no text in a diner's language, a stale version), each diner once in their language with the in-app notification,
 * alert settings respected, quiet hours held until 08:00 India (urgent not), the chain's cap per diner, FCM's 429
 * with Retry-After, UNREGISTERED and 500, two senders at once, the click reported as opened, the figures in the
 * console and on /metrics, and every send in the audit trail.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminCampaign, CampaignPreview, CampaignRequest, NotificationPage, Order } from '../../src/api/contract';
import { auditLog, campaigns, devices, menuItems, pushOutbox, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { fanOutBatch } from '../../server/campaigns/fanOut';
import { FcmSender } from '../../server/push/fcm';
import { sendDuePushes, type Throttle } from '../../server/push/notifications';
import { NOT_A_DRAFT, REACHES_NOBODY, STALE_CAMPAIGN, missingLanguage } from '../../server/routes/admin/campaigns';
import { NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { startFakeFcm, type FakeFcm } from '../support/fakeFcm';
import { MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Member } from '../support/staff';
import { get, post } from './http';

const clock = manualClock(Date.parse('2026-01-15T06:00:00Z')); // 11:30 in India
let fcm: FakeFcm;
let server: TestServer;
let sender: FcmSender;
let owner: Member;
let editor: Member;
let tokenCounter = 0;
const newToken = () => `fcm-campaign-${++tokenCounter}-${'y'.repeat(140)}`;
const { admin, join } = staffClient(() => server, clock.now);
const HOUR = 3_600_000;

beforeAll(async () => {
  fcm = await startFakeFcm();
  sender = new FcmSender({ serviceAccount: fcm.serviceAccount, baseUrl: fcm.baseUrl });
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1'), push: { sender, intervalMs: 3_600_000 } });
});
/** Staff sign in afresh: the clock moves by hours and days, past a console session's life. */
async function staffAgain(): Promise<void> {
  owner = await join('owner');
  editor = await join('editor');
}
beforeEach(staffAgain);
afterAll(async () => {
  await server.close();
  await fcm.close();
});

interface Diner extends Customer {
  token: string;
  mobile: string;
}

/** A diner with one phone linked for pushes, its app in `language`. */
async function diner(language: 'en' | 'hi' = 'en'): Promise<Diner> {
  const customer = await newCustomer(server);
  const token = newToken();
  const res = await post(server, '/updateDeviceDetail', { deviceType: 'WEB', fcmDeviceToken: token, deviceId: `phone-${token.slice(13, 20)}` }, { ...customer.auth, 'Accept-Language': language });
  expect(res.status, res.body.message).toBe(200);
  return { ...customer, token, mobile: customer.credentials.mobile };
}

/** The diner has ordered `dish` at Mohali (placed, paid at the counter). */
async function ordered(customer: Customer, dish: string): Promise<void> {
  const order = await draft(server, customer, [[dish, 1]], { restaurantUuid: MOHALI, orderType: 'TakeAway' });
  const res = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth);
  expect(res.status, res.body.message).toBe(200);
}

/** Mohali's dish of that name (each outlet has its own). */
const itemIdOf = async (title: string) =>
  (
    await server.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
      .where(and(eq(menuItems.title, title), eq(restaurants.uuid, MOHALI)))
  )[0]!.id;

const campaign = (overrides: Partial<CampaignRequest> = {}): CampaignRequest => ({
  kind: 'OFFER',
  en: { title: 'MRP night in Mohali', body: 'Every drink at MRP tonight, from 7.' },
  hi: { title: 'मोहाली में एमआरपी नाइट', body: 'आज रात 7 बजे से हर ड्रिंक एमआरपी पर।' },
  target: '/offers',
  segment: { type: 'everyone' },
  urgent: false,
  sendAt: null,
  ...overrides,
});

async function prepared(request: CampaignRequest): Promise<AdminCampaign> {
  const made = await admin<AdminCampaign>(editor, 'POST', '/campaigns', request);
  expect(made.status, made.body.message).toBe(200);
  return made.body.responsePacket;
}

async function sent(request: CampaignRequest, by: Member = owner): Promise<AdminCampaign> {
  const draftOne = await prepared(request);
  const res = await admin<AdminCampaign>(by, 'POST', `/campaigns/${draftOne.id}/send`, { version: draftOne.version });
  expect(res.status, res.body.message).toBe(200);
  return res.body.responsePacket;
}

const figures = async (id: number) => (await admin<AdminCampaign>(owner, 'GET', `/campaigns/${id}`)).body.responsePacket;
/** The campaign's pushes FCM accepted, by device token. */
const campaignPushes = (id: number, token?: string) => fcm.sent.filter((s) => s.message.data.tag === `offer-campaign-${id}` && (token === undefined || s.message.token === token));

describe('who may prepare and send', () => {
  it('an editor prepares and tests but cannot send; the owner sends; a manager, a customer and no one are refused every campaign call', async () => {
    const one = await diner();
    const mine = await prepared(campaign({ segment: { type: 'device', mobile: one.mobile } }));
    expect(mine).toMatchObject({ state: 'DRAFT', version: 1, targeted: 0 });

    const refused = await admin(editor, 'POST', `/campaigns/${mine.id}/send`, { version: mine.version });
    expect([refused.status, refused.body.message]).toEqual([403, NOT_YOUR_ROLE]);
    expect((await server.db.select().from(campaigns).where(eq(campaigns.id, mine.id)))[0]!.state).toBe('DRAFT');

    const manager = await join('manager', []);
    const customer = await newCustomer(server);
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/campaigns', undefined],
      ['GET', `/campaigns/${mine.id}`, undefined],
      ['GET', `/campaigns/${mine.id}/preview`, undefined],
      ['POST', '/campaigns', campaign()],
      ['PUT', `/campaigns/${mine.id}`, campaign()],
      ['POST', `/campaigns/${mine.id}/test`, { mobile: one.mobile }],
      ['POST', `/campaigns/${mine.id}/send`, { version: mine.version }],
      ['GET', '/campaign-settings', undefined],
      ['PUT', '/campaign-settings', { senderRoles: ['manager'], version: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const asManager = await admin(manager, method, path, body);
      expect([method, path, asManager.status, asManager.body.message]).toEqual([method, path, 403, NOT_YOUR_ROLE]);
      for (const stranger of [{ address: '198.51.100.7', headers: customer.auth }, { address: '198.51.100.8' }]) {
        const res = await admin(stranger, method, path, body);
        expect([method, path, res.status, res.body.message]).toEqual([method, path, 401, SIGN_IN_FIRST]);
      }
    }
    expect((await admin(editor, 'PUT', '/campaign-settings', { senderRoles: ['editor'], version: 1 })).status).toBe(403);

    // The owner lets editors send: now the same editor may.
    const settings = await admin(owner, 'PUT', '/campaign-settings', { senderRoles: ['editor'], version: 1 });
    expect([settings.status, settings.body.responsePacket]).toEqual([200, { senderRoles: ['editor'], version: 2 }]);
    const byEditor = await admin<AdminCampaign>(editor, 'POST', `/campaigns/${mine.id}/send`, { version: mine.version });
    expect([byEditor.status, byEditor.body.message, byEditor.body.responsePacket.state]).toEqual([200, 'Campaign sending', 'SCHEDULED']);
    expect((await admin(owner, 'PUT', '/campaign-settings', { senderRoles: [], version: 2 })).status).toBe(200);
    expect((await admin(editor, 'POST', `/campaigns/${(await prepared(campaign())).id}/send`, { version: 1 })).status).toBe(403);

    const trail = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'campaign'), eq(auditLog.entityId, String(mine.id))));
    expect(trail.map((row) => row.action).sort()).toEqual(['create', 'send']);
    expect(trail.find((row) => row.action === 'send')!.after).toMatchObject({ state: 'SCHEDULED', reach: { diners: 1, devices: 1 } });
    await server.pushWorker.runOnce();
    expect(campaignPushes(mine.id, one.token)).toHaveLength(1);
  });
});

describe('before sending', () => {
  it('previews diners and devices by language; refuses a segment reaching nobody, a missing language, a stale version and a second send', async () => {
    const dishTitle = 'Kadai Paneer';
    const [english, hindi, noOffers] = [await diner('en'), await diner('hi'), await diner('en')];
    for (const one of [english, hindi, noOffers]) await ordered(one, dishTitle);
    expect((await post(server, '/updateAlertNotificationSetting', { orderUpdates: true, offers: false, events: true }, noOffers.auth)).status).toBe(200);
    const segment = { type: 'dish' as const, itemId: await itemIdOf(dishTitle) };

    const both = await prepared(campaign({ segment }));
    const preview = await admin<CampaignPreview>(editor, 'GET', `/campaigns/${both.id}/preview`);
    expect(preview.body.responsePacket).toEqual({ diners: 2, devices: 2, english: 1, hindi: 1 });

    const englishOnly = await prepared(campaign({ segment, hi: { title: '', body: '' } }));
    const noHindi = await admin(owner, 'POST', `/campaigns/${englishOnly.id}/send`, { version: 1 });
    expect([noHindi.status, noHindi.body.message]).toEqual([422, missingLanguage(1, 'Hindi')]);

    const nobody = await prepared(campaign({ segment: { type: 'dish', itemId: await itemIdOf('Shahi Malai Kofta') } }));
    expect((await admin<CampaignPreview>(editor, 'GET', `/campaigns/${nobody.id}/preview`)).body.responsePacket.diners).toBe(0);
    const refused = await admin(owner, 'POST', `/campaigns/${nobody.id}/send`, { version: 1 });
    expect([refused.status, refused.body.message]).toEqual([422, REACHES_NOBODY]);

    const edited = await admin<AdminCampaign>(editor, 'PUT', `/campaigns/${both.id}`, { ...campaign({ segment, target: '/offers?from=mrp' }), version: 1 });
    expect([edited.status, edited.body.responsePacket.version]).toEqual([200, 2]);
    const stale = await admin(owner, 'POST', `/campaigns/${both.id}/send`, { version: 1 });
    expect([stale.status, stale.body.message]).toEqual([409, STALE_CAMPAIGN]);
    expect((await admin(owner, 'POST', `/campaigns/${both.id}/send`, { version: 2 })).status).toBe(200);
    const again = await admin(owner, 'POST', `/campaigns/${both.id}/send`, { version: 3 });
    expect([again.status, again.body.message]).toEqual([409, NOT_A_DRAFT]);
    expect((await admin(editor, 'PUT', `/campaigns/${both.id}`, { ...campaign(), version: 3 })).status).toBe(409);

    const bad = await admin(editor, 'POST', '/campaigns', campaign({ target: '//evil.example/x' }));
    expect([bad.status, bad.body.message]).toEqual([400, 'target: The screen must be a path of the app, like /offers']);
    const html = await admin(editor, 'POST', '/campaigns', campaign({ en: { title: '<b>Hi</b>', body: 'x' } }));
    expect([html.status, html.body.message]).toEqual([400, 'en.title: title cannot contain < or >']);

    // Sent: each diner once, in their language, in the in-app list too; the diner with offers off gets nothing.
    await server.pushWorker.runOnce();
    await server.pushWorker.runOnce();
    expect(campaignPushes(both.id).map((s) => [s.message.token, s.message.data.title, s.message.data.target])).toEqual(
      expect.arrayContaining([
        [english.token, 'MRP night in Mohali', '/offers?from=mrp'],
        [hindi.token, 'मोहाली में एमआरपी नाइट', '/offers?from=mrp'],
      ]),
    );
    expect(campaignPushes(both.id)).toHaveLength(2);
    const hindiList = (await get<NotificationPage>(server, '/getNotificationList', hindi.auth)).body.responsePacket.items;
    expect(hindiList.filter((n) => n.target === '/offers?from=mrp').map((n) => n.title)).toEqual(['मोहाली में एमआरपी नाइट']);
    const offList = (await get<NotificationPage>(server, '/getNotificationList', noOffers.auth)).body.responsePacket.items;
    expect(offList.filter((n) => n.kind === 'OFFER')).toEqual([]);
    expect(await figures(both.id)).toMatchObject({ state: 'SENT', targeted: 2, devices: 2, held: 0, capped: 0, sent: 2, failed: 0, opened: 0 });

    // The Hindi diner's click reopens the app: the app reports it, once, and the figures and /metrics count it.
    const pushed = campaignPushes(both.id, hindi.token)[0]!;
    const opened = await post(server, '/notificationOpened', { recordId: Number(pushed.message.data.notificationId) }, hindi.auth);
    expect(opened.status, opened.body.message).toBe(200);
    expect((await post(server, '/notificationOpened', { recordId: Number(pushed.message.data.notificationId) }, english.auth)).status).toBe(404);
    expect((await figures(both.id)).opened).toBe(1);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain(`goldleaf_campaign_figures{campaign="${both.id}",figure="opened"} 1`);
    expect(metrics).toContain(`goldleaf_campaign_figures{campaign="${both.id}",figure="sent"} 2`);
  });
});

describe('quiet hours and the cap', () => {
  it('holds a push sent at 23:00 in India until 08:00 (the in-app notification at once); an urgent one goes at once', async () => {
    const [night, urgentOne] = [await diner(), await diner()];
    clock.setKolkata('2026-01-15T23:00:00');
    const held = await sent(campaign({ segment: { type: 'device', mobile: night.mobile } }));
    const urgent = await sent(campaign({ segment: { type: 'device', mobile: urgentOne.mobile }, urgent: true }));
    await server.pushWorker.runOnce();
    expect(campaignPushes(urgent.id, urgentOne.token)).toHaveLength(1);
    expect(campaignPushes(held.id)).toHaveLength(0);
    expect(await figures(held.id)).toMatchObject({ targeted: 1, held: 1, sent: 0 });
    expect((await get<NotificationPage>(server, '/getNotificationList', night.auth)).body.responsePacket.items.map((n) => n.title)).toContain('MRP night in Mohali');

    clock.setKolkata('2026-01-16T07:59:00');
    await server.pushWorker.runOnce();
    expect(campaignPushes(held.id)).toHaveLength(0);
    clock.setKolkata('2026-01-16T08:00:00');
    await server.pushWorker.runOnce();
    await staffAgain();
    expect(campaignPushes(held.id, night.token)).toHaveLength(1);
    expect(await figures(held.id)).toMatchObject({ held: 1, sent: 1 });
  });

  it('drops a third campaign to a diner within 24 hours and counts it capped; the window rolls', async () => {
    const one = await diner();
    const segment = { type: 'device' as const, mobile: one.mobile };
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await sent(campaign({ segment }))).id);
      await server.pushWorker.runOnce();
      clock.advance(HOUR);
    }
    expect(ids.map((id) => campaignPushes(id, one.token).length)).toEqual([1, 1, 0]);
    expect(await figures(ids[2]!)).toMatchObject({ targeted: 1, capped: 1, sent: 0 });
    // 24 hours after the first, a fourth fits again.
    clock.advance(22 * HOUR);
    await staffAgain();
    const fourth = await sent(campaign({ segment }));
    await server.pushWorker.runOnce();
    expect(campaignPushes(fourth.id, one.token)).toHaveLength(1);
  });
});

describe('FCM answers', () => {
  it('waits out a 429 for its Retry-After, drops an UNREGISTERED token, retries a 500', async () => {
    const dishTitle = 'Paneer Butter Masala';
    const [throttled, gone, broken] = [await diner(), await diner(), await diner()];
    for (const one of [throttled, gone, broken]) {
      // Order updates off: FCM's answers below are for the campaign's pushes alone.
      expect((await post(server, '/updateAlertNotificationSetting', { orderUpdates: false, offers: true, events: true }, one.auth)).status).toBe(200);
      await ordered(one, dishTitle);
    }
    fcm.unregistered.add(gone.token);
    fcm.internal.set(broken.token, 1);
    const tokens = [throttled.token, gone.token, broken.token];
    const attemptsSince = (from: number) => fcm.attempts.slice(from).filter((t) => tokens.includes(t)).length;
    const one = await prepared(campaign({ segment: { type: 'dish', itemId: await itemIdOf(dishTitle) } }));
    fcm.quota = { count: 3, retryAfterSeconds: 30 };
    const before = fcm.attempts.length;
    expect((await admin(owner, 'POST', `/campaigns/${one.id}/send`, { version: one.version })).status).toBe(200);
    await server.pushWorker.runOnce();
    // All three met the quota (sent together); no attempt at all until its 30 s are over, none of the three spent.
    expect([attemptsSince(before), fcm.quota.count]).toEqual([3, 0]);
    clock.advance(29_000);
    const paused = fcm.attempts.length;
    await server.pushWorker.runOnce();
    expect(attemptsSince(paused)).toBe(0);
    expect(campaignPushes(one.id)).toHaveLength(0);
    clock.advance(1_000);
    await server.pushWorker.runOnce();
    expect(campaignPushes(one.id).map((s) => s.message.token)).toEqual([throttled.token]);
    expect(await server.db.select().from(devices).where(eq(devices.fcmToken, gone.token))).toEqual([]);
    // The 500 is retried after the outbox's first backoff.
    clock.advance(5_000);
    await server.pushWorker.runOnce();
    expect(campaignPushes(one.id).map((s) => s.message.token).sort()).toEqual([throttled.token, broken.token].sort());
    expect(await figures(one.id)).toMatchObject({ targeted: 3, sent: 2, failed: 1 });
  });
});

describe('two processes at once', () => {
  it('fan out one batch once and send each diner’s push once', { tags: ['postgres'] }, async () => {
    const dishTitle = 'Dal Makhani';
    const many = await Promise.all(Array.from({ length: 12 }, () => diner()));
    for (const one of many) await ordered(one, dishTitle);
    const one = await sent(campaign({ segment: { type: 'dish', itemId: await itemIdOf(dishTitle) } }));
    const [row] = await server.db.update(campaigns).set({ state: 'SENDING' }).where(eq(campaigns.id, one.id)).returning();
    // Two workers took the same campaign at the same cursor: one batch goes in, the other finds it taken.
    const results = await Promise.all([fanOutBatch(server.db, row!, clock.now()), fanOutBatch(server.db, row!, clock.now())]);
    expect(results.map((r) => r.result).sort()).toEqual(['more', 'taken']);
    const queued = await server.db.select().from(pushOutbox).where(eq(pushOutbox.bulk, true));
    expect(queued.filter((r) => many.some((d) => d.token === r.fcmToken))).toHaveLength(12);
    // Two senders claim at once: each push goes once.
    const deps = { db: server.db, now: clock.now, log: () => undefined };
    const throttle: Throttle = { until: 0 };
    await Promise.all([sendDuePushes(deps, sender, throttle), sendDuePushes(deps, sender, throttle), sendDuePushes(deps, sender, throttle)]);
    // The workers stopped after that batch (as a crash would): past their lease, the next round finishes the campaign.
    clock.advance(61_000);
    await server.pushWorker.runOnce();
    expect(many.map((d) => campaignPushes(one.id, d.token).length)).toEqual(many.map(() => 1));
    expect(await figures(one.id)).toMatchObject({ state: 'SENT', targeted: 12, sent: 12 });
  });
});
