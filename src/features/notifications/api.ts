import { apiGet, apiPost, apiRead } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { AlertSettings, AppNotification, NotificationPage, UpdateDeviceDetailRequest } from '../../api/contract';
import { arrayOf, isBoolean, isNull, isNumber, isString, nullable, shape } from '../../api/guards';
import type { Guard } from '../../api/guards';

const isNotification = shape<AppNotification>({
  recordId: isNumber,
  kind: isString,
  title: isString,
  body: isString,
  target: isString,
  orderRefId: nullable(isString),
  createdAt: isNumber,
  read: isBoolean,
});
const isNotificationPage = shape<NotificationPage>({
  items: arrayOf(isNotification),
  hasMore: isBoolean,
});
const isAlertSettings: Guard<AlertSettings> = shape<AlertSettings>({
  orderUpdates: isBoolean,
  offers: isBoolean,
  events: isBoolean,
});

export const NOTIFICATION_PAGE_SIZE = 20;

/** One page of the list; cachedAt is set when the worker answered from its cache (offline). */
export const fetchNotificationPage = (page: number) =>
  apiRead(`${PATHS.notificationList}?page=${page}&size=${NOTIFICATION_PAGE_SIZE}`, { auth: true, guard: isNotificationPage });

export const markNotificationRead = (recordId: number) => apiPost(PATHS.markNotificationRead, { recordId }, { auth: true });

/** The app was reopened by this notification's click (a campaign's 'opened'; the server keeps the first). */
export const reportNotificationOpened = (recordId: number) => apiPost(PATHS.notificationOpened, { recordId }, { auth: true });

export const fetchAlertSettings = () =>
  apiGet(PATHS.getAlertNotificationSetting, {
    auth: true,
    guard: isAlertSettings,
  });

export const saveAlertSettings = (settings: AlertSettings) =>
  apiPost(PATHS.updateAlertNotificationSetting, settings, {
    auth: true,
    guard: isAlertSettings,
    idempotencyKey: true,
  });

export const updateDeviceDetail = (body: UpdateDeviceDetailRequest) =>
  apiPost(PATHS.updateDeviceDetail, body, {
    auth: true,
    guard: isNull,
    idempotencyKey: true,
  });

/** Signed with the credential being dropped: sign-out calls it just before the credential goes. */
export const unlinkDevice = (deviceId: string, credential: string) => apiPost(PATHS.unlinkDevice, { deviceId }, { credential });
