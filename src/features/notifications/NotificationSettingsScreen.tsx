import { useState } from 'react';
import type { AlertSettings } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { notify } from '../../lib/toast';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { fetchAlertSettings, saveAlertSettings } from './api';
import { DeviceErrorDialog } from './DeviceErrorDialog';
import { Switch } from './Switch';
import { PUSH_STATE_TEXT, pushHint, usePush } from './usePush';
import './notifications.css';

const ALERTS: Array<{ key: keyof AlertSettings; label: string; hint: string }> = [
  {
    key: 'orderUpdates',
    label: 'Order updates',
    hint: 'Each step of an order, from confirmed to delivered',
  },
  {
    key: 'offers',
    label: 'Offers',
    hint: 'New offers and deals at your outlets',
  },
  {
    key: 'events',
    label: 'Events',
    hint: 'Upcoming events and ticket sales',
  },
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
        Notification Settings
      </h1>

      <h2 className="notif-settings__heading">This device</h2>
      <div className="notif-settings__group">
        {canAsk ? (
          <Switch
            label="Push notifications"
            hint={pushHint(push.state, push.linked)}
            checked={push.state === 'granted' && push.linked}
            disabled={push.busy}
            onChange={(on) => void (on ? push.enable() : push.disable())}
            testId="push-switch"
          />
        ) : (
          <p className="notif-settings__state" data-testid="push-state" role="status">
            <strong>Push notifications</strong>
            <span>{PUSH_STATE_TEXT[push.state]}</span>
          </p>
        )}
      </div>

      <h2 className="notif-settings__heading">What to tell me about</h2>
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      <div className="notif-settings__group" aria-busy={result.state === 'loading'}>
        {ALERTS.map(({ key, label, hint }) => (
          <Switch
            key={key}
            label={label}
            hint={hint}
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
