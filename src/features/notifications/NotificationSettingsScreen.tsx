import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { AlertSettings } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { TITLES } from '../../app/routeTitles';
import { t, type MessageRef } from '../../i18n';
import { embed } from '../../i18n/embed';
import { notify } from '../../lib/toast';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { fetchAlertSettings, saveAlertSettings } from './api';
import { DeviceErrorDialog } from './DeviceErrorDialog';
import { Switch } from './Switch';
import { m } from './messages';
import { pushHint, pushStateText, usePush } from './usePush';
import './notifications.css';

const ALERTS: Array<{ key: keyof AlertSettings; label: MessageRef; hint: MessageRef }> = [
  { key: 'orderUpdates', label: m.orderUpdates, hint: m.orderUpdatesHint },
  { key: 'offers', label: m.offers, hint: m.offersHint },
  { key: 'events', label: m.events, hint: m.eventsHint },
];

/** /notifications-setting (SPEC 2, 4): this device's push permission, and which alerts the account receives. */
export function NotificationSettingsScreen() {
  const push = usePush();
  const { result, reload, set } = useLoaded(fetchAlertSettings);
  const [saving, setSaving] = useState(false);

  const toggle = async (key: keyof AlertSettings, on: boolean) => {
    if (result.state !== 'ready') return;
    const previous = result.value;
    set({ ...previous, [key]: on });
    setSaving(true);
    try {
      set(await saveAlertSettings({ ...previous, [key]: on }));
    } catch (error) {
      set(previous);
      notify.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const canAsk = push.state === 'default' || push.state === 'granted';
  return (
    <section className="screen notif-settings" aria-labelledby="notif-settings-title">
      <h1 id="notif-settings-title" className="screen__title">
        {t(TITLES.notificationSettings)}
      </h1>

      <h2 className="notif-settings__heading">{t(m.thisDevice)}</h2>
      <div className="notif-settings__group">
        {canAsk ? (
          <Switch
            label={t(m.pushNotifications)}
            hint={pushHint(push.state, push.linked)}
            checked={push.state === 'granted' && push.linked}
            disabled={push.busy}
            onChange={(on) => void (on ? push.enable() : push.disable())}
            testId="push-switch"
          />
        ) : (
          <p className="notif-settings__state" data-testid="push-state" role="status">
            <strong>{t(m.pushNotifications)}</strong>
            <span>
              {push.state === 'not-set-up'
                ? // Where the in-app notifications are, one tap away.
                  embed(t(m.pushNotSetUp), { notifications: <Link to="/notifications">{t(TITLES.notifications)}</Link> })
                : pushStateText(push.state)}
            </span>
          </p>
        )}
      </div>

      <h2 className="notif-settings__heading">{t(m.whatToTellMe)}</h2>
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      <div className="notif-settings__group" aria-busy={result.state === 'loading'}>
        {ALERTS.map(({ key, label, hint }) => (
          <Switch
            key={key}
            label={t(label)}
            hint={t(hint)}
            checked={result.state === 'ready' && result.value[key]}
            disabled={result.state !== 'ready' || saving}
            onChange={(on) => void toggle(key, on)}
            testId={`alert-${key}`}
          />
        ))}
      </div>
      <DeviceErrorDialog />
    </section>
  );
}
