import { describe, expect, it } from 'vitest';
import { deviceTypeOf, isIosBrowserTab } from '../../src/features/notifications/deviceType';
import { registrationDue } from '../../src/features/notifications/refresh';
import { tagOfPush } from '../../src/features/notifications/tag';
import { readPush } from '../../sw/readPush';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
};

describe('deviceTypeOf (SPEC 7: ANDROID, IPHONE for macOS or iOS, otherwise WEB)', () => {
  it('is ANDROID for Android, even though its platform says Linux', () => {
    expect(deviceTypeOf(UA.androidChrome, 'Linux armv81')).toBe('ANDROID');
  });
  it('is IPHONE for an iPhone, an iPad calling itself a Mac, and a Mac', () => {
    expect(deviceTypeOf(UA.iphoneSafari, 'iPhone')).toBe('IPHONE');
    expect(deviceTypeOf(UA.ipadOs, 'MacIntel')).toBe('IPHONE');
    expect(deviceTypeOf(UA.macChrome, 'MacIntel')).toBe('IPHONE');
  });
  it('uses the platform when the agent is trimmed', () => {
    expect(deviceTypeOf('Mozilla/5.0', 'MacIntel')).toBe('IPHONE');
    expect(deviceTypeOf('Mozilla/5.0', 'iPhone')).toBe('IPHONE');
  });
  it('is WEB for everything else', () => {
    expect(deviceTypeOf(UA.windowsEdge, 'Win32')).toBe('WEB');
    expect(deviceTypeOf(UA.linuxFirefox, 'Linux x86_64')).toBe('WEB');
    expect(deviceTypeOf('', '')).toBe('WEB');
  });
});

describe('isIosBrowserTab (push on iOS only from the home-screen app)', () => {
  it('is true for Safari tabs on an iPhone or an iPad, false once installed', () => {
    expect(isIosBrowserTab(UA.iphoneSafari, 'iPhone', 5, false)).toBe(true);
    expect(isIosBrowserTab(UA.ipadOs, 'MacIntel', 5, false)).toBe(true);
    expect(isIosBrowserTab(UA.iphoneSafari, 'iPhone', 5, true)).toBe(false);
  });
  it('is false on a Mac (no touch) and on Android', () => {
    expect(isIosBrowserTab(UA.macChrome, 'MacIntel', 0, false)).toBe(false);
    expect(isIosBrowserTab(UA.androidChrome, 'Linux armv81', 5, false)).toBe(false);
  });
});

describe('registrationDue (SPEC 4/9: the push token is refreshed after 7 days)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 23, 12);
  const record = (ageMs: number, user = 'u1') => ({ token: 't', registeredAt: now - ageMs, user });

  it('is due when nothing was sent yet', () => {
    expect(registrationDue(undefined, 'u1', now)).toBe(true);
  });
  it('is not due before 7 days, and due from 7 days on', () => {
    expect(registrationDue(record(0), 'u1', now)).toBe(false);
    expect(registrationDue(record(7 * DAY - 1), 'u1', now)).toBe(false);
    expect(registrationDue(record(7 * DAY), 'u1', now)).toBe(true);
    expect(registrationDue(record(30 * DAY), 'u1', now)).toBe(true);
  });
  it('is due at once when another user signed in on this device', () => {
    expect(registrationDue(record(DAY, 'u1'), 'u2', now)).toBe(true);
  });
  it('is due at once when the app now reads in another language (its pushes follow it); a record without one was English', () => {
    expect(registrationDue({ ...record(DAY), locale: 'en' }, 'u1', now, 'hi')).toBe(true);
    expect(registrationDue({ ...record(DAY), locale: 'hi' }, 'u1', now, 'hi')).toBe(false);
    expect(registrationDue(record(DAY), 'u1', now, 'hi')).toBe(true);
    expect(registrationDue(record(DAY), 'u1', now, 'en')).toBe(false);
  });
  it('is due when the clock was set back behind the last registration', () => {
    expect(registrationDue(record(-DAY), 'u1', now)).toBe(true);
  });
});

describe('tagOfPush (one notification per order: a newer status replaces the older)', () => {
  it("keeps the server's tag", () => {
    expect(tagOfPush({ kind: 'ORDER', tag: 'order-GL1', orderRefId: 'GL1', notificationId: '7' })).toBe('order-GL1');
  });
  it('gives every status of one order the same tag, and two orders different tags', () => {
    const placed = tagOfPush({ kind: 'ORDER', orderRefId: 'GL1', notificationId: '7' });
    const onTheWay = tagOfPush({ kind: 'ORDER', orderRefId: 'GL1', notificationId: '8' });
    const other = tagOfPush({ kind: 'ORDER', orderRefId: 'GL2', notificationId: '9' });
    expect(placed).toBe('order-GL1');
    expect(onTheWay).toBe(placed);
    expect(other).not.toBe(placed);
  });
  it('tags offers and events by their own id', () => {
    expect(tagOfPush({ kind: 'OFFER', notificationId: '3' })).toBe('offer-3');
    expect(tagOfPush({ kind: 'EVENT', notificationId: '4' })).toBe('event-4');
  });
  it('gives no tag when nothing tells the message apart (it replaces nothing)', () => {
    expect(tagOfPush({ kind: 'ORDER' })).toBeUndefined();
    expect(tagOfPush({})).toBeUndefined();
  });
});

describe('readPush (the worker reads a message as FCM delivers a data-only one)', () => {
  const fcm = {
    data: { kind: 'ORDER', title: 'Order on its way', body: 'Your order GL1 is out for delivery', target: '/track-order?orderRefId=GL1', tag: 'order-GL1', notificationId: '12', orderRefId: 'GL1' },
    from: '1234567890',
    fcmMessageId: 'abc-123',
    priority: 'high',
  };
  it('shows title, body, icon, badge, the order tag and the target for the click', () => {
    const shown = readPush(fcm);
    expect(shown?.title).toBe('Order on its way');
    expect(shown?.options).toMatchObject({
      body: 'Your order GL1 is out for delivery',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'order-GL1',
      data: { target: '/track-order?orderRefId=GL1', notificationId: '12' },
    });
  });
  it('reads nothing from a payload that is not an object', () => {
    expect(readPush(null)).toBeNull();
    expect(readPush('hello')).toBeNull();
  });
});
