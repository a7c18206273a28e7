import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { TITLES } from '../../app/routeTitles';
import { BRAND_NAME } from '../../config/env';
import { t, type MessageRef } from '../../i18n';
import { m } from './messages';
import { pushState } from './permission';
import type { PushState } from './permission';
import { disablePush, enablePush, isDeviceLinked } from './register';

/**
 * The permission as it is now (re-read when the browser's setting changes or the user comes back), whether
 * this device is linked for the signed-in user, and the taps that turn push on (asking first) and off.
 */
export function usePush(): { state: PushState; linked: boolean; busy: boolean; enable: () => Promise<void>; disable: () => Promise<void> } {
  const store = useStore();
  const [state, setState] = useState<PushState>(pushState);
  const [linked, setLinked] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const reread = () => {
      setState(pushState());
      void isDeviceLinked(store).then((value) => live && setLinked(value));
    };
    reread();
    document.addEventListener('visibilitychange', reread);
    window.addEventListener('focus', reread);
    let status: PermissionStatus | null = null;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        status = found;
        if (!live) return;
        found.addEventListener('change', reread);
        // A change between the first read and this listener would be lost: read once more now it listens.
        reread();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', reread);
      window.removeEventListener('focus', reread);
      status?.removeEventListener('change', reread);
    };
  }, [store]);

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await action();
      } finally {
        setState(pushState());
        setLinked(await isDeviceLinked(store));
        setBusy(false);
      }
    },
    [store],
  );

  const enable = useCallback(() => run(() => enablePush(store)), [run, store]);
  const disable = useCallback(() => run(() => disablePush(store)), [run, store]);
  return { state, linked, busy, enable, disable };
}

const PUSH_STATE_TEXT: Record<PushState, MessageRef> = {
  granted: m.pushGranted,
  default: m.pushDefault,
  denied: m.pushDenied,
  'ios-tab': m.pushIosTab,
  unsupported: m.pushUnsupported,
  'not-set-up': m.pushNotSetUp,
};

/** What each state means to the person holding the phone. */
export const pushStateText = (state: PushState): string => t(PUSH_STATE_TEXT[state], { brand: BRAND_NAME, notifications: t(TITLES.notifications) });

/** The switch's hint: the permission, and for a granted one whether this device is linked. */
export function pushHint(state: PushState, linked: boolean): string {
  if (state !== 'granted') return pushStateText(state);
  return t(linked ? m.pushLinked : m.pushNotLinked);
}
