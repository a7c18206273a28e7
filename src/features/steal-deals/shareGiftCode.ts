/**
 * Shares a gift code with the Web Share API where the device has it, else copies it ('Copied', SPEC 8). A
 * share the person cancels is not a failure; a refused share and a refused copy say it can't be shared.
 */
import { copyText } from '../offers/copyText';

export const GIFT_CANT_BE_SHARED = "Gift code can't be shared. Please note it down and send it yourself.";

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareGiftCode(code: string, title: string): Promise<ShareOutcome> {
  const text = `A Gold Leaf steal deal for you: ${title}. Open the Gold Leaf app, go to My Deals and apply gift code ${code}.`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'A Gold Leaf deal for you', text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, policy): copying may still work.
    }
  }
  return (await copyText(code)) ? 'copied' : 'failed';
}
