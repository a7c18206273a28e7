import type { MessageRef } from '../i18n';
import { closedOn, type ClosureNotice } from '../lib/closures';
import { isOpenAt, type OutletHours } from '../lib/openingHours';
import { m } from './outletWords';

/** Open and taking orders; paused by its kitchen (open, but full: until pausedUntil); or closed by its hours or a closure (issue 36). */
export type OutletStatus = 'open' | 'paused' | 'closed';

export function outletStatus(
  outlet: OutletHours & { pausedUntil?: number | null; closure?: ClosureNotice | null },
  now = Date.now(),
): OutletStatus {
  if (closedOn(outlet.closure, now)) return 'closed';
  if (!isOpenAt(outlet, now)) return 'closed';
  return (outlet.pausedUntil ?? 0) > now ? 'paused' : 'open';
}

/** The status's words and class, the same in the app and in the server's first paint of an outlet. */
export const STATUS_WORDS: Record<OutletStatus, { words: MessageRef; className: string }> = {
  open: { words: m.openNow, className: 'status-open' },
  paused: { words: m.notTakingOrders, className: 'status-closed' },
  closed: { words: m.closedNow, className: 'status-closed' },
};
