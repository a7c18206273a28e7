import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (issue 23): a QR code shown to the door's scanner, or the camera scanning an
 * outlet's, must not dim halfway. The browser drops the lock whenever the page is hidden, so it is asked for again
 * when the page is back; where the API is missing or refused (battery saver), the screen dims as it always did.
 */
export function useWakeLock(active = true): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return undefined;
    let mounted = true;
    let asking = false;
    let lock: WakeLockSentinel | null = null;
    const ask = () => {
      if (asking || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      asking = true;
      navigator.wakeLock.request('screen').then(
        (granted) => {
          asking = false;
          if (mounted) lock = granted;
          else void granted.release();
        },
        () => {
          asking = false;
        },
      );
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      mounted = false;
      document.removeEventListener('visibilitychange', ask);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
