import { useEffect, useRef } from 'react';
import type { OrderStatus } from '../../api/contract';
import { PATHS } from '../../api/endpoints';
import { followLive } from '../../api/liveStream';

export interface OrderChange {
  orderRefId: string;
  status: OrderStatus;
}

const isOrderChange = (data: unknown): data is OrderChange =>
  typeof data === 'object' && data !== null && typeof (data as OrderChange).orderRefId === 'string' && typeof (data as OrderChange).status === 'string';

/**
 * Calls `onChange` the moment one of the customer's orders moves (the outlet accepted it, the rider left), while
 * `enabled` and the page is visible: a hidden tab keeps no connection open, and catches up when shown again
 * (usePolling reads once then). Polling stays on as the fall-back.
 */
export function useLiveOrders(onChange: (change: OrderChange) => void, enabled: boolean): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!enabled) return;
    let controller: AbortController | null = null;
    const open = () => {
      if (controller) return;
      const current = new AbortController();
      controller = current;
      void followLive(
        PATHS.liveOrders,
        (message) => {
          if (message.event === 'order' && isOrderChange(message.data)) latest.current(message.data);
        },
        current.signal,
      );
    };
    const close = () => {
      controller?.abort();
      controller = null;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? open() : close());
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      close();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);
}
