/**
 * Push devices, the notification list and alert settings (issue 9). Every call is for a signed-in customer.
 * A device is tied to the credential it was registered with: logout (which revokes that credential) unlinks it.
 */
import { Hono } from 'hono';
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import {
  PATHS,
  alertSettingsRequest,
  markNotificationReadRequest,
  notificationOpenedRequest,
  notificationListQuery,
  unlinkDeviceRequest,
  updateDeviceDetailRequest,
  type AlertSettings,
  type AppNotification,
  type NotificationKind,
  type NotificationPage,
} from '../../src/api/contract';
import { alertSettings, devices, notifications } from '../db/schema';
import { currentSession, currentUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { accountWords } from '../messages/account';
import { readerLocale } from '../http/say';
import { notificationText } from '../push/notifications';
import type { Locale } from '../../src/i18n';
import type { AppEnv, Deps } from '../http/types';
import { presentOnly } from '../http/query';
import { parseWith, readJsonBody } from '../http/validate';

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { orderUpdates: true, offers: true, events: true };

/** A stored notification as its reader reads it: the server's own in their language. */
const toAppNotification = (row: typeof notifications.$inferSelect, locale: Locale): AppNotification => ({
  recordId: row.id,
  kind: row.kind as NotificationKind,
  ...notificationText(row, locale),
  target: row.target,
  orderRefId: row.orderRefId,
  createdAt: row.createdAt.getTime(),
  read: row.readAt !== null,
});

export function notificationRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.post(PATHS.updateDeviceDetail, async (c) => {
    const { user, credentialId } = currentSession(c);
    const { deviceType, fcmDeviceToken, deviceId } = await readJsonBody(c, updateDeviceDetailRequest);
    const updatedAt = new Date(deps.now());
    // Its pushes are said in the language the app reads in now (linking again follows a change).
    const locale = readerLocale(c.req.raw);
    await db.transaction(async (tx) => {
      // A token belongs to one browser: whoever registered it before on another row (another customer signed in
      // on the same browser earlier, an old deviceId) must not get this device's pushes any more.
      await tx
        .delete(devices)
        .where(and(eq(devices.fcmToken, fcmDeviceToken), or(ne(devices.userId, user.id), ne(devices.deviceId, deviceId))));
      await tx
        .insert(devices)
        .values({ userId: user.id, credentialId, deviceId, deviceType, fcmToken: fcmDeviceToken, locale, updatedAt })
        .onConflictDoUpdate({ target: [devices.userId, devices.deviceId], set: { credentialId, deviceType, fcmToken: fcmDeviceToken, locale, updatedAt } });
    });
    return ok(c, null, { ref: accountWords.deviceRegistered });
  });

  routes.post(PATHS.unlinkDevice, async (c) => {
    const user = currentUser(c);
    const { deviceId } = await readJsonBody(c, unlinkDeviceRequest);
    await db.delete(devices).where(and(eq(devices.userId, user.id), eq(devices.deviceId, deviceId)));
    return ok(c, null, { ref: accountWords.deviceUnlinked });
  });

  routes.get(PATHS.notificationList, async (c) => {
    const user = currentUser(c);
    const { page, size } = parseWith(notificationListQuery, presentOnly(c.req.query()));
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size + 1)
      .offset((page - 1) * size);
    return ok<NotificationPage>(c, { items: rows.slice(0, size).map((row) => toAppNotification(row, readerLocale(c.req.raw))), hasMore: rows.length > size });
  });

  routes.post(PATHS.markNotificationRead, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, markNotificationReadRequest);
    const readAt = new Date(deps.now());
    if ('all' in request) {
      await db
        .update(notifications)
        .set({ readAt })
        .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
      return ok(c, null, { ref: accountWords.notificationsMarkedRead });
    }
    const [found] = await db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, request.recordId), eq(notifications.userId, user.id)));
    if (!found) throw new ApiError(404, { ref: accountWords.notificationNotFound });
    // Read once: the first reading time is kept.
    if (found.readAt === null) await db.update(notifications).set({ readAt }).where(eq(notifications.id, found.id));
    return ok(c, null, { ref: accountWords.notificationMarkedRead });
  });

  routes.post(PATHS.notificationOpened, async (c) => {
    const user = currentUser(c);
    const { recordId } = await readJsonBody(c, notificationOpenedRequest);
    const openedAt = new Date(deps.now());
    const [found] = await db
      .select({ id: notifications.id, openedAt: notifications.openedAt })
      .from(notifications)
      .where(and(eq(notifications.id, recordId), eq(notifications.userId, user.id)));
    if (!found) throw new ApiError(404, { ref: accountWords.notificationNotFound });
    // Opened once: the first click is kept, and opening reads it.
    await db
      .update(notifications)
      .set({ openedAt: sql`coalesce(${notifications.openedAt}, ${openedAt})`, readAt: sql`coalesce(${notifications.readAt}, ${openedAt})` })
      .where(eq(notifications.id, found.id));
    return ok(c, null, { ref: accountWords.notificationMarkedRead });
  });

  routes.get(PATHS.getAlertNotificationSetting, async (c) => {
    const user = currentUser(c);
    const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, user.id));
    const settings: AlertSettings = row ? { orderUpdates: row.orderUpdates, offers: row.offers, events: row.events } : DEFAULT_ALERT_SETTINGS;
    return ok<AlertSettings>(c, settings);
  });

  routes.post(PATHS.updateAlertNotificationSetting, async (c) => {
    const user = currentUser(c);
    const settings = await readJsonBody(c, alertSettingsRequest);
    await db
      .insert(alertSettings)
      .values({ userId: user.id, ...settings })
      .onConflictDoUpdate({ target: alertSettings.userId, set: settings });
    return ok<AlertSettings>(c, settings, { ref: accountWords.notificationSettingsSaved });
  });

  return routes;
}
