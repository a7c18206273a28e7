/**
 * Shares a gift code with the Web Share API where the device has it, else copies it ('Copied', SPEC 8). A
 * share the person cancels is not a failure; a refused share and a refused copy say it can't be shared.
 */
import { copyText } from '../offers/copyText';
import { t } from '../../i18n';
import { m } from './messages';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareGiftCode(code: string, title: string): Promise<ShareOutcome> {
  const text = t(m.shareText, { title, code });
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: t(m.shareTitle), text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, policy): copying may still work.
    }
  }
  return (await copyText(code)) ? 'copied' : 'failed';
}
