/** Push notifications: devices, the notification list, alert settings (issue 9). */
import { z } from 'zod';
import { DEVICE_TYPES, NOTIFICATION_LIMITS } from '../endpoints';
import type { NOTIFICATION_KINDS } from '../endpoints';
import { id, pageQuery } from './fields';
import type { Page } from './fields';

export type DeviceType = (typeof DEVICE_TYPES)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// A blank value is refused as missing (a regex rather than min(1), so the message stays 'x is required').
const deviceId = z
  .string({ error: 'deviceId is required' })
  .regex(/\S/, 'deviceId is required')
  .max(NOTIFICATION_LIMITS.maxDeviceIdLength, `deviceId must be at most ${NOTIFICATION_LIMITS.maxDeviceIdLength} characters`);

/** POST updateDeviceDetail: the same deviceId re-registering replaces its token (one row per user + deviceId). */
export const updateDeviceDetailRequest = z
  .object({
    deviceType: z.enum(DEVICE_TYPES, { error: `deviceType must be one of ${DEVICE_TYPES.join(', ')}` }),
    fcmDeviceToken: z
      .string({ error: 'fcmDeviceToken is required' })
      .regex(/\S/, 'fcmDeviceToken is required')
      .max(NOTIFICATION_LIMITS.maxTokenLength, `fcmDeviceToken must be at most ${NOTIFICATION_LIMITS.maxTokenLength} characters`),
    deviceId,
  })
  .strict();
export type UpdateDeviceDetailRequest = z.infer<typeof updateDeviceDetailRequest>;

/** POST unlinkDevice: sign-out calls it before the credential is dropped. */
export const unlinkDeviceRequest = z.object({ deviceId }).strict();
export type UnlinkDeviceRequest = z.infer<typeof unlinkDeviceRequest>;

/** GET getNotificationList?page=1&size=20. */
export const notificationListQuery = pageQuery({ maxSize: NOTIFICATION_LIMITS.maxPageSize, defaultSize: NOTIFICATION_LIMITS.defaultPageSize });
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** POST markNotificationRead: one notification, or all of them. */
export const markNotificationReadRequest = z.union(
  [z.object({ recordId: id('recordId') }).strict(), z.object({ all: z.literal(true, { error: 'all must be true' }) }).strict()],
  { error: 'send { recordId } or { all: true }' },
);
export type MarkNotificationReadRequest = z.infer<typeof markNotificationReadRequest>;

/** getAlertNotificationSetting's answer and updateAlertNotificationSetting's body (all true by default). */
export const alertSettingsRequest = z
  .object({
    orderUpdates: z.boolean({ error: 'orderUpdates must be true or false' }),
    offers: z.boolean({ error: 'offers must be true or false' }),
    events: z.boolean({ error: 'events must be true or false' }),
  })
  .strict();
export type AlertSettings = z.infer<typeof alertSettingsRequest>;

export interface AppNotification {
  recordId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path such as '/track-order?orderRefId=GL123' or '/offers'. */
  target: string;
  orderRefId: string | null;
  /** epoch ms */
  createdAt: number;
  read: boolean;
}

/** responsePacket of getNotificationList: newest first. */
export type NotificationPage = Page<AppNotification>;

/**
 * The data of an FCM data-only push (every value a string). tag = 'order-<orderRefId>' for ORDER (a newer
 * status replaces the older notification), 'offer-<id>' / 'event-<id>' otherwise.
 */
export interface PushData {
  kind: NotificationKind;
  title: string;
  body: string;
  target: string;
  tag: string;
  notificationId: string;
  orderRefId?: string;
}
