/**
 * The phone's share sheet (Web Share API) where the device has one, else `copy` put on the clipboard. A share
 * the person cancels is not a failure; a refused share falls back to copying, and a refused copy is 'failed'.
 */
import { copyText } from './copyText';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareOrCopy(data: ShareData, copy: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, policy): copying may still work.
    }
  }
  return (await copyText(copy)) ? 'copied' : 'failed';
}
