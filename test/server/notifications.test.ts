/**
 * Push notifications (issue 9) over HTTP, with the real FCM sender pointed at a local stand-in of Google's
 * token endpoint and FCM v1: device registration, what a demo order's status changes and announcements send,
 * settings respected, dead tokens removed, retries with backoff, the list, read marks and every rule's failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { AlertSettings, NotificationPage, Order } from '../../src/api/contract';
import { devices, notifications, pushOutbox } from '../../server/db/schema';
import { createApp } from '../../server/app';
import { FCM_SCOPE, FcmSender } from '../../server/push/fcm';
import { PUSH_BACKOFF_MS, announce, orderNotification } from '../../server/push/notifications';
import { startFakeFcm, type FakeFcm } from '../support/fakeFcm';
import { MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { basicAuth, get, post, signIn } from './http';

const clock = manualClock();
let fcm: FakeFcm;
let server: TestServer;
let tokenCounter = 0;
/** An FCM-like registration token, unique in this file. */
const newToken = () => `fcm-token-${++tokenCounter}-${'x'.repeat(140)}`;

beforeAll(async () => {
  fcm = await startFakeFcm();
  server = await startTestServer({
    now: clock.now,
    // 100 s from placing to done: ACCEPTED at 10 s, PREPARING at 25 s, done at 100 s (takeaway).
    demoOrderSeconds: 100,
    // Rounds run when a test asks (pushWorker.runOnce), so each step is seen at a known clock.
    push: { sender: new FcmSender({ serviceAccount: fcm.serviceAccount, baseUrl: fcm.baseUrl }), intervalMs: 3_600_000 },
  });
});
afterAll(async () => {
  await server.close();
  await fcm.close();
});

async function register(customer: Customer, deviceId: string, token: string, deviceType = 'WEB') {
  const res = await post(server, '/updateDeviceDetail', { deviceType, fcmDeviceToken: token, deviceId }, customer.auth);
  expect(res.status, res.body.message).toBe(200);
  expect(res.body).toEqual({ errorCode: 0, message: 'Device registered', responsePacket: null });
}

async function placeTakeAway(customer: Customer): Promise<Order> {
  const order = await draft(server, customer, [['Dal Makhani', 1]], { restaurantUuid: MOHALI, orderType: 'TakeAway' });
  const res = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth);
  if (res.status !== 200) throw new Error(res.body.message);
  return res.body.responsePacket;
}

const sentTo = (token: string) => fcm.sent.filter((s) => s.message.token === token);
const list = (customer: Customer, query = '') => get<NotificationPage>(server, `/getNotificationList${query}`, customer.auth);
const tokensOf = async (userToken: string[]) =>
  (await server.db.select({ fcmToken: devices.fcmToken }).from(devices)).map((d) => d.fcmToken).filter((t) => userToken.includes(t)).sort();
let offerId = 0;
const offer = () => ({ kind: 'OFFER' as const, id: String(++offerId), title: 'Half-price desserts', body: 'Today only, at every outlet.', target: '/offers' });

describe('order status changes', () => {
  it('send exactly one data message per device of that customer, minted with the service account JWT', async () => {
    const [alice, bob] = [await newCustomer(server), await newCustomer(server)];
    const [phone, laptop, bobs] = [newToken(), newToken(), newToken()];
    await register(alice, 'alice-phone', phone, 'ANDROID');
    await register(alice, 'alice-laptop', laptop);
    await register(bob, 'bob-phone', bobs);

    const order = await placeTakeAway(alice);
    await server.pushWorker.runOnce();
    expect(sentTo(phone)).toHaveLength(0); // PLACED is the customer's own act, not news

    clock.advance(10_000);
    await server.pushWorker.runOnce();
    await server.pushWorker.runOnce(); // a second look at the same moment sends nothing again
    const [stored] = await server.db.select().from(notifications).where(eq(notifications.orderRefId, order.orderRefId));
    expect(stored).toBeDefined();
    const data = {
      kind: 'ORDER',
      title: 'Order accepted',
      body: `Gold Leaf — Mohali Phase 8 has accepted your order ${order.orderRefId}.`,
      target: `/track-order?orderRefId=${order.orderRefId}`,
      tag: `order-${order.orderRefId}`,
      notificationId: String(stored?.id),
      orderRefId: order.orderRefId,
    };
    for (const token of [phone, laptop]) {
      expect(sentTo(token)).toHaveLength(1);
      const message = sentTo(token)[0]?.message;
      // Data-only: the worker shows the notification itself; no `notification` block that FCM would display too.
      expect(message).toEqual({ token, data, android: { priority: 'high' }, webpush: { headers: { Urgency: 'high' } } });
    }
    expect(sentTo(bobs)).toHaveLength(0);

    clock.advance(15_000);
    await server.pushWorker.runOnce();
    expect(sentTo(phone).map((s) => s.message.data.title)).toEqual(['Order accepted', 'Your food is being prepared']);
    expect(sentTo(phone)[1]?.message.data.tag).toBe(`order-${order.orderRefId}`); // replaces the older one on the device

    // OAuth: one exchange (the token is cached), with an assertion signed by the service account's key.
    expect(fcm.refusedAssertions).toEqual([]);
    expect(fcm.tokenRequests).toHaveLength(1);
    const [exchange] = fcm.tokenRequests;
    expect(exchange?.grantType).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(exchange?.header).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: fcm.serviceAccount.private_key_id });
    expect(exchange?.claims).toMatchObject({ iss: fcm.serviceAccount.client_email, aud: fcm.serviceAccount.token_uri, scope: FCM_SCOPE });
    expect(new Set(fcm.sent.map((s) => s.authorization)).size).toBe(1);
    expect(fcm.sent[0]?.authorization).toMatch(/^Bearer ya29\./);
    expect(fcm.sent.every((s) => s.projectId === fcm.serviceAccount.project_id)).toBe(true);

    const page = (await list(alice)).body.responsePacket;
    expect(page.items.map((n) => [n.title, n.read, n.orderRefId])).toEqual([
      ['Your food is being prepared', false, order.orderRefId],
      ['Order accepted', false, order.orderRefId],
    ]);
    expect(page.items[1]).toMatchObject({ kind: 'ORDER', target: data.target, createdAt: clock.now() - 15_000 });
    expect((await list(bob)).body.responsePacket.items).toEqual([]);
  });

  it("are pushed in each device's language and listed in the reader's (issue 24): a Hindi phone, an English laptop", async () => {
    const customer = await newCustomer(server);
    const [phone, laptop] = [newToken(), newToken()];
    // The phone was linked while the app read in Hindi (its lang cookie), the laptop in English.
    const linked = await post(server, '/updateDeviceDetail', { deviceType: 'ANDROID', fcmDeviceToken: phone, deviceId: 'hindi-phone' }, { ...customer.auth, Cookie: 'lang=hi' });
    expect(linked.body.message).toBe('डिवाइस रजिस्टर हो गया');
    await register(customer, 'english-laptop', laptop);
    const order = await placeTakeAway(customer);
    clock.advance(10_000);
    await server.pushWorker.runOnce();
    expect(sentTo(phone).map((s) => [s.message.data.title, s.message.data.body])).toEqual([
      ['ऑर्डर स्वीकार हुआ', `Gold Leaf — Mohali Phase 8 ने आपका ऑर्डर ${order.orderRefId} स्वीकार कर लिया है।`],
    ]);
    expect(sentTo(laptop).map((s) => s.message.data.title)).toEqual(['Order accepted']);
    const inHindi = (await get<NotificationPage>(server, '/getNotificationList', { ...customer.auth, 'Accept-Language': 'hi-IN' })).body.responsePacket;
    expect(inHindi.items.map((n) => n.title)).toEqual(['ऑर्डर स्वीकार हुआ']);
    expect((await list(customer)).body.responsePacket.items.map((n) => n.title)).toEqual(['Order accepted']);
  });

  it('name the handover for what it is: delivered at the door, served at the table, ready at the counter', () => {
    const handover = (orderType: string) => orderNotification('GL-1', 'DELIVERED', 'Gold Leaf — Ropar', orderType)?.title;
    expect(['HomeDelivery', 'DineIn', 'TakeAway'].map(handover)).toEqual(['Order delivered', 'Order served', 'Order ready']);
    expect(orderNotification('GL-1', 'DELIVERED', 'Gold Leaf — Ropar', 'DineIn')?.body).toBe('Your order GL-1 has been served at Gold Leaf — Ropar. Enjoy your meal!');
  });

  it('send nothing while the customer has order updates off, and keep the notification for the list', async () => {
    const carol = await newCustomer(server);
    const token = newToken();
    await register(carol, 'carol-phone', token);
    const off: AlertSettings = { orderUpdates: false, offers: true, events: true };
    expect((await post(server, '/updateAlertNotificationSetting', off, carol.auth)).body.responsePacket).toEqual(off);

    const order = await placeTakeAway(carol);
    clock.advance(10_000);
    await server.pushWorker.runOnce();
    expect(sentTo(token)).toHaveLength(0);
    expect((await list(carol)).body.responsePacket.items.map((n) => n.orderRefId)).toEqual([order.orderRefId]);

    // Offers are still on for her.
    expect(await announce({ db: server.db, now: clock.now }, offer())).toBeGreaterThan(0);
    await server.pushWorker.runOnce();
    expect(sentTo(token).map((s) => s.message.data.kind)).toEqual(['OFFER']);
  });
});

describe('announcements', () => {
  it('go to every customer with that kind on, once, tagged by the offer or event', async () => {
    const [dave, erin] = [await newCustomer(server), await newCustomer(server)];
    const [daves, erins] = [newToken(), newToken()];
    await register(dave, 'dave', daves);
    await register(erin, 'erin', erins, 'IPHONE');
    await post(server, '/updateAlertNotificationSetting', { orderUpdates: true, offers: false, events: true }, dave.auth);

    const deal = offer();
    await announce({ db: server.db, now: clock.now }, deal);
    await announce({ db: server.db, now: clock.now }, deal); // announcing twice is a no-op
    await server.pushWorker.runOnce();
    expect(sentTo(daves)).toHaveLength(0);
    expect((await list(dave)).body.responsePacket.items).toEqual([]);
    expect(sentTo(erins)).toHaveLength(1);
    const data = sentTo(erins)[0]?.message.data;
    expect(data).toMatchObject({ kind: 'OFFER', title: deal.title, body: deal.body, target: '/offers', tag: `offer-${deal.id}` });
    expect(data).not.toHaveProperty('orderRefId');

    await announce({ db: server.db, now: clock.now }, { kind: 'EVENT', id: 'mrp-night-7', title: 'MRP Night', body: 'Friday at Mohali', target: '/event-detail/mrp-night-7' });
    await server.pushWorker.runOnce();
    expect(sentTo(daves).map((s) => s.message.data.tag)).toEqual(['event-mrp-night-7']);
  });
});

describe('dead tokens and retries', () => {
  it('deletes a device whose token FCM answers UNREGISTERED or not valid, and still sends to the others', async () => {
    const frank = await newCustomer(server);
    const [gone, invalid, alive] = [newToken(), newToken(), newToken()];
    await register(frank, 'old-phone', gone);
    await register(frank, 'odd-phone', invalid);
    await register(frank, 'new-phone', alive);
    fcm.unregistered.add(gone);
    fcm.invalid.add(invalid);

    await announce({ db: server.db, now: clock.now }, offer());
    await server.pushWorker.runOnce();
    expect(await tokensOf([gone, invalid, alive])).toEqual([alive]);
    expect(sentTo(alive)).toHaveLength(1);
    const rows = await server.db.select().from(pushOutbox).where(eq(pushOutbox.fcmToken, gone));
    expect(rows.map((r) => r.state)).toEqual(['FAILED']);
    expect(rows[0]?.lastError).toContain('UNREGISTERED');
    expect(server.logs.some((line) => line.startsWith('push: invalid-token') && line.includes('UNREGISTERED'))).toBe(true);

    // Nothing more is queued for the dead tokens.
    await announce({ db: server.db, now: clock.now }, offer());
    await server.pushWorker.runOnce();
    expect(fcm.attempts.filter((t) => t === gone)).toHaveLength(1);
  });

  it('retries a failed send after 5 s, 30 s, 2 min and 10 min, then gives up', async () => {
    const gina = await newCustomer(server);
    const token = newToken();
    await register(gina, 'gina', token);
    const attempts = () => fcm.attempts.filter((t) => t === token).length;

    fcm.failing.set(token, 1);
    await announce({ db: server.db, now: clock.now }, offer());
    await server.pushWorker.runOnce();
    expect([attempts(), sentTo(token).length]).toEqual([1, 0]);
    clock.advance(4_999);
    await server.pushWorker.runOnce();
    expect(attempts()).toBe(1); // not due yet
    clock.advance(1);
    await server.pushWorker.runOnce();
    expect([attempts(), sentTo(token).length]).toEqual([2, 1]);

    fcm.failing.set(token, 5);
    await announce({ db: server.db, now: clock.now }, offer());
    await server.pushWorker.runOnce();
    expect(attempts()).toBe(3);
    for (const delay of PUSH_BACKOFF_MS) {
      const before = attempts();
      clock.advance(delay - 1);
      await server.pushWorker.runOnce();
      expect(attempts(), `${delay} ms after the last failure`).toBe(before);
      clock.advance(1);
      await server.pushWorker.runOnce();
      expect(attempts()).toBe(before + 1);
    }
    expect(attempts()).toBe(2 + 5);
    clock.advance(3_600_000);
    await server.pushWorker.runOnce();
    expect(attempts()).toBe(7);
    expect(sentTo(token)).toHaveLength(1);
    const rows = await server.db.select().from(pushOutbox).where(eq(pushOutbox.fcmToken, token)).orderBy(asc(pushOutbox.id));
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ['SENT', 2],
      ['FAILED', 5],
    ]);
    const row = rows[1];
    expect(row?.lastError).toContain('UNAVAILABLE');
  });
});

describe('access tokens', () => {
  it('mints a new access token when FCM refuses the cached one, and sends on the retry', async () => {
    const uma = await newCustomer(server);
    const token = newToken();
    await register(uma, 'uma', token);
    const exchanges = fcm.tokenRequests.length;
    fcm.revokeAccessTokens();

    const refused = fcm.unauthenticated;
    await announce({ db: server.db, now: clock.now }, offer());
    await server.pushWorker.runOnce();
    // The first send is refused (401); the sender forgets the token, and the next send mints a new one.
    expect(fcm.unauthenticated).toBe(refused + 1);
    expect(fcm.tokenRequests).toHaveLength(exchanges + 1);
    clock.advance(PUSH_BACKOFF_MS[0]);
    await server.pushWorker.runOnce();
    expect(sentTo(token)).toHaveLength(1);
    expect(fcm.unauthenticated).toBe(refused + 1);
  });
});

describe('the worker loop and push off', () => {
  it('sends by itself at its interval, and stops when the app closes', async () => {
    const looping = () => startTestServer({ push: { sender: new FcmSender({ serviceAccount: fcm.serviceAccount, baseUrl: fcm.baseUrl }), intervalMs: 20 } });
    /** Waits (5 s at most) until the fake FCM has sent `count` pushes to the token: the loop's rounds, seen. */
    const sent = async (token: string, count: number) => {
      const deadline = Date.now() + 5_000;
      while (sentTo(token).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sentTo(token)).toHaveLength(count);
    };
    const withDevice = async (app: TestServer, deviceId: string) => {
      const customer = await newCustomer(app);
      const token = newToken();
      const res = await post(app, '/updateDeviceDetail', { deviceType: 'WEB', fcmDeviceToken: token, deviceId }, customer.auth);
      expect(res.status).toBe(200);
      return token;
    };
    const own = await looping();
    let open = true;
    try {
      const token = await withDevice(own, 'hana');
      await announce({ db: own.db, now: Date.now }, offer());
      await sent(token, 1);
      await own.close();
      open = false;
      const logged = own.logs.length;
      // Stopped, the loop runs no more rounds; one left running would try every 20 ms on the closed database, and log
      // each failure. That rounds had time to run is seen on a second app's loop at the same interval: three pushes,
      // each announced after the one before was sent.
      const other = await looping();
      try {
        const otherToken = await withDevice(other, 'ines');
        for (const count of [1, 2, 3]) {
          await announce({ db: other.db, now: Date.now }, offer());
          await sent(otherToken, count);
        }
      } finally {
        await other.close();
      }
      expect(own.logs.slice(logged)).toEqual([]);
      expect(sentTo(token)).toHaveLength(1);
    } finally {
      if (open) await own.close();
    }
    // Two servers start in this test: more than the 20 s default on a busy machine.
  }, 60_000);

  it('without FCM says push is off at start and still keeps notifications for the list', async () => {
    const own = await startTestServer();
    try {
      expect(own.logs).toContain('Push is off: FCM is not configured (notifications are kept for the list only)');
      const ivan = await newCustomer(own);
      await post(own, '/updateDeviceDetail', { deviceType: 'WEB', fcmDeviceToken: newToken(), deviceId: 'ivan' }, ivan.auth);
      await announce({ db: own.db, now: Date.now }, offer());
      await own.pushWorker.runOnce();
      const page = await get<NotificationPage>(own, '/getNotificationList', ivan.auth);
      expect(page.body.responsePacket.items.map((n) => n.kind)).toEqual(['OFFER']);
    } finally {
      await own.close();
    }
  });
});

describe('devices', () => {
  it('keeps one row per customer and deviceId: registering again replaces the token', async () => {
    const jo = await newCustomer(server);
    const [first, second] = [newToken(), newToken()];
    await register(jo, 'jo-phone', first);
    await register(jo, 'jo-phone', second, 'ANDROID');
    const rows = await server.db.select().from(devices).where(eq(devices.deviceId, 'jo-phone'));
    expect(rows.map((r) => [r.fcmToken, r.deviceType])).toEqual([[second, 'ANDROID']]);

    await announce({ db: server.db, now: clock.now }, offer());
    await server.pushWorker.runOnce();
    expect([sentTo(first).length, sentTo(second).length]).toEqual([0, 1]);
  });

  it('moves a token to whoever registers it last on that browser', async () => {
    const [kim, lee] = [await newCustomer(server), await newCustomer(server)];
    const token = newToken();
    await register(kim, 'shared-browser', token);
    await register(lee, 'shared-browser', token);
    const rows = await server.db.select({ userId: devices.userId }).from(devices).where(eq(devices.fcmToken, token));
    expect(rows).toHaveLength(1);
  });

  it('unlinks a device on unlinkDevice, on logout of the credential it was registered with, and on account deletion', async () => {
    const mo = await newCustomer(server);
    const [a, b, c] = [newToken(), newToken(), newToken()];
    await register(mo, 'a', a);
    await register(mo, 'b', b);
    expect((await post(server, '/unlinkDevice', { deviceId: 'a' }, mo.auth)).body).toEqual({ errorCode: 0, message: 'Device unlinked', responsePacket: null });
    expect(await tokensOf([a, b])).toEqual([b]);

    // The same customer signed in on a tablet too: logging the first device out unlinks its device only.
    clock.advance(31_000); // a second OTP for the same number waits 30 s
    const tablet = { auth: basicAuth(await signIn(server, mo.credentials.mobile)) };
    const tabletToken = newToken();
    const registered = await post(server, '/updateDeviceDetail', { deviceType: 'WEB', fcmDeviceToken: tabletToken, deviceId: 'tablet' }, tablet.auth);
    expect(registered.status).toBe(200);
    expect((await post(server, '/logout', {}, mo.auth)).status).toBe(200);
    expect(await tokensOf([a, b, tabletToken])).toEqual([tabletToken]);

    const ned = await newCustomer(server);
    await register(ned, 'c', c);
    expect((await get(server, '/deleteAccount', ned.auth)).status).toBe(200);
    expect(await tokensOf([c])).toEqual([]);
  });
});

describe('pushes for someone who has signed out (issue 20)', () => {
  /** A's order push, queued while FCM fails for this phone's token: one failed attempt, due again in 5 s. */
  async function queuedWhileFcmFails(token: string): Promise<{ ava: Customer; notificationId: number }> {
    const ava = await newCustomer(server);
    await register(ava, 'family-phone', token);
    fcm.failing.set(token, 1);
    const order = await placeTakeAway(ava);
    clock.advance(10_000); // ACCEPTED
    await server.pushWorker.runOnce();
    expect(fcm.attempts.filter((t) => t === token)).toHaveLength(1);
    const [notification] = await server.db.select().from(notifications).where(eq(notifications.orderRefId, order.orderRefId));
    if (!notification) throw new Error('no notification stored');
    expect(notification.body).toContain('has accepted your order');
    return { ava, notificationId: notification.id };
  }
  const outboxOf = (notificationId: number, token: string) =>
    server.db
      .select({ state: pushOutbox.state, lastError: pushOutbox.lastError })
      .from(pushOutbox)
      .where(and(eq(pushOutbox.notificationId, notificationId), eq(pushOutbox.fcmToken, token)));

  it('logout drops what was queued for that device, and the next customer on the phone never gets it', async () => {
    const token = newToken();
    const { ava, notificationId } = await queuedWhileFcmFails(token);
    expect((await post(server, '/logout', {}, ava.auth)).status).toBe(200);
    expect(await outboxOf(notificationId, token)).toEqual([{ state: 'DROPPED', lastError: 'The device is no longer signed in to this customer' }]);

    const ben = await newCustomer(server);
    await register(ben, 'family-phone', token);
    clock.advance(5_000); // FCM is back and the retry is due
    await server.pushWorker.runOnce();
    expect(sentTo(token)).toEqual([]);
  });

  it('a push is sent only while its token still belongs to the customer it is for, checked when sending', async () => {
    const token = newToken();
    const { notificationId } = await queuedWhileFcmFails(token);
    // Ava never signed out on this phone; Ben signed in on it and registered the same token.
    const ben = await newCustomer(server);
    await register(ben, 'family-phone', token);
    clock.advance(5_000);
    await server.pushWorker.runOnce();
    expect(sentTo(token)).toEqual([]);
    expect(await outboxOf(notificationId, token)).toEqual([{ state: 'DROPPED', lastError: 'The device is no longer signed in to this customer' }]);

    // Ben's own pushes on that phone still go.
    await announce({ db: server.db, now: clock.now }, offer());
    await server.pushWorker.runOnce();
    expect(sentTo(token).map((s) => s.message.data.title)).toEqual(['Half-price desserts']);
  });
});

describe('the notification list, read marks and settings', () => {
  it('pages newest first, marks one or all read, and keeps each customer to their own', async () => {
    const [olga, pia] = [await newCustomer(server), await newCustomer(server)];
    await post(server, '/updateAlertNotificationSetting', { orderUpdates: true, offers: false, events: true }, pia.auth);
    const titles: string[] = [];
    for (let i = 1; i <= 3; i++) {
      clock.advance(60_000);
      const id = `olga-${i}`;
      titles.unshift(`Event ${i}`);
      // Pia has offers off, so events only; both get the events.
      await announce({ db: server.db, now: clock.now }, { kind: 'EVENT', id, title: `Event ${i}`, body: 'Soon', target: `/event-detail/${id}` });
    }
    const first = (await list(olga, '?page=1&size=2')).body.responsePacket;
    expect(first.items.map((n) => n.title)).toEqual(titles.slice(0, 2));
    expect(first.hasMore).toBe(true);
    const second = (await list(olga, '?page=2&size=2')).body.responsePacket;
    expect(second.items.map((n) => n.title)).toEqual(titles.slice(2));
    expect(second.hasMore).toBe(false);
    expect(first.items.every((n) => !n.read)).toBe(true);

    const newest = first.items[0];
    expect((await post(server, '/markNotificationRead', { recordId: newest?.recordId }, olga.auth)).status).toBe(200);
    expect((await list(olga)).body.responsePacket.items.map((n) => n.read)).toEqual([true, false, false]);
    // Pia cannot mark Olga's.
    const foreign = await post(server, '/markNotificationRead', { recordId: first.items[1]?.recordId }, pia.auth);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Notification not found']);
    expect((await list(olga)).body.responsePacket.items.map((n) => n.read)).toEqual([true, false, false]);

    expect((await post(server, '/markNotificationRead', { all: true }, olga.auth)).status).toBe(200);
    expect((await list(olga)).body.responsePacket.items.map((n) => n.read)).toEqual([true, true, true]);
    expect((await list(pia)).body.responsePacket.items.map((n) => n.read)).toEqual([false, false, false]);
  });

  it('answers the settings, all on by default, and saves changes', async () => {
    const quinn = await newCustomer(server);
    const read = async () => (await get<AlertSettings>(server, '/getAlertNotificationSetting', quinn.auth)).body.responsePacket;
    expect(await read()).toEqual({ orderUpdates: true, offers: true, events: true });
    const changed = { orderUpdates: false, offers: true, events: false };
    const res = await post<AlertSettings>(server, '/updateAlertNotificationSetting', changed, quinn.auth);
    expect(res.body).toEqual({ errorCode: 0, message: 'Notification settings saved', responsePacket: changed });
    expect(await read()).toEqual(changed);
  });
});

describe('every rule, refused', () => {
  it('answers every call without a credential with 401 Unauthorised Access (errorCode 409)', async () => {
    const calls = [
      post(server, '/updateDeviceDetail', { deviceType: 'WEB', fcmDeviceToken: 't', deviceId: 'd' }),
      post(server, '/unlinkDevice', { deviceId: 'd' }),
      get(server, '/getNotificationList'),
      post(server, '/markNotificationRead', { all: true }),
      get(server, '/getAlertNotificationSetting'),
      post(server, '/updateAlertNotificationSetting', { orderUpdates: true, offers: true, events: true }),
    ];
    for (const res of await Promise.all(calls)) {
      expect([res.status, res.body.errorCode, res.body.message]).toEqual([401, 409, 'Unauthorised Access']);
    }
  });

  it('refuses bad shapes, naming the field', async () => {
    const rita = await newCustomer(server);
    const device = { deviceType: 'WEB', fcmDeviceToken: 'token', deviceId: 'rita' };
    const cases: Array<[string, unknown, string]> = [
      ['/updateDeviceDetail', { ...device, deviceType: 'PHONE' }, 'deviceType must be one of ANDROID, IPHONE, WEB'],
      ['/updateDeviceDetail', { deviceType: 'WEB', deviceId: 'rita' }, 'fcmDeviceToken is required'],
      ['/updateDeviceDetail', { ...device, fcmDeviceToken: '' }, 'fcmDeviceToken is required'],
      ['/updateDeviceDetail', { ...device, fcmDeviceToken: 'x'.repeat(4097) }, 'fcmDeviceToken must be at most 4096 characters'],
      ['/updateDeviceDetail', { ...device, deviceId: '' }, 'deviceId is required'],
      ['/updateDeviceDetail', { ...device, deviceId: '   ' }, 'deviceId is required'],
      ['/updateDeviceDetail', { ...device, deviceId: 'd'.repeat(129) }, 'deviceId must be at most 128 characters'],
      ['/updateDeviceDetail', { ...device, extra: 1 }, 'Unknown field: extra'],
      ['/unlinkDevice', {}, 'deviceId is required'],
      ['/markNotificationRead', {}, 'send { recordId } or { all: true }'],
      ['/markNotificationRead', { recordId: 'one' }, 'send { recordId } or { all: true }'],
      ['/markNotificationRead', { all: false }, 'send { recordId } or { all: true }'],
      ['/updateAlertNotificationSetting', { orderUpdates: true, offers: true }, 'events must be true or false'],
      ['/updateAlertNotificationSetting', { orderUpdates: 'yes', offers: true, events: true }, 'orderUpdates must be a boolean'],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(server, path, body, rita.auth);
      expect([res.status, res.body.errorCode, res.body.message], `${path} ${JSON.stringify(body).slice(0, 80)}`).toEqual([400, 400, message]);
    }
    for (const [query, message] of [
      ['?size=0', 'size must be at least 1'],
      ['?size=51', 'size must be at most 50'],
      ['?page=abc', 'page must be a number'],
      ['?page=1.5', 'page must be a whole number'],
      ['?sort=asc', 'Unknown field: sort'],
    ] as const) {
      const res = await list(rita, query);
      expect([res.status, res.body.message], query).toEqual([400, message]);
    }
    expect(await server.db.select().from(devices).where(eq(devices.deviceId, 'rita'))).toEqual([]);
  });
});

describe('several server processes on one database', () => {
  it('send each push once, whichever workers look at the same moment', { tags: ['postgres'] }, async () => {
    // A second app on the same database, as a second process behind the same balancer would be.
    const second = createApp({
      db: server.db,
      now: clock.now,
      demoOrderSeconds: 100,
      log: () => undefined,
      push: { sender: new FcmSender({ serviceAccount: fcm.serviceAccount, baseUrl: fcm.baseUrl }), intervalMs: 3_600_000 },
    });
    try {
      const alice = await newCustomer(server);
      const [phone, laptop] = [newToken(), newToken()];
      await register(alice, 'twin-phone', phone, 'ANDROID');
      await register(alice, 'twin-laptop', laptop);
      await placeTakeAway(alice);
      for (const step of [10_000, 15_000]) {
        clock.advance(step);
        // Both processes' workers, five rounds each, all at once.
        await Promise.all(Array.from({ length: 5 }, () => [server.pushWorker.runOnce(), second.pushWorker.runOnce()]).flat());
      }
      for (const token of [phone, laptop]) {
        expect(sentTo(token).map((s) => s.message.data.title)).toEqual(['Order accepted', 'Your food is being prepared']);
      }
    } finally {
      await second.close();
    }
  });
});
