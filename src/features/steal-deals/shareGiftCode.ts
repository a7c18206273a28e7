/** Shares a gift code through the phone's share sheet, else copies the code itself ('Copied', SPEC 8). */
import { shareOrCopy, type ShareOutcome } from '../../lib/share';
import { t } from '../../i18n';
import { m } from './messages';

export const shareGiftCode = (code: string, title: string): Promise<ShareOutcome> =>
  shareOrCopy({ title: t(m.shareTitle), text: t(m.shareText, { title, code }) }, code);
