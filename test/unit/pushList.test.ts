import { describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../src/api/contract';
import { notificationOfPush, withNotification } from '../../sw/pushList';

const ORDER_PUSH = { kind: 'ORDER', title: 'Order accepted', body: 'On its way soon', target: '/track-order?orderRefId=GL1', notificationId: '42', orderRefId: 'GL1', tag: 'order-GL1' };

describe("a push in the worker's copy of the list", () => {
  it('becomes an unread item of the list, as the server lists it', () => {
    expect(notificationOfPush(ORDER_PUSH, 1_700_000_000_000)).toEqual({
      recordId: 42,
      kind: 'ORDER',
      title: 'Order accepted',
      body: 'On its way soon',
      target: '/track-order?orderRefId=GL1',
      orderRefId: 'GL1',
      createdAt: 1_700_000_000_000,
      read: false,
    });
  });

  it.each([
    ['no notification id', { ...ORDER_PUSH, notificationId: undefined }],
    ['an id that is not a number', { ...ORDER_PUSH, notificationId: 'x' }],
    ['an unknown kind', { ...ORDER_PUSH, kind: 'SPAM' }],
    ['no title', { ...ORDER_PUSH, title: undefined }],
  ])('is left out with %s', (_why, data) => {
    expect(notificationOfPush(data, 0)).toBeNull();
  });

  it('goes first, once: a push delivered twice is listed once', () => {
    const item = notificationOfPush(ORDER_PUSH, 5);
    if (!item) throw new Error('expected an item');
    const page: NotificationPage = { items: [{ ...item, recordId: 7, title: 'Older' }], hasMore: true };
    const once = withNotification(page, item);
    expect(once.items.map((i) => i.recordId)).toEqual([42, 7]);
    expect(once.hasMore).toBe(true);
    expect(withNotification(once, item)).toBe(once);
  });
});
